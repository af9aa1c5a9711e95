import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n.ts';
import { renderPageAt, testSession } from '@/test/page.tsx';
import { ALL_SECTIONS, api, corporate, invoicesCall } from '@/test/fixtures/invoices.ts';
import InvoicesPage from './InvoicesPage.tsx';

// The list, its totals, sorting, filters, paging and an invoice's detail; the registry scope of
// a consortium is in InvoicesPage.registries.test.tsx.
describe('the business invoices page', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await setLanguage('it');
  });

  it('§2: /corporate/light/invoices lists the light invoices of the customer’s registries with totals of the whole set', async () => {
    const calls = api();
    await renderPageAt('/corporate/light/invoices', <InvoicesPage />, { session: corporate });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fatture luce' })).toBeTruthy();
    expect(await screen.findByText('45 fatture')).toBeTruthy();
    expect(invoicesCall(calls)?.variables).toEqual({
      filter: { allRegistries: true, utility: 'POWER' },
      offset: 0,
      sort: 'ISSUE_DATE_DESC',
    });
    expect(calls.find((call) => call.operation === 'Sites')?.variables).toEqual({
      utility: 'POWER',
      allRegistries: true,
    });
    // One registry: named, nothing to choose.
    // The sentence is the page's; the registry's name in it is a name, never translated.
    const registryLine = screen.getByText(
      (_, element) =>
        element?.tagName === 'P' && element.textContent === 'Anagrafica: ACME Industrie S.p.A.',
    );
    expect(registryLine.querySelector('[translate="no"]')).toBeTruthy();
    expect(screen.queryByLabelText('Anagrafica intestataria')).toBeNull();
    expect(screen.getByText('41.020,55 €')).toBeTruthy();
    expect(screen.getByText('68.418,00 €')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Pagine delle bollette' })).toBeTruthy();
    expect(screen.getByText('Pagina 1 di 3')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'POD' })).toBeTruthy();
  });

  it('§2: /de/pa/gas/invoices is the same page, for gas, in German', async () => {
    const calls = api();
    await renderPageAt('/de/pa/gas/invoices', <InvoicesPage />, {
      session: testSession({ segment: 'pa', language: 'de', sections: ALL_SECTIONS }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Gasrechnungen' })).toBeTruthy();
    await screen.findByText('45 Rechnungen');
    expect(invoicesCall(calls)?.variables.filter).toEqual({ allRegistries: true, utility: 'GAS' });
    expect(screen.getByRole('columnheader', { name: 'PDR' })).toBeTruthy();
  });

  it('§4: overdue and partly paid read apart from to pay, in words and colour; an unknown state as upstream wrote it', async () => {
    api();
    await renderPageAt('/corporate/light/invoices', <InvoicesPage />, { session: corporate });
    const table = await screen.findByRole('table', { name: /Elenco delle fatture/ });
    await within(table).findByText('Scaduta');
    const badge = (text: string) => within(table).getByText(text, { selector: 'span' });
    expect(badge('Da pagare')).toBeTruthy();
    expect(badge('Pagata in parte')).toBeTruthy();
    expect(badge('Pagata')).toBeTruthy();
    expect(badge('In contestazione')).toBeTruthy();
    const colour = (text: string) => getComputedStyle(badge(text)).color;
    expect(colour('Scaduta')).not.toBe(colour('Da pagare'));
    expect(colour('Pagata')).not.toBe(colour('Da pagare'));
  });

  it('sorts by a column header with aria-sort, on the server', async () => {
    const calls = api();
    await renderPageAt('/corporate/light/invoices', <InvoicesPage />, { session: corporate });
    const issue = await screen.findByRole('columnheader', { name: /Emissione/ });
    expect(issue.getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(within(issue).getByRole('button'));
    await waitFor(() => expect(invoicesCall(calls)?.variables.sort).toBe('ISSUE_DATE_ASC'));
    expect(screen.getByRole('columnheader', { name: /Emissione/ }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    const amount = screen.getByRole('columnheader', { name: /^Importo/ });
    expect(amount.getAttribute('aria-sort')).toBeNull();
    fireEvent.click(within(amount).getByRole('button'));
    await waitFor(() => expect(invoicesCall(calls)?.variables.sort).toBe('AMOUNT_DESC'));
  });

  it('under 768 px one card per invoice, its number the heading, amounts and state on top; a select sorts on the server', async () => {
    // A 360 px window as far as min-width queries go.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? 0) <= 360,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const calls = api();
    const { router } = await renderPageAt('/corporate/light/invoices', <InvoicesPage />, {
      session: corporate,
    });
    const list = await screen.findByRole('list', { name: 'Elenco delle fatture' });
    await within(list).findByText('Scaduta');
    expect(screen.queryByRole('table')).toBeNull();
    const card = within(list).getAllByRole('listitem')[0]!;
    const heading = within(card).getByRole('heading', { level: 2 });
    expect(
      within(heading).getByRole('link', { name: 'Dettaglio della fattura FE2026/00100' }),
    ).toBeTruthy();
    const values = [...card.querySelectorAll('dt')].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
    expect(values.slice(0, 3)).toEqual([
      ['Importo', '1.520,40 €'],
      ['Da pagare', '1.520,40 €'],
      ['Stato', 'Da pagare'],
    ]);
    expect(values.map(([term]) => term)).toEqual(
      expect.arrayContaining(['Emissione', 'Scadenza', 'Competenza', 'POD']),
    );
    const sort = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Ordina per' });
    expect(sort.value).toBe('ISSUE_DATE_DESC');
    expect([...sort.options].map((option) => option.text)).toContain('Importo, dal più alto');
    fireEvent.change(sort, { target: { value: 'AMOUNT_DESC' } });
    await waitFor(() => expect(invoicesCall(calls)?.variables.sort).toBe('AMOUNT_DESC'));
    expect(router.state.location.search).toContain('sort=AMOUNT_DESC');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Ordina per' }).value).toBe(
      'AMOUNT_DESC',
    );
  });

  it('§3/§7: the filters of a shared link reach the API, and the next page asks for its offset', async () => {
    const calls = api();
    const { router } = await renderPageAt(
      '/corporate/light/invoices?state=OVERDUE&site=301&from=2026-01-01&to=2026-03-31&compFrom=01/2026&compTo=03/2026&doc=FE2026/00101',
      <InvoicesPage />,
      { session: corporate },
    );
    await screen.findByText('45 fatture');
    expect(invoicesCall(calls)?.variables.filter).toEqual({
      paymentStates: ['OVERDUE'],
      siteId: '301',
      issueDateFrom: '2026-01-01',
      issueDateTo: '2026-03-31',
      competenceFrom: '2026-01-01',
      competenceTo: '2026-03-31',
      documentNumber: 'FE2026/00101',
      allRegistries: true,
      utility: 'POWER',
    });
    expect((screen.getByLabelText('Numero documento') as HTMLInputElement).value).toBe(
      'FE2026/00101',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Successiva' }));
    await waitFor(() => expect(invoicesCall(calls)?.variables.offset).toBe(20));
    expect(router.state.location.search).toContain('page=2');
    expect(router.state.location.search).toContain('state=OVERDUE');
  });

  it('the list as CSV with the filters and order on screen, in both dialects; too long a list says what to do', async () => {
    api();
    const graphql = globalThis.fetch;
    const files: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
        const path = String(url);
        if (!path.startsWith('/api/files/')) return graphql(url, init);
        files.push(path);
        if (files.length > 1)
          return Response.json(
            { error: 'BAD_USER_INPUT', reason: 'exportTooLarge' },
            { status: 400 },
          );
        return new Response('number,issue_date\r\nFE2026/00101,2026-10-05\r\n', {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="fatture-power-2026-01-01-2026-03-31.csv"',
          },
        });
      }),
    );
    // The file is saved through a link to the blob, which jsdom cannot follow.
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: () => undefined }),
    );
    await renderPageAt(
      '/corporate/light/invoices?state=OVERDUE&from=2026-01-01&to=2026-03-31&sort=DUE_DATE_ASC',
      <InvoicesPage />,
      { session: corporate },
    );
    await screen.findByText('45 fatture');
    // The bills' PDFs are exported on the downloads page, with the filter it shares with the list.
    expect(
      screen
        .getByRole('link', { name: 'Esporta i PDF di queste fatture dalla pagina Download' })
        .getAttribute('href'),
    ).toBe('/corporate/light/downloads?state=OVERDUE&from=2026-01-01&to=2026-03-31');
    fireEvent.click(
      screen.getByRole('button', { name: 'Scarica l’elenco in CSV per Excel in italiano' }),
    );
    expect(
      await screen.findByText('File fatture-power-2026-01-01-2026-03-31.csv scaricato.'),
    ).toBeTruthy();
    expect(clicked).toHaveBeenCalledTimes(1);
    const first = new URL(files[0]!, 'http://portal');
    expect(first.pathname).toBe('/api/files/invoices.csv');
    expect(Object.fromEntries(first.searchParams)).toEqual({
      paymentStates: 'OVERDUE',
      issueDateFrom: '2026-01-01',
      issueDateTo: '2026-03-31',
      allRegistries: 'true',
      utility: 'POWER',
      sort: 'DUE_DATE_ASC',
      dialect: 'it',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Scarica l’elenco in CSV standard' }));
    expect((await screen.findByRole('alert')).textContent).toContain('10.000 fatture');
    expect(new URL(files[1]!, 'http://portal').searchParams.get('dialect')).toBe('standard');
  });

  it('GOV.UK: an invalid typed value gets an error summary linking to the field, keeps what was typed and asks nothing', async () => {
    const calls = api();
    const { router } = await renderPageAt('/corporate/light/invoices', <InvoicesPage />, {
      session: corporate,
    });
    await screen.findByText('45 fatture');
    const asked = calls.filter((call) => call.operation === 'Invoices').length;
    const field = screen.getByLabelText('Dal mese');
    fireEvent.change(field, { target: { value: '13/2026' } });
    fireEvent.change(screen.getByLabelText('Numero documento'), { target: { value: 'FE 1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cerca' }));

    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('heading').textContent).toBe('C’è un problema');
    const link = within(summary).getByRole('link', {
      name: /Inserisci il mese nel formato MM\/AAAA/,
    });
    await waitFor(() => expect(document.activeElement).toBe(summary));
    fireEvent.click(link);
    expect(document.activeElement).toBe(screen.getByLabelText('Dal mese'));
    expect((screen.getByLabelText('Dal mese') as HTMLInputElement).value).toBe('13/2026');
    expect(screen.getByLabelText('Dal mese').getAttribute('aria-invalid')).toBe('true');
    // Each field on the shared Field — hint, then its error, under the label.
    const described = (label: string) =>
      (screen.getByLabelText(label).getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent);
    expect(described('Dal mese')).toEqual([
      'Mese e anno, per esempio 03/2026',
      'Errore: Inserisci il mese nel formato MM/AAAA, per esempio 03/2026',
    ]);
    expect(described('Al mese')).toEqual(['Mese e anno, per esempio 03/2026']);
    expect(described('Numero documento')).toEqual([
      'Lettere, cifre e / _ . - senza spazi, per esempio FT2026/000017',
      'Errore: Il numero documento può contenere solo lettere, cifre e / _ . - senza spazi',
    ]);
    expect((screen.getByLabelText('Numero documento') as HTMLInputElement).value).toBe('FE 1');
    expect(router.state.location.search).toContain('compFrom=13%2F2026');
    expect(screen.queryByRole('table')).toBeNull();
    expect(calls.filter((call) => call.operation === 'Invoices')).toHaveLength(asked);
  });

  it('opens an invoice’s detail beside the list: rows with their units and precise prices, both PDFs, focus on its heading', async () => {
    api();
    const { router } = await renderPageAt('/corporate/light/invoices', <InvoicesPage />, {
      session: corporate,
    });
    fireEvent.click(
      await screen.findByRole('link', { name: 'Dettaglio della fattura FE2026/00100' }),
    );
    const heading = await screen.findByRole('heading', { level: 2, name: 'Fattura FE2026/00100' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(router.state.location.search).toBe('?invoice=500');
    const region = screen.getByRole('region', { name: 'Fattura FE2026/00100' });
    expect(await within(region).findByText('147 kWh')).toBeTruthy();
    expect(within(region).getByText('0,16532 €')).toBeTruthy();
    expect(within(region).getByText('2 mesi')).toBeTruthy();
    expect(within(region).getByText('12,50 €')).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Scarica il PDF' })).toBeTruthy();
    expect(
      within(region).getByRole('button', { name: 'Scarica il dettaglio in PDF' }),
    ).toBeTruthy();

    fireEvent.click(within(region).getByRole('button', { name: 'Chiudi il dettaglio' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: /Fattura FE/ })).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('link', { name: 'Dettaglio della fattura FE2026/00100' }),
      ),
    );
  });

  it('an invoice without a detail PDF offers only the invoice PDF; German units and rows read German', async () => {
    api();
    await renderPageAt('/de/consortia/light/invoices?invoice=501', <InvoicesPage />, {
      session: testSession({ segment: 'consortia', language: 'de', sections: ALL_SECTIONS }),
    });
    const region = await screen.findByRole('region', { name: 'Rechnung FE2026/00101' });
    expect(await within(region).findByText('2 Monate')).toBeTruthy();
    // §9: a set cost item in German; a row the portal cannot word stays upstream's, marked Italian.
    expect(within(region).getByText('Kosten für den Energieanteil - Zeitband F1')).toBeTruthy();
    const other = within(region).getByText('Spesa per il trasporto e la gestione del contatore');
    expect(other.getAttribute('lang')).toBe('it');
    expect(within(region).getByRole('button', { name: 'PDF herunterladen' })).toBeTruthy();
    expect(within(region).queryByRole('button', { name: /Detailaufstellung/ })).toBeNull();
  });

  it('§4: a customer without a gas supply gets the "no supply of this kind" state and no request', async () => {
    const calls = api();
    await renderPageAt('/corporate/gas/invoices', <InvoicesPage />, {
      session: testSession({
        segment: 'corporate',
        sections: { ...ALL_SECTIONS, conventionGas: false, noConventionGas: false },
      }),
    });
    expect(
      await screen.findByText('Non risultano forniture di gas per questa sezione.'),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(calls).toEqual([]);
  });
});
