// One origin — the BFF serves the built client with hashed assets cached
// immutably, index.html revalidated, and the build id the build check reads; and the filter by
// payment state of the bills page.
import { expect, test } from './support/fixtures.ts';
import { expectAccessible, openSignedIn, portalUrl } from './support/portal.ts';

test('§7: index.html is not cached, hashed assets are immutable, builds/latest.json has the build id', async ({
  request,
}) => {
  const index = await request.get(portalUrl('/retail'));
  expect(index.status()).toBe(200);
  expect(index.headers()['cache-control']).toContain('no-cache');
  const html = await index.text();
  const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  const asset = await request.get(portalUrl(script ?? '/'));
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toContain('immutable');

  const latest = await request.get(portalUrl(`/builds/latest.json?t=${Date.now()}`));
  expect(latest.status()).toBe(200);
  expect(latest.headers()['cache-control']).toContain('no-cache');
  const { id } = (await latest.json()) as { id: string };
  expect(id).toMatch(/^\d{17}-[0-9a-f]{8}$/);
});

test('§4: the bills filter by payment state', async ({ page }) => {
  await openSignedIn(page, '/retail/myBills', 'mario.rossi@demo.it');
  await page.getByRole('combobox', { name: 'Stato del pagamento' }).selectOption('PAID');
  await expect(page).toHaveURL(/state=PAID/);
  await expect(
    page.getByRole('region', { name: 'Elenco delle bollette' }).locator('table'),
  ).toHaveAttribute('aria-busy', 'false');
  const statuses = page
    .getByRole('region', { name: 'Elenco delle bollette' })
    .locator('tbody tr td:nth-child(7)');
  await expect(statuses.first()).toHaveText('Pagata');
  for (const text of await statuses.allInnerTexts()) expect(text.trim()).toBe('Pagata');
  await expectAccessible(page);
});
