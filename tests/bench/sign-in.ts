// A benchmark's sign-in as a customer does it: the portal's /auth/login leads to the identity
// provider's own page, where the demo account's e-mail and password are typed (in Italian or
// German), and back to the portal.
import type { Page } from '@playwright/test';

/** Signs `email` in on `page` and waits until the browser is back on the portal, past /auth. */
export async function signInOnProviderPage(
  page: Page,
  portalUrl: string,
  email: string,
): Promise<void> {
  await page.goto(`${portalUrl}/auth/login`);
  await page.getByLabel(/^E-?mail$/i).fill(email);
  await page.getByLabel(/^Passwor[dt]$/).fill('demo');
  await page.getByRole('button', { name: /^(Accedi|Anmelden)$/ }).click();
  await page.waitForURL((url) => url.origin === portalUrl && !url.pathname.startsWith('/auth'));
}
