// The client address behind the production proxy: two BFF replicas sharing Redis,
// trusting proxies as production does (TRUST_PROXY's production default), reached through a proxy.
// A client that sends a different X-Forwarded-For on every request must still meet its rate limit,
// whether the proxy overwrites the header (deploy/nginx.conf now) or appends to it (as it used to).
// The clients connect from their own loopback addresses (127.0.0.2, …; Linux routes all of
// 127.0.0.0/8 to the loopback interface), so each has a bucket of its own and the proxy, on
// 127.0.0.1, is told apart from them.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startSandbox, type RunningSandbox } from '@portal/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../services/bff/src/app.ts';
import { type Config, loadConfig } from '../../services/bff/src/config.ts';
import { startRedis, stopRedis } from '../shape/redis.ts';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** Requests per minute on /api/* for each client address. */
const LIMIT = 4;
/** Debian's nginx (apt-get install nginx-light); the test of the real proxy needs it. */
const NGINX = spawnSync('nginx', ['-v'], { stdio: 'ignore' }).status === 0;

/** A production configuration that passes validation: only its proxy trust is used here. */
const PRODUCTION_TRUST = loadConfig({
  NODE_ENV: 'production',
  PORTAL_ORIGIN: 'https://portale.example.it',
  OIDC_ISSUER: 'https://idp.example.it/oidc',
  OIDC_CLIENT_SECRET: 'the-real-client-secret',
  SESSION_SECRET: 's'.repeat(40),
  WEB_DIST: '/nonexistent-web-dist',
}).trustProxy;

interface Replica {
  port: number;
  app: Awaited<ReturnType<typeof buildApp>>;
}

let redis: ChildProcess | undefined;
let sandbox: RunningSandbox | undefined;
const replicas: Replica[] = [];
const proxies: Server[] = [];

/** How a proxy writes X-Forwarded-For: with the address it saw alone, or after the client's value. */
type Forwarding = 'overwrite' | 'append';

/** A round-robin proxy over the replicas that writes X-Forwarded-For and X-Real-IP as nginx does. */
async function startProxy(forwarding: Forwarding): Promise<string> {
  let next = 0;
  const proxy = createServer((incoming, outgoing) => {
    const target = replicas[next % replicas.length] as Replica;
    next += 1;
    const seen = incoming.socket.remoteAddress ?? '';
    const sent = incoming.headers['x-forwarded-for'];
    const headers: IncomingHttpHeaders = {
      ...incoming.headers,
      'x-real-ip': seen,
      'x-forwarded-for': forwarding === 'append' && sent ? `${String(sent)}, ${seen}` : seen,
    };
    const forward = request(
      {
        host: '127.0.0.1',
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forward.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(forward);
  });
  proxies.push(proxy);
  proxy.listen(0, '127.0.0.1');
  await once(proxy, 'listening');
  const address = proxy.address();
  if (address === null || typeof address === 'string') throw new Error('proxy has no port');
  return `http://127.0.0.1:${address.port}`;
}

/** GET /api/session from `client` with the given X-Forwarded-For: the status of the answer. */
function statusOf(base: string, client: string, forwardedFor: string): Promise<number> {
  return new Promise((resolvePromise, reject) => {
    const call = request(
      `${base}/api/session`,
      {
        localAddress: client,
        agent: false,
        headers: { 'x-portal-csrf': '1', 'x-forwarded-for': forwardedFor },
      },
      (answer) => {
        answer.resume();
        answer.on('end', () => resolvePromise(answer.statusCode ?? 0));
      },
    );
    call.on('error', reject);
    call.end();
  });
}

/** LIMIT + 2 requests from one client, each naming a different address in X-Forwarded-For. */
async function rotatingClient(base: string, client: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 1; i <= LIMIT + 2; i += 1) {
    statuses.push(await statusOf(base, client, `198.51.100.${i}`));
  }
  return statuses;
}

const LIMITED = [...Array.from({ length: LIMIT }, () => 401), 429, 429];

/** Runs deploy/nginx.conf as it is, its replicas and port swapped for the ones started here. */
async function startNginx(dir: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const source = readFileSync(join(REPO, 'deploy/nginx.conf'), 'utf8');
  const site = source
    .replace(/server bff1:3000/, `server 127.0.0.1:${replicas[0]?.port}`)
    .replace(/server bff2:3000/, `server 127.0.0.1:${replicas[1]?.port}`)
    .replace(/listen 8080;/, `listen 127.0.0.1:${port};`);
  expect(site.match(/127\.0\.0\.1:\d+/g)).toHaveLength(3);
  writeFileSync(join(dir, 'site.conf'), site);
  // The image mounts the file inside nginx's http block; this is that block, with writable paths.
  const paths = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `  ${kind}_temp_path ${join(dir, kind)};`)
    .join('\n');
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${join(dir, 'nginx.pid')};`,
      'error_log stderr warn;',
      'events { worker_connections 64; }',
      'http {',
      '  access_log off;',
      paths,
      `  include ${join(dir, 'site.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const child = spawn('nginx', ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', 'stderr'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${errors}`);
    const ready = await fetch(`${url}/healthz`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ready) return { url, child };
    if (attempt > 100) throw new Error(`nginx did not answer: ${errors}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

beforeAll(async () => {
  const redisPort = await freePort();
  redis = await startRedis(redisPort);
  sandbox = await startSandbox();
  for (let i = 0; i < 2; i += 1) {
    const port = await freePort();
    const config: Config = {
      // The BFF in production mode refuses the sandbox's http addresses and development secrets;
      // what decides the client address is the proxy trust, and that is production's.
      ...loadConfig({
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        PORTAL_ORIGIN: `http://127.0.0.1:${port}`,
        UPSTREAM_API_URL: sandbox.url,
        OIDC_ISSUER: `${sandbox.url}/oidc`,
        REDIS_URL: `redis://127.0.0.1:${redisPort}`,
        LOG_LEVEL: 'silent',
        RATE_LIMIT_API_PER_MINUTE: String(LIMIT),
        WEB_DIST: '/nonexistent-web-dist',
      }),
      trustProxy: PRODUCTION_TRUST,
    };
    const app = await buildApp(config);
    await app.listen({ host: '127.0.0.1', port });
    replicas.push({ port, app });
  }
});

afterAll(async () => {
  for (const proxy of proxies) proxy.close();
  await Promise.all(replicas.map((r) => r.app.close()));
  await sandbox?.close();
  await stopRedis(redis);
});

describe('rate limits behind the production proxy', () => {
  it('a client rotating X-Forwarded-For through a proxy that overwrites it (nginx now) is limited after RATE_LIMIT_API_PER_MINUTE requests', async () => {
    const proxy = await startProxy('overwrite');
    expect(await rotatingClient(proxy, '127.0.0.2')).toEqual(LIMITED);
    // The limit is the client's, not the proxy's: another client still gets through.
    expect(await statusOf(proxy, '127.0.0.3', '198.51.100.1')).toBe(401);
  });

  it('a client rotating X-Forwarded-For through a proxy that appends to it (nginx before) is limited too: one trusted hop reads the address the proxy saw', async () => {
    const proxy = await startProxy('append');
    expect(await rotatingClient(proxy, '127.0.0.4')).toEqual(LIMITED);
    expect(await statusOf(proxy, '127.0.0.5', '198.51.100.1')).toBe(401);
  });

  it.skipIf(!NGINX)(
    'the real deploy/nginx.conf in front of the replicas: a client rotating X-Forwarded-For is limited',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'portal-nginx-'));
      let nginx: ChildProcess | undefined;
      try {
        const started = await startNginx(dir);
        nginx = started.child;
        expect(await rotatingClient(started.url, '127.0.0.6')).toEqual(LIMITED);
        expect(await statusOf(started.url, '127.0.0.7', '198.51.100.1')).toBe(401);
      } finally {
        if (nginx && nginx.exitCode === null) {
          nginx.kill('SIGTERM');
          await once(nginx, 'exit');
        }
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
