// §3, §6: the shell's registry switcher and consortium logo, and the banner while staff
// act as a customer.
import { expect, test } from './support/fixtures.ts';
import { expectAccessible, portalUrl, sandboxUrl, signInThroughIdp } from './support/portal.ts';

test('§3, §6: a consortium member sees the logo and switches registry', async ({ page }) => {
  // The switch changes the session: a session of this test's own.
  await signInThroughIdp(page, '/consortia', 'consorzio@demo.it');
  await expect(page).toHaveURL(portalUrl('/consortia'));
  await expect(page.getByRole('img', { name: /Logo del consorzio/ })).toBeVisible();
  const switcher = page.getByRole('combobox', { name: 'Anagrafica' });
  const options = await switcher.locator('option').allInnerTexts();
  expect(options.length).toBeGreaterThan(1);
  const before = await switcher.inputValue();
  const other = await switcher
    .locator('option')
    .evaluateAll(
      (items, current) =>
        (items as HTMLOptionElement[]).map((item) => item.value).find((value) => value !== current),
      before,
    );
  const answer = page.waitForResponse((response) =>
    response.url().endsWith('/api/session/registry'),
  );
  await switcher.selectOption(other ?? '');
  expect((await answer).status()).toBe(200);
  await expect(switcher).toHaveValue(other ?? '');
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Anagrafica' })).toHaveValue(other ?? '');
  await expectAccessible(page);

  // Switching back from a list page keeps the page and its filters, not the dashboard.
  await page.goto(portalUrl('/consortia/light/invoices?state=PAID&page=2'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The header's switcher (the invoices page has a registry filter of its own).
  const header = page
    .getByRole('banner')
    .getByRole('combobox', { name: 'Anagrafica', exact: true });
  await header.selectOption(before);
  await expect(header).toHaveValue(before);
  await expect(page).toHaveURL(portalUrl('/consortia/light/invoices?state=PAID'));
});

test('§6: while staff act as a customer a banner says so', async ({ page }) => {
  const grant = await page.request.post(sandboxUrl('/__sandbox/impersonation-tokens'), {
    data: { staffEmail: 'operatore@demo.it', customerEmail: 'mario.rossi@demo.it' },
  });
  expect(grant.ok()).toBe(true);
  const { token, fingerprint } = (await grant.json()) as { token: string; fingerprint: string };
  await page.goto(
    portalUrl(
      `/impersonate?token=${encodeURIComponent(token)}&fingerprint=${encodeURIComponent(fingerprint)}`,
    ),
  );
  await expect(page).toHaveURL(portalUrl('/retail'));
  await expect(
    page.getByRole('status').filter({ hasText: 'Stai operando come Mario Rossi' }),
  ).toBeVisible();
  await expectAccessible(page);
});
