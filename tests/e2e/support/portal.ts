// Shared steps of the end-to-end tests: the worker's portal, sign-in (through the identity
// provider's page where sign-in is what a test proves, otherwise the worker's signed-in state of the
// account), the client's own API documents, accessibility checks and screenshots on demand.
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { AxeResults, run as axeRun } from 'axe-core';

type Cookie = Awaited<ReturnType<BrowserContext['cookies']>>[number];

/** The portal of this worker (set once by the worker fixture of fixtures.ts). */
let current: { url: string; sandboxUrl: string } | null = null;
/** The signed-in cookies of each account on this worker's portal, made on first use. */
const signedIn = new Map<string, Promise<Cookie[]>>();

export function usePortal(portal: { url: string; sandboxUrl: string }): void {
  current = portal;
  signedIn.clear();
}

function portalOf(): { url: string; sandboxUrl: string } {
  if (!current) throw new Error('no portal: import test from ./support/fixtures.ts in the spec');
  return current;
}

export function portalUrl(path = '/'): string {
  return new URL(path, portalOf().url).href;
}

export function sandboxOrigin(): string {
  return new URL(portalOf().sandboxUrl).origin;
}

/** An address of the sandbox, e.g. sandboxUrl('/__sandbox/reset'). */
export function sandboxUrl(path: string): string {
  return new URL(path, portalOf().sandboxUrl).href;
}

/**
 * Restores the sandbox's seeded data. The reset also forgets every token the identity provider
 * issued, so the worker's signed-in states are made again when next asked for.
 */
export async function resetSandbox(): Promise<void> {
  const answer = await fetch(sandboxUrl('/__sandbox/reset'), { method: 'POST' });
  expect(answer.ok, 'the sandbox resets').toBe(true);
  signedIn.clear();
}

/** Fills the identity provider's form (Italian or German, as the portal asked) and submits it. */
export async function signInAtIdp(page: Page, email: string, password = 'demo'): Promise<void> {
  await expect(page).toHaveURL((url) => url.origin === sandboxOrigin());
  await page.getByLabel(/^E-?mail$/i).fill(email);
  await page.getByLabel(/^Passwor[dt]$/).fill(password);
  await page.getByRole('button', { name: /^(Accedi|Anmelden)$/ }).click();
}

/**
 * Signs in as a customer would: opens a portal path, follows the portal to the identity provider,
 * fills its form and waits to be back at the portal. For the tests of sign-in itself and of what
 * changes the session (logout, the registry switch); the others take openSignedIn.
 */
export async function signInThroughIdp(page: Page, path: string, email: string): Promise<void> {
  await page.goto(portalUrl(path));
  if (new URL(page.url()).pathname === '/login') {
    await page.getByRole('link', { name: 'Accedi' }).click();
  }
  await signInAtIdp(page, email);
  await page.waitForURL((url) => url.origin === new URL(portalUrl()).origin);
}

/** The cookies of a browser signed in as `email` on this worker's portal (signed in once). */
export function signedInCookies(browser: Browser, email: string): Promise<Cookie[]> {
  let cookies = signedIn.get(email);
  if (!cookies) {
    cookies = (async () => {
      const context = await browser.newContext();
      try {
        await signInThroughIdp(await context.newPage(), '/login', email);
        return await context.cookies();
      } finally {
        await context.close();
      }
    })();
    signedIn.set(email, cookies);
    cookies.catch(() => signedIn.delete(email));
  }
  return cookies;
}

/**
 * Opens a portal path signed in as `email`: the worker signed the account in once through the
 * identity provider, and the page's browser context takes that session's cookies. Tests that
 * change the session itself (logout, registry switch) sign in with signInThroughIdp instead.
 */
export async function openSignedIn(page: Page, path: string, email: string): Promise<void> {
  const browser = page.context().browser();
  if (!browser) throw new Error('the page has no browser');
  await page.context().addCookies(await signedInCookies(browser, email));
  await page.goto(portalUrl(path));
}

const manifest = fileURLToPath(
  new URL('../../../services/bff/src/generated/persisted-documents.json', import.meta.url),
);

/** The web client's own GraphQL document of an operation (the only ones a browser may send). */
export function clientDocument(operation: string): string {
  const documents = Object.values(
    JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, string>,
  );
  const text = documents.find((document) =>
    new RegExp(`^\\s*(query|mutation) ${operation}\\b`).test(document),
  );
  if (!text) throw new Error(`the web client has no operation ${operation}`);
  return text;
}

/** Calls the portal's API from the page's session with the client's own document of `operation`. */
export async function callApi<T = Record<string, unknown>>(
  page: Page,
  operation: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await page.request.post(portalUrl('/api/graphql'), {
    headers: { 'x-portal-csrf': '1', origin: new URL(portalUrl()).origin },
    data: { query: clientDocument(operation), variables },
  });
  expect(response.status(), `${operation} answers`).toBe(200);
  const body = (await response.json()) as { data?: T; errors?: unknown };
  expect(body.errors, `${operation} has no errors`).toBeUndefined();
  return body.data as T;
}

/** axe-core's browser build, read once per worker. */
let axeSource: string | null = null;

/**
 * No serious or critical axe-core finding on the page as it is now. axe-core runs in the page
 * itself, injected once per document, and answers only its violations: the audit of a page takes a
 * few hundred milliseconds, where a run that also reports every passed check and finishes in a page
 * of its own took seconds (docs/testing.md, "Accessibility checks"). The portal's pages have no
 * frames.
 */
export async function expectAccessible(page: Page): Promise<void> {
  axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as { axe: { run: typeof axeRun } };
    const results: AxeResults = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map(({ id, help, impact, nodes }) => ({
      id,
      help,
      impact,
      targets: nodes.map((node) => node.target.join(' ')),
    }));
  });
  const severe = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.targets.join(', ')})`);
  expect(severe, `axe-core findings on ${page.url()}`).toEqual([]);
}

const shots = fileURLToPath(new URL('../../../test-results/screenshots/', import.meta.url));

/**
 * Keeps a screenshot of the page under test-results/screenshots when E2E_SCREENSHOTS=1, to look at
 * the pages a run visits; a normal run takes none. Layouts are compared by toHaveScreenshot in
 * visual.spec.ts.
 */
export async function keepScreenshot(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: `${shots}${name}.png`, fullPage: true });
}

/** A customer's newest bill as the bills page shows it: number and issue day (YYYY-MM-DD), for QR links. */
export async function newestBill(
  browser: Browser,
  email: string,
): Promise<{ number: string; issued: string }> {
  const reader = await browser.newContext();
  const page = await reader.newPage();
  await openSignedIn(page, '/retail/myBills', email);
  const row = page
    .getByRole('region', { name: 'Elenco delle bollette' })
    .locator('tbody tr')
    .first();
  await expect(row.getByRole('link')).toBeVisible();
  const number = (await row.locator('td').nth(0).innerText()).trim();
  const [day, month, year] = (await row.locator('td').nth(2).innerText()).trim().split('/');
  await reader.close();
  return { number, issued: `${year}-${month}-${day}` };
}

/**
 * The page does not scroll sideways. Polled: after a change of viewport the page may still be
 * drawing its narrow layout (cards instead of a table) when a first measure is taken.
 */
export async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      { message: `${what} scrolls sideways` },
    )
    .toBeLessThanOrEqual(0);
}
