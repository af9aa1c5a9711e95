import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n.ts';
import { renderPageAt } from '@/test/page.tsx';
import { api, contract, convention, verona } from '@/test/fixtures/convention.ts';
import ConventionContractsPage from './ConventionContractsPage.tsx';

describe('the contracts under the convention (§2 …/contractStatus)', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await setLanguage('it');
  });

  it('lists each contract with its §4 status in words, validity, quantities, points and order', async () => {
    const calls = api();
    await renderPageAt('/pa/subsidizedGas/contractStatus', <ConventionContractsPage />, {
      session: verona,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Contratti in convenzione gas' }),
    ).toBeTruthy();
    // The heading shows while the list loads; the count comes with it.
    expect(await screen.findByText('2 contratti')).toBeTruthy();
    expect(calls.map((c) => [c.operation, c.variables])).toEqual([
      ['ConventionContractsList', { utility: 'GAS' }],
    ]);
    const table = screen.getByRole('table', { name: 'Contratti in convenzione' });
    const [, first, second] = within(table).getAllByRole('row');
    const cells = (row: HTMLElement | undefined) =>
      within(row as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(first)).toEqual([
      'CNV-2026-001',
      'Attivo',
      'dal 01/01/2026 al 31/12/2026',
      '40.000\u00a0Smc3 punti',
      '30.000\u00a0Smc75 % della contrattata',
      'Ordine ODF-2026-00901',
    ]);
    expect(
      within(first as HTMLElement)
        .getByRole('link', { name: 'Ordine ODF-2026-00901' })
        .getAttribute('href'),
    ).toBe('/pa/subsidizedGas/orderStatus?orderId=901');
    expect(cells(second).slice(0, 3)).toEqual([
      'CNV-2026-002',
      'In scadenza',
      'dal 01/01/2026 al 15/12/2026',
    ]);
  });

  it('in German, for electricity, in kWh', async () => {
    const calls = api({
      overview: convention({ unit: 'KWH', unitText: 'kWh' }),
      contracts: [contract(3, { status: 'ACTIVATING', contractedQuantity: 120000, points: 1 })],
    });
    await renderPageAt('/de/pa/subsidizedLight/contractStatus', <ConventionContractsPage />, {
      session: verona,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verträge im Rahmenvertrag Strom' }),
    ).toBeTruthy();
    expect(await screen.findByText('1 Vertrag')).toBeTruthy();
    expect(calls[0]?.variables).toEqual({ utility: 'POWER' });
    const table = screen.getByRole('table', { name: 'Verträge im Rahmenvertrag' });
    expect(within(table).getByText('In Aktivierung')).toBeTruthy();
    expect(within(table).getByText('1 Lieferstelle')).toBeTruthy();
    expect(within(table).getByText('120.000 kWh')).toBeTruthy();
    expect(within(table).getByText('vom 01/01/2026 bis 31/12/2026')).toBeTruthy();
    // An order the list does not name is shown by its id, still a link to the order status page.
    expect(within(table).getByRole('link', { name: 'Bestellung 903' }).getAttribute('href')).toBe(
      '/de/pa/subsidizedLight/orderStatus?orderId=903',
    );
  });

  it('says when there is no contract yet, and why', async () => {
    api({ contracts: [] });
    await renderPageAt('/pa/subsidizedGas/contractStatus', <ConventionContractsPage />, {
      session: verona,
    });
    expect(
      await screen.findByText(
        'Non ci sono ancora contratti in convenzione: nascono quando un ordine è accettato.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
