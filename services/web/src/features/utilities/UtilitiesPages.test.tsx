import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n.ts';
import { renderPageAt, testSession } from '@/test/page.tsx';
import type { UtilityDetail } from './api/useUtility.ts';
import type { UtilityRow } from './api/useUtilities.ts';
import UtilitiesPage from './UtilitiesPage.tsx';
import UtilityPage from './UtilityPage.tsx';
import { api } from '@/test/fixtures/utilities.ts';

const mario = testSession({
  segment: 'retail',
  selectedRegistry: {
    idAnagrafica: 100001,
    ragSoc: 'Mario Rossi',
    customerSegment: 'resident',
    culture: 'it-IT',
  },
});

const ROWS: UtilityRow[] = [
  {
    id: '20000101',
    utility: 'POWER',
    pointId: 'IT001E20000101',
    status: 'ACTIVE',
    address: 'Via Mazzini 12',
    postalCode: '37121',
    locality: 'Verona',
    province: 'VR',
    product: 'Luce Casa Verde',
    greenEnergy: true,
    renewablePercent: 100,
  },
  {
    id: '20000102',
    utility: 'GAS',
    pointId: '00881234567890',
    status: 'CEASED',
    address: 'Via Mazzini 12',
    postalCode: '37121',
    locality: 'Verona',
    province: 'VR',
    product: 'Gas Casa Fisso',
    greenEnergy: false,
    renewablePercent: 0,
  },
];

const points = Array.from({ length: 12 }, (_, i) => ({
  period: `${i < 1 ? 2025 : 2026}-${String(((i + 10) % 12) + 1).padStart(2, '0')}`,
  quantity: 60 + i * 5,
  costWithVat: 70 + i,
  estimated: i === 11,
}));

const DETAIL: UtilityDetail = {
  supply: {
    id: '20000102',
    utility: 'GAS',
    pointId: '00881234567890',
    status: 'ACTIVE',
    address: 'Via Mazzini 12',
    postalCode: '37121',
    locality: 'Verona',
    province: 'VR',
    product: 'Gas Casa Fisso',
    greenEnergy: false,
    renewablePercent: 0,
    contractId: '40000102',
    activationDate: '2023-07-01',
    terminationDate: '9999-12-31',
    committedPowerKw: null,
    availablePowerKw: null,
    meterClass: 'G4',
    meterSerial: 'G0020000102',
    meterDigits: 5,
    intervalMeter: false,
    use: 'DOMESTIC',
    useText: 'Domestico',
    annualConsumption: 1020,
    unit: 'SMC',
    unitText: 'Smc',
  },
  contracts: {
    nodes: [
      {
        id: '40000102',
        contractNumber: 'CTR-30000102',
        status: 'ACTIVE',
        product: 'Gas Casa Fisso',
        signedOn: '2023-06-01',
        validFrom: '2023-07-01',
        validTo: '9999-12-31',
        billingFrequency: 'BIMONTHLY',
        billingFrequencyText: 'Bimestrale',
        paymentType: 'DIRECT_DEBIT',
        paymentTypeText: 'Addebito diretto',
        readingType: 'SELF',
        readingTypeText: 'Autolettura',
        canInsertReading: true,
        readingWindowFrom: '2026-11-15',
        readingWindowTo: '2026-11-25',
      },
    ],
  },
  consumptions: { unit: 'Smc', totalQuantity: 1050, totalCost: 906, points },
  invoices: {
    nodes: [
      {
        id: '10000001',
        supplyId: '20000102',
        documentNumber: 'FE2026/000123',
        issueDate: '2026-11-05',
        amount: 142.3,
        paymentState: 'TO_PAY',
        paymentStateText: 'Da pagare',
      },
      // The power supply's bill at the same address: not this supply's.
      {
        id: '10000002',
        supplyId: '20000101',
        documentNumber: 'FE2026/000124',
        issueDate: '2026-11-05',
        amount: 88.1,
        paymentState: 'TO_PAY',
        paymentStateText: 'Da pagare',
      },
    ],
  },
};

describe('the household’s supplies (§2 /retail/myUtilities)', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await setLanguage('it');
  });

  it('lists both commodities with the §4 state in words, address, POD/PDR, offer and green energy, each linking to its page', async () => {
    const calls = api({ utilities: ROWS });
    await renderPageAt('/retail/myUtilities', <UtilitiesPage />, { session: mario });
    expect(await screen.findByRole('heading', { level: 1, name: 'Le mie forniture' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Elenco delle forniture' });
    expect(calls.find((c) => c.operation === 'RetailUtilities')?.variables).toEqual({
      registryId: '100001',
    });
    const [, power, gas] = within(table).getAllByRole('row');
    expect(within(power!).getByText('Attivo', { selector: 'span' })).toBeTruthy();
    expect(within(power!).getByText('Via Mazzini 12, 37121 Verona (VR)')).toBeTruthy();
    expect(within(power!).getByText('IT001E20000101', { selector: 'td' })).toBeTruthy();
    expect(within(power!).getByText('Luce Casa Verde')).toBeTruthy();
    expect(within(power!).getByText('Sì, 100 % rinnovabile')).toBeTruthy();
    expect(within(gas!).getByText('Cessato', { selector: 'span' })).toBeTruthy();
    expect(within(gas!).getByText('No')).toBeTruthy();
    expect(
      within(gas!).getByRole('link', { name: 'Gas 00881234567890' }).getAttribute('href'),
    ).toBe('/retail/myUtilities/20000102');
    expect(screen.getByText('2 forniture')).toBeTruthy();
  });

  it('§2 /de/retail/myUtilities in German, links in German', async () => {
    api({ utilities: ROWS });
    await renderPageAt('/de/retail/myUtilities', <UtilitiesPage />, {
      session: testSession({ ...mario, language: 'de' }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Meine Lieferungen' }),
    ).toBeTruthy();
    expect(
      (await screen.findByRole('link', { name: 'Strom IT001E20000101' })).getAttribute('href'),
    ).toBe('/de/retail/myUtilities/20000101');
    expect(screen.getByText('Beendet', { selector: 'span' })).toBeTruthy();
  });
});

describe('one supply (§2 /retail/myUtilities/{id})', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await setLanguage('it');
  });

  it('shows the supply, its contract, meter, twelve months of consumption, latest bills, open requests and the ways to manage it and self-read', async () => {
    const calls = api({ utility: DETAIL });
    await renderPageAt('/retail/myUtilities/20000102', <UtilityPage />, { session: mario });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fornitura Gas 00881234567890' }),
    ).toBeTruthy();
    const variables = calls.find((c) => c.operation === 'RetailUtility')?.variables;
    expect(variables?.id).toBe('20000102');
    expect(String(variables?.from)).toMatch(/^\d{4}-\d{2}$/);

    const supply = screen.getByRole('region', { name: 'La fornitura' });
    expect(within(supply).getByText('Attivo', { selector: 'span' })).toBeTruthy();
    expect(within(supply).getByText('1.020 Smc')).toBeTruthy();
    expect(within(supply).queryByText('Cessata il')).toBeNull();
    const contract = screen.getByRole('region', { name: 'Il contratto' });
    expect(within(contract).getByText('CTR-30000102')).toBeTruthy();
    expect(within(contract).getByText('dal 01/07/2023')).toBeTruthy();
    expect(within(contract).getByText('dal 15/11/2026 al 25/11/2026')).toBeTruthy();
    const meter = screen.getByRole('region', { name: 'Il contatore' });
    expect(within(meter).getByText('G0020000102')).toBeTruthy();
    expect(within(meter).getByText('5 cifre intere')).toBeTruthy();

    const consumption = screen.getByRole('region', { name: 'Consumi degli ultimi 12 mesi' });
    expect(within(consumption).getAllByRole('row')).toHaveLength(13);
    expect(within(consumption).getByText('Totale 12 mesi: 1.050 Smc · 906,00 €')).toBeTruthy();
    expect(within(consumption).getByText('stimato')).toBeTruthy();

    const bills = screen.getByRole('region', { name: 'Ultime bollette' });
    expect(within(bills).getByRole('link', { name: 'FE2026/000123' }).getAttribute('href')).toBe(
      '/retail/myBills/FE2026%2F000123?issueDate=2026-11-05',
    );
    expect(within(bills).getByText('142,30 €')).toBeTruthy();
    expect(within(bills).queryByText('FE2026/000124')).toBeNull();

    const requests = await screen.findByText('Invio della bolletta');
    expect(requests).toBeTruthy();
    expect(screen.queryByText('Modalità di pagamento')).toBeNull();

    expect(screen.getByRole('link', { name: 'Gestisci la fornitura' }).getAttribute('href')).toBe(
      '/retail/myUtilities/manageUts/20000102',
    );
    expect(screen.getByRole('link', { name: 'Comunica l’autolettura' }).getAttribute('href')).toBe(
      '/retail/selfRead?supply=40000102',
    );
  });

  it('another customer’s or an unknown supply: the 404 page’s words, a way back to the supplies', async () => {
    api({ utility: 'NOT_FOUND' });
    await renderPageAt('/retail/myUtilities/999', <UtilityPage />, { session: mario });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pagina non trovata' }),
    ).toBeTruthy();
    expect(screen.getByText('Questa fornitura non esiste o non è intestata a te.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Le mie forniture' }).getAttribute('href')).toBe(
      '/retail/myUtilities',
    );
  });
});
