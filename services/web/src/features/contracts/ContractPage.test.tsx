import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n.ts';
import { renderPageAt, testSession } from '@/test/page.tsx';
import { ALL_SECTIONS, api, corporate } from '@/test/fixtures/contracts.ts';
import ContractPage from './ContractPage.tsx';

function group(name: string) {
  return screen.getByRole('region', { name });
}

describe('the contract detail page', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await setLanguage('it');
  });

  it('§3: /corporate/light/contracts/{id} shows the contract in groups, its supply and latest invoices', async () => {
    const calls = api();
    await renderPageAt('/corporate/light/contracts/702', <ContractPage />, { session: corporate });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Contratto CTR-2024-0102' }),
    ).toBeTruthy();
    expect(calls.find((call) => call.operation === 'Contract')?.variables).toEqual({ id: '702' });
    const breadcrumb = screen.getByRole('link', { name: 'Contratti luce' });
    expect(breadcrumb.getAttribute('href')).toBe('/corporate/light/contracts');

    const main = group('Il contratto');
    expect(within(main).getByText('In fase di attivazione', { selector: 'span' })).toBeTruthy();
    expect(within(main).getByText('IT001E10002')).toBeTruthy();
    expect(within(main).getByText('Agenzia')).toBeTruthy();
    expect(within(main).getByText('Via Roma 1 Verona (VR)')).toBeTruthy();
    expect(within(group('Date e validità')).getByText('15/01/2024')).toBeTruthy();
    const billing = group('Fatturazione e pagamento');
    expect(within(billing).getByText('Ogni 45 giorni')).toBeTruthy();
    expect(within(billing).getByText('Bonifico bancario')).toBeTruthy();
    expect(within(billing).getByText('125.000 kWh')).toBeTruthy();
    expect(within(group('Letture')).getByText('Telelettura')).toBeTruthy();
    expect(within(group('Convenzione')).getByText('Consip Energia Elettrica 22')).toBeTruthy();
    expect(within(group('Convenzione')).getByText('CONSIP-EE22')).toBeTruthy();

    const supply = group('La fornitura');
    expect(within(supply).getByText('Via Roma 1 37100 Verona (VR)')).toBeTruthy();
    expect(within(supply).getByText('150 kW')).toBeTruthy();
    expect(within(supply).getByText('118.250,5 kWh')).toBeTruthy();
    expect(within(supply).getByText('Attivo', { selector: 'span' })).toBeTruthy();

    const invoices = within(group('Ultime fatture')).getByRole('table', {
      name: /Ultime fatture del contratto/,
    });
    expect(within(invoices).getByText('FE2026/00101')).toBeTruthy();
    expect(within(invoices).getByText('05/10/2026')).toBeTruthy();
    expect(within(invoices).getByText('1.520,40 €')).toBeTruthy();
    expect(within(invoices).getByText('Scaduta', { selector: 'span' })).toBeTruthy();
    expect(within(invoices).getByText('Pagata', { selector: 'span' })).toBeTruthy();
    // The contract's own point's bills: the POD column names it; each bill opens its detail.
    expect(within(invoices).getByRole('columnheader', { name: 'POD' })).toBeTruthy();
    expect(within(invoices).getAllByRole('cell', { name: 'IT001E10002' })).toHaveLength(2);
    expect(
      within(invoices)
        .getByRole('link', { name: 'Apri la fattura FE2026/00101' })
        .getAttribute('href'),
    ).toBe('/corporate/light/invoices?invoice=501');
  });

  it('a contract without a convention says so', async () => {
    api();
    await renderPageAt('/corporate/light/contracts/700', <ContractPage />, { session: corporate });
    await screen.findByRole('heading', { level: 1, name: 'Contratto CTR-2024-0100' });
    expect(
      within(group('Convenzione')).getByText('Nessuna convenzione su questo contratto.'),
    ).toBeTruthy();
  });

  it('§2: /de/pa/gas/contracts/{id} in German, the breadcrumb back to the German list', async () => {
    api();
    await renderPageAt('/de/pa/gas/contracts/701', <ContractPage />, {
      session: testSession({ segment: 'pa', language: 'de', sections: ALL_SECTIONS }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vertrag CTR-2024-0101' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Gasverträge' }).getAttribute('href')).toBe(
      '/de/pa/gas/contracts',
    );
    expect(within(group('Der Vertrag')).getByText('Beendet', { selector: 'span' })).toBeTruthy();
    expect(within(group('Daten und Gültigkeit')).getByText('31/12/2025')).toBeTruthy();
    const latest = group('Letzte Rechnungen');
    expect(within(latest).getByRole('columnheader', { name: 'PDR' })).toBeTruthy();
    expect(
      within(latest)
        .getByRole('link', { name: 'Rechnung FE2026/00101 öffnen' })
        .getAttribute('href'),
    ).toBe('/de/pa/gas/invoices?invoice=501');
  });
});
