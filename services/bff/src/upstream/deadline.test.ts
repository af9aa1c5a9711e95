import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Deadline, pendingDeadlines } from './deadline.ts';
import { UpstreamUnavailableError } from './errors.ts';
import { Transport } from './transport.ts';

let server: Server;
let base: string;
const transport = new Transport('test');

beforeAll(async () => {
  server = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    if (req.url === '/trickle') {
      // Headers at once, then a byte every 40 ms: neither the headers nor the idle time-out trips.
      res.write('[');
      const timer = setInterval(() => res.write(' '), 40);
      res.on('close', () => clearInterval(timer));
      return;
    }
    res.end('{"ok":true}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await transport.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('whole-call deadline of buffered upstream calls (§8)', () => {
  it("§8: an answer still arriving when the call's time is up is 'Aborted', and no deadline is left behind", async () => {
    const slow = await transport
      .exchange({ method: 'GET', url: `${base}/trickle`, timeoutMs: 300 })
      .catch((e: unknown) => e);
    expect(slow).toBeInstanceOf(UpstreamUnavailableError);
    expect((slow as Error).message).toBe('Aborted');
    expect(pendingDeadlines()).toBe(0);
  });

  it('a call that ends in time gets its answer and releases its deadline', async () => {
    const answer = await transport.exchange({
      method: 'GET',
      url: `${base}/fast`,
      timeoutMs: 5000,
    });
    expect(answer.body).toEqual({ ok: true });
    // undici lets go of the signal when the answer's stream closes, just after its end.
    await new Promise((resolve) => setImmediate(resolve));
    expect(pendingDeadlines()).toBe(0);
  });

  it('expiring gives the reason AbortSignal.timeout gives and tells the listener once', () => {
    const before = pendingDeadlines();
    const deadline = new Deadline(10_000);
    let told = 0;
    deadline.addEventListener('abort', () => (told += 1));
    expect(pendingDeadlines()).toBe(before + 1);
    deadline.expire();
    deadline.expire();
    expect(told).toBe(1);
    expect(deadline.aborted).toBe(true);
    expect((deadline.reason as Error).name).toBe('TimeoutError');
    expect(pendingDeadlines()).toBe(before);
  });
});
