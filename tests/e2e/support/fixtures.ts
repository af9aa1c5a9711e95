// The end-to-end tests' `test`: every worker owns a portal (sandbox and BFF with the built client)
// started once for the worker, so specs that change data never share a sandbox with a spec running
// beside them, and a spec that needs another portal says so with a worker option:
//
//   test.use({ portalOptions: { brand: 'alpina' } });   // at the top of the file
//
// Playwright runs the files that ask for the same options in workers of their own: one portal per
// file that says `test.use`, since Playwright tells a file's options from another's by where they
// are written. Specs that share a kind of portal import its own `test` from here instead
// (testOnAlertsPortal, testOnFrozenClock), and their files share the worker and its portal.
import { test as base } from '@playwright/test';
import { startPortalProcess, type PortalOptions, type PortalProcess } from './portal-process.ts';
import { usePortal } from './portal.ts';

export { expect } from '@playwright/test';
export type { Browser, BrowserContext, Download, Locator, Page, Response } from '@playwright/test';

interface WorkerFixtures {
  portalOptions: PortalOptions;
  portal: PortalProcess;
}

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- no test-scoped fixtures
type NoTestFixtures = {};

export const test = base.extend<NoTestFixtures, WorkerFixtures>({
  portalOptions: [{}, { scope: 'worker', option: true }],
  portal: [
    async ({ portalOptions }, use) => {
      const portal = await startPortalProcess(portalOptions);
      usePortal(portal);
      await use(portal);
      await portal.stop();
    },
    { scope: 'worker', auto: true, timeout: 120_000 },
  ],
});

/**
 * The alerts' specs (decision 0023): a portal of their own, shared by their files, so the settings,
 * mails and jobs they make meet no other spec's.
 */
export const testOnAlertsPortal = test.extend<NoTestFixtures, WorkerFixtures>({
  portalOptions: [{ alerts: true }, { scope: 'worker' }],
});

/** The day the frozen-clock portal's data stands still on (its yesterday is 14 November 2026). */
export const FROZEN_DATA_NOW = '2026-11-15T10:00:00Z';

/**
 * Specs that need the same data on every run (the visual baselines, the forecasts' periods): a
 * portal whose data clock stands still at FROZEN_DATA_NOW, shared by their files.
 */
export const testOnFrozenClock = test.extend<NoTestFixtures, WorkerFixtures>({
  portalOptions: [{ dataNow: FROZEN_DATA_NOW }, { scope: 'worker' }],
});
