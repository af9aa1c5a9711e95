// Runs every test and check of the repository in phases (docs/testing.md): Vitest beside the static
// checks (the web client's build, lint, typecheck), then the browser tests against that build. A
// failing phase fails the run, but the others still run, so one run shows every failure. Ends with
// each runner's counts and each phase's time (scripts/test-summary.mjs).
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';

/** Runs a command of the workspace; resolves with its exit code (never rejects). */
function run(command, { quiet = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, {
      shell: true,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
    });
    let output = '';
    if (quiet) {
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
    }
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

const phases = [];

/**
 * Runs the commands of a phase one after the other; records its time and outcome. Resolves with
 * each command's exit code. A quiet phase runs beside another: its output is printed in one piece
 * when it is done.
 */
async function phase(name, commands, { quiet = false } = {}) {
  const started = Date.now();
  const codes = [];
  const outputs = [];
  for (const command of commands) {
    if (!quiet) console.log(`\n[${name}] $ ${command}`);
    const { code, output } = await run(command, { quiet });
    codes.push(code);
    if (quiet) outputs.push(`[${name}] $ ${command}\n${output}`);
  }
  const seconds = (Date.now() - started) / 1000;
  const ok = codes.every((code) => code === 0);
  if (quiet) console.log(`\n${outputs.join('\n')}`);
  console.log(`[${name}] ${ok ? 'passed' : 'FAILED'} in ${seconds.toFixed(0)} s`);
  phases.push({ name, seconds, ok });
  return codes;
}

// Vitest in three runs, each always run: the coverage of packages/shared (the one package it
// gates), every other project but the production shape, and the shape, whose files mostly wait
// on processes of their own (Redis failover, replicas, drain) and so run beside the browser tests
// (docs/decisions/0011-vitest-run.md).
const VITEST = [
  'pnpm exec vitest run --project shared --coverage --outputFile.json=test-results/vitest-shared.json',
  "VITEST_SHAPE=apart pnpm exec vitest run --project '!shared'",
];
const SHAPE = [
  'pnpm exec vitest run --project shape --outputFile.json=test-results/vitest-shape.json',
];

const started = Date.now();
rmSync('test-results', { recursive: true, force: true });
mkdirSync('test-results', { recursive: true });

// `pnpm test:vitest`: the Vitest phase alone.
if (process.argv.includes('--only') && process.argv.includes('vitest')) {
  const codes = [...(await phase('vitest', VITEST)), ...(await phase('shape', SHAPE))];
  process.exit(codes.every((code) => code === 0) ? 0 : 1);
}

// The browser tests need the web client's build, not a clean lint: the build's own exit code
// decides whether the end-to-end phase runs.
const [, [buildCode]] = await Promise.all([
  phase('vitest', VITEST),
  phase(
    'checks',
    [
      'pnpm --filter @portal/web build',
      'pnpm run lint',
      'pnpm run typecheck',
      'pnpm run check:generated',
    ],
    {
      quiet: true,
    },
  ),
]);

const shape = phase('shape', SHAPE, { quiet: true });
if (buildCode === 0) {
  await phase('e2e', ['pnpm --filter @portal/tests exec playwright test -c playwright.config.ts']);
} else {
  console.log('[e2e] not run: the web client did not build');
  phases.push({ name: 'e2e', seconds: 0, ok: false, ran: false });
}
await shape;

writeFileSync(
  'test-results/phases.json',
  JSON.stringify({ seconds: (Date.now() - started) / 1000, phases }, null, 2),
);
const summary = await run('node scripts/test-summary.mjs');
process.exit(phases.every((p) => p.ok) && summary.code === 0 ? 0 : 1);
