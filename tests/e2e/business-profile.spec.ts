// The business profile page for corporate, pa, pa-non-conv and consortia in
// Italian and German: the registry as the supplier holds it (§3 anagrafica, fatturaDigitale), the
// contacts form, and for the consortium its logos (§6, served by the BFF) and member registries;
// a contact change saved through §7 contatto/save and read back after a reload; a wrong e-mail
// refused in words before anything is sent. No placeholder, no console error, no serious axe
// finding, no sideways scroll at 360 px.
import { expect, test } from './support/fixtures.ts';
import {
  expectAccessible,
  expectNoSidewaysScroll,
  keepScreenshot,
  openSignedIn,
} from './support/portal.ts';
import { watchConsole } from './support/sweep.ts';

const TEXT = {
  it: {
    prefix: '',
    title: 'Profilo',
    regions: ['Anagrafica', 'Fatturazione elettronica', 'Recapiti'],
    companyName: 'Ragione sociale',
    taxCode: 'Codice fiscale',
    email: 'E-mail',
    mobile: /^Cellulare/,
    save: 'Salva i recapiti',
    saved: 'Recapiti salvati.',
    summary: 'Correggete questi dati',
    consortium: 'Consorzio',
    logo: 'Logo del Consorzio Energia Alto Adige',
    members: '3 anagrafiche aderenti',
    placeholder: /in preparazione/i,
  },
  de: {
    prefix: '/de',
    title: 'Profil',
    regions: ['Stammdaten', 'Elektronische Rechnungsstellung', 'Kontaktdaten'],
    companyName: 'Firmenname',
    taxCode: 'Steuernummer',
    email: 'E-Mail',
    mobile: /^Mobiltelefon/,
    save: 'Kontaktdaten speichern',
    saved: 'Kontaktdaten gespeichert.',
    summary: 'Bitte korrigieren Sie diese Angaben',
    consortium: 'Konsortium',
    logo: 'Logo des Consorzio Energia Alto Adige',
    members: '3 Mitglieder',
    placeholder: /in Vorbereitung/i,
  },
} as const;

const CUSTOMERS = [
  { segment: 'corporate', email: 'acme@demo.it', company: 'ACME Industrie S.p.A.' },
  { segment: 'pa', email: 'comune.verona@demo.it', company: 'Comune di Verona' },
  {
    segment: 'pa-non-conv',
    email: 'asl.trento@demo.it',
    company: 'Azienda Provinciale per i Servizi Sanitari Trento',
  },
  { segment: 'consortia', email: 'consorzio@demo.it', company: 'Hotel Dolomiten GmbH' },
] as const;

for (const { segment, email, company } of CUSTOMERS) {
  for (const language of ['it', 'de'] as const) {
    const text = TEXT[language];
    const path = `${text.prefix}/${segment}/profile`;

    test(`${path} shows the registry and its contacts (${email})`, async ({ page }) => {
      await openSignedIn(page, path, email);
      const errors = watchConsole(page);
      await expect(page).toHaveURL((url) => url.pathname === path);
      await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
      for (const region of text.regions)
        await expect(page.getByRole('region', { name: region, exact: true })).toBeVisible();
      const registry = page.getByRole('region', { name: text.regions[0], exact: true });
      const valueOf = (label: string) =>
        registry.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd');
      await expect(valueOf(text.companyName)).toHaveText(company);
      await expect(valueOf(text.taxCode)).toHaveText(/^[0-9A-Z]{11,16}$/);
      await expect(page.getByRole('textbox', { name: text.email, exact: true })).toHaveValue(/@/);
      await expect(page.getByText(text.placeholder)).toHaveCount(0);

      if (segment === 'consortia') {
        const consortium = page.getByRole('region', { name: text.consortium, exact: true });
        const logo = consortium.getByRole('img', { name: text.logo });
        await expect(logo).toBeVisible();
        // The picture the BFF serves has loaded (§6).
        await expect
          .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
          .toBeGreaterThan(0);
        await expect(consortium.getByRole('heading', { name: text.members })).toBeVisible();
        for (const member of [
          'Hotel Dolomiten GmbH',
          'Caseificio Val di Fassa Soc. Coop.',
          'Falegnameria Moser S.n.c.',
        ])
          await expect(consortium.getByRole('cell', { name: member })).toBeVisible();
      }
      await expectAccessible(page);
      if (segment === 'corporate' || segment === 'consortia')
        await keepScreenshot(page, `profile-${segment}-${language}-1280`);

      await page.setViewportSize({ width: 360, height: 800 });
      await expectNoSidewaysScroll(page, path);
      if (segment === 'corporate' || segment === 'consortia')
        await keepScreenshot(page, `profile-${segment}-${language}-360`);
      await page.setViewportSize({ width: 1280, height: 900 });
      expect(errors).toEqual([]);
    });
  }
}

test('§7 contatto/save — a wrong e-mail is refused in words; a new mobile number is saved and read back', async ({
  page,
}) => {
  const text = TEXT.it;
  await openSignedIn(page, '/pa-non-conv/profile', 'asl.trento@demo.it');
  const errors = watchConsole(page);
  const email = page.getByRole('textbox', { name: text.email, exact: true });
  const before = await email.inputValue();
  await email.fill('non-un-indirizzo');
  await page.getByRole('button', { name: text.save }).click();
  const summary = page.getByRole('alert', { name: text.summary });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText([
    'Inserite un indirizzo e-mail valido, ad esempio nome@azienda.it.',
  ]);
  await expect(email).toHaveValue('non-un-indirizzo');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);

  const mobile = `+39 347 ${String(Date.now()).slice(-7)}`;
  await email.fill(before);
  await page.getByRole('textbox', { name: text.mobile }).fill(mobile);
  await page.getByRole('button', { name: text.save }).click();
  await expect(page.getByRole('status').filter({ hasText: text.saved })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: text.mobile })).toHaveValue(mobile);
  await expect(page.getByRole('textbox', { name: text.email, exact: true })).toHaveValue(before);
  expect(errors).toEqual([]);
});
