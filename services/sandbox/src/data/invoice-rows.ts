// The rows of an invoice (/api/invoices/get-invoice-rows and the PDF), derived from the same
// monthly consumption model as the invoice's amount: the rows' amounts add up to its taxable part.
import { monthlyConsumption, powerQuota, powerQuotaPerKw } from './consumption.ts';
import { monthIndex, parseYmd } from './dates.ts';
import type { Fattura, Fornitura } from './model.ts';

export interface InvoiceRow {
  descrizione: string;
  quantita: number;
  unita: string;
  prezzoUnitario: number;
  importo: number;
  aliquotaIva: number;
}

/**
 * unita of a row (an enumeration: docs/upstream-contract.md), written like a paper bill: in the
 * customer's language and in the quantity's number (1 mese, 2 mesi).
 */
export const UNITA_RIGA = {
  it: { kWh: 'kWh', Smc: 'Smc', kW: 'kW', month: 'mese', months: 'mesi' },
  de: { kWh: 'kWh', Smc: 'Smc', kW: 'kW', month: 'Monat', months: 'Monate' },
} as const;

/** The per-kWh and per-Smc part of transport (the consumption model's rates). */
const TRANSPORT_RATE = { power: 0.045, gas: 0.12 } as const;

const r2 = (n: number): number => Math.round(n * 100) / 100;
/** Unit prices keep six decimals, as energy prices are quoted (0.165321 €/kWh). */
const r6 = (n: number): number => Math.round(n * 1_000_000) / 1_000_000;
const r3 = (n: number): number => Math.round(n * 1000) / 1000;

/** The row texts in the customer's language (registry culture de-DE → German, else Italian). */
export const GERMAN: Readonly<Record<string, string>> = {
  'Spesa per la materia gas naturale': 'Kosten für den Erdgasanteil',
  'Spesa per il trasporto e la gestione del contatore - quota energia':
    'Kosten für Transport und Zählerverwaltung - Energieanteil',
  'Spesa per il trasporto e la gestione del contatore - quota potenza':
    'Kosten für Transport und Zählerverwaltung - Leistungsanteil',
  'Spesa per il trasporto e la gestione del contatore - quota fissa':
    'Kosten für Transport und Zählerverwaltung - Fixanteil',
  'Spesa per oneri di sistema': 'Systemkosten',
  'Imposta erariale di consumo (accisa)': 'Verbrauchssteuer (Akzise)',
  'Accisa e addizionale regionale': 'Akzise und regionaler Zuschlag',
};

export function invoiceRows(
  seed: number,
  inv: Fattura,
  f: Fornitura,
  culture = 'it-IT',
): InvoiceRow[] {
  const de = culture === 'de-DE';
  const units = de ? UNITA_RIGA.de : UNITA_RIGA.it;
  const text = (italian: string): string => (de ? (GERMAN[italian] ?? italian) : italian);
  const from = parseYmd(inv.compDal);
  const to = parseYmd(inv.compAl);
  if (!from || !to) return [];
  const months: number[] = [];
  for (let m = monthIndex(from); m <= monthIndex(to); m++) months.push(m);
  const usage = months.map((m) => monthlyConsumption(seed, f, m));
  const sum = (pick: (c: (typeof usage)[number]) => number): number =>
    usage.reduce((s, c) => s + pick(c), 0);
  const iva = Math.round(f.aliquotaIva * 100);
  const p = f.prezzoUnitario;
  const power = f.codUtility === 0;
  const energyUnit = power ? units.kWh : units.Smc;
  const monthUnit = months.length === 1 ? units.month : units.months;
  const rows: InvoiceRow[] = [];
  const row = (
    descrizione: string,
    quantita: number,
    unita: string,
    prezzo: number,
    importo: number,
  ): void => {
    rows.push({
      descrizione: text(descrizione),
      quantita: r3(quantita),
      unita,
      prezzoUnitario: r6(prezzo),
      importo: r2(importo),
      aliquotaIva: iva,
    });
  };
  const quantity = sum((c) => c.consumo);
  if (power) {
    const bands: Array<[string, number, number]> = [
      ['F1', sum((c) => c.f1 ?? 0), p * 1.1],
      ['F2', sum((c) => c.f2 ?? 0), p],
      ['F3', sum((c) => c.f3 ?? 0), p * 0.85],
    ];
    for (const [band, kwh, price] of bands) {
      row(
        de
          ? `Kosten für den Energieanteil - Zeitband ${band}`
          : `Spesa per la materia energia - fascia ${band}`,
        kwh,
        energyUnit,
        price,
        kwh * price,
      );
    }
  } else {
    row(
      'Spesa per la materia gas naturale',
      quantity,
      energyUnit,
      p,
      sum((c) => c.importoMateria),
    );
  }
  // Transport: a part per kWh or Smc, and a fixed part (per kW of committed power for electricity,
  // per month for gas); they add up to the model's transport. Electricity's power quota is the
  // price list's (the one a power variation quotes), so the energy part takes the cents of rounding;
  // gas's fixed part takes them.
  const trasporto = r2(sum((c) => c.importoTrasporto));
  const kw = f.potenzaImpegnata;
  const powerQuotaRow = power && kw ? r2(powerQuota(f) * months.length) : null;
  const rate = power ? TRANSPORT_RATE.power : TRANSPORT_RATE.gas;
  const variable = powerQuotaRow === null ? r2(quantity * rate) : r2(trasporto - powerQuotaRow);
  row(
    'Spesa per il trasporto e la gestione del contatore - quota energia',
    quantity,
    energyUnit,
    powerQuotaRow === null || !quantity ? rate : variable / quantity,
    variable,
  );
  const fixed = trasporto - variable;
  if (powerQuotaRow !== null && kw) {
    row(
      'Spesa per il trasporto e la gestione del contatore - quota potenza',
      kw,
      units.kW,
      // per kW for the bill's months: the quota a month times the months
      powerQuotaPerKw(f) * months.length,
      powerQuotaRow,
    );
  } else {
    row(
      'Spesa per il trasporto e la gestione del contatore - quota fissa',
      months.length,
      monthUnit,
      fixed / months.length,
      fixed,
    );
  }
  const oneri = sum((c) => c.importoOneri);
  row('Spesa per oneri di sistema', months.length, monthUnit, oneri / months.length, oneri);
  const imposte = sum((c) => c.importoImposte);
  row(
    power ? 'Imposta erariale di consumo (accisa)' : 'Accisa e addizionale regionale',
    quantity,
    energyUnit,
    quantity ? imposte / quantity : 0,
    imposte,
  );
  return rows;
}
