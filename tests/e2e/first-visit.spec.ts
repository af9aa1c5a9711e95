// A fast first visit — the HTML the BFF serves carries the session summary (the
// client does not ask /api/session for its first render), preload links for the page and its
// language, and the page's language; scripts arrive compressed.
import { expect, test } from './support/fixtures.ts';
import { openSignedIn, portalUrl } from './support/portal.ts';

test('§2: a signed-in visit renders from the page it was served, with compressed scripts', async ({
  page,
}) => {
  await openSignedIn(page, '/retail', 'mario.rossi@demo.it');

  const asked: string[] = [];
  const scripts: Array<Promise<{ url: string; encoding: string; size: number } | null>> = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (!path.startsWith('/assets/') || !path.endsWith('.js')) return;
    const encoding = response.headers()['content-encoding'] ?? 'identity';
    // Read at once: a late answer to the page left behind has no body any more (null).
    scripts.push(
      response.body().then(
        (body) => ({ url: response.url(), encoding, size: body.length }),
        () => null,
      ),
    );
  });

  const document = await page.goto(portalUrl('/retail/myBills'));
  expect(document?.headers()['cache-control']).toBe('private, no-store');
  const html = (await document?.text()) ?? '';
  expect(html).toMatch(/<html lang="it">/);
  expect(html).toMatch(/<script type="application\/json" id="portal-session">/);
  expect(html).toMatch(
    /<link rel="modulepreload" crossorigin href="\/assets\/BillsPage-[^"]+\.js">/,
  );
  expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/it-[^"]+\.js">/);

  await expect(page.getByRole('region', { name: 'Elenco delle bollette' })).toBeVisible();
  expect(asked).not.toContain('/api/session');
  // Taken once: a later load of the session asks the API again.
  await expect(page.locator('#portal-session')).toHaveCount(0);

  // Brotli where the build wrote a copy (files above 1 KB), the file itself otherwise.
  const loaded = (await Promise.all(scripts)).filter((script) => script !== null);
  expect(loaded.length).toBeGreaterThan(3);
  for (const { url, encoding, size } of loaded)
    expect([url, encoding]).toEqual([url, size >= 1024 ? 'br' : 'identity']);
});

test('§2: /de/… is served in German before the client runs', async ({ page }) => {
  await openSignedIn(page, '/retail', 'mario.rossi@demo.it');
  const document = await page.goto(portalUrl('/de/retail'));
  const html = (await document?.text()) ?? '';
  expect(html).toMatch(/<html lang="de">/);
  expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/de-[^"]+\.js">/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});
