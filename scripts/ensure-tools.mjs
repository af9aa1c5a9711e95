// Installs what the README's commands need that npm's dependencies do not bring: pnpm (through
// npm) and, with --browser, Debian's Chromium for the browser tests. Skips what is already there.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const has = (cmd) => spawnSync(cmd, ['--version'], { stdio: 'ignore', shell: false }).status === 0;
const run = (cmd) => execSync(cmd, { stdio: 'inherit' });

if (!has('pnpm')) {
  console.log('[setup] pnpm is missing: installing pnpm@10 through npm');
  run('npm install -g pnpm@10');
}

if (process.argv.includes('--browser')) {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(chromium)) {
    console.log(`[setup] Chromium found at ${chromium}`);
  } else if (process.getuid?.() === 0 && has('apt-get')) {
    console.log('[setup] installing Debian chromium for the browser tests');
    run('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium');
  } else {
    console.warn(
      `[setup] no Chromium at ${chromium}: install it (apt-get install chromium) or set CHROMIUM_PATH.`,
    );
  }
}
