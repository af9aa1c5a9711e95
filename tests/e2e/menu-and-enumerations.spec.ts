// A business customer's menu lists a commodity's pages in the order a
// customer looks for them, the same in every segment and language; a German customer reads the
// supplier's enumerations (payment method, payment state) in German.
import { expect, test } from './support/fixtures.ts';
import { expectAccessible, keepScreenshot, openSignedIn } from './support/portal.ts';

const ORDER = {
  it: [
    'Panoramica',
    'Forniture',
    'Energia verde',
    'Contratti',
    'Fatture',
    'Costi e consumi',
    'Curve di carico',
    'Download',
    'Operazioni',
    'Assistenza',
  ],
  de: [
    'Überblick',
    'Lieferstellen',
    'Grüne Energie',
    'Verträge',
    'Rechnungen',
    'Kosten und Verbräuche',
    'Lastgänge',
    'Downloads',
    'Vorgänge',
    'Hilfe',
  ],
} as const;

for (const [email, base, language, withoutContracts] of [
  ['acme@demo.it', '/corporate/light/overview', 'it', false],
  ['asl.trento@demo.it', '/de/pa-non-conv/gas/overview', 'de', false],
  ['consorzio@demo.it', '/consortia/light/overview', 'it', true],
] as const) {
  test(`${email} sees the ${language} menu of ${base} in a customer's order`, async ({ page }) => {
    await openSignedIn(page, base, email);
    const navigation = page.getByRole('navigation', {
      name: language === 'de' ? 'Hauptnavigation' : 'Navigazione principale',
    });
    const expected = ORDER[language].filter(
      (label) => !(withoutContracts && (label === 'Contratti' || label === 'Verträge')),
    );
    const links = navigation.locator('ul ul a');
    await expect(links).toHaveText([...expected]);
    await expectAccessible(page);
    await keepScreenshot(page, `menu-${email.split('@')[0]}-${language}`);
  });
}

test('a German customer reads the payment method and state of a bill in German', async ({
  page,
}) => {
  await openSignedIn(page, '/retail/myBills', 'anna.huber@demo.it');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const row = page
    .getByRole('region', { name: 'Liste der Rechnungen' })
    .locator('tbody tr')
    .first();
  await row.getByRole('link').click();
  const details = page.locator('dl').first();
  await expect(details).toBeVisible();
  for (const italian of [
    'Bollettino',
    'Domiciliazione',
    'Bonifico',
    'Carta di credito',
    'Pagata',
    'Da pagare',
    'Scaduta',
  ]) {
    await expect(details).not.toContainText(italian);
  }
  await expectAccessible(page);
  await keepScreenshot(page, 'bill-detail-anna-de');
});
