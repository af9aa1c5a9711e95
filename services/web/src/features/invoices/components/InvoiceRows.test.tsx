import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n.ts';
import { renderWithApp } from '@/test/render.tsx';
import type { InvoiceRow } from '../api/types.ts';
import { InvoiceRows } from './InvoiceRows.tsx';

const ROWS: InvoiceRow[] = [
  {
    description: 'Energia F1',
    kind: 'OTHER',
    band: null,
    textLanguage: 'it',
    quantity: 147,
    unit: 'KWH',
    unitText: 'kWh',
    unitPrice: 0.16532,
    amount: 24.3,
    vatRate: 22,
  },
  {
    description: 'Quota fissa',
    kind: 'OTHER',
    band: null,
    textLanguage: 'it',
    quantity: 1,
    unit: 'MONTH',
    unitText: 'mese',
    unitPrice: 9.5,
    amount: 9.5,
    vatRate: 10,
  },
  {
    description: 'Gas naturale',
    kind: 'OTHER',
    band: null,
    textLanguage: 'it',
    quantity: 1234.5,
    unit: 'SMC',
    unitText: 'Smc',
    unitPrice: 0.000123,
    amount: 0.15,
    vatRate: null,
  },
  {
    description: 'Canone',
    kind: 'OTHER',
    band: null,
    textLanguage: 'it',
    quantity: 3,
    unit: 'OTHER',
    unitText: 'pz.',
    unitPrice: null,
    amount: 12,
    vatRate: 22,
  },
  {
    description: 'Bollo',
    kind: 'OTHER',
    band: null,
    textLanguage: 'it',
    quantity: null,
    unit: null,
    unitText: null,
    unitPrice: null,
    amount: 2,
    vatRate: null,
  },
];

async function cellsOf(language: 'it' | 'de') {
  await renderWithApp(
    <>
      <h2 id="rows">Rows</h2>
      <InvoiceRows rows={ROWS} invoice={{ amount: 48.45, amountToPay: 48.45 }} labelledBy="rows" />
    </>,
    language,
  );
  const body = screen.getByRole('region', { name: 'Rows' }).querySelector('tbody') as HTMLElement;
  return within(body)
    .getAllByRole('row')
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
}

describe('§5: the rows of a bill', () => {
  afterEach(async () => {
    await setLanguage('it');
  });

  it('show 147 kWh × 0,16532 €, "1 mese", a unit price below a cent, upstream’s own unit, and nothing for what is missing', async () => {
    expect(await cellsOf('it')).toEqual([
      ['Energia F1', '147 kWh', '0,16532 €', '22 %', '24,30 €'],
      ['Quota fissa', '1 mese', '9,50 €', '10 %', '9,50 €'],
      ['Gas naturale', '1.234,5 Smc', '0,000123 €', '', '0,15 €'],
      ['Canone', '3 pz.', '', '22 %', '12,00 €'],
      ['Bollo', '', '', '', '2,00 €'],
    ]);
  });

  it('add up to the bill: the rows’ taxable sum, the VAT the bill adds, and the total', async () => {
    await cellsOf('it');
    const foot = screen.getByRole('region', { name: 'Rows' }).querySelector('tfoot') as HTMLElement;
    const lines = within(foot)
      .getAllByRole('row')
      .map((row) => [
        within(row).getByRole('rowheader').textContent,
        within(row).getByRole('cell').textContent,
      ]);
    expect(lines).toEqual([
      ['Totale imponibile', '47,95 €'],
      ['IVA', '0,50 €'],
      ['Totale bolletta', '48,45 €'],
      ['Totale da pagare', '48,45 €'],
    ]);
  });

  it('names the VAT line in German', async () => {
    await cellsOf('de');
    expect(await screen.findByRole('rowheader', { name: 'MwSt.' })).toBeTruthy();
  });

  it('words the units in German', async () => {
    const rows = await cellsOf('de');
    expect(rows[1]?.[1]).toBe('1 Monat');
    expect(rows[0]?.[1]).toBe('147 kWh');
  });
});
