// Prints what the whole test run came to, from the reports the runners wrote under test-results/:
// each runner's counts (Vitest's reports, one per invocation: vitest.json, vitest-shared.json of
// the coverage run of packages/shared, vitest-shape.json; Playwright's playwright.json), the time
// of each phase (phases.json, written by scripts/test-all.mjs) and one closing line "N passed, N
// failed, N skipped". Exits 1 when anything failed or nothing ran.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';

const read = (file) => JSON.parse(readFileSync(file, 'utf8'));
const vitestReports = existsSync('test-results')
  ? readdirSync('test-results')
      .filter((name) => /^vitest(-[\w-]+)?\.json$/.test(name))
      .map((name) => `test-results/${name}`)
  : [];
const vitest = { passed: 0, failed: 0, skipped: 0, files: 0 };
for (const file of vitestReports) {
  const r = read(file);
  vitest.passed += r.numPassedTests;
  vitest.failed += r.numFailedTests;
  vitest.skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  vitest.files += r.numTotalTestSuites ?? 0;
}
// Playwright's JSON reporter: expected = passed, unexpected = failed, flaky passed on a retry.
// The end-to-end tests end after Vitest's first runs; a report older than every Vitest report is
// from an earlier run.
const playwrightReport = 'test-results/playwright.json';
const vitestFirst = vitestReports.length
  ? Math.min(...vitestReports.map((file) => statSync(file).mtimeMs))
  : 0;
const playwright = { passed: 0, failed: 0, skipped: 0, flaky: 0 };
if (existsSync(playwrightReport) && statSync(playwrightReport).mtimeMs >= vitestFirst) {
  const { stats } = read(playwrightReport);
  playwright.passed = (stats.expected ?? 0) + (stats.flaky ?? 0);
  playwright.flaky = stats.flaky ?? 0;
  playwright.failed = stats.unexpected ?? 0;
  playwright.skipped = stats.skipped ?? 0;
}

console.log('\nTest run');
console.log(
  `  Vitest      ${vitest.passed} passed, ${vitest.failed} failed, ${vitest.skipped} skipped`,
);
console.log(
  `  Playwright  ${playwright.passed} passed (${playwright.flaky} on a retry), ` +
    `${playwright.failed} failed, ${playwright.skipped} skipped`,
);
if (existsSync('test-results/phases.json')) {
  const { seconds, phases } = read('test-results/phases.json');
  for (const p of phases) {
    const time = p.ran === false ? 'not run' : `${Math.round(p.seconds)} s`;
    console.log(`  phase ${p.name.padEnd(7)} ${p.ok ? 'passed' : 'FAILED'}  ${time}`);
  }
  console.log(`  wall time   ${Math.round(seconds)} s`);
}
const passed = vitest.passed + playwright.passed;
const failed = vitest.failed + playwright.failed;
const skipped = vitest.skipped + playwright.skipped;
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
