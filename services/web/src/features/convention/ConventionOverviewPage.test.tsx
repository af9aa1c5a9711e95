import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n.ts';
import { renderPageAt } from '@/test/page.tsx';
import { api, convention, verona, withoutGasConvention } from '@/test/fixtures/convention.ts';
import ConventionOverviewPage from './ConventionOverviewPage.tsx';

const asked = (calls: ReturnType<typeof api>) =>
  calls.filter((c) => c.operation === 'ConventionOverviewFigures').map((c) => c.variables);

/** The value beside a term of a description list. */
function fact(term: string): string | null | undefined {
  const dt = screen.getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent;
}

describe('the subsidised overview (§2 /pa/subsidizedGas|subsidizedLight/overview)', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await setLanguage('it');
  });

  it('shows the gas convention in Italian: lot, validity, quantities with a meter, spend, orders, the alert first', async () => {
    const calls = api();
    await renderPageAt('/pa/subsidizedGas/overview', <ConventionOverviewPage />, {
      session: verona,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Convenzione gas' })).toBeTruthy();
    // The heading shows while the convention loads; the alerts come with it.
    const alerts = await screen.findByRole('status', { name: 'Avvisi' });
    expect(asked(calls)).toEqual([{ utility: 'GAS' }]);

    expect(alerts.textContent).toContain(
      'L’ente ha già ordinato il 93 % della quantità massima: restano 28.000\u00a0Smc.',
    );
    // The alert comes before the figures in the reading order.
    const identity = screen.getByRole('region', { name: 'La convenzione' });
    expect(
      alerts.compareDocumentPosition(identity) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();

    expect(fact('Convenzione')).toBe('Gas naturale 16');
    expect(fact('Codice')).toBe('GAS-NAT-16');
    expect(fact('Lotto')).toBe('Lotto 3 — Veneto');
    expect(fact('CIG della convenzione')).toBe('8812345ABC');
    expect(fact('Fornitore')).toBe('Energia Demo S.p.A.');
    expect(fact('Validità')).toBe('dal 01/02/2025 al 31/01/2027');

    const quantities = screen.getByRole('region', { name: 'Quantità ordinata e disponibile' });
    expect(
      within(quantities).getByRole('group', { name: 'Quantità ordinata' }).textContent,
    ).toContain('372.000\u00a0Smc');
    expect(
      within(quantities).getByRole('group', { name: 'Quantità ancora disponibile' }).textContent,
    ).toContain('28.000\u00a0Smc');
    const meter = within(quantities).getByRole('meter', {
      name: 'Quota della quantità massima già ordinata',
    });
    expect(meter.getAttribute('aria-valuenow')).toBe('93');
    expect(meter.getAttribute('aria-valuetext')).toBe(
      'Ordinato il 93 % della quantità massima: 372.000\u00a0Smc su 400.000\u00a0Smc, restano 28.000\u00a0Smc.',
    );
    expect(fact('Consumo degli ultimi 12 mesi')).toBe('351.234,5\u00a0Smc');

    const figures = screen.getByRole('region', { name: 'Forniture, spesa e ordini' });
    expect(
      within(figures).getByRole('group', { name: 'Forniture in convenzione' }).textContent,
    ).toContain('14');
    expect(
      within(figures).getByRole('group', { name: 'Spesa in convenzione' }).textContent,
    ).toContain('1.234.567,89 €');
    expect(within(figures).getByRole('group', { name: 'Ordini aperti' }).textContent).toContain(
      '2',
    );
    expect(
      within(figures)
        .getByRole('link', { name: 'Vedi lo stato degli ordini' })
        .getAttribute('href'),
    ).toBe('/pa/subsidizedGas/orderStatus');

    const order = screen.getByRole('region', { name: 'Nuovo ordine' });
    expect(order.textContent).toContain('dal 23/12/2026');
    expect(
      within(order)
        .getByRole('link', { name: 'Ordina forniture in convenzione' })
        .getAttribute('href'),
    ).toBe('/pa/subsidizedGas/order');

    expect(
      screen.getByRole('heading', { level: 2, name: 'Le pagine della convenzione' }),
    ).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: 'Le pagine della convenzione' });
    expect(within(pages).getAllByRole('link')).toHaveLength(9);
    expect(within(pages).getByRole('link', { name: 'Anagrafica' }).getAttribute('href')).toBe(
      '/pa/subsidizedGas/registry',
    );
  });

  it('in German the light convention says it expires in so many days, with links in /de', async () => {
    const calls = api({
      overview: convention({
        name: 'Energia elettrica 21',
        unit: 'KWH',
        unitText: 'kWh',
        validTo: '2027-01-06',
        usedShare: 0.62,
        orderedQuantity: 1240000,
        maxQuantity: 2000000,
        availableQuantity: 760000,
        alerts: [{ kind: 'EXPIRING', daysLeft: 45, usedShare: null }],
      }),
    });
    await renderPageAt('/de/pa/subsidizedLight/overview', <ConventionOverviewPage />, {
      session: verona,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rahmenvertrag Strom' }),
    ).toBeTruthy();
    expect((await screen.findByRole('status', { name: 'Hinweise' })).textContent).toContain(
      'Der Rahmenvertrag läuft in 45 Tagen ab, am 06/01/2027.',
    );
    expect(asked(calls)).toEqual([{ utility: 'POWER' }]);
    expect(
      screen
        .getByRole('meter', { name: 'Anteil der Höchstmenge, der bereits bestellt ist' })
        .getAttribute('aria-valuetext'),
    ).toBe(
      '62 % der Höchstmenge bestellt: 1.240.000\u00a0kWh von 2.000.000\u00a0kWh, es bleiben 760.000\u00a0kWh.',
    );
    expect(screen.getByRole('group', { name: 'Ausgaben im Rahmenvertrag' }).textContent).toContain(
      '1.234.567,89 €',
    );
    expect(
      screen.getByRole('link', { name: 'Stand der Bestellungen ansehen' }).getAttribute('href'),
    ).toBe('/de/pa/subsidizedLight/orderStatus');
    expect(
      screen
        .getByRole('link', { name: 'Lieferungen im Rahmenvertrag bestellen' })
        .getAttribute('href'),
    ).toBe('/de/pa/subsidizedLight/order');
  });

  it('without an alert there is no notice; without a start day in the validity no order link', async () => {
    api({ overview: convention({ alerts: [], usedShare: 0.5, earliestStartDate: null }) });
    await renderPageAt('/it/pa/subsidizedGas/overview', <ConventionOverviewPage />, {
      session: verona,
    });
    const order = await screen.findByRole('region', { name: 'Nuovo ordine' });
    expect(order.textContent).toContain('non è possibile inviare nuovi ordini');
    expect(within(order).queryByRole('link')).toBeNull();
    expect(screen.queryByRole('status', { name: 'Avvisi' })).toBeNull();
  });

  it('the supplier unreachable: the error in words, focused, and a retry that shows the convention', async () => {
    const calls = api({ failFirstRead: 'UPSTREAM_UNAVAILABLE' });
    await renderPageAt('/pa/subsidizedGas/overview', <ConventionOverviewPage />, {
      session: verona,
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Il servizio non è al momento disponibile. Riprovare più tardi.',
    );
    fireEvent.click(within(alert).getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('region', { name: 'La convenzione' })).toBeTruthy();
    expect(asked(calls)).toEqual([{ utility: 'GAS' }, { utility: 'GAS' }]);
  });

  it('a pa body without a gas convention sees the "no supply" state and nothing is asked', async () => {
    const calls = api();
    await renderPageAt('/pa/subsidizedGas/overview', <ConventionOverviewPage />, {
      session: withoutGasConvention,
    });
    expect(await screen.findByText('Non risultano forniture di gas in convenzione.')).toBeTruthy();
    expect(asked(calls)).toEqual([]);
  });
});
