// Global set-up of the `large` test project (vitest.config.ts): one sandbox at SANDBOX_SCALE=large
// (acme's 100,000 invoices and 2,000 supplies) for every file that reads the large data set, built
// once per run instead of once per file. Its files run one at a time, so a test that counts the
// upstream calls at the sandbox (admin.resetCalls / admin.calls) counts only its own.
import type { TestProject } from 'vitest/node';
import { startSandbox, type RunningSandbox } from '../src/testing.ts';

/**
 * The portals of the large files are behind this public origin, which nothing listens on: the
 * identity provider redirects to it, and each portal, listening on a port of its own, is reached
 * directly (test/large-sandbox.ts, startPortal's `shared`).
 */
const PORTAL_ORIGIN = 'http://portal.test';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const sandbox = await startSandbox({
    scale: 'large',
    portalOrigins: [PORTAL_ORIGIN],
    // An export's job finishes at once (the export tests start one and read it back).
    exportStepSeconds: 0,
  });
  project.provide('largeSandbox', { url: sandbox.url, options: sandbox.options });
  return () => sandbox.close();
}

declare module 'vitest' {
  export interface ProvidedContext {
    largeSandbox: { url: string; options: RunningSandbox['options'] };
  }
}
