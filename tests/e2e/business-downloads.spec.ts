// The business downloads page: the registry's documents of the commodity and the bulk PDF export
// of §7. acme downloads a guarantee-of-origin certificate of a green supply, and starts exports of
// its light invoices, follows one through its §4 states to completion without reloading (the
// sandbox moves a job one state a second here, see support/portal-server.ts), downloads it as a
// real PDF, reads why a faulted one failed (the sandbox's fault API faults it), leaves and
// finds its jobs again. comune.verona, asl.trento and consorzio see the page with real counts, in
// Italian and German, at 1280 and 360 px: no placeholder, no console error, no serious axe
// finding, no sideways scroll.
import { readFile } from 'node:fs/promises';
import { pdfLines } from '@portal/sandbox/pdf-text';
import { expect, test, type Locator, type Page } from './support/fixtures.ts';
import {
  expectAccessible,
  expectNoSidewaysScroll,
  keepScreenshot,
  openSignedIn,
  portalUrl,
  sandboxUrl,
} from './support/portal.ts';
import { watchConsole } from './support/sweep.ts';

const PENDING_IT = [
  'Creata',
  'In attesa di attivazione',
  'In attesa di esecuzione',
  'In esecuzione',
  'In attesa del completamento delle attività collegate',
];
const SETTLED_IT = ['Completata', 'Non riuscita'];

/** The row of an export job in the jobs table (1280 px). */
function jobRow(page: Page, id: string): Locator {
  return page
    .getByRole('table', { name: 'Elenco delle esportazioni' })
    .locator('tbody tr')
    .filter({ has: page.getByRole('cell', { name: `N. ${id}`, exact: true }) });
}

/** Starts an export with the form as it is and answers the new job's number (not one of `known`). */
async function startExport(page: Page, known: readonly string[] = []): Promise<string> {
  await page.getByRole('button', { name: 'Avvia l’esportazione' }).click();
  const started = page.getByText(/^Esportazione \d+ avviata con \d+ fatture/);
  let id: string | undefined;
  await expect
    .poll(async () => {
      const text = (await started.innerText().catch(() => '')).trim();
      id = /^Esportazione (\d+)/.exec(text)?.[1];
      return id !== undefined && !known.includes(id);
    })
    .toBe(true);
  return id as string;
}

test('acme exports its light invoices, follows the job to completion and downloads a real PDF; a faulted job says why', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const path = '/corporate/light/downloads';
  await openSignedIn(page, path, 'acme@demo.it');
  const errors = watchConsole(page);
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Documenti e download della luce' }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Esportazione PDF delle fatture luce' }),
  ).toBeVisible();
  await expect(page.getByText(/^\d+ fatture rispondono ai filtri\.$/)).toBeVisible();
  await expect(page.getByText(/in preparazione/i)).toHaveCount(0);
  await expectAccessible(page);

  // One export, followed state by state from the page's own polling.
  const first = await startExport(page);
  const status = jobRow(page, first).locator('td').nth(1).locator('span').first();
  const seen: string[] = [];
  await expect
    .poll(
      async () => {
        const text = (await status.innerText().catch(() => '')).trim();
        if (text && seen.at(-1) !== text) seen.push(text);
        return SETTLED_IT.includes(text);
      },
      { timeout: 20_000, intervals: [200] },
    )
    .toBe(true);
  expect(
    seen.some((label) => PENDING_IT.includes(label)),
    seen.join(' → '),
  ).toBe(true);

  // Another export (the detail this time: the same one again would answer its job), faulted by the
  // sandbox's fault API (no job faults by default).
  const fault = await fetch(sandboxUrl('/__sandbox/faults'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      method: 'POST',
      path: '^/api/invoices/export-pdf/start',
      times: 1,
      exportJob: 'timeout',
    }),
  });
  expect(fault.status).toBe(200);
  // The choice lives in the address: the radio reads checked once the address has it.
  const detail = page.getByRole('radio', { name: 'Il dettaglio delle fatture' });
  await detail.click();
  await expect(page).toHaveURL(/[?&]kind=detail(&|$)/);
  await expect(detail).toBeChecked();
  const second = await startExport(page, [first]);
  const ids = [first, second];
  for (const id of ids) {
    await expect(jobRow(page, id).locator('td').nth(1)).toContainText(
      new RegExp(SETTLED_IT.join('|')),
      { timeout: 20_000 },
    );
  }
  const done = first;
  const faulted = second;
  await expect(jobRow(page, done).locator('td').nth(1)).toContainText('Completata');
  await expect(jobRow(page, faulted).locator('td').nth(1)).toContainText('Non riuscita');

  // A faulted job says why, in words.
  await expect(jobRow(page, faulted).locator('td').nth(1)).toContainText(
    'Il servizio che prepara i documenti non ha risposto in tempo',
  );
  await expect(jobRow(page, faulted).getByRole('button')).toHaveCount(0);

  // The finished one downloads as a real PDF through the file route.
  const downloading = page.waitForEvent('download');
  await jobRow(page, done)
    .getByRole('button', { name: `Scarica il PDF dell’esportazione ${done}` })
    .click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`fatture-${done}.pdf`);
  const file = await readFile((await download.path()) as string);
  expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(file.byteLength).toBeGreaterThan(1024);
  await expect(page.getByText(`PDF dell’esportazione ${done} scaricato.`)).toBeVisible();
  await expectAccessible(page);
  await keepScreenshot(page, 'business-downloads-acme-1280');

  // Nothing is lost by leaving: the jobs are listed again on coming back.
  await page.goto(portalUrl('/corporate/light/invoices'));
  await page.goto(portalUrl(path));
  for (const id of ids) await expect(jobRow(page, id)).toBeVisible();
  expect(errors).toEqual([]);
});

test('acme’s light downloads list its documents — conditions, a guarantee-of-origin certificate per green supply and year, the business forms — and a certificate downloads as the supplier’s PDF', async ({
  page,
}) => {
  const path = '/corporate/light/downloads';
  await openSignedIn(page, path, 'acme@demo.it');
  const errors = watchConsole(page);
  const documents = page.getByRole('table', { name: 'Documenti della luce da scaricare' });
  const certificates = documents
    .locator('tbody tr')
    .filter({ hasText: /^Certificato di garanzia di origine \d{4} - IT\w+/ });
  await expect(certificates.first()).toBeVisible();
  expect(await certificates.count()).toBeGreaterThan(1);
  await expect(
    documents.locator('tbody tr').filter({ hasText: 'Condizioni generali di fornitura' }),
  ).not.toHaveCount(0);
  await expect(
    documents.locator('tbody tr').filter({ hasText: 'Dichiarazione per l’IVA agevolata' }),
  ).toHaveCount(1);
  await expect(
    documents.locator('tbody tr').filter({ hasText: 'accisa ridotta sul gas' }),
  ).toHaveCount(0);

  const first = certificates.first();
  const title = (await first.locator('strong').innerText()).trim();
  const [, year, pod] = /(\d{4}) - (IT\w+)$/.exec(title) ?? [];
  const downloading = page.waitForEvent('download');
  await first.getByRole('button', { name: `Scarica il PDF: ${title}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^garanzia-origine-\d+-\d{4}\.pdf$/);
  const lines = pdfLines(await readFile((await download.path()) as string));
  expect(lines).toEqual(
    expect.arrayContaining(['Demo Energia S.r.l.', title, `Anno: ${year}`, `POD: ${pod}`]),
  );
  await expect(page.getByText(`«${title}» scaricato.`)).toBeVisible();
  await expectAccessible(page);
  expect(errors).toEqual([]);
});

const VISITS = [
  {
    email: 'comune.verona@demo.it',
    path: '/de/pa/gas/downloads',
    title: 'Dokumente und Downloads Gas',
    count: /^\d+ Rechnung(en)? (entspricht|entsprechen) den Filtern\.$/,
    placeholder: /in Vorbereitung/i,
  },
  {
    email: 'asl.trento@demo.it',
    path: '/pa-non-conv/light/downloads',
    title: 'Documenti e download della luce',
    count: /^\d+ fattur[ae] rispond(e|ono) ai filtri\.$/,
    placeholder: /in preparazione/i,
  },
  {
    email: 'consorzio@demo.it',
    path: '/de/consortia/light/downloads',
    title: 'Dokumente und Downloads Strom',
    count: /^\d+ Rechnung(en)? (entspricht|entsprechen) den Filtern\.$/,
    placeholder: /in Vorbereitung/i,
  },
] as const;

for (const visit of VISITS) {
  test(`${visit.path} shows real data at 1280 and 360 px (${visit.email})`, async ({ page }) => {
    await openSignedIn(page, visit.path, visit.email);
    const errors = watchConsole(page);
    await expect(page).toHaveURL((url) => url.pathname === visit.path);
    await expect(page.getByRole('heading', { level: 1, name: visit.title })).toBeVisible();
    await expect(page.getByText(visit.count)).toBeVisible();
    await expect(page.getByText(visit.placeholder)).toHaveCount(0);
    await expectAccessible(page);

    // By hand: the list of invoices with checkboxes; the count of chosen ones follows.
    // The choice lives in the address: the radio is checked once the address has it.
    const byHand = page.getByRole('radio', { name: /Liste auswähle|seleziono dall’elenco/ });
    await byHand.click();
    await expect(byHand).toBeChecked();
    const boxes = page.getByRole('checkbox', {
      name: /^(Rechnung .+ auswählen|Seleziona la fattura .+)$/,
    });
    await expect(boxes.first()).toBeVisible();
    await boxes.first().check();
    await expect(page.getByText(/^1 (Rechnung ausgewählt|fattura selezionata)/)).toBeVisible();
    await expectAccessible(page);

    await page.setViewportSize({ width: 360, height: 800 });
    await expect(page.getByRole('heading', { level: 1, name: visit.title })).toBeVisible();
    await expectNoSidewaysScroll(page, visit.path);
    await expectAccessible(page);
    await keepScreenshot(page, `business-downloads-${visit.email.split('@')[0]}-360`);
    expect(errors).toEqual([]);
  });
}
