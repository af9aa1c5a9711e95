import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n.ts';
import { renderPageAt, testSession } from '@/test/page.tsx';
import { PAGE_SIZE } from './api/useCostsAndConsumptions.ts';
import { ALL_SECTIONS, api, consortium, corporate, lastCall } from '@/test/fixtures/costs.ts';
import CostsAndConsumptionsPage from './CostsAndConsumptionsPage.tsx';
import { defaultPeriod } from './model/search.ts';

function monthGroups(): Element[] {
  return [...document.querySelectorAll('svg[role="img"] g.month')];
}

/** The figures have arrived: the chart is drawn and nothing is marked busy. */
async function loaded() {
  await waitFor(() => {
    expect(document.querySelector('svg[role="img"]')).not.toBeNull();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });
}

describe('the costs-and-consumptions page', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await setLanguage('it');
  });

  it('§2 /corporate/light/costsAndConsumptions: the last 12 whole months as bars and as a table of the same numbers, F1+F2+F3, the year before', async () => {
    const calls = api();
    await renderPageAt('/corporate/light/costsAndConsumptions', <CostsAndConsumptionsPage />, {
      session: corporate,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Costi e consumi luce' }),
    ).toBeTruthy();
    await loaded();
    const { from, to } = defaultPeriod(new Date());
    expect(lastCall(calls, 'CostsAndConsumptions')?.variables).toEqual({
      utility: 'POWER',
      from,
      to,
      offset: 0,
      sort: 'QUANTITY_DESC',
    });
    // The sentence is the page's; the registry's name in it is a name, never translated.
    const registryLine = screen.getByText(
      (_, element) =>
        element?.tagName === 'P' && element.textContent === 'Anagrafica: ACME Industrie S.p.A.',
    );
    expect(registryLine.querySelector('[translate="no"]')).toBeTruthy();

    const chart = screen.getByRole('img', { name: /^Grafico a barre dei consumi mensili/ });
    expect(chart.getAttribute('aria-label')).toMatch(/Gli stessi numeri sono nella tabella/);
    const groups = monthGroups();
    expect(groups).toHaveLength(12);
    expect(groups[0]?.getAttribute('data-month')).toBe(from);
    expect(groups[11]?.getAttribute('data-month')).toBe(to);
    // Light's bars are stacked in the three bands, each band patterned as well as coloured.
    expect(chart.querySelectorAll('rect.f1')).toHaveLength(12);
    expect(chart.querySelectorAll('rect.f2[fill^="url(#"]')).toHaveLength(12);
    expect(chart.querySelectorAll('rect.f3[fill^="url(#"]')).toHaveLength(12);
    expect(chart.querySelectorAll('rect.previous')).toHaveLength(12);
    const legend = screen.getByRole('list', { name: 'Legenda del grafico' });
    expect(within(legend).getByText('F1 (lun–ven 8–19)')).toBeTruthy();
    expect(within(legend).getByText('Stesso mese dell’anno precedente')).toBeTruthy();

    const table = screen.getByRole('table', {
      name: /^Consumi e costi mensili di tutte le forniture luce/,
    });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual([
      'Mese',
      'Consumo (kWh)',
      'F1 (kWh)',
      'F2 (kWh)',
      'F3 (kWh)',
      'Anno prec. (kWh)',
      'Variazione',
      'Costo (€, IVA escl.)',
      'Costo anno prec. (€)',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    const number = (text: string | null) => Number((text ?? '').replace(/[^\d,]/g, ''));
    rows.forEach((row, i) => {
      const cells = within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
      const bar = groups[i]!;
      expect(number(cells[1] ?? null)).toBe(Number(bar.getAttribute('data-quantity')));
      const [f1, f2, f3] = [cells[2], cells[3], cells[4]].map((c) => number(c ?? null));
      expect(f1! + f2! + f3!).toBe(number(cells[1] ?? null));
      expect(number(cells[5] ?? null)).toBe(Number(bar.getAttribute('data-previous-quantity')));
    });
    // 60.000 kWh against 58.000 a year earlier: +3,4 %.
    expect(within(rows[0]!).getByText('+3,4 %')).toBeTruthy();
    expect(within(rows[0]!).getByText('60.000')).toBeTruthy();
    // The estimates are counted among the page's own supplies: one of the seven in 60.000's month.
    expect(within(rows[0]!).getByText('stima: 1 su 7')).toBeTruthy();
    expect(
      screen.getByText(
        '«stima: 1 su 7»: per 1 delle 7 forniture con dati nel mese il consumo è stimato, in attesa della lettura.',
      ),
    ).toBeTruthy();

    const consumption = screen.getByRole('group', { name: 'Consumo del periodo' });
    expect(within(consumption).getByText('786.000 kWh')).toBeTruthy();
    expect(within(consumption).getByText(/Anno precedente: 762\.000 kWh \(\+3,1 %\)/)).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Consumo per fascia' }).textContent).toMatch(
      /F145,0\s%F227,0\s%F328,0\s%/,
    );
  });

  it('the supplies with their share, each linking to its page with the period; sort and pages in the address', async () => {
    const calls = api();
    const { router } = await renderPageAt(
      '/corporate/light/costsAndConsumptions?from=2025-01&to=2025-06',
      <CostsAndConsumptionsPage />,
      { session: corporate },
    );
    await loaded();
    const supplies = await screen.findByRole('table', { name: /Consumi e costi per fornitura/ });
    const link = within(supplies).getByRole('link', { name: 'Costi e consumi di IT001E96767919' });
    expect(link.getAttribute('href')).toBe(
      '/corporate/light/costsAndConsumptions/20040001?from=2025-01&to=2025-06',
    );
    expect(within(supplies).getAllByText('4,3 %').length).toBeGreaterThan(0);

    fireEvent.click(within(supplies).getByRole('button', { name: /Costo \(IVA escl\.\)/ }));
    await waitFor(() => expect(router.state.location.search).toContain('sort=COST_DESC'));
    await waitFor(() =>
      expect(lastCall(calls, 'CostsAndConsumptions')?.variables).toMatchObject({
        sort: 'COST_DESC',
        offset: 0,
      }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Successiva' }));
    await waitFor(() => expect(router.state.location.search).toContain('page=2'));
    await waitFor(() =>
      expect(lastCall(calls, 'CostsAndConsumptions')?.variables).toMatchObject({
        offset: PAGE_SIZE,
        from: '2025-01',
        to: '2025-06',
      }),
    );
  });

  it('§9 the period chosen with the date range picker: whole months, in the address', async () => {
    const calls = api();
    const { router } = await renderPageAt(
      '/corporate/light/costsAndConsumptions?from=2025-01&to=2025-12',
      <CostsAndConsumptionsPage />,
      { session: corporate },
    );
    await loaded();
    const input = screen.getByLabelText('Periodo (mesi interi)');
    expect((input as HTMLInputElement).value).toBe('2025-01-01 ~ 2025-12-31');
    expect(screen.getByText('12 mesi: da gennaio 2025 a dicembre 2025')).toBeTruthy();

    fireEvent.change(input, { target: { value: '2024-03-15 ~ 2024-05-02' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.search).toBe('?from=2024-03&to=2024-05'));
    await waitFor(() =>
      expect(lastCall(calls, 'CostsAndConsumptions')?.variables).toMatchObject({
        from: '2024-03',
        to: '2024-05',
      }),
    );
    await loaded();
    expect(monthGroups().map((g) => g.getAttribute('data-month'))).toEqual([
      '2024-03',
      '2024-04',
      '2024-05',
    ]);
    expect((input as HTMLInputElement).value).toBe('2024-03-01 ~ 2024-05-31');
  });

  it('§5 a period that does not parse, or longer than 60 months, is said and not asked', async () => {
    const calls = api();
    await renderPageAt(
      '/corporate/light/costsAndConsumptions?from=2025-13&to=2026-01',
      <CostsAndConsumptionsPage />,
      { session: corporate },
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Il periodo nell’indirizzo non è valido: scegliete due date con il calendario.',
    );
    await waitFor(() => expect(calls.some((c) => c.operation === 'Sites')).toBe(true));
    expect(calls.filter((c) => c.operation === 'CostsAndConsumptions')).toEqual([]);
  });

  it('a period longer than the API answers is refused before asking', async () => {
    const calls = api();
    await renderPageAt(
      '/corporate/light/costsAndConsumptions?from=2020-01&to=2025-01',
      <CostsAndConsumptionsPage />,
      { session: corporate },
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Il periodo può comprendere al massimo 60 mesi.',
    );
    expect(calls.filter((c) => c.operation === 'CostsAndConsumptions')).toEqual([]);
  });

  it('empty: no consumption in the period', async () => {
    api({ withData: false });
    await renderPageAt(
      '/corporate/light/costsAndConsumptions?from=2027-01&to=2027-03',
      <CostsAndConsumptionsPage />,
      { session: corporate },
    );
    expect(
      await screen.findByText('Nessun consumo nel periodo scelto. Scegliete altri mesi.'),
    ).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('errors are translated, with a retry', async () => {
    api({ fail: 'INTERNAL' });
    await renderPageAt('/corporate/light/costsAndConsumptions', <CostsAndConsumptionsPage />, {
      session: corporate,
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Si è verificato un errore. Riprovare più tardi.');
    expect(within(alert).getByRole('button', { name: 'Riprova' })).toBeTruthy();
  });

  it('no supply of this kind: no request', async () => {
    const calls = api();
    await renderPageAt('/corporate/gas/costsAndConsumptions', <CostsAndConsumptionsPage />, {
      session: testSession({
        segment: 'corporate',
        sections: { ...ALL_SECTIONS, conventionGas: false, noConventionGas: false },
      }),
    });
    expect(
      await screen.findByText('Non risultano forniture di gas per questa sezione.'),
    ).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('§2 /de/pa/gas/costsAndConsumptions: gas in German — Smc, no bands, the costs drawn on request', async () => {
    const calls = api();
    const { router } = await renderPageAt(
      '/de/pa/gas/costsAndConsumptions',
      <CostsAndConsumptionsPage />,
      { session: testSession({ segment: 'pa', language: 'de', sections: ALL_SECTIONS }) },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kosten und Verbräuche Gas' }),
    ).toBeTruthy();
    await loaded();
    expect(lastCall(calls, 'CostsAndConsumptions')?.variables).toMatchObject({ utility: 'GAS' });
    const table = screen.getByRole('table', { name: /^Monatliche Verbräuche und Kosten für alle/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Monat',
      'Verbrauch (Smc)',
      'Vorjahr (Smc)',
      'Veränderung',
      'Kosten (€, ohne MwSt.)',
      'Kosten Vorjahr (€)',
    ]);
    const chart = screen.getByRole('img', { name: /^Balkendiagramm der monatlichen Verbräuche/ });
    expect(chart.querySelectorAll('rect.current')).toHaveLength(12);
    expect(chart.querySelectorAll('rect.f1')).toHaveLength(0);
    expect(screen.getByRole('group', { name: 'Durchschnittskosten' }).textContent).toMatch(
      /0,29\s€\/Smc/,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Kosten' }));
    await waitFor(() => expect(router.state.location.search).toBe('?show=cost'));
    expect(
      (
        await screen.findByRole('img', { name: /^Balkendiagramm der monatlichen Kosten/ })
      ).getAttribute('data-measure'),
    ).toBe('cost');
    expect(screen.getByRole('button', { name: 'Kosten' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('a consortium: the member selected in the header, another, or all of them; a site', async () => {
    const calls = api();
    const { router } = await renderPageAt(
      '/consortia/light/costsAndConsumptions',
      <CostsAndConsumptionsPage />,
      { session: consortium },
    );
    await loaded();
    expect(lastCall(calls, 'CostsAndConsumptions')?.variables).not.toHaveProperty('registryId');
    const registry = screen.getByLabelText('Anagrafica') as HTMLSelectElement;
    expect(registry.value).toBe('500001');

    fireEvent.change(registry, { target: { value: 'all' } });
    await waitFor(() => expect(router.state.location.search).toBe('?registry=all'));
    await waitFor(() =>
      expect(lastCall(calls, 'CostsAndConsumptions')?.variables).toMatchObject({
        allRegistries: true,
      }),
    );
    expect(lastCall(calls, 'Sites')?.variables).toEqual({
      utility: 'POWER',
      allRegistries: true,
    });

    const site = screen.getByLabelText('Sede') as HTMLSelectElement;
    await waitFor(() => expect(site.options).toHaveLength(3));
    fireEvent.change(site, { target: { value: '10040002' } });
    await waitFor(() =>
      expect(lastCall(calls, 'CostsAndConsumptions')?.variables).toMatchObject({
        siteId: '10040002',
        allRegistries: true,
      }),
    );
    await loaded();
    expect(
      screen.getByRole('table', { name: /^Consumi e costi mensili della sede Stabilimento/ }),
    ).toBeTruthy();

    // Another member forgets the site: sites are a registry's.
    fireEvent.change(registry, { target: { value: '500002' } });
    await waitFor(() => expect(router.state.location.search).toBe('?registry=500002'));
    await waitFor(() =>
      expect(lastCall(calls, 'CostsAndConsumptions')?.variables).toMatchObject({
        registryId: '500002',
      }),
    );
    expect(lastCall(calls, 'CostsAndConsumptions')?.variables).not.toHaveProperty('siteId');
  });
});
