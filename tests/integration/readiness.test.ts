// /readyz under a lost dependency: a stopped Redis and a closed identity provider
// port each make the replica unready (503, naming the dependency) within about a second, and the
// replica is ready again by itself once the dependency is back — nothing to restart.
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer, request, type Server } from 'node:http';
import { freePort, startSandbox, type RunningSandbox } from '@portal/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../services/bff/src/app.ts';
import { loadConfig } from '../../services/bff/src/config.ts';
import { startRedis, stopRedis } from '../shape/redis.ts';

interface Readiness {
  status: string;
  sessions: boolean;
  upstream: boolean;
  identityProvider: boolean;
  unavailable: string[];
}

let redis: ChildProcess | undefined;
let redisPort: number;
let sandbox: RunningSandbox;
let bff: Awaited<ReturnType<typeof buildApp>>;
let url: string;
/** The identity provider's own address, in front of the sandbox's /oidc: closed to take it away. */
let idpPort: number;
let idpDoor: Server | undefined;

/** A plain HTTP forwarder from idpPort to the sandbox, standing for the identity provider's host. */
async function openIdpDoor(): Promise<void> {
  const target = new URL(sandbox.url);
  idpDoor = createServer((incoming, outgoing) => {
    const forward = request(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forward.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(forward);
  });
  idpDoor.listen(idpPort, '127.0.0.1');
  await once(idpDoor, 'listening');
}

async function closeIdpDoor(): Promise<void> {
  const door = idpDoor;
  idpDoor = undefined;
  if (!door) return;
  door.closeAllConnections();
  await new Promise((resolve) => door.close(resolve));
}

async function readiness(): Promise<{ status: number; body: Readiness; ms: number }> {
  const started = Date.now();
  const response = await fetch(`${url}/readyz`);
  return {
    status: response.status,
    body: (await response.json()) as Readiness,
    ms: Date.now() - started,
  };
}

/**
 * Polls /readyz until it answers `status` with exactly `unavailable` (or the time is up), returning
 * the last answer. On a busy machine a probe may miss its second now and then: the test waits for
 * the state it means, and then checks how fast that answer came.
 */
async function until(status: number, unavailable: string[], withinMs: number) {
  const deadline = Date.now() + withinMs;
  const meant = (answer: Awaited<ReturnType<typeof readiness>>) =>
    answer.status === status &&
    JSON.stringify(answer.body.unavailable) === JSON.stringify(unavailable);
  let last = await readiness();
  while (!meant(last) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    last = await readiness();
  }
  return last;
}

beforeAll(async () => {
  redisPort = await freePort();
  redis = await startRedis(redisPort);
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  sandbox = await startSandbox({ portalOrigins: [url] });
  idpPort = await freePort();
  await openIdpDoor();
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    PORTAL_ORIGIN: url,
    UPSTREAM_API_URL: sandbox.url,
    OIDC_ISSUER: `http://127.0.0.1:${idpPort}/oidc`,
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent-web-dist',
  });
  bff = await buildApp(config, { auditDestination: { write: () => undefined } });
  await bff.listen({ host: '127.0.0.1', port });
});

afterAll(async () => {
  await bff?.close();
  await closeIdpDoor();
  await sandbox?.close();
  await stopRedis(redis);
});

describe('readiness follows the session store and the identity provider', () => {
  it('is ready with every dependency up', async () => {
    const { status, body } = await until(200, [], 10_000);
    expect(status).toBe(200);
    expect(body).toEqual({
      status: 'ready',
      sessions: true,
      upstream: true,
      identityProvider: true,
      unavailable: [],
    });
  });

  it('a stopped Redis: 503 naming the sessions within about a second, ready again once it is back', async () => {
    await stopRedis(redis);
    redis = undefined;
    const down = await until(503, ['sessions'], 10_000);
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({
      status: 'unavailable',
      sessions: false,
      unavailable: ['sessions'],
    });
    expect(down.ms).toBeLessThan(2_000);

    redis = await startRedis(redisPort);
    const back = await until(200, [], 10_000);
    expect(back.status).toBe(200);
    expect(back.body.unavailable).toEqual([]);
  });

  it('a closed identity provider port: 503 naming it, ready again by itself after it reopens', async () => {
    await closeIdpDoor();
    // The last good answer stands for a few seconds (probes of every replica do not load the IdP).
    const down = await until(503, ['identityProvider'], 10_000);
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({
      identityProvider: false,
      sessions: true,
      upstream: true,
      unavailable: ['identityProvider'],
    });
    expect(down.ms).toBeLessThan(2_000);

    await openIdpDoor();
    const back = await until(200, [], 10_000);
    expect(back.status).toBe(200);
    expect(back.body.identityProvider).toBe(true);
  }, 30_000);
});
