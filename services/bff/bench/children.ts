// Two of the benchmark's servers, each in its own process so that process.cpuUsage() of one is that
// server's work alone: `sandbox` (the upstream, SANDBOX_SCALE=large) and `proxy` (the floor: a bare
// node:http + undici keep-alive proxy forwarding the same calls). The third, the BFF, is the built
// dist/server.js as production runs it (see api.ts). IPC: ipc.mjs.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Pool } from 'undici';
import { serveIpc } from './ipc.mjs';

/** `bffOrigins`: the portal origins the IdP accepts, comma-separated (a second one for BENCH_BASELINE). */
async function sandbox(bffOrigins: string): Promise<void> {
  const { startSandbox } = await import('@portal/sandbox/testing');
  // Access tokens outlive the run so that no refresh happens in the middle of a measurement.
  const running = await startSandbox({
    scale: 'large',
    portalOrigins: bffOrigins.split(','),
    accessTokenTtl: 3600,
  });
  serveIpc(running.url, () => running.close());
}

/** Forwards POST /ubik/graphql and GET /api/fattura/pdf to the sandbox with a fixed bearer, piping both ways. */
async function proxy(sandboxUrl: string, bearer: string): Promise<void> {
  const pool = new Pool(sandboxUrl, { connections: 64, pipelining: 1 });
  const server = createServer((req, res) => {
    // The caller's bearer when it sends one (a second customer), else the fixed one.
    const auth = req.headers.authorization;
    const headers: Record<string, string> = {
      authorization: typeof auth === 'string' ? auth : `Bearer ${bearer}`,
      'user-agent': 'bench-proxy',
    };
    if (req.headers['content-type']) headers['content-type'] = req.headers['content-type'];
    if (req.headers['content-length']) headers['content-length'] = req.headers['content-length'];
    const method = req.method === 'POST' ? 'POST' : 'GET';
    pool
      .request({ method, path: req.url ?? '/', headers, body: method === 'POST' ? req : null })
      .then(
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
else if (role === 'proxy') await proxy(a, b);
else throw new Error(`unknown role ${role ?? ''}`);
