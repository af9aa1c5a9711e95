// End-to-end tests of the portal in Debian's headless Chromium (issue 6). The global setup starts
// the sandbox and the BFF (serving services/web/dist, built by the test:e2e script) on free ports.
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from './e2e/support/chromium.ts';

const results = fileURLToPath(new URL('../test-results/', import.meta.url));

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/support/global-setup.ts',
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: `${results}playwright`,
  reporter: [['list'], ['json', { outputFile: `${results}playwright.json` }]],
  use: {
    headless: true,
    viewport: { width: 1280, height: 900 },
    acceptDownloads: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: CHROMIUM_FLAGS,
    },
  },
});
