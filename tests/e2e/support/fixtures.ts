// The end-to-end tests' `test`: every worker owns a portal (sandbox and BFF with the built client)
// started once for the worker, so specs that change data never share a sandbox with a spec running
// beside them, and a spec that needs another portal says so with a worker option:
//
//   test.use({ portalOptions: { brand: 'alpina' } });   // at the top of the file
//
// Playwright runs the files that ask for the same options in workers of their own.
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
export const test = base.extend<{}, WorkerFixtures>({
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
