// Starts the portal's processes side by side: the sandbox (stand-in for the supplier's systems),
// then the BFF (which also serves the built web client). Stops them all on Ctrl+C or when one exits.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const services = [
  { name: 'sandbox', dir: 'services/sandbox', entry: 'services/sandbox/src/server.ts' },
  // `start` runs the BFF's build (npm start builds first); `dev` runs its sources through tsx.
  { name: 'bff', dir: 'services/bff', entry: 'services/bff/src/server.ts', devScript: 'dev' },
];
const dev = process.argv.includes('--dev');
if (dev && existsSync('services/web/package.json')) {
  services.push({
    name: 'web',
    dir: 'services/web',
    entry: 'services/web/vite.config.ts',
    script: 'dev',
  });
}
// In development the browser uses Vite's server (5173), which proxies the BFF's paths: the BFF and
// the identity provider must accept that origin for the sign-in callback and the CSRF check.
const DEV_ORIGIN = 'http://localhost:5173';
const devEnv = {
  sandbox: { SANDBOX_PORTAL_ORIGINS: `http://localhost:3000,http://127.0.0.1:3000,${DEV_ORIGIN}` },
  bff: { PORTAL_ORIGIN: DEV_ORIGIN },
};
// The portal's own store (docs/decisions/0022-the-portals-own-store.md): PGlite in a data directory
// of the checkout, so alert settings and sent alerts outlive a restart; DATABASE_URL replaces it.
const storeEnv = { bff: { STORE_DIR: process.env.STORE_DIR ?? '.data/store' } };

const children = [];
let stopping = false;

function stopAll(code) {
  if (stopping) return;
  stopping = true;
  // Each service runs in its own process group (pnpm → tsx → node): signal the whole group so no
  // server is left behind holding its port.
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  setTimeout(() => process.exit(code), 1500).unref();
}

for (const svc of services) {
  if (!existsSync(svc.entry)) continue;
  const script = svc.script ?? (dev && svc.devScript ? svc.devScript : 'start');
  const child = spawn('pnpm', ['--dir', svc.dir, 'run', script], {
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
    env: { ...process.env, ...storeEnv[svc.name], ...(dev ? devEnv[svc.name] : {}) },
  });
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`[start] ${svc.name} exited with code ${code}; stopping the others`);
      stopAll(code ?? 1);
    }
  });
  children.push(child);
}

console.log(
  '[start] portal on http://localhost:3000, sandbox on http://localhost:4000 (Ctrl+C stops)',
);
if (dev) process.stdout.write(`[start] development: open ${DEV_ORIGIN} (Vite, proxying the BFF)\n`);
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
