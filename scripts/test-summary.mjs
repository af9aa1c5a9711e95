// Prints the closing line of the whole test run ("N passed, N failed, N skipped") from the
// reports the runners wrote under test-results/: Vitest's (one per invocation: vitest.json, and
// vitest-shared.json of the coverage run of packages/shared) and Playwright's.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
const vitestReports = existsSync('test-results')
  ? readdirSync('test-results')
      .filter((name) => /^vitest(-[\w-]+)?\.json$/.test(name))
      .map((name) => `test-results/${name}`)
  : [];
for (const file of vitestReports) {
  const r = JSON.parse(readFileSync(file, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  skipped += r.numPendingTests + (r.numTodoTests ?? 0);
}
// Playwright's JSON reporter: expected = passed, unexpected = failed, flaky passed on a retry.
// The end-to-end tests run after Vitest; a report older than Vitest's is from an earlier run.
const playwright = 'test-results/playwright.json';
const vitestDone = Math.max(0, ...vitestReports.map((file) => statSync(file).mtimeMs));
const current = (file) => statSync(file).mtimeMs >= vitestDone;
if (existsSync(playwright) && current(playwright)) {
  const { stats } = JSON.parse(readFileSync(playwright, 'utf8'));
  passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  failed += stats.unexpected ?? 0;
  skipped += stats.skipped ?? 0;
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
