// Redis restarted under a running portal: while it is away every request that needs
// the session answers a clear 503 with the API's error body (not a 500, not a hang), the store
// reconnects by itself when Redis is back, and with Redis's append-only file (the production advice
// of docs/operations.md) the customer's session survives the restart.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@portal/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortal, type RunningPortal } from './helpers.ts';

let dir: string;
let port: number;
let redis: ChildProcess | undefined;
let portal: RunningPortal;

/** redis-server with the append-only file in `dir`, as production should run it. */
async function startRedis(): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    [
      ...['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', ''],
      ...['--appendonly', 'yes', '--appendfsync', 'everysec'],
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve();
    });
    child.once('error', (error) =>
      reject(
        new Error(
          `redis-server could not be started (apt-get install redis-server): ${error.message}`,
        ),
      ),
    );
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${output}`)));
  });
  return child;
}

async function stopRedis(): Promise<void> {
  if (redis && redis.exitCode === null) {
    redis.kill('SIGTERM');
    await once(redis, 'exit');
  }
  redis = undefined;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'portal-redis-'));
  port = await freePort();
  redis = await startRedis();
  portal = await startPortal({ env: { REDIS_URL: `redis://127.0.0.1:${port}` } });
});

afterAll(async () => {
  await portal?.close();
  await stopRedis();
  rmSync(dir, { recursive: true, force: true });
});

describe('Redis restarted under the portal', () => {
  it('answers 503 with the error body while Redis is away, and recovers with the session kept', async () => {
    const { cookie } = await portal.signIn('mario.rossi@demo.it');
    expect((await portal.api(cookie, '/api/session')).status).toBe(200);

    await stopRedis();
    const started = Date.now();
    const away = await portal.api(cookie, '/api/session');
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(away.status).toBe(503);
    expect(away.headers.get('retry-after')).toBe('1');
    expect(await away.json()).toEqual({
      error: 'UPSTREAM_UNAVAILABLE',
      reason: 'sessionStoreUnavailable',
      retryAfterMs: 1000,
    });
    const query = await portal.api(cookie, '/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ invoices(first: 1) { totalCount } }' }),
    });
    expect(query.status).toBe(503);
    expect(await query.json()).toMatchObject({ reason: 'sessionStoreUnavailable' });
    // Not ready while the store is away: the proxy or orchestrator can tell.
    expect((await fetch(`${portal.url}/readyz`)).status).toBe(503);

    redis = await startRedis();
    // The store's client reconnects on its own (at most half a second between attempts).
    let back: Response | undefined;
    const deadline = Date.now() + 5_000;
    do {
      back = await portal.api(cookie, '/api/session');
      if (back.status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    } while (Date.now() < deadline);
    expect(back.status).toBe(200);
    expect(await back.json()).toMatchObject({ user: { email: 'mario.rossi@demo.it' } });
    expect((await fetch(`${portal.url}/readyz`)).status).toBe(200);
  });
});
