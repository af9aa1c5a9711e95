// The accessibility check every spec calls does run axe-core and fails on a
// serious or critical finding (a check that cannot fail would prove nothing).
import { expect, test } from './support/fixtures.ts';
import { expectAccessible } from './support/portal.ts';

test('expectAccessible fails on a page with serious findings and passes on a clean one', async ({
  page,
}) => {
  await page.setContent(
    '<html><head><title>x</title></head><body><main><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><button></button></main></body></html>',
  );
  const failure = await expectAccessible(page).then(
    () => null,
    (error: unknown) => String(error),
  );
  expect(failure).toContain('image-alt');
  expect(failure).toContain('button-name');

  await page.setContent(
    '<html lang="it"><head><title>Pagina</title></head><body><main><h1>Pagina</h1><p>Testo</p></main></body></html>',
  );
  await expectAccessible(page);
});
