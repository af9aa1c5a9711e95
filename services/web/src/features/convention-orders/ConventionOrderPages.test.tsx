import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n.ts';
import { renderPageAt } from '@/test/page.tsx';
import ConventionConnectionsPage from './ConventionConnectionsPage.tsx';
import ConventionOrderPage from './ConventionOrderPage.tsx';
import ConventionOrdersPage from './ConventionOrdersPage.tsx';
import { api, EARLIEST, order, point, verona } from '@/test/fixtures/convention-orders.ts';

const placed = (calls: ReturnType<typeof api>) =>
  calls.filter((c) => c.operation === 'PlaceConventionOrder').map((c) => c.variables);

/** Chooses the free PDR with 6000 Smc and fills valid references. */
async function fillValidOrder() {
  const choice = await screen.findByRole('checkbox', { name: /^02064088379470 – Uffici tecnici/ });
  fireEvent.click(choice);
  const quantity = screen.getByLabelText('Consumo annuo stimato per 02064088379470 (Smc)');
  expect((quantity as HTMLInputElement).value).toBe('11.372');
  fireEvent.change(quantity, { target: { value: '6000' } });
  fireEvent.change(screen.getByLabelText('CIG (codice identificativo gara)'), {
    target: { value: '9abc def012' },
  });
}

describe('the convention order page', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    window.sessionStorage.clear();
    await setLanguage('it');
  });

  it('offers only the supplies not yet ordered, with the start day, office and split payment preset', async () => {
    api();
    await renderPageAt('/pa/subsidizedGas/order', <ConventionOrderPage />, { session: verona });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nuovo ordine gas in convenzione' }),
    ).toBeTruthy();
    // The heading shows while the supplies load; the form comes with them.
    const own = await screen.findByRole('group', { name: 'PDR già vostri' });
    expect(within(own).getAllByRole('checkbox')).toHaveLength(1);
    expect(screen.queryByText(/02064087864735/)).toBeNull();
    expect((screen.getByLabelText('Data di inizio richiesta') as HTMLInputElement).value).toBe(
      EARLIEST,
    );
    expect(
      (screen.getByLabelText('Ufficio che riceve le fatture elettroniche') as HTMLSelectElement)
        .value,
    ).toBe('XSGVSV');
    expect(
      (screen.getByRole('radio', { name: 'Sì, l’IVA è versata dall’ente' }) as HTMLInputElement)
        .checked,
    ).toBe(true);
    expect(screen.getByText('Quantità ancora disponibile: 11.007 Smc l’anno')).toBeTruthy();
  });

  it('checks before sending: the summary lists each problem, focused, what was typed kept', async () => {
    const calls = api();
    await renderPageAt('/pa/subsidizedGas/order', <ConventionOrderPage />, { session: verona });
    await fillValidOrder();
    fireEvent.change(screen.getByLabelText('Consumo annuo stimato per 02064088379470 (Smc)'), {
      target: { value: '12.000' },
    });
    fireEvent.change(screen.getByLabelText('CIG (codice identificativo gara)'), {
      target: { value: 'ABC' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi un nuovo punto' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continua' }));
    const summary = await screen.findByRole('alert', { name: 'Correggi questi dati' });
    expect(document.activeElement).toBe(summary);
    const texts = within(summary)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(texts).toEqual([
      'Indicate il nome della sede',
      'Indicate l’indirizzo',
      'Indicate il CAP',
      'Indicate il comune',
      'Indicate la provincia',
      'Indicate il consumo annuo stimato',
      'Il totale ordinato (12.000\u00a0Smc) supera la quantità disponibile in convenzione (11.007\u00a0Smc)',
      'Il CIG ha 10 caratteri, solo cifre e lettere maiuscole',
      'Un ordine con un nuovo allaccio richiede il CUP del progetto',
    ]);
    expect(
      (screen.getByLabelText('CIG (codice identificativo gara)') as HTMLInputElement).value,
    ).toBe('ABC');
    fireEvent.click(within(summary).getByRole('link', { name: /^Il CIG/ }));
    expect(document.activeElement).toBe(screen.getByLabelText('CIG (codice identificativo gara)'));
    expect(placed(calls)).toEqual([]);
  });

  it('shows the order to check, goes back with everything kept, sends it once and confirms its number', async () => {
    const calls = api();
    await renderPageAt('/pa/subsidizedGas/order', <ConventionOrderPage />, { session: verona });
    await fillValidOrder();
    fireEvent.click(screen.getByRole('button', { name: 'Continua' }));
    const check = await screen.findByRole('heading', { name: 'Controllate e confermate l’ordine' });
    expect(document.activeElement).toBe(check);
    const table = screen.getByRole('table', { name: 'Punti dell’ordine' });
    expect(within(table).getByText('6.000 Smc')).toBeTruthy();
    expect(screen.getByText('9ABCDEF012')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Modifica i dati' }));
    expect(
      (screen.getByLabelText('Consumo annuo stimato per 02064088379470 (Smc)') as HTMLInputElement)
        .value,
    ).toBe('6000');
    fireEvent.click(screen.getByRole('button', { name: 'Continua' }));
    const send = await screen.findByRole('button', { name: 'Conferma e invia l’ordine' });
    fireEvent.click(send);
    fireEvent.click(send);
    expect(await screen.findByRole('heading', { name: 'Ordine inviato' })).toBeTruthy();
    expect(screen.getByText('Ordine n. ODF-2026-00020')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Segui l’ordine' }).getAttribute('href')).toBe(
      '/pa/subsidizedGas/orderStatus?orderId=72000020',
    );
    expect(placed(calls)).toEqual([
      {
        input: {
          utility: 'GAS',
          cig: '9ABCDEF012',
          cup: null,
          officeCode: 'XSGVSV',
          splitPayment: true,
          startDate: EARLIEST,
          note: null,
          points: [{ supplyId: '20050010', estimatedAnnualConsumption: 6000 }],
        },
      },
    ]);
  });

  it('puts the API’s refusal on its field, back on the form with everything kept', async () => {
    const calls = api({ placing: { code: 'BAD_USER_INPUT', reason: 'pointAlreadyOrdered' } });
    await renderPageAt('/pa/subsidizedGas/order', <ConventionOrderPage />, { session: verona });
    await fillValidOrder();
    fireEvent.click(screen.getByRole('button', { name: 'Continua' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Conferma e invia l’ordine' }));
    const summary = await screen.findByRole('alert', { name: 'Correggi questi dati' });
    expect(summary.textContent).toContain(
      'Un punto scelto è già in un altro ordine: toglietelo o ricaricate la pagina',
    );
    expect(
      (screen.getByLabelText('Consumo annuo stimato per 02064088379470 (Smc)') as HTMLInputElement)
        .value,
    ).toBe('6000');
    expect(placed(calls)).toHaveLength(1);
  });

  it('says in German when the service is down, keeps the order and does not send it again by itself', async () => {
    const calls = api({ placing: { code: 'UPSTREAM_UNAVAILABLE' } });
    await renderPageAt('/de/pa/subsidizedGas/order', <ConventionOrderPage />, { session: verona });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Neue Gasbestellung im Rahmenvertrag' }),
    ).toBeTruthy();
    fireEvent.click(await screen.findByRole('checkbox', { name: /^02064088379470/ }));
    fireEvent.change(
      screen.getByLabelText('Geschätzter Jahresverbrauch für 02064088379470 (Smc)'),
      {
        target: { value: '6.000' },
      },
    );
    fireEvent.change(screen.getByLabelText('CIG (Ausschreibungskennung)'), {
      target: { value: '9ABCDEF012' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    fireEvent.click(
      await screen.findByRole('button', { name: 'Bestellung bestätigen und senden' }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Die Bestellung wurde nicht gesendet. Ihre Eingaben sind noch da.',
    );
    expect(alert.textContent).toContain('nicht verfügbar');
    expect(screen.getByRole('heading', { name: 'Bestellung prüfen und bestätigen' })).toBeTruthy();
    expect(placed(calls)).toHaveLength(1);
  });

  it('keeps what was typed in the tab: a reload finds it again', async () => {
    api();
    const first = await renderPageAt('/pa/subsidizedGas/order', <ConventionOrderPage />, {
      session: verona,
    });
    await fillValidOrder();
    first.unmount();
    api();
    await renderPageAt('/pa/subsidizedGas/order', <ConventionOrderPage />, { session: verona });
    expect(
      (
        (await screen.findByLabelText(
          'Consumo annuo stimato per 02064088379470 (Smc)',
        )) as HTMLInputElement
      ).value,
    ).toBe('6000');
    expect(
      (screen.getByLabelText('CIG (codice identificativo gara)') as HTMLInputElement).value,
    ).toBe('9abc def012');
  });
});

describe('the order status and connection pages', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await setLanguage('it');
  });

  it('lists the orders with their §4 state; ?orderId opens that order with its history and points', async () => {
    api({
      orders: [
        order(),
        order({
          id: '72000005',
          number: 'ODF-2026-00005',
          state: 'REJECTED',
          stateText: 'Respinta',
          rejectionReason: 'Il punto non risulta allacciabile',
        }),
      ],
    });
    await renderPageAt('/pa/subsidizedGas/orderStatus?orderId=72000020', <ConventionOrdersPage />, {
      session: verona,
    });
    const card = await screen.findByRole('article', { name: 'Ordine n. ODF-2026-00020' });
    expect(within(card).getAllByText('Trasmesso').length).toBeGreaterThan(0);
    expect(
      within(card).getByRole('list', { name: 'Storico dell’ordine n. ODF-2026-00020' }),
    ).toBeTruthy();
    expect(within(card).getByText('Ordinato')).toBeTruthy();
    const rejected = screen.getByRole('article', { name: 'Ordine n. ODF-2026-00005' });
    expect(within(rejected).getByText('Respinto')).toBeTruthy();
    expect(within(rejected).getByText('Il punto non risulta allacciabile')).toBeTruthy();
    const toggle = within(rejected).getByRole('button', { name: /^Mostra storico e punti/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Gli ordini ancora aperti si aggiornano da soli.')).toBeTruthy();
  });

  it('§9 in German: upstream’s rejection reason keeps its words, marked Italian, beside the state in German', async () => {
    const reason =
      'Il punto non risulta allacciabile: il distributore chiede il progetto della cabina di consegna';
    api({
      orders: [
        order({
          id: '72000005',
          number: 'ODF-2026-00005',
          state: 'REJECTED',
          stateText: 'Respinta',
          rejectionReason: reason,
          rejectionReasonKind: 'OTHER',
        }),
      ],
    });
    await renderPageAt('/de/pa/subsidizedGas/orderStatus', <ConventionOrdersPage />, {
      session: verona,
    });
    const card = await screen.findByRole('article', { name: 'Bestellung Nr. ODF-2026-00005' });
    expect(within(card).getByText('Abgelehnt')).toBeTruthy();
    expect(within(card).getByText(reason).closest('[lang]')?.getAttribute('lang')).toBe('it');
  });

  it('§9 in German: a rejection for a CIG already quoted, a reason the portal knows, is in German', async () => {
    api({
      orders: [
        order({
          id: '72000005',
          number: 'ODF-2026-00005',
          state: 'REJECTED',
          stateText: 'Respinta',
          rejectionReason: 'CIG già indicato nell’ordine ODF-2026-00003',
          rejectionReasonKind: 'CIG_ALREADY_USED',
          rejectionOrderNumber: 'ODF-2026-00003',
        }),
      ],
    });
    await renderPageAt('/de/pa/subsidizedGas/orderStatus', <ConventionOrdersPage />, {
      session: verona,
    });
    const card = await screen.findByRole('article', { name: 'Bestellung Nr. ODF-2026-00005' });
    expect(
      within(card).getByText('CIG bereits in der Bestellung ODF-2026-00003 angegeben'),
    ).toBeTruthy();
    expect(within(card).queryByText(/già indicato/)).toBeNull();
  });

  it('shows each point on its way to supply in German, with its dates and order', async () => {
    api({
      connections: [
        point(),
        point({
          id: '71000021',
          supplyId: null,
          pointId: null,
          newConnection: true,
          site: 'Asilo nido',
          connectionState: 'NEW_CONNECTION',
          connectionStateText: 'Nuovo allaccio in corso',
          acceptedOn: '2026-11-24',
        }),
        point({
          id: '71000003',
          orderNumber: 'ODF-2025-00002',
          orderId: '72000002',
          connectionState: 'ACTIVE',
          connectionStateText: 'Attivo',
          activeSince: '2025-12-01',
        }),
      ],
    });
    await renderPageAt('/de/pa/subsidizedGas/connection', <ConventionConnectionsPage />, {
      session: verona,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Aktivierung der Gaszähler' }),
    ).toBeTruthy();
    expect((await screen.findAllByText('Bestellt')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Neuanschluss läuft').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Aktiv').length).toBeGreaterThan(0);
    expect(
      screen
        .getAllByRole('link', { name: 'Bestellung Nr. ODF-2025-00002' })[0]
        ?.getAttribute('href'),
    ).toBe('/de/pa/subsidizedGas/orderStatus?orderId=72000002');
    expect(
      screen
        .getAllByRole('link', { name: 'Lieferung 02064088379470 ansehen' })[0]
        ?.getAttribute('href'),
    ).toBe('/de/pa/gas/supplies?q=02064088379470');
    expect(screen.getAllByText('01/12/2025').length).toBeGreaterThan(0);
    // A point's site and address are upstream's Italian names: never translated, marked Italian.
    for (const site of screen.getAllByText(/^Asilo nido, /))
      expect(site.matches('[translate="no"][lang="it"]')).toBe(true);
  });
});
