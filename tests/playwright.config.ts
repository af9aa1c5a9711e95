// End-to-end tests of the portal in Debian's headless Chromium. Each worker starts a portal of its
// own (support/fixtures.ts): the sandbox and the BFF serving services/web/dist, built by the
// test:e2e script. docs/testing.md says how the suite is organised.
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, testBrowserPath } from './e2e/support/chromium.ts';

const results = fileURLToPath(new URL('../test-results/', import.meta.url));

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  // Two cores: two workers, each with its portal; a file's tests run in order in one worker.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  forbidOnly: true,
  // A failed test runs once more to record a trace, and the run still fails: a test that passes
  // only on its retry is flaky, and flaky is a failure to fix.
  retries: 1,
  failOnFlakyTests: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: `${results}playwright`,
  reporter: [['list'], ['json', { outputFile: `${results}playwright.json` }]],
  use: {
    headless: true,
    viewport: { width: 1280, height: 900 },
    acceptDownloads: true,
    // As a customer who asked for less motion: the loading shimmer and slide-ins stop, which the
    // software-rendered browser would otherwise draw frame by frame (about 8% of the suite's CPU).
    contextOptions: { reducedMotion: 'reduce' },
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: testBrowserPath(),
      args: CHROMIUM_FLAGS,
    },
  },
});
