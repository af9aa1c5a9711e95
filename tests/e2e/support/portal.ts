// Shared steps of the end-to-end tests: the portal's address, sign-in through the identity
// provider's page, accessibility checks and screenshots kept as artifacts.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Browser, type Page } from '@playwright/test';

export function portalUrl(path = '/'): string {
  const base = process.env.PORTAL_URL;
  if (!base) throw new Error('PORTAL_URL is not set: the global setup did not run');
  return new URL(path, base).href;
}

export function sandboxOrigin(): string {
  const base = process.env.SANDBOX_URL;
  if (!base) throw new Error('SANDBOX_URL is not set: the global setup did not run');
  return new URL(base).origin;
}

/** Fills the identity provider's form (Italian or German, as the portal asked) and submits it. */
export async function signInAtIdp(page: Page, email: string, password = 'demo'): Promise<void> {
  await expect(page).toHaveURL((url) => url.origin === sandboxOrigin());
  await page.getByLabel(/^E-?mail$/i).fill(email);
  await page.getByLabel(/^Passwor[dt]$/).fill(password);
  await page.getByRole('button', { name: /^(Accedi|Anmelden)$/ }).click();
}

/** Opens a portal path, signs in when the identity provider asks, and waits for the portal. */
export async function openSignedIn(page: Page, path: string, email: string): Promise<void> {
  await page.goto(portalUrl(path));
  if (new URL(page.url()).pathname === '/login') {
    await page.getByRole('link', { name: 'Accedi' }).click();
  }
  await signInAtIdp(page, email);
  await page.waitForURL((url) => url.origin === new URL(portalUrl()).origin);
}

/** No serious or critical axe-core finding on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const severe = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
  expect(severe, `axe-core findings on ${page.url()}`).toEqual([]);
}

const shots = fileURLToPath(new URL('../../../test-results/screenshots/', import.meta.url));

export async function keepScreenshot(page: Page, name: string): Promise<void> {
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
