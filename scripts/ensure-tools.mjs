// Installs what the README's commands need that npm's dependencies do not bring: pnpm (through
// npm) and, with --test-deps, Debian's Chromium and its headless shell (the browser tests run in
// the shell, the benchmarks in Chromium), redis-server (shared-session tests), nginx (the reverse
// proxy's configuration run in front of the BFF) and PostgreSQL (the worker's store beside the
// replicas). Skips what is already there.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const has = (cmd) => spawnSync(cmd, ['--version'], { stdio: 'ignore' }).status === 0;
const run = (cmd) => execSync(cmd, { stdio: 'inherit' });

if (!has('pnpm')) {
  console.log('[setup] pnpm is missing: installing pnpm@10 through npm');
  run('npm install -g pnpm@10');
}

if (process.argv.includes('--test-deps')) {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const missing = [];
  if (!existsSync(chromium)) missing.push('chromium');
  if (!process.env.CHROMIUM_PATH && !existsSync('/usr/bin/chromium-headless-shell'))
    missing.push('chromium-headless-shell');
  if (!has('redis-server')) missing.push('redis-server');
  // nginx has no --version; -v prints the version and exits 0.
  if (spawnSync('nginx', ['-v'], { stdio: 'ignore' }).status !== 0) missing.push('nginx-light');
  // PostgreSQL for the worker beside the replicas (tests/shape/postgres.ts runs its own cluster).
  const postgres = '/usr/lib/postgresql';
  const hasInitdb =
    has('initdb') ||
    (existsSync(postgres) &&
      readdirSync(postgres).some((v) => existsSync(`${postgres}/${v}/bin/initdb`)));
  if (!hasInitdb) missing.push('postgresql');
  if (missing.length === 0) {
    console.log(
      `[setup] test tools present (Chromium at ${chromium} and its headless shell, redis-server, nginx, PostgreSQL)`,
    );
  } else if (process.getuid?.() === 0 && has('apt-get')) {
    console.log(`[setup] installing Debian packages for the tests: ${missing.join(' ')}`);
    run(
      `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')} >/dev/null`,
    );
  } else {
    console.warn(
      `[setup] missing ${missing.join(' ')}: install with apt-get (or set CHROMIUM_PATH); the tests that need them will fail.`,
    );
  }
}
