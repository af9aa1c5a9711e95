// The three servers of the benchmark, each in its own process so that process.cpuUsage() of one
// is that server's work alone: `sandbox` (the upstream, SANDBOX_SCALE=large), `bff` (the portal)
// and `proxy` (the floor: a bare node:http + undici keep-alive proxy forwarding the same calls).
// Each reports { ready, url } over IPC, answers 'cpu' with its CPU time, and exits on 'stop'.
import { writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { Session } from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';
import { Pool } from 'undici';

type Message = { type: 'cpu' } | { type: 'stop' } | { type: 'profile'; file: string | null };

/** V8 CPU profile of the measured requests only (BENCH_PROFILE): started and written on request. */
let profiler: Session | null = null;

async function profile(file: string | null): Promise<void> {
  if (file === null) {
    profiler = new Session();
    profiler.connect();
    await profiler.post('Profiler.enable');
    // 100 µs: enough samples over a few hundred requests to tell the hot spots apart.
    await profiler.post('Profiler.setSamplingInterval', { interval: 100 });
    await profiler.post('Profiler.start');
    return;
  }
  if (!profiler) return;
  const { profile: taken } = await profiler.post('Profiler.stop');
  profiler.disconnect();
  profiler = null;
  await writeFile(file, JSON.stringify(taken));
}

function serveIpc(url: string, stop: () => Promise<void>): void {
  process.on('message', (message: Message) => {
    if (message.type === 'profile') {
      void profile(message.file).then(() => process.send?.({ type: 'profiled' }));
    } else if (message.type === 'cpu') {
      const { user, system } = process.cpuUsage();
      process.send?.({ type: 'cpu', micros: user + system });
    } else if (message.type === 'stop') {
      void stop().finally(() => process.exit(0));
    }
  });
  process.send?.({ type: 'ready', url });
}

async function sandbox(bffOrigin: string): Promise<void> {
  const { startSandbox } = await import('@portal/sandbox/testing');
  // Access tokens outlive the run so that no refresh happens in the middle of a measurement.
  const running = await startSandbox({ scale: 'large', portalOrigins: [bffOrigin], accessTokenTtl: 3600 });
  serveIpc(running.url, () => running.close());
}

async function bff(sandboxUrl: string, port: number): Promise<void> {
  const { loadConfig } = await import('../src/config.ts');
  const { buildApp } = await import('../src/app.ts');
  const origin = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    PORTAL_ORIGIN: origin,
    UPSTREAM_API_URL: sandboxUrl,
    OIDC_ISSUER: `${sandboxUrl}/oidc`,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_AUTH_PER_MINUTE: '100000',
    RATE_LIMIT_API_PER_MINUTE: '100000',
    WEB_DIST: '/nonexistent-web-dist',
  });
  const app = await buildApp(config);
  await app.listen({ host: '127.0.0.1', port });
  serveIpc(origin, () => app.close());
}

/** Forwards POST /ubik/graphql and GET /api/fattura/pdf to the sandbox with a fixed bearer, piping both ways. */
async function proxy(sandboxUrl: string, bearer: string): Promise<void> {
  const pool = new Pool(sandboxUrl, { connections: 64, pipelining: 1 });
  const server = createServer((req, res) => {
    // The caller's bearer when it sends one (a second customer), else the fixed one.
    const auth = req.headers.authorization;
    const headers: Record<string, string> = { authorization: typeof auth === 'string' ? auth : `Bearer ${bearer}`, 'user-agent': 'bench-proxy' };
    if (req.headers['content-type']) headers['content-type'] = req.headers['content-type'];
    if (req.headers['content-length']) headers['content-length'] = req.headers['content-length'];
    const method = req.method === 'POST' ? 'POST' : 'GET';
    pool.request({ method, path: req.url ?? '/', headers, body: method === 'POST' ? req : null }).then(
      (upstream) => {
        const out: Record<string, string> = {};
        for (const name of ['content-type', 'content-length', 'content-disposition']) {
          const value = upstream.headers[name];
          if (typeof value === 'string') out[name] = value;
        }
        res.writeHead(upstream.statusCode, out);
        upstream.body.pipe(res);
      },
      () => {
        res.writeHead(502).end();
      },
    );
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  serveIpc(`http://127.0.0.1:${port}`, async () => {
    server.close();
    await pool.close();
  });
}

const [role, a = '', b = ''] = process.argv.slice(2);
if (role === 'sandbox') await sandbox(a);
else if (role === 'bff') await bff(a, Number(b));
else if (role === 'proxy') await proxy(a, b);
else throw new Error(`unknown role ${role ?? ''}`);
