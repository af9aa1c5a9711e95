// A bill's rows against the price list and the bill: the power quota a bill charges is the one a
// power variation quotes (POWER_TARIFF of packages/shared), and the rows are the bill's taxable
// part, its total their sum with the VAT of their rate.
import { POWER_TARIFF } from '@portal/shared/supply-changes';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS } from '../config.ts';
import { buildDataset } from './dataset.ts';
import { invoiceRows } from './invoice-rows.ts';
import { TIPI_USO } from './supplies.ts';

const ds = buildDataset(DEFAULT_OPTIONS.seed, 'small', Date.parse('2026-11-22T11:00:00Z'));
const POWER_QUOTA = 'Spesa per il trasporto e la gestione del contatore - quota potenza';

/** Every registry's bills, the newest three of each supply. */
function billsOfEverySupply() {
  return [...ds.fatture.values()].flatMap((bills) => {
    const seen = new Map<number, number>();
    return bills.filter((b) => {
      const n = (seen.get(b.idfornitura) ?? 0) + 1;
      seen.set(b.idfornitura, n);
      return n <= 3;
    });
  });
}

describe('the rows of a bill', () => {
  const bills = billsOfEverySupply();

  it('charge the committed power at the price list’s quota for the supply’s use, per month', () => {
    const power = bills.filter((b) => b.codUtility === 0);
    expect(power.length).toBeGreaterThan(20);
    for (const bill of power) {
      const supply = ds.fornitureById.get(bill.idfornitura);
      if (!supply?.potenzaImpegnata) continue;
      const months =
        (Number(bill.compAl.slice(0, 4)) - Number(bill.compDal.slice(0, 4))) * 12 +
        Number(bill.compAl.slice(5, 7)) -
        Number(bill.compDal.slice(5, 7)) +
        1;
      const quota = invoiceRows(ds.seed, bill, supply).find((r) => r.descrizione === POWER_QUOTA);
      const tariff =
        supply.tipoUso === TIPI_USO.person ? POWER_TARIFF.DOMESTIC : POWER_TARIFF.OTHER;
      expect(quota?.quantita, bill.numeroFattura).toBe(supply.potenzaImpegnata);
      expect(quota?.prezzoUnitario, bill.numeroFattura).toBeCloseTo(
        tariff.eurPerKwMonth * months,
        6,
      );
      expect(quota?.importo).toBeCloseTo(
        supply.potenzaImpegnata * tariff.eurPerKwMonth * months,
        2,
      );
    }
  });

  it('add up to the taxable part; the total adds the VAT of their rate, to the cent', () => {
    for (const bill of bills) {
      const supply = ds.fornitureById.get(bill.idfornitura);
      if (!supply) continue;
      const rows = invoiceRows(ds.seed, bill, supply);
      const taxable = rows.reduce((sum, r) => sum + r.importo, 0);
      const rate = (rows[0]?.aliquotaIva ?? 0) / 100;
      expect(rows.every((r) => r.aliquotaIva === rows[0]?.aliquotaIva)).toBe(true);
      // The bill's amount is priced month by month, the rows over the period: cents may differ.
      expect(Math.abs(bill.importo - taxable * (1 + rate)), bill.numeroFattura).toBeLessThan(
        0.01 * (rows.length + 2),
      );
    }
  });
});
