// The rows of an invoice (/api/invoices/get-invoice-rows and the PDF), derived from the same
// monthly consumption model as the invoice's amount.
import { monthlyConsumption } from './consumption.ts';
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

const r2 = (n: number): number => Math.round(n * 100) / 100;
const r5 = (n: number): number => Math.round(n * 100_000) / 100_000;

/** The row texts in the customer's language (registry culture de-DE → German, else Italian). */
const GERMAN: Readonly<Record<string, string>> = {
  'Spesa per la materia gas naturale': 'Kosten für den Erdgasanteil',
  'Spesa per il trasporto e la gestione del contatore': 'Kosten für Transport und Zählerverwaltung',
  'Spesa per oneri di sistema': 'Systemkosten',
  'Imposta erariale di consumo (accisa)': 'Verbrauchssteuer (Akzise)',
  'Accisa e addizionale regionale': 'Akzise und regionaler Zuschlag',
  mese: 'Monat',
};

export function invoiceRows(
  seed: number,
  inv: Fattura,
  f: Fornitura,
  culture = 'it-IT',
): InvoiceRow[] {
  const de = culture === 'de-DE';
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
      quantita,
      unita: text(unita),
      prezzoUnitario: r5(prezzo),
      importo: r2(importo),
      aliquotaIva: iva,
    });
  };
  if (f.codUtility === 0) {
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
        'kWh',
        price,
        kwh * price,
      );
    }
  } else {
    const smc = sum((c) => c.consumo);
    row(
      'Spesa per la materia gas naturale',
      smc,
      'Smc',
      p,
      sum((c) => c.importoMateria),
    );
  }
  const trasporto = sum((c) => c.importoTrasporto);
  row(
    'Spesa per il trasporto e la gestione del contatore',
    months.length,
    'mese',
    trasporto / months.length,
    trasporto,
  );
  const oneri = sum((c) => c.importoOneri);
  row('Spesa per oneri di sistema', months.length, 'mese', oneri / months.length, oneri);
  const quantity = sum((c) => c.consumo);
  const imposte = sum((c) => c.importoImposte);
  row(
    f.codUtility === 0 ? 'Imposta erariale di consumo (accisa)' : 'Accisa e addizionale regionale',
    quantity,
    f.unitaMisura,
    quantity ? imposte / quantity : 0,
    imposte,
  );
  return rows;
}
