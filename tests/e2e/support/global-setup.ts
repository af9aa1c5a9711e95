// Starts the portal (sandbox + BFF with the built client) in a child process and hands its
// address to the tests through PORTAL_URL; the returned function stops it.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('../../../', import.meta.url));

export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(`${repo}services/web/dist/index.html`)) {
    throw new Error('services/web/dist is missing: run `pnpm --filter @portal/web build` first');
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/e2e/support/portal-server.ts'], {
    cwd: repo,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, NODE_ENV: 'test' },
  });
  const urls = await new Promise<Record<string, string>>((resolve, reject) => {
    let text = '';
    const timer = setTimeout(
      () => reject(new Error('the portal did not start within 60 s')),
      60_000,
    );
    child.stdout.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
      const portal = /PORTAL_URL=(\S+)/.exec(text)?.[1];
      const sandbox = /SANDBOX_URL=(\S+)/.exec(text)?.[1];
      if (portal && sandbox) {
        clearTimeout(timer);
        resolve({ portal, sandbox });
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the portal exited with code ${code} before it started`));
    });
  });
  process.env.PORTAL_URL = urls.portal;
  process.env.SANDBOX_URL = urls.sandbox;
  return async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
}
