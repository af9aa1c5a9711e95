import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { alertsAnswer } from '@/test/alerts.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n.ts';
import { renderPageAt, testSession } from '@/test/page.tsx';
import type { BusinessDashboard } from './api/useBusinessDashboard.ts';
import BusinessHomePage from './BusinessHomePage.tsx';

const ALL_SECTIONS = {
  conventionPower: false,
  noConventionPower: true,
  conventionGas: false,
  noConventionGas: true,
};

const registry = (idAnagrafica: number, ragSoc: string, customerSegment = 'corporate') => ({
  idAnagrafica,
  ragSoc,
  customerSegment,
  culture: 'it-IT',
});

const corporate = testSession({
  segment: 'corporate',
  sections: ALL_SECTIONS,
  registries: [registry(200001, 'ACME Industrie S.p.A.')],
  selectedRegistry: registry(200001, 'ACME Industrie S.p.A.'),
});

const consortium = testSession({
  segment: 'consortia',
  sections: { ...ALL_SECTIONS, conventionPower: true, conventionGas: true },
  businessConventions: [{ businessConventionType: 'consortium' }],
  registries: [
    registry(500001, 'Alpenwerk GmbH'),
    registry(500002, 'Verein Dolomiten', 'association'),
    registry(500003, 'Bäckerei Stern', 'sme'),
  ],
  selectedRegistry: registry(500002, 'Verein Dolomiten', 'association'),
});

const NO_PARAMS = {
  invoiceNumber: null,
  amount: null,
  year: null,
  requestKind: null,
  requestId: null,
  pointId: null,
};

function home(overrides: Partial<BusinessDashboard> = {}): BusinessDashboard {
  return {
    registryIds: ['200001'],
    commodities: [
      {
        utility: 'POWER',
        bills: { toPay: { count: 12, amount: 33581.56 }, overdue: { count: 4, amount: 13382.23 } },
        supplies: {
          totalCount: 9,
          byStatus: [
            { status: 'ACTIVE', count: 7 },
            { status: 'ACTIVATING', count: 1 },
            { status: 'UNKNOWN', count: 1 },
          ],
        },
        operations: {
          openCount: 4,
          byState: [
            { state: 'TRANSMITTED', count: 1 },
            { state: 'PROCESSING', count: 3 },
          ],
        },
        yearForecast: {
          year: 2026,
          monthsToDate: 10,
          costToDate: 215567.69,
          notEnoughData: null,
          estimate: { cost: 260212.05, low: 258116.37, high: 262307.73, uncertaintyPercent: 1 },
        },
      },
      {
        utility: 'GAS',
        bills: { toPay: { count: 0, amount: 0 }, overdue: { count: 0, amount: 0 } },
        supplies: { totalCount: 4, byStatus: [{ status: 'CEASED', count: 4 }] },
        operations: { openCount: 0, byState: [] },
        yearForecast: {
          year: 2026,
          monthsToDate: 2,
          costToDate: 4100,
          notEnoughData: 'COMPARISONS',
          estimate: null,
        },
      },
    ],
    notifications: {
      unreadCount: 1,
      latest: [
        {
          id: '1',
          date: '2026-11-15T09:00:00',
          title: 'Nuova bolletta disponibile',
          body: 'La bolletta FT2026/000001 di 1.234,50 € è disponibile.',
          kind: 'NEW_BILL',
          textLanguage: 'it',
          params: { ...NO_PARAMS, invoiceNumber: 'FT2026/000001', amount: 1234.5 },
          read: false,
        },
        {
          id: '2',
          date: '2026-11-14T09:00:00',
          title: 'Richiesta lavorata',
          body: 'La pratica è stata lavorata.',
          kind: 'OTHER',
          textLanguage: 'it',
          params: NO_PARAMS,
          read: true,
        },
      ],
    },
    exports: {
      totalCount: 5,
      latest: [
        {
          id: '9',
          kind: 'list',
          statusCode: 5,
          createdAt: '2026-11-20T10:15:00',
          invoiceCount: 12,
        },
        {
          id: '8',
          kind: 'detail',
          statusCode: 7,
          createdAt: '2026-11-19T08:00:00',
          invoiceCount: 1,
        },
      ],
    },
    unavailable: [],
    ...overrides,
  };
}

function api(answer: () => BusinessDashboard) {
  const calls: Array<Record<string, unknown>> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as {
        query: string;
        variables: Record<string, unknown>;
      };
      const alerts = alertsAnswer(body.query);
      if (alerts) return alerts;
      calls.push(body.variables);
      return Response.json({ data: { businessDashboard: answer() } });
    }),
  );
  return calls;
}

const card = (name: string) => screen.getByRole('region', { name });
const hrefs = (element: HTMLElement) =>
  within(element)
    .getAllByRole('link')
    .map((a) => a.getAttribute('href'));

describe('the business home (§2 /corporate, /pa, /pa-non-conv, /consortia)', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await setLanguage('it');
  });

  it('per commodity in the menu’s order: bills to pay and overdue, supplies by §4 status, open requests, each linking to its page', async () => {
    const calls = api(() => home());
    await renderPageAt('/corporate', <BusinessHomePage />, { session: corporate });
    const light = await screen.findByRole('region', { name: 'Luce' });
    expect(calls[0]).toEqual({ registryId: '200001' });
    // The registry's name is a name: never translated.
    const registry = screen.getByText('ACME Industrie S.p.A.', { selector: '[translate="no"]' });
    expect(registry.parentElement?.textContent).toBe('Anagrafica: ACME Industrie S.p.A.');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Luce',
      'Gas',
      'Ultime notifiche',
      'Avvisi del portale',
      'Ultime esportazioni',
    ]);

    const toPay = within(light).getByRole('group', { name: 'Da pagare' });
    expect(toPay.textContent).toContain('33.581,56 €');
    expect(toPay.textContent).toContain('12 fatture non ancora pagate');
    const overdue = within(light).getByRole('group', { name: 'Di cui scadute' });
    expect(overdue.textContent).toContain('13.382,23 €');
    expect(within(overdue).getByText('4 fatture scadute')).toBeTruthy();
    // §4: unknown is shown as Attivo — counted with the active ones, not as a second Attivo.
    const byStatus = within(light).getByRole('list', { name: 'Forniture per stato' });
    expect(
      within(byStatus)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Attivo8', 'In fase di attivazione1']);
    expect(within(light).getByText('4 richieste non ancora concluse')).toBeTruthy();
    const states = within(light).getByRole('list', { name: 'Richieste per stato' });
    expect(
      within(states)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Trasmessa1', 'In lavorazione3']);
    // The year's cost so far and at its end, with its range and ± in words (decision 0021).
    const year = within(light).getByRole('region', { name: 'Costo del 2026' });
    expect(within(year).getByRole('group', { name: 'Da inizio anno' }).textContent).toContain(
      '215.567,69 €fino al 31/10/2026, IVA inclusa',
    );
    expect(
      within(year).getByRole('group', { name: 'Previsione a fine anno' }).textContent,
    ).toContain(
      '260.212,05 €tra 258.116,37 € e 262.307,73 € (±1 %), dagli stessi mesi dell’anno scorso in proporzione alla spesa di quest’anno',
    );
    expect(hrefs(light)).toEqual([
      '/corporate/light/invoices',
      '/corporate/light/invoices?state=OVERDUE',
      '/corporate/light/supplies',
      '/corporate/light/operations',
      '/corporate/light/overview',
    ]);
  });

  it('a year without enough data: the cost so far and why there is no forecast', async () => {
    api(() => home());
    await renderPageAt('/corporate', <BusinessHomePage />, { session: corporate });
    const gas = await screen.findByRole('region', { name: 'Gas' });
    const year = within(gas).getByRole('region', { name: 'Costo del 2026' });
    expect(within(year).getByRole('group', { name: 'Da inizio anno' }).textContent).toContain(
      '4.100,00 €',
    );
    expect(within(year).queryByRole('group', { name: 'Previsione a fine anno' })).toBeNull();
    expect(year.textContent).toContain(
      'Non ci sono ancora dati sufficienti per una previsione: servono almeno 3 mesi di quest’anno da confrontare con l’anno scorso.',
    );
  });

  it('nothing to pay is said positively; no request in progress likewise', async () => {
    api(() => home());
    await renderPageAt('/corporate', <BusinessHomePage />, { session: corporate });
    const gas = await screen.findByRole('region', { name: 'Gas' });
    expect(within(gas).getByText('Tutto pagato')).toBeTruthy();
    expect(
      within(gas).getByText('Non ci sono fatture da pagare: siete in regola.', { exact: false }),
    ).toBeTruthy();
    expect(within(gas).queryByRole('group', { name: 'Da pagare' })).toBeNull();
    expect(within(gas).getByText('Nessuna richiesta in corso.')).toBeTruthy();
    expect(within(gas).getByText('Cessato')).toBeTruthy();
  });

  it('§4 export status codes: the latest jobs with their label, and the downloads of each commodity', async () => {
    api(() => home());
    await renderPageAt('/pa', <BusinessHomePage />, {
      session: { ...corporate, segment: 'pa', landingRoute: '/pa' },
    });
    const exports = await screen.findByRole('region', { name: 'Ultime esportazioni' });
    expect(within(exports).getByText('5 esportazioni in tutto')).toBeTruthy();
    expect(within(exports).getByText('PDF di 12 fatture')).toBeTruthy();
    expect(within(exports).getByText('Pronta')).toBeTruthy();
    expect(within(exports).getByText('Dettaglio di 1 fattura')).toBeTruthy();
    expect(within(exports).getByText('Non riuscita')).toBeTruthy();
    expect(within(exports).getByText('Richiesta il 20/11/2026 10:15')).toBeTruthy();
    expect(hrefs(exports)).toEqual(['/pa/light/downloads', '/pa/gas/downloads']);
    const notifications = card('Ultime notifiche');
    expect(within(notifications).getByText('1 notifica da leggere')).toBeTruthy();
    expect(within(notifications).getByText('Nuova bolletta disponibile')).toBeTruthy();
    expect(within(notifications).getAllByText('Da leggere')).toHaveLength(1);
  });

  it('a block the BFF could not read says so alone, and a retry asks again', async () => {
    let failing = true;
    const calls = api(() =>
      failing
        ? home({
            exports: null,
            commodities: home().commodities.map((c) => ({ ...c, bills: null })),
            unavailable: ['BILLS', 'EXPORTS'],
          })
        : home(),
    );
    await renderPageAt('/pa-non-conv', <BusinessHomePage />, {
      session: { ...corporate, segment: 'pa-non-conv' },
    });
    const light = await screen.findByRole('region', { name: 'Luce' });
    expect(
      within(light).getByText('Questi dati non sono disponibili in questo momento.'),
    ).toBeTruthy();
    expect(within(light).getByText('8', { exact: true })).toBeTruthy();
    expect(
      within(card('Ultime esportazioni')).getByText(
        'Questi dati non sono disponibili in questo momento.',
      ),
    ).toBeTruthy();
    expect(within(card('Ultime notifiche')).getByText('Nuova bolletta disponibile')).toBeTruthy();
    failing = false;
    fireEvent.click(within(card('Ultime esportazioni')).getByRole('button', { name: 'Riprova' }));
    await waitFor(() =>
      expect(within(light).getByRole('group', { name: 'Da pagare' })).toBeTruthy(),
    );
    expect(calls).toHaveLength(2);
    expect(screen.queryByText('Questi dati non sono disponibili in questo momento.')).toBeNull();
  });

  it('§1: a consortium sees its selected member registry and may widen the home to all members (kept in the address)', async () => {
    const calls = api(() => home({ registryIds: ['500002'] }));
    const { router } = await renderPageAt('/consortia', <BusinessHomePage />, {
      session: consortium,
    });
    await screen.findByRole('region', { name: 'Luce' });
    expect(calls.at(-1)).toEqual({ registryId: '500002' });
    const choice = screen.getByLabelText('Dati di') as HTMLSelectElement;
    expect([...choice.options].map((o) => o.text)).toEqual([
      'Verein Dolomiten',
      'Tutte le anagrafiche del consorzio (3)',
    ]);
    fireEvent.change(choice, { target: { value: 'all' } });
    await waitFor(() => expect(calls.at(-1)).toEqual({ allRegistries: true }));
    expect(router.state.location.search).toBe('?registries=all');
    expect(hrefs(await screen.findByRole('region', { name: 'Luce' }))[0]).toBe(
      '/consortia/light/invoices',
    );
  });

  it('in German: German words, /de links, German amounts', async () => {
    api(() => home());
    await renderPageAt('/de/corporate', <BusinessHomePage />, {
      session: { ...corporate, language: 'de' },
    });
    const light = await screen.findByRole('region', { name: 'Strom' });
    expect(within(light).getByRole('group', { name: 'Zu zahlen' }).textContent).toContain(
      '33.581,56 €',
    );
    expect(within(light).getByText('Aktiv')).toBeTruthy();
    expect(hrefs(light)[0]).toBe('/de/corporate/light/invoices');
    const year = within(light).getByRole('region', { name: 'Kosten 2026' });
    expect(
      within(year).getByRole('group', { name: 'Prognose zum Jahresende' }).textContent,
    ).toContain(
      'zwischen 258.116,37 € und 262.307,73 € (±1 %), aus denselben Monaten des Vorjahres im Verhältnis zu den Kosten dieses Jahres',
    );
    expect(hrefs(light).at(-1)).toBe('/de/corporate/light/overview');
    expect(within(card('Gas')).getByText('Alles bezahlt')).toBeTruthy();
    expect(within(card('Letzte Exporte')).getByText('Fertig')).toBeTruthy();
  });
});
