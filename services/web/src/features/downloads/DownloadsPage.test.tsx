import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n.ts';
import { renderPageAt } from '@/test/page.tsx';
import { api, consortium, corporate, job } from '@/test/fixtures/downloads.ts';
import DownloadsPage from './DownloadsPage.tsx';

const START = /Avvia l’esportazione/;

describe('the business downloads page', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await setLanguage('it');
  });

  it('§2: /corporate/light/downloads counts the light invoices the filter selects and lists the jobs with their §4 status', async () => {
    const { calls } = api();
    await renderPageAt('/corporate/light/downloads', <DownloadsPage />, { session: corporate });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Documenti e download della luce' }),
    ).toBeTruthy();
    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: 'Esportazione PDF delle fatture luce',
      }),
    ).toBeTruthy();
    expect(await screen.findByText('12 fatture rispondono ai filtri.')).toBeTruthy();
    expect(calls.find((c) => c.operation === 'ExportInvoices')?.variables).toEqual({
      filter: { utility: 'POWER' },
      offset: 0,
    });
    const table = await screen.findByRole('table', { name: /Elenco delle esportazioni/ });
    const badge = (text: string) => within(table).getByText(text, { selector: 'span' });
    expect(badge('Completata')).toBeTruthy();
    expect(badge('Non riuscita')).toBeTruthy();
    expect(badge('In esecuzione')).toBeTruthy();
    // A faulted job says why; a finished one offers its PDF; a running one is not ready yet.
    expect(
      within(table).getByText(/Il servizio che prepara i documenti non ha risposto in tempo/),
    ).toBeTruthy();
    expect(
      within(table).getByRole('button', { name: 'Scarica il PDF dell’esportazione 5' }),
    ).toBeTruthy();
    expect(within(table).getByText('Non ancora pronto')).toBeTruthy();
  });

  it('§4: the status colours come from the shared rule — 0–4 orange, 5 green, 6–7 red, other gray', async () => {
    api({ jobs: [[job(1, 0), job(2, 5), job(3, 6), job(4, 9)]] });
    await renderPageAt('/corporate/light/downloads', <DownloadsPage />, { session: corporate });
    const table = await screen.findByRole('table', { name: /Elenco delle esportazioni/ });
    await within(table).findByText('Creata', { selector: 'span' });
    const colourOf = (text: string) =>
      getComputedStyle(within(table).getByText(text, { selector: 'span' })).color;
    expect(colourOf('Creata')).toBe('var(--tone-orange-fg)');
    expect(colourOf('Completata')).toBe('var(--tone-green-fg)');
    expect(colourOf('Annullata')).toBe('var(--tone-red-fg)');
    expect(colourOf('Stato sconosciuto')).toBe('var(--tone-gray-fg)');
  });

  it('§7 start-detail: starts an export of the filtered invoices’ details once, says so and lists it', async () => {
    const { calls } = api({ jobs: [[job(5, 5)], [job(9, 0), job(5, 5)]] });
    await renderPageAt('/corporate/gas/downloads?state=TO_PAY&kind=detail', <DownloadsPage />, {
      session: corporate,
    });
    await screen.findByText('12 fatture rispondono ai filtri.');
    fireEvent.click(screen.getByRole('button', { name: START }));
    expect(
      await screen.findByText('Esportazione 9 avviata con 12 fatture: è nell’elenco qui sotto.'),
    ).toBeTruthy();
    const starts = calls.filter((c) => c.operation === 'StartInvoiceExportByFilter');
    expect(starts).toEqual([
      {
        operation: 'StartInvoiceExportByFilter',
        variables: { filter: { utility: 'GAS', paymentStates: ['TO_PAY'] }, detail: true },
      },
    ]);
    const table = await screen.findByRole('table', { name: /Elenco delle esportazioni/ });
    expect(await within(table).findByText('N. 9')).toBeTruthy();
  });

  it('over the upstream limit: warns before starting and says how many went into the job', async () => {
    api({ totalCount: 1234 });
    await renderPageAt('/corporate/light/downloads', <DownloadsPage />, { session: corporate });
    expect(await screen.findByText('1234 fatture rispondono ai filtri.')).toBeTruthy();
    expect(screen.getByText(/Un’esportazione contiene al massimo 500 fatture/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: START }));
    expect(
      await screen.findByText(
        'Esportazione 9 avviata con le 500 fatture più recenti su 1234: un’esportazione ne contiene al massimo 500.',
      ),
    ).toBeTruthy();
  });

  it('by selection: nothing selected is said and nothing is sent; the checked invoices are exported', async () => {
    const { calls } = api();
    await renderPageAt('/corporate/light/downloads?choose=selection', <DownloadsPage />, {
      session: corporate,
    });
    await screen.findByRole('table', { name: /Fatture da selezionare/ });
    fireEvent.click(screen.getByRole('button', { name: START }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Selezionare almeno una fattura da esportare.');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(calls.some((c) => c.operation.startsWith('Start'))).toBe(false);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleziona la fattura FE2026/00100' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleziona la fattura FE2026/00102' }));
    expect(screen.getByText('2 fatture selezionate (al massimo 100).')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: START }));
    await screen.findByText(/Esportazione 9 avviata con 2 fatture/);
    expect(calls.find((c) => c.operation === 'StartInvoiceExport')?.variables).toEqual({
      invoiceIds: ['8000', '8002'],
      detail: false,
    });
  });

  it('one selected invoice is said in the singular, in each language', async () => {
    api();
    await renderPageAt('/corporate/light/downloads?choose=selection', <DownloadsPage />, {
      session: corporate,
    });
    await screen.findByRole('table', { name: /Fatture da selezionare/ });
    // The table is drawn before its invoices arrive: wait for the row.
    fireEvent.click(
      await screen.findByRole('checkbox', { name: 'Seleziona la fattura FE2026/00100' }),
    );
    fireEvent.click(screen.getByRole('button', { name: START }));
    expect(
      await screen.findByText('Esportazione 9 avviata con 1 fattura: è nell’elenco qui sotto.'),
    ).toBeTruthy();
  });

  it('a filter that matches nothing upstream is said in words, focused', async () => {
    api({ startError: { code: 'BAD_USER_INPUT', reason: 'noInvoices' } });
    await renderPageAt('/corporate/light/downloads', <DownloadsPage />, { session: corporate });
    await screen.findByText('12 fatture rispondono ai filtri.');
    fireEvent.click(screen.getByRole('button', { name: START }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Nessuna fattura risponde ai filtri: non è stata avviata alcuna esportazione.',
    );
    await waitFor(() => expect(document.activeElement).toBe(alert));
  });

  it.each([
    [
      'tooManyOpenExports',
      'Ci sono già diverse esportazioni in corso: attendere che una sia completata, poi avviarne un’altra.',
    ],
    [
      'tooManyExportStarts',
      'Sono state avviate molte esportazioni nell’ultima ora: riprovare più tardi. Le esportazioni già avviate restano nell’elenco qui sotto.',
    ],
  ])('the customer’s export limit %s is said in words, focused', async (reason, text) => {
    api({ startError: { code: 'RATE_LIMITED', reason } });
    await renderPageAt('/corporate/light/downloads', <DownloadsPage />, { session: corporate });
    await screen.findByText('12 fatture rispondono ai filtri.');
    fireEvent.click(screen.getByRole('button', { name: START }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(text);
    await waitFor(() => expect(document.activeElement).toBe(alert));
  });

  it('a running job progresses without reloading: polled, its change announced, then downloadable', async () => {
    // The poll's answer waits until the first one has been read, however slow the machine.
    let firstRead = () => {};
    const laterJobs = new Promise<void>((resolve) => (firstRead = resolve));
    const { calls } = api({ jobs: [[job(7, 3)], [job(7, 5)]], laterJobs });
    await renderPageAt('/corporate/light/downloads', <DownloadsPage />, { session: corporate });
    const table = await screen.findByRole('table', { name: /Elenco delle esportazioni/ });
    expect(await within(table).findByText('In esecuzione', { selector: 'span' })).toBeTruthy();
    firstRead();
    const button = await within(table).findByRole(
      'button',
      { name: 'Scarica il PDF dell’esportazione 7' },
      { timeout: 4000 },
    );
    expect(button).toBeTruthy();
    // The announcement follows the row's change in an effect of its own.
    expect(await screen.findByText('Esportazione 7: Completata.')).toBeTruthy();
    // Every job has settled: no more polling.
    const asked = calls.filter((c) => c.operation === 'ExportJobs').length;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(calls.filter((c) => c.operation === 'ExportJobs').length).toBe(asked);
  });

  it('downloads a finished job’s PDF through the file route', async () => {
    const { files } = api();
    const created = vi.fn(() => 'blob:export');
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }),
    );
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await renderPageAt('/corporate/light/downloads', <DownloadsPage />, { session: corporate });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Scarica il PDF dell’esportazione 5' }),
    );
    expect(await screen.findByText('PDF dell’esportazione 5 scaricato.')).toBeTruthy();
    expect(files).toEqual(['/api/files/exports/5']);
    expect(created).toHaveBeenCalledOnce();
    clicked.mockRestore();
  });

  it('§1 /de/consortia/gas/downloads: in German, the selected member by default, all members on request', async () => {
    const { calls } = api();
    await renderPageAt('/de/consortia/gas/downloads', <DownloadsPage />, { session: consortium });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dokumente und Downloads Gas' }),
    ).toBeTruthy();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'PDF-Export der Gasrechnungen' }),
    ).toBeTruthy();
    await screen.findByText('12 Rechnungen entsprechen den Filtern.');
    const select = screen.getByRole('combobox', { name: 'Stammdaten' }) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'Alpenwerk GmbH (ausgewählt)',
      'Verein Dolomiten',
      'Bäckerei Stern',
      'Alle Stammdaten des Konsortiums',
    ]);
    fireEvent.change(select, { target: { value: 'all' } });
    await waitFor(() =>
      expect(calls.filter((c) => c.operation === 'ExportInvoices').at(-1)?.variables).toEqual({
        filter: { utility: 'GAS', allRegistries: true },
        offset: 0,
      }),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Ihre Exporte' })).toBeTruthy();
    // §9: the documents in the page's language, whatever the member's.
    expect(calls.find((c) => c.operation === 'CustomerDocuments')?.variables).toEqual({
      utility: 'GAS',
      language: 'DE',
    });
  });

  it('§2 /corporate/light/downloads lists the light documents of the registry — conditions, each green supply’s certificate per year, the business forms — each a PDF', async () => {
    const { calls, files } = api();
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: vi.fn(() => 'blob:document'),
        revokeObjectURL: vi.fn(),
      }),
    );
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await renderPageAt('/corporate/light/downloads', <DownloadsPage />, { session: corporate });
    const table = await screen.findByRole('table', { name: 'Documenti della luce da scaricare' });
    expect(
      await within(table).findByText('Certificato di garanzia di origine 2025 - IT001E96767919'),
    ).toBeTruthy();
    expect(within(table).getByText('Garanzia di origine')).toBeTruthy();
    expect(within(table).getByText('Condizioni del contratto')).toBeTruthy();
    expect(within(table).getByText('Dichiarazione per l’IVA agevolata')).toBeTruthy();
    expect(calls.find((c) => c.operation === 'CustomerDocuments')?.variables).toEqual({
      utility: 'POWER',
      language: 'IT',
    });
    fireEvent.click(
      within(table).getByRole('button', {
        name: 'Scarica il PDF: Certificato di garanzia di origine 2025 - IT001E96767919',
      }),
    );
    expect(
      await screen.findByText(
        (_, element) =>
          element?.getAttribute('role') === 'status' &&
          element.textContent ===
            '«Certificato di garanzia di origine 2025 - IT001E96767919» scaricato.',
      ),
    ).toBeTruthy();
    expect(files).toEqual(['/api/files/documents/garanzia-origine-20040001-2025?language=it']);
    clicked.mockRestore();
  });
});
