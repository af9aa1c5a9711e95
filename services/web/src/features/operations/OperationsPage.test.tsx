// The business operations page — a commodity's requests with the §4 state in
// words and colour, filters by state, type and opening days kept in the address and sent to the
// API, server paging, a request's history disclosed by a button (aria-expanded) as a timeline,
// empty and no-match states, a consortium's members one at a time or all together.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n.ts';
import { renderPageAt, testSession } from '@/test/page.tsx';
import type { Operation } from './api/types.ts';
import { OPERATIONS_QUERY, PAGE_SIZE } from './api/useOperations.ts';
import OperationsPage from './OperationsPage.tsx';

const ALL_SECTIONS = {
  conventionPower: true,
  noConventionPower: true,
  conventionGas: true,
  noConventionGas: true,
};

const corporate = testSession({
  segment: 'corporate',
  sections: ALL_SECTIONS,
  registries: [
    { idAnagrafica: 200001, ragSoc: 'Acme S.p.A.', customerSegment: 'corporate', culture: 'it-IT' },
  ],
  selectedRegistry: {
    idAnagrafica: 200001,
    ragSoc: 'Acme S.p.A.',
    customerSegment: 'corporate',
    culture: 'it-IT',
  },
});

const MEMBERS = [
  { idAnagrafica: 500001, ragSoc: 'Hotel Dolomiten GmbH', customerSegment: 'corporate' },
  { idAnagrafica: 500002, ragSoc: 'Caseificio Val di Fassa', customerSegment: 'association' },
].map((r) => ({ ...r, culture: 'it-IT' }));

const consortium = testSession({
  segment: 'consortia',
  sections: ALL_SECTIONS,
  registries: MEMBERS,
  selectedRegistry: MEMBERS[1]!,
});

function operation(index: number, overrides: Partial<Operation> = {}): Operation {
  return {
    id: String(50_000_001 + index),
    registryId: '200001',
    kind: 'POWER_VARIATION',
    kindText: 'Variazione potenza',
    description: 'Aumento della potenza impegnata',
    descriptionKind: 'CONTRACTED_POWER_INCREASE',
    textLanguage: 'it',
    state: 'PROCESSING',
    stateText: 'In lavorazione',
    openedAt: '2026-10-01T09:30:00',
    updatedAt: '2026-10-03T11:05:00',
    pointId: `IT001E1000${index}`,
    history: [
      {
        state: 'TRANSMITTED',
        stateText: 'Trasmessa',
        date: '2026-10-01T09:30:00',
        note: 'Richiesta ricevuta dal portale',
      },
      {
        state: 'PROCESSING',
        stateText: 'In lavorazione',
        date: '2026-10-03T11:05:00',
        note: 'Pratica inoltrata al distributore locale',
      },
    ],
    ...overrides,
  };
}

const NODES: Operation[] = [
  operation(0),
  operation(1, {
    kind: 'HOLDER_CHANGE',
    kindText: 'Voltura',
    description: 'Cambio di intestatario della fornitura',
    state: 'ACCEPTED',
    stateText: 'Accettata',
    registryId: '500001',
  }),
  operation(2, { state: 'TRANSMITTED', stateText: 'Trasmessa', registryId: '500002' }),
  operation(3, { state: 'REJECTED', stateText: 'Respinta' }),
  operation(4, { kind: 'OTHER', kindText: 'Subentro', state: 'OTHER', stateText: 'Sospesa' }),
];

type Call = { operation: string; variables: Record<string, unknown> };

function api(totalCount = 23) {
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
      const filtered = body.variables.state != null || body.variables.kind != null;
      const count = filtered && totalCount > 0 ? 2 : totalCount;
      return Response.json({
        data: { operations: { totalCount: count, nodes: NODES.slice(0, Math.min(count, 5)) } },
      });
    }),
  );
  const last = () => calls.filter((call) => call.operation === 'Operations').at(-1)?.variables;
  return { calls, last };
}

describe('the business operations page', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await setLanguage('it');
  });

  it('§2: /corporate/light/operations lists the light requests with type, description, point, dates and the §4 state', async () => {
    const { last } = api();
    await renderPageAt('/corporate/light/operations', <OperationsPage />, { session: corporate });
    expect(await screen.findByRole('heading', { level: 1, name: 'Operazioni luce' })).toBeTruthy();
    expect(await screen.findByText('23 richieste')).toBeTruthy();
    expect(last()).toEqual({ utility: 'POWER', offset: 0 });
    expect(screen.getByText('Richieste di Acme S.p.A.')).toBeTruthy();
    const table = screen.getByRole('table', { name: /Elenco delle richieste/ });
    for (const header of ['Tipo', 'Stato', 'Descrizione', 'POD', 'Aperta il', 'Aggiornata il']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeTruthy();
    }
    expect(within(table).queryByText(/^Azienda:/)).toBeNull();
    expect(within(table).getAllByText('Variazione potenza').length).toBe(3);
    expect(within(table).getByText('IT001E10000')).toBeTruthy();
    expect(within(table).getAllByText('01/10/2026').length).toBe(5);
    expect(within(table).getAllByText('03/10/2026').length).toBe(5);
    // §4 words: trasmessa Trasmesso, in lavorazione In Lavorazione, accettata Accettato.
    const badge = (text: string) => within(table).getByText(text, { selector: 'span' });
    expect(badge('In Lavorazione')).toBeTruthy();
    expect(badge('Accettato')).toBeTruthy();
    expect(badge('Trasmesso')).toBeTruthy();
    expect(badge('Respinto')).toBeTruthy();
    // OTHER shows upstream's words.
    expect(within(table).getByText('Subentro')).toBeTruthy();
    expect(badge('Sospesa')).toBeTruthy();
  });

  it('a request discloses its history as a timeline: a button with aria-expanded controlling the list', async () => {
    api();
    await renderPageAt('/corporate/light/operations', <OperationsPage />, { session: corporate });
    await screen.findByText('23 richieste');
    const table = screen.getByRole('table', { name: /Elenco delle richieste/ });
    const button = within(table).getByRole('button', {
      name: 'Mostra storico della richiesta Variazione potenza n. 50000001',
    });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('list', { name: /Storico/ })).toBeNull();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const history = screen.getByRole('list', { name: 'Storico della richiesta n. 50000001' });
    expect(button.getAttribute('aria-controls')).toBe(history.id);
    const steps = within(history).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Trasmesso01/10/2026 09:30Richiesta ricevuta dal portale',
      'In Lavorazione03/10/2026 11:05Pratica inoltrata al distributore locale',
    ]);
    expect(button.textContent).toMatch(/^Nascondi storico/);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('list', { name: /Storico/ })).toBeNull();
  });

  it('filters by state, type and opening days go to the address and the API, back to the first page', async () => {
    const { last } = api();
    const { router } = await renderPageAt(
      '/corporate/light/operations?page=2',
      <OperationsPage />,
      { session: corporate },
    );
    await screen.findByText('23 richieste');
    expect(last()).toEqual({ utility: 'POWER', offset: PAGE_SIZE });
    fireEvent.change(screen.getByLabelText('Stato'), { target: { value: 'ACCEPTED' } });
    await waitFor(() => expect(last()).toEqual({ utility: 'POWER', state: 'ACCEPTED', offset: 0 }));
    fireEvent.change(screen.getByLabelText('Tipo di richiesta'), {
      target: { value: 'HOLDER_CHANGE' },
    });
    await waitFor(() =>
      expect(last()).toEqual({
        utility: 'POWER',
        state: 'ACCEPTED',
        kind: 'HOLDER_CHANGE',
        offset: 0,
      }),
    );
    const range = screen.getByLabelText('Aperta tra il');
    fireEvent.change(range, { target: { value: '2026-09-01 ~ 2026-10-31' } });
    fireEvent.blur(range);
    await waitFor(() =>
      expect(last()).toEqual({
        utility: 'POWER',
        state: 'ACCEPTED',
        kind: 'HOLDER_CHANGE',
        openedFrom: '2026-09-01',
        openedTo: '2026-10-31',
        offset: 0,
      }),
    );
    expect(new URLSearchParams(router.state.location.search).toString()).toBe(
      'state=ACCEPTED&kind=HOLDER_CHANGE&from=2026-09-01&to=2026-10-31',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Azzera i filtri' }));
    await waitFor(() => expect(last()).toEqual({ utility: 'POWER', offset: 0 }));
    expect(router.state.location.search).toBe('');
  });

  it('the address restores the filters on a reload; an opening range that does not parse is reported and not sent', async () => {
    const { calls, last } = api();
    await renderPageAt(
      '/de/pa-non-conv/gas/operations?state=PROCESSING&kind=READING_CORRECTION&from=2026-01-01&to=2026-03-31',
      <OperationsPage />,
      { session: testSession({ segment: 'pa-non-conv', language: 'de', sections: ALL_SECTIONS }) },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Vorgänge Gas' })).toBeTruthy();
    await waitFor(() =>
      expect(last()).toEqual({
        utility: 'GAS',
        state: 'PROCESSING',
        kind: 'READING_CORRECTION',
        openedFrom: '2026-01-01',
        openedTo: '2026-03-31',
        offset: 0,
      }),
    );
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('PROCESSING');
    expect((screen.getByLabelText('Eröffnet zwischen') as HTMLInputElement).value).toBe(
      '2026-01-01 ~ 2026-03-31',
    );
    expect(screen.getByRole('columnheader', { name: 'PDR' })).toBeTruthy();
    expect(await screen.findByText('2 Anträge')).toBeTruthy();
    await setLanguage('it');
    vi.unstubAllGlobals();

    const again = api();
    await renderPageAt('/pa/gas/operations?from=2026-04-31&to=2026-05-02', <OperationsPage />, {
      session: testSession({ segment: 'pa', sections: ALL_SECTIONS }),
    });
    expect(
      await screen.findByText(/Il periodo di apertura non è valido/, { selector: '[role=alert]' }),
    ).toBeTruthy();
    expect(again.calls).toHaveLength(0);
    expect(calls.length).toBeGreaterThan(0);
  });

  it('§9: under /de a set description reads in German; any other, and the history’s notes, keep upstream’s words marked Italian', async () => {
    const nodes = [
      operation(0),
      operation(1, { description: 'Richiesta 70000001', descriptionKind: 'OTHER' }),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ data: { operations: { totalCount: 2, nodes } } })),
    );
    await setLanguage('de');
    await renderPageAt('/de/corporate/light/operations', <OperationsPage />, {
      session: { ...corporate, language: 'de' },
    });
    expect(await screen.findByText('2 Anträge')).toBeTruthy();
    const table = screen.getByRole('table');
    expect(within(table).getByText('Erhöhung der Anschlussleistung')).toBeTruthy();
    expect(within(table).queryByText('Aumento della potenza impegnata')).toBeNull();
    expect(within(table).getByText('Richiesta 70000001').getAttribute('lang')).toBe('it');
    fireEvent.click(within(table).getAllByRole('button', { expanded: false })[0]!);
    expect(screen.getByText('Richiesta ricevuta dal portale').getAttribute('lang')).toBe('it');
  });

  it('pages on the server and keeps the page in the address', async () => {
    const { last } = api();
    const { router } = await renderPageAt('/corporate/light/operations', <OperationsPage />, {
      session: corporate,
    });
    await screen.findByText('Pagina 1 di 3');
    fireEvent.click(screen.getByRole('button', { name: 'Successiva' }));
    await waitFor(() => expect(last()).toEqual({ utility: 'POWER', offset: PAGE_SIZE }));
    expect(router.state.location.search).toBe('?page=2');
    expect(await screen.findByText('Pagina 2 di 3')).toBeTruthy();
  });

  it('a consortium sees its selected member, may choose another or all, and then reads whose each request is', async () => {
    const { last } = api();
    const { router } = await renderPageAt('/consortia/light/operations', <OperationsPage />, {
      session: consortium,
    });
    await screen.findByText('23 richieste');
    expect(last()).toEqual({ utility: 'POWER', offset: 0 });
    const registry = screen.getByLabelText('Azienda') as HTMLSelectElement;
    expect(registry.value).toBe('500002');
    fireEvent.change(registry, { target: { value: '500001' } });
    await waitFor(() =>
      expect(last()).toEqual({ utility: 'POWER', registryId: '500001', offset: 0 }),
    );
    fireEvent.change(registry, { target: { value: 'all' } });
    await waitFor(() =>
      expect(last()).toEqual({ utility: 'POWER', allRegistries: true, offset: 0 }),
    );
    expect(router.state.location.search).toBe('?registry=all');
    const table = await screen.findByRole('table', { name: /Elenco delle richieste/ });
    // Whose each request is, under its type (labelled for screen readers).
    expect(within(table).getAllByText(/^Azienda:/)).toHaveLength(5);
    expect(within(table).getByText('Hotel Dolomiten GmbH')).toBeTruthy();
    expect(within(table).getByText('Caseificio Val di Fassa')).toBeTruthy();
  });

  it('no requests at all, and none that match the filters: two different messages', async () => {
    api(0);
    await renderPageAt('/corporate/gas/operations', <OperationsPage />, { session: corporate });
    expect(await screen.findByText('Non ci sono richieste per questa fornitura.')).toBeTruthy();
    vi.unstubAllGlobals();
    const none = vi.fn(async () =>
      Response.json({ data: { operations: { totalCount: 0, nodes: [] } } }),
    );
    vi.stubGlobal('fetch', none);
    await renderPageAt('/corporate/gas/operations?state=CANCELED', <OperationsPage />, {
      session: corporate,
    });
    expect(await screen.findByText(/Nessuna richiesta corrisponde ai filtri/)).toBeTruthy();
  });

  it('the page size is written into the document, equal to PAGE_SIZE', () => {
    expect(String(OPERATIONS_QUERY)).toContain(`first: ${PAGE_SIZE}`);
  });
});
