// Starts the portal's processes side by side: the sandbox (stand-in for the supplier's systems),
// then the BFF (which also serves the built web client). Stops them all on Ctrl+C or when one exits.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const services = [
  { name: 'sandbox', dir: 'services/sandbox', entry: 'services/sandbox/src/server.ts' },
  { name: 'bff', dir: 'services/bff', entry: 'services/bff/src/server.ts' },
];
const dev = process.argv.includes('--dev');
if (dev && existsSync('services/web/package.json')) {
  services.push({ name: 'web', dir: 'services/web', entry: 'services/web/vite.config.ts', script: 'dev' });
}

const children = [];
let stopping = false;

function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}

for (const svc of services) {
  if (!existsSync(svc.entry)) continue;
  const child = spawn('pnpm', ['--dir', svc.dir, 'run', svc.script ?? 'start'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: process.env,
  });
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`[start] ${svc.name} exited with code ${code}; stopping the others`);
      stopAll(code ?? 1);
    }
  });
  children.push(child);
}

console.log('[start] portal on http://localhost:3000, sandbox on http://localhost:4000 (Ctrl+C stops)');
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
