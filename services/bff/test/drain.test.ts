// A replica stopped by its orchestrator (SIGTERM) drains (src/shutdown.ts): the
// requests in flight complete, no new connection is accepted, and the process is free to exit as
// soon as they are done — not 72 s later, when Node would have closed their keep-alive connections —
// or, at the latest, at the drain timeout, when whatever is still running is cut.
import { Agent, request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { drain } from '../src/shutdown.ts';
import { startPortal, type RunningPortal } from './helpers.ts';

let portal: RunningPortal | undefined;

afterEach(async () => {
  await portal?.app.close();
  await portal?.sandbox.close();
  portal = undefined;
});

interface Answer {
  status: number;
  body: string;
}

/** A GraphQL query over a keep-alive connection, as the reverse proxy sends it. */
function query(
  url: string,
  cookie: string,
  agent: Agent,
  text = '{ invoices(first: 1) { totalCount } }',
): Promise<Answer> {
  const payload = JSON.stringify({ query: text });
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${url}/api/graphql`,
      {
        method: 'POST',
        agent,
        headers: {
          cookie,
          origin: url,
          'x-portal-csrf': '1',
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (answer) => {
        let body = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk: string) => (body += chunk));
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body }));
        answer.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('graceful drain of a stopping replica', () => {
  it('lets the request in flight complete, refuses new connections and ends with it', async () => {
    portal = await startPortal();
    const { url, app } = portal;
    const { cookie } = await portal.signIn('mario.rossi@demo.it');
    const agent = new Agent({ keepAlive: true });
    // A connection kept alive by an earlier request: the one the slow request travels on.
    expect((await query(url, cookie, agent)).status).toBe(200);
    await portal.sandbox.admin.addFault({
      method: 'POST',
      path: '^/ubik/graphql$',
      latencyMs: 800,
      times: 1,
    });
    const inFlight = query(url, cookie, agent);
    await delay(150);

    const drained = drain(app, 10_000);
    await delay(50);
    const late = await fetch(`${url}/healthz`).then(
      (r) => r.status,
      (error: Error & { cause?: { code?: string } }) => error.cause?.code ?? error.message,
    );
    const answer = await inFlight;
    const result = await drained;
    agent.destroy();

    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ data: { invoices: { totalCount: 60 } } });
    expect(late).toBe('ECONNREFUSED');
    expect(result.forced).toBe(false);
    // Ended with the request (about 650 ms after the drain began), not at the keep-alive timeout.
    expect(result.ms).toBeLessThan(3_000);
  });

  it('cuts a request that outlives the drain timeout, so the replica stops in time', async () => {
    portal = await startPortal();
    const { url, app } = portal;
    const { cookie } = await portal.signIn('mario.rossi@demo.it');
    const agent = new Agent({ keepAlive: true });
    await portal.sandbox.admin.addFault({
      method: 'POST',
      path: '^/ubik/graphql$',
      latencyMs: 5_000,
      times: 1,
    });
    const stuck = query(url, cookie, agent).then(
      (answer) => answer.status,
      (error: NodeJS.ErrnoException) => error.code,
    );
    await delay(150);

    const result = await drain(app, 300);
    agent.destroy();

    expect(result.forced).toBe(true);
    expect(result.ms).toBeGreaterThanOrEqual(300);
    expect(result.ms).toBeLessThan(2_000);
    expect(await stuck).toBe('ECONNRESET');
  });
});
