import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n.ts';
import { renderPageAt, testSession } from '@/test/page.tsx';
import type { Invoice, InvoiceDetail } from './api/types.ts';
import InvoicesPage from './InvoicesPage.tsx';

function invoice(index: number, overrides: Partial<Invoice> = {}): Invoice {
  return {
    id: String(500 + index),
    documentNumber: `FE2026/00${100 + index}`,
    issueDate: '2026-10-05',
    dueDate: '2026-10-25',
    paymentDate: null,
    competenceFrom: '2026-08-01',
    competenceTo: '2026-09-30',
    amount: 1520.4,
    amountToPay: 1520.4,
    paid: false,
    paymentState: 'TO_PAY',
    paymentStateText: 'Da pagare',
    utility: 'POWER',
    pointId: `IT001E0000${index}`,
    paymentMethod: 'BANK_TRANSFER',
    paymentMethodText: 'Bonifico bancario',
    onlinePaymentEnabled: false,
    hasPdf: true,
    hasDetailPdf: index === 0,
    ...overrides,
  };
}

const NODES = [
  invoice(0),
  invoice(1, { paymentState: 'OVERDUE', paymentStateText: 'Scaduta' }),
  invoice(2, {
    paymentState: 'PARTIALLY_PAID',
    paymentStateText: 'Parzialmente pagata',
    amountToPay: 500,
  }),
  invoice(3, { paymentState: 'PAID', paymentStateText: 'Pagata', paid: true, amountToPay: 0 }),
  invoice(4, { paymentState: 'OTHER', paymentStateText: 'In contestazione' }),
];

function detailOf(node: Invoice): InvoiceDetail {
  return {
    invoice: node,
    rows: [
      {
        description: 'Spesa per la materia energia - fascia F1',
        quantity: 147,
        unit: 'KWH',
        unitText: 'kWh',
        unitPrice: 0.16532,
        amount: 24.3,
        vatRate: 22,
      },
      {
        description: 'Spesa per il trasporto e la gestione del contatore',
        quantity: 2,
        unit: 'MONTH',
        unitText: 'mesi',
        unitPrice: 12.5,
        amount: 25,
        vatRate: 22,
      },
    ],
    pdfUrl: `/api/files/invoices/${node.id}`,
    detailPdfUrl: node.hasDetailPdf ? `/api/files/invoices/${node.id}?variant=detail` : null,
  };
}

/** Light and gas supplies, with and without a convention (§4 menu section flags). */
const ALL_SECTIONS = {
  conventionPower: true,
  noConventionPower: true,
  conventionGas: true,
  noConventionGas: true,
};

type Call = { operation: string; variables: Record<string, unknown> };

function api(totalCount = 45) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as {
      query: string;
      variables: Record<string, unknown>;
    };
    const operation = /query (\w+)/.exec(body.query)?.[1] ?? '';
    calls.push({ operation, variables: body.variables });
    if (operation === 'Sites')
      return Response.json({
        data: {
          sites: [
            { id: '301', name: 'Stabilimento Nord', address: 'Via Roma 1', locality: 'Verona' },
          ],
        },
      });
    if (operation === 'InvoiceById') {
      const node = NODES.find((n) => n.id === body.variables.id) ?? invoice(0);
      return Response.json({ data: { invoiceById: detailOf(node) } });
    }
    return Response.json({
      data: {
        invoices: { totalCount, totalAmount: 68418, totalToPay: 41020.55, nodes: NODES },
      },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

const corporate = testSession({
  segment: 'corporate',
  sections: ALL_SECTIONS,
  registries: [
    {
      idAnagrafica: 200001,
      ragSoc: 'ACME Industrie S.p.A.',
      customerSegment: 'corporate',
      culture: 'it-IT',
    },
  ],
  selectedRegistry: {
    idAnagrafica: 200001,
    ragSoc: 'ACME Industrie S.p.A.',
    customerSegment: 'corporate',
    culture: 'it-IT',
  },
});

const invoicesCall = (calls: Call[]) =>
  calls.filter((call) => call.operation === 'Invoices').at(-1);

/** A consortium user (§1): three member registries, of different customer kinds. */
const consortium = testSession({
  segment: 'consortia',
  sections: ALL_SECTIONS,
  businessConventions: [{ businessConventionType: 'consortium' }],
  registries: [
    {
      idAnagrafica: 500001,
      ragSoc: 'Alpenwerk GmbH',
      customerSegment: 'corporate',
      culture: 'de-DE',
    },
    {
      idAnagrafica: 500002,
      ragSoc: 'Verein Dolomiten',
      customerSegment: 'association',
      culture: 'it-IT',
    },
    { idAnagrafica: 500003, ragSoc: 'Bäckerei Stern', customerSegment: 'sme', culture: 'de-DE' },
  ],
  selectedRegistry: {
    idAnagrafica: 500001,
    ragSoc: 'Alpenwerk GmbH',
    customerSegment: 'corporate',
    culture: 'de-DE',
  },
});

const sitesCall = (calls: Call[]) => calls.filter((call) => call.operation === 'Sites').at(-1);

describe('issue 11 item 5: the business invoices page', () => {
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
    expect(screen.getByText('Anagrafica: ACME Industrie S.p.A.')).toBeTruthy();
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

  it('§1: a consortium’s page spans its member registries by default; choosing one narrows the list and the site options', async () => {
    const calls = api();
    const { router } = await renderPageAt(
      '/consortia/gas/invoices?site=301&state=PAID',
      <InvoicesPage />,
      { session: consortium },
    );
    await screen.findByText('45 fatture');
    expect(invoicesCall(calls)?.variables.filter).toEqual({
      paymentStates: ['PAID'],
      allRegistries: true,
      siteId: '301',
      utility: 'GAS',
    });
    expect(sitesCall(calls)?.variables).toEqual({ utility: 'GAS', allRegistries: true });
    const choice = screen.getByLabelText('Anagrafica intestataria') as HTMLSelectElement;
    expect(choice.value).toBe('');
    expect([...choice.options].map((o) => o.text)).toEqual([
      'Tutte le anagrafiche',
      'Alpenwerk GmbH',
      'Verein Dolomiten',
      'Bäckerei Stern',
    ]);
    expect(screen.queryByText(/^Anagrafica: /)).toBeNull();

    fireEvent.change(choice, { target: { value: '500002' } });
    await waitFor(() =>
      expect(invoicesCall(calls)?.variables.filter).toEqual({
        paymentStates: ['PAID'],
        registryId: '500002',
        utility: 'GAS',
      }),
    );
    // The site chosen before belongs to one registry: it goes with the change.
    expect(router.state.location.search).toBe('?state=PAID&registry=500002');
    expect(sitesCall(calls)?.variables).toEqual({ utility: 'GAS', registryId: '500002' });
    expect((screen.getByLabelText('Anagrafica intestataria') as HTMLSelectElement).value).toBe(
      '500002',
    );

    fireEvent.change(screen.getByLabelText('Anagrafica intestataria'), { target: { value: '' } });
    await waitFor(() =>
      expect(invoicesCall(calls)?.variables.filter).toEqual({
        paymentStates: ['PAID'],
        allRegistries: true,
        utility: 'GAS',
      }),
    );
    expect(router.state.location.search).toBe('?state=PAID');
  });

  it('§1: a shared link keeps the chosen registry; in German the choice reads German', async () => {
    const calls = api();
    await renderPageAt('/de/consortia/light/invoices?registry=500003', <InvoicesPage />, {
      session: { ...consortium, language: 'de' },
    });
    await screen.findByText('45 Rechnungen');
    expect(invoicesCall(calls)?.variables.filter).toEqual({
      registryId: '500003',
      utility: 'POWER',
    });
    const choice = screen.getByLabelText('Stammdaten des Rechnungsempfängers') as HTMLSelectElement;
    expect(choice.value).toBe('500003');
    expect(choice.options[0]?.text).toBe('Alle Stammdaten');
  });

  it('§1: a registry of another segment is not offered: a corporate customer with a retail registry has nothing to choose', async () => {
    const calls = api();
    await renderPageAt('/corporate/light/invoices?registry=100009', <InvoicesPage />, {
      session: {
        ...corporate,
        registries: [
          ...corporate.registries,
          {
            idAnagrafica: 100009,
            ragSoc: 'Mario Bianchi',
            customerSegment: 'sme',
            culture: 'it-IT',
          },
        ],
      },
    });
    await screen.findByText('45 fatture');
    expect(screen.queryByLabelText('Anagrafica intestataria')).toBeNull();
    expect(screen.getByText('Anagrafica: ACME Industrie S.p.A.')).toBeTruthy();
    expect(invoicesCall(calls)?.variables.filter).toEqual({
      allRegistries: true,
      utility: 'POWER',
    });
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

  it('issue 17 item 1: under 768 px one card per invoice, its number the heading, amounts and state on top; a select sorts on the server', async () => {
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
    // Issue 17 item 1: each field on the shared Field — hint, then its error, under the label.
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

  it('an invoice without a detail PDF offers only the invoice PDF; German units read German', async () => {
    api();
    await renderPageAt('/de/consortia/light/invoices?invoice=501', <InvoicesPage />, {
      session: testSession({ segment: 'consortia', language: 'de', sections: ALL_SECTIONS }),
    });
    const region = await screen.findByRole('region', { name: 'Rechnung FE2026/00101' });
    expect(await within(region).findByText('2 Monate')).toBeTruthy();
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
