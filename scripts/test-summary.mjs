// Prints the closing line of the whole test run ("N passed, N failed, N skipped") from the
// reports the runners wrote under test-results/.
import { existsSync, readFileSync, statSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
const vitest = 'test-results/vitest.json';
if (existsSync(vitest)) {
  const r = JSON.parse(readFileSync(vitest, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  skipped += r.numPendingTests + (r.numTodoTests ?? 0);
}
// Playwright's JSON reporter: expected = passed, unexpected = failed, flaky passed on a retry.
// The end-to-end tests run after Vitest; a report older than Vitest's is from an earlier run.
const playwright = 'test-results/playwright.json';
const current = (file) => !existsSync(vitest) || statSync(file).mtimeMs >= statSync(vitest).mtimeMs;
if (existsSync(playwright) && current(playwright)) {
  const { stats } = JSON.parse(readFileSync(playwright, 'utf8'));
  passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  failed += stats.unexpected ?? 0;
  skipped += stats.skipped ?? 0;
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
