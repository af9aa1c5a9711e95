import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n.ts';
import { renderPageAt } from '@/test/page.tsx';
import { api, consortium, corporate, lastCall } from '@/test/fixtures/costs.ts';
import { defaultPeriod } from './model/search.ts';
import SupplyCostsPage from './SupplyCostsPage.tsx';

/** The figures have arrived: the supply is shown and nothing is marked busy. */
async function loaded() {
  await screen.findByRole('region', { name: 'La fornitura' });
  await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
}

describe('one supply’s costs and consumptions', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await setLanguage('it');
  });

  it('§2 /corporate/light/costsAndConsumptions/{id}: the supply, its contract, its share, its months and its bills of the period', async () => {
    const calls = api();
    await renderPageAt(
      '/corporate/light/costsAndConsumptions/20040001?from=2025-11&to=2026-10',
      <SupplyCostsPage />,
      { session: corporate },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Costi e consumi di IT001E96767919' }),
    ).toBeTruthy();
    await loaded();
    expect(lastCall(calls, 'SupplyCostsAndConsumptions')?.variables).toEqual({
      supplyId: '20040001',
      from: '2025-11',
      to: '2026-10',
    });
    // The breadcrumb goes back to the list of the same period.
    expect(screen.getByRole('link', { name: 'Costi e consumi luce' }).getAttribute('href')).toBe(
      '/corporate/light/costsAndConsumptions?from=2025-11&to=2026-10',
    );

    const supply = screen.getByRole('region', { name: 'La fornitura' });
    expect(within(supply).getByText('Via Torino 99, 20123 Milano (MI)')).toBeTruthy();
    expect(within(supply).getByText('Attivo', { selector: 'span' })).toBeTruthy();
    expect(within(supply).getByText('01/04/2019')).toBeTruthy();
    expect(
      within(supply).getByRole('link', { name: 'Vai al contratto' }).getAttribute('href'),
    ).toBe('/corporate/light/contracts/40040001');

    const share = screen.getByRole('group', { name: 'Quota sul totale luce' });
    expect(within(share).getByText('16,7 %')).toBeTruthy();
    expect(share.textContent).toMatch(/di 4\.716\.000\skWh delle 7 forniture dell’anagrafica/);

    expect(document.querySelectorAll('svg[role="img"] g.month')).toHaveLength(12);
    const months = screen.getByRole('table', {
      name: /^Consumi e costi mensili di IT001E96767919/,
    });
    // One supply: a month of its own is estimated or not, never "1 su 7" of its registry.
    expect(within(months).getAllByText('stima').length).toBeGreaterThan(0);
    expect(within(months).queryByText(/su 7/)).toBeNull();
    expect(
      screen.getByText('«stima»: il consumo del mese è stimato, in attesa della lettura.'),
    ).toBeTruthy();
    expect(screen.queryByText(/«stima: 1 su 7»/)).toBeNull();

    // Its own bills whose months lie in the period.
    await waitFor(() =>
      expect(lastCall(calls, 'SupplyBills')?.variables).toEqual({
        filter: {
          supplyId: '20040001',
          utility: 'POWER',
          competenceFrom: '2025-11-01',
          competenceTo: '2026-10-31',
        },
        offset: 0,
      }),
    );
    const bills = screen.getByRole('region', { name: 'Le fatture del periodo' });
    expect(await within(bills).findByText('2 fatture, in totale 7.051,35 €')).toBeTruthy();
    const table = within(bills).getByRole('table', { name: 'Fatture della fornitura' });
    expect(
      within(table)
        .getByRole('link', { name: 'Apri la fattura FE2026/00412' })
        .getAttribute('href'),
    ).toBe('/corporate/light/invoices?invoice=90001');
    expect(within(table).getByText('dal 01/09/2026 al 30/09/2026')).toBeTruthy();
    expect(within(table).getByText('3.194,27 €')).toBeTruthy();
    expect(within(table).getByText('Da pagare', { selector: 'span' })).toBeTruthy();
  });

  it('the last 12 whole months without a period in the address; another period through the picker', async () => {
    const calls = api();
    const { router } = await renderPageAt(
      '/corporate/light/costsAndConsumptions/20040001',
      <SupplyCostsPage />,
      { session: corporate },
    );
    await loaded();
    const { from, to } = defaultPeriod(new Date());
    expect(lastCall(calls, 'SupplyCostsAndConsumptions')?.variables).toEqual({
      supplyId: '20040001',
      from,
      to,
    });
    expect(screen.getByRole('link', { name: 'Costi e consumi luce' }).getAttribute('href')).toBe(
      '/corporate/light/costsAndConsumptions',
    );
    const input = screen.getByLabelText('Periodo (mesi interi)');
    fireEvent.change(input, { target: { value: '2024-01-01 ~ 2024-12-31' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.search).toBe('?from=2024-01&to=2024-12'));
    await waitFor(() =>
      expect(lastCall(calls, 'SupplyBills')?.variables).toMatchObject({
        filter: { competenceFrom: '2024-01-01', competenceTo: '2024-12-31' },
      }),
    );
  });

  it('a consortium: no contracts pages (§2), so no link to one; the bills across its members', async () => {
    const calls = api();
    await renderPageAt('/consortia/light/costsAndConsumptions/20070001', <SupplyCostsPage />, {
      session: consortium,
    });
    await loaded();
    expect(screen.queryByRole('link', { name: 'Vai al contratto' })).toBeNull();
    expect(
      within(screen.getByRole('region', { name: 'La fornitura' })).getByText('40040001'),
    ).toBeTruthy();
    await waitFor(() =>
      expect(lastCall(calls, 'SupplyBills')?.variables).toMatchObject({
        filter: { supplyId: '20070001', allRegistries: true },
      }),
    );
  });

  it('empty: no consumption of the supply in the period, its bills still listed', async () => {
    api({ withData: false });
    await renderPageAt(
      '/corporate/light/costsAndConsumptions/20040001?from=2027-01&to=2027-03',
      <SupplyCostsPage />,
      { session: corporate },
    );
    expect(
      await screen.findByText('Nessun consumo di questa fornitura nel periodo scelto.'),
    ).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(await screen.findByText('2 fatture, in totale 7.051,35 €')).toBeTruthy();
  });

  it('another customer’s supply: the API’s not-found, translated, with a retry', async () => {
    api({ fail: 'NOT_FOUND' });
    await renderPageAt('/de/corporate/light/costsAndConsumptions/99999999', <SupplyCostsPage />, {
      session: corporate,
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Nicht gefunden.');
    expect(within(alert).getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Kosten und Verbräuche der Lieferstelle' }),
    ).toBeTruthy();
  });

  it('a supply of the other commodity is not found on this commodity’s page', async () => {
    const calls = api();
    await renderPageAt('/corporate/gas/costsAndConsumptions/20040001', <SupplyCostsPage />, {
      session: corporate,
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Elemento non trovato.');
    expect(screen.queryByRole('region', { name: 'La fornitura' })).toBeNull();
    expect(calls.filter((call) => call.operation === 'SupplyBills')).toEqual([]);
  });
});
