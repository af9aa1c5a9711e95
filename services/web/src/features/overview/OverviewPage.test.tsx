import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n.ts';
import { renderPageAt, testSession } from '@/test/page.tsx';
import type { CommodityOverview } from './api/useCommodityOverview.ts';
import OverviewPage from './OverviewPage.tsx';

const ALL_SECTIONS = {
  conventionPower: true,
  noConventionPower: true,
  conventionGas: true,
  noConventionGas: true,
};

const OVERVIEW: CommodityOverview = {
  utility: 'POWER',
  supplyCount: 1200,
  suppliesByStatus: [
    { status: 'ACTIVE', count: 1100 },
    { status: 'ACTIVATING', count: 40 },
    { status: 'CEASED', count: 60 },
  ],
  siteCount: 37,
  annualConsumption: 12345678,
  unit: 'KWH',
  registryAnnualConsumption: 13000000,
  spendFrom: '2025-11-24',
  spendTo: '2026-11-23',
  invoiceCount: 14400,
  annualSpend: 2345678.9,
  unpaidCount: 12,
  amountToPay: 34567.8,
  overdueCount: 3,
  overdueAmount: 4321,
  nextDue: {
    invoiceId: '9001',
    documentNumber: 'FT2026/000123',
    dueDate: '2026-12-02',
    amountToPay: 1234.5,
  },
  convention: {
    code: 'CONV-PA-VR',
    name: 'Convenzione Enti Pubblici Veneto',
    type: 'convention',
    startDate: '2023-01-01',
    endDate: '2027-12-31',
  },
  yearForecast: null,
};

type Call = { operation: string; variables: Record<string, unknown> };

function api(overview: Partial<CommodityOverview> = {}) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as {
        query: string;
        variables: Record<string, unknown>;
      };
      calls.push({
        operation: /query (\w+)/.exec(body.query)?.[1] ?? '',
        variables: body.variables,
      });
      return Response.json({ data: { commodityOverview: { ...OVERVIEW, ...overview } } });
    }),
  );
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

const MEMBERS = [
  {
    idAnagrafica: 500001,
    ragSoc: 'Hotel Dolomiten GmbH',
    customerSegment: 'corporate',
    culture: 'de-DE',
  },
  {
    idAnagrafica: 500002,
    ragSoc: 'Caseificio Val di Fassa',
    customerSegment: 'association',
    culture: 'it-IT',
  },
];

const consortium = testSession({
  segment: 'consortia',
  sections: ALL_SECTIONS,
  registries: MEMBERS,
  selectedRegistry: MEMBERS[0] ?? null,
  businessConventions: [
    { businessConventionType: 'consortium', businessConventionCode: 'CONS-ALTO-ADIGE' },
  ],
});

describe('the business overview page', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await setLanguage('it');
  });

  it('§2 /corporate/light/overview: the light figures of the selected registry, each linking to its page', async () => {
    const calls = api();
    await renderPageAt('/corporate/light/overview', <OverviewPage />, { session: corporate });
    expect(await screen.findByRole('heading', { level: 1, name: 'Panoramica luce' })).toBeTruthy();
    await screen.findByText('1.200');
    expect(calls).toEqual([{ operation: 'CommodityOverview', variables: { utility: 'POWER' } }]);
    expect(screen.getByText('Anagrafica: ACME Industrie S.p.A.')).toBeTruthy();

    const supplies = screen.getByRole('region', { name: 'Forniture' });
    expect(within(supplies).getByRole('group', { name: 'Punti di prelievo (POD)' })).toBeTruthy();
    expect(within(supplies).getByText('presso 37 sedi')).toBeTruthy();
    const states = within(supplies).getByRole('list', { name: 'Forniture per stato' });
    expect(
      within(states)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Attivo: 1.100', 'In fase di attivazione: 40', 'Cessato: 60']);
    expect(
      within(supplies).getByRole('link', { name: 'Vai alle forniture luce' }).getAttribute('href'),
    ).toBe('/corporate/light/supplies');

    const consumption = screen.getByRole('region', { name: 'Consumi' });
    expect(within(consumption).getByText('12.345.678 kWh')).toBeTruthy();
    expect(within(consumption).getByText('13.000.000 kWh')).toBeTruthy();

    const spend = screen.getByRole('region', { name: 'Spesa' });
    expect(within(spend).getByText('2.345.678,90 €')).toBeTruthy();
    expect(
      within(spend).getByText('14.400 fatture emesse dal 24/11/2025 al 23/11/2026'),
    ).toBeTruthy();
    expect(within(spend).getByRole('link', { name: 'Vai alle fatture' }).getAttribute('href')).toBe(
      '/corporate/light/invoices',
    );

    const payments = screen.getByRole('region', { name: 'Pagamenti' });
    expect(within(payments).getByText('34.567,80 €')).toBeTruthy();
    expect(within(payments).getByText('12 fatture non pagate')).toBeTruthy();
    // §4 overdue bills said apart from the next due date, which is the earliest from today on.
    expect(within(payments).getByRole('group', { name: 'Già scaduto' }).textContent).toBe(
      'Già scaduto4.321,00 €Scaduta 3 fatture oltre la scadenza',
    );
    expect(
      within(payments).getByRole('group', { name: 'Prossima scadenza' }).textContent,
    ).toContain('02/12/2026');
    expect(
      within(payments)
        .getByRole('link', { name: 'Apri la fattura FT2026/000123' })
        .getAttribute('href'),
    ).toBe('/corporate/light/invoices?invoice=9001');

    const convention = screen.getByRole('region', { name: 'Convenzione' });
    expect(within(convention).getByText('Convenzione Enti Pubblici Veneto')).toBeTruthy();
    expect(within(convention).getByText(/Valida dal 01\/01\/2023 al 31\/12\/2027/)).toBeTruthy();
    expect(
      within(convention).getByRole('link', { name: 'Vai ai contratti luce' }).getAttribute('href'),
    ).toBe('/corporate/light/contracts');
  });

  it('§2 /de/pa/gas/overview: the gas figures in German, Smc, no registry indices, no convention, nothing due', async () => {
    const calls = api({
      utility: 'GAS',
      unit: 'SMC',
      annualConsumption: 45678,
      registryAnnualConsumption: null,
      nextDue: null,
      unpaidCount: 0,
      amountToPay: 0,
      overdueCount: 0,
      overdueAmount: 0,
      convention: null,
    });
    await renderPageAt('/de/pa/gas/overview', <OverviewPage />, {
      session: testSession({ segment: 'pa', language: 'de', sections: ALL_SECTIONS }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Übersicht Gas' })).toBeTruthy();
    await screen.findByText('45.678 Smc');
    expect(calls[0]?.variables).toEqual({ utility: 'GAS' });
    expect(screen.queryByText('Jahresverbrauch laut Stammdaten')).toBeNull();
    expect(screen.getByText('Keine Rechnung zu zahlen.')).toBeTruthy();
    expect(screen.queryByText('Bereits überfällig')).toBeNull();
    expect(screen.getByText('Keine Konvention für diese Lieferung.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zu den Gaslieferstellen' }).getAttribute('href')).toBe(
      '/de/pa/gas/supplies',
    );
  });

  it('§4 every unpaid bill past its due date: the overdue figure, and no next due date', async () => {
    api({ nextDue: null, unpaidCount: 2, amountToPay: 300, overdueCount: 2, overdueAmount: 300 });
    await renderPageAt('/corporate/light/overview', <OverviewPage />, { session: corporate });
    const payments = await screen.findByRole('region', { name: 'Pagamenti' });
    expect(
      (await within(payments).findByRole('group', { name: 'Già scaduto' })).textContent,
    ).toContain('2 fatture oltre la scadenza');
    expect(within(payments).getByText('Nessuna fattura in scadenza da oggi in poi.')).toBeTruthy();
    expect(within(payments).queryByRole('group', { name: 'Prossima scadenza' })).toBeNull();
  });

  it('a consortium: the selected member by default, another or all members from the address; no contracts link', async () => {
    const calls = api();
    const { router } = await renderPageAt('/consortia/gas/overview', <OverviewPage />, {
      session: consortium,
    });
    await screen.findByText('1.200');
    expect(calls.at(-1)?.variables).toEqual({ utility: 'GAS' });
    expect(screen.queryByRole('link', { name: /contratti/ })).toBeNull();
    const select = screen.getByRole('combobox', {
      name: 'Anagrafiche considerate',
    }) as HTMLSelectElement;
    expect(select.value).toBe('500001');
    fireEvent.change(select, { target: { value: 'all' } });
    await vi.waitFor(() =>
      expect(calls.at(-1)?.variables).toEqual({ utility: 'GAS', allRegistries: true }),
    );
    expect(router.state.location.search).toBe('?registry=all');
    fireEvent.change(select, { target: { value: '500002' } });
    await vi.waitFor(() =>
      expect(calls.at(-1)?.variables).toEqual({ utility: 'GAS', registryId: '500002' }),
    );
    expect(router.state.location.search).toBe('?registry=500002');
    fireEvent.change(select, { target: { value: '500001' } });
    await vi.waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('a failed request says why and offers a retry; no gas supply: the no-supply state, nothing asked', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ errors: [{ message: 'x', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] }),
      ),
    );
    await renderPageAt('/corporate/light/overview', <OverviewPage />, { session: corporate });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Il servizio non è al momento disponibile');
    expect(within(alert).getByRole('button', { name: 'Riprova' })).toBeTruthy();
    vi.unstubAllGlobals();

    const calls = api();
    await renderPageAt('/corporate/gas/overview', <OverviewPage />, {
      session: testSession({
        segment: 'corporate',
        sections: { ...ALL_SECTIONS, conventionGas: false, noConventionGas: false },
      }),
    });
    const status = await screen.findByRole('status');
    expect(status.getAttribute('data-state')).toBe('no-supply');
    expect(calls).toEqual([]);
  });
});
