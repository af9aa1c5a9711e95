// Invoices (§3 Fattura) of one supply, one per billing period, with amounts taken from the same
// consumption model the consumption pages show, so totals agree everywhere.
import { monthlyConsumption } from './consumption.ts';
import { addDays, monthEnd, monthIndex, monthStart, toYmd } from './dates.ts';
import type { Contratto, Fattura, Fornitura } from './model.ts';
import type { RegistryProfile } from './profiles.ts';
import type { Rng } from './prng.ts';

export const PAYMENT_STATES = {
  Pagata: 1,
  'Da pagare': 2,
  Scaduta: 3,
  'Parzialmente pagata': 4,
} as const;

export type StatoPagamento = keyof typeof PAYMENT_STATES;

/** tipoDoc of the bills this module writes (an enumeration: docs/upstream-contract.md). */
export const TIPI_DOC = { invoice: 'Fattura' } as const;

/** Per-year invoice counters shared by the whole data set (numbers like FT2025/000123). */
export class InvoiceNumbers {
  private readonly counters = new Map<number, number>();
  next(year: number): string {
    const n = (this.counters.get(year) ?? 0) + 1;
    this.counters.set(year, n);
    return `FT${year}/${String(n).padStart(6, '0')}`;
  }
}

export interface InvoiceContext {
  seed: number;
  profile: RegistryProfile;
  rng: Rng;
  today: Date;
  numbers: InvoiceNumbers;
  /** Next idfattura of this registry. */
  nextId: () => number;
}

const round2 = (n: number): number => Math.round(n * 100) / 100;

/** How long a business bill's detailed copy stays available. */
const DETAIL_COPY_DAYS = 730;

/**
 * Puts a past bill in another payment state, with the fields that go with it (a partly paid bill
 * still owes 40 % in three instalments).
 */
export function setPaymentState(inv: Fattura, stato: Exclude<StatoPagamento, 'Da pagare'>): void {
  inv.statoPagamento = stato;
  inv.codiceStatoPagamento = PAYMENT_STATES[stato];
  inv.pagato = stato === 'Pagata';
  inv.saldo =
    stato === 'Pagata'
      ? 0
      : stato === 'Parzialmente pagata'
        ? round2(inv.importo * 0.4)
        : inv.importo;
  inv.totaleApagare = inv.saldo;
  inv.rate = stato === 'Parzialmente pagata' ? 3 : 0;
  if (stato === 'Pagata') inv.pagamentoOnlineAbilitato = false;
  else {
    inv.dataPagamento = null;
    inv.hasMovimentiVisibili = true;
    inv.bitMask |= 4;
  }
}

function rowFor(rows: readonly Contratto[], month: number): Contratto | undefined {
  const date = toYmd(monthStart(month));
  return (
    rows.find((r) => r.dataAttivazione <= date && date <= r.dataCessazione) ?? rows[rows.length - 1]
  );
}

export function billingMonthsOf(rows: readonly Contratto[]): 1 | 2 {
  return rows[0]?.idfrequenzaFatturazione === 2 ? 2 : 1;
}

/** Invoices of one supply, oldest first. `rows` are the supply's contract rows. */
export function invoicesOfSupply(
  ctx: InvoiceContext,
  f: Fornitura,
  rows: readonly Contratto[],
): Fattura[] {
  if (f.statoFornitura === 'In fase di attivazione' || rows.length === 0) return [];
  const out: Fattura[] = [];
  const current = monthIndex(ctx.today);
  const step = billingMonthsOf(rows);
  const last = Math.min(f.lastMonth, current - 1);
  const { profile, rng, today } = ctx;
  const todayText = toYmd(today);
  let period = 0;
  for (let m = f.firstMonth; m + step - 1 <= last; m += step, period++) {
    const row = rowFor(rows, m);
    if (!row) continue;
    let importo = 0;
    let quantity = 0;
    for (let k = 0; k < step; k++) {
      const c = monthlyConsumption(ctx.seed, f, m + k);
      importo += c.importoTotale;
      quantity += c.consumo;
    }
    importo = round2(importo);
    const periodEnd = monthEnd(m + step - 1);
    const emitted = addDays(periodEnd, rng.int(6, 15));
    const dataEmissione = emitted > today ? todayText : toYmd(emitted);
    const dataScadenza = toYmd(addDays(emitted > today ? today : emitted, 20));
    const year = Number(dataEmissione.slice(0, 4));
    const numero = ctx.numbers.next(year);
    const conguaglio = f.codUtility === 1 && period % 12 === 11;
    const card = row.idcreditcard !== null;
    const sepa = row.idbanca !== null;
    let stato: StatoPagamento;
    if (dataScadenza >= todayText) stato = 'Da pagare';
    else {
      const r = rng.next();
      // A direct debit is collected on the due day; a business's can bounce, half as often as
      // other payments are late.
      const late = sepa ? (profile.retail ? 0 : 0.5) : 1;
      stato = r < 0.04 * late ? 'Scaduta' : r < 0.07 * late ? 'Parzialmente pagata' : 'Pagata';
    }
    const saldo =
      stato === 'Pagata' ? 0 : stato === 'Parzialmente pagata' ? round2(importo * 0.4) : importo;
    // Business bills have a detailed copy (§7 fattura/apccb/pdf) for the last two years; older
    // ones only the bill itself.
    const detail = profile.retail
      ? rng.chance(0.5)
      : toYmd(addDays(emitted, DETAIL_COPY_DAYS)) >= todayText;
    const visibleMoves = !profile.retail || stato !== 'Pagata';
    out.push({
      bitMask: 1 | (detail ? 2 : 0) | (visibleMoves ? 4 : 0),
      cardStatusMask: card ? 1 : 0,
      cardToken: card ? row.token : null,
      codiceRigaContratto: row.codiceRigaContratto,
      codiceStatoPagamento: PAYMENT_STATES[stato],
      codUtility: f.codUtility,
      compAl: toYmd(periodEnd),
      compDal: toYmd(monthStart(m)),
      creditCard: card ? row.pAN : null,
      dataEmissione,
      dataPagamento: stato === 'Pagata' ? toYmd(addDays(emitted, rng.int(3, 19))) : null,
      dataScadenza,
      fileId: `PDF-${year}-${numero.slice(7)}`,
      fileIdDetail: detail ? `PDFD-${year}-${numero.slice(7)}` : null,
      hasMovimentiVisibili: visibleMoves,
      hasPdfdettaglio: detail,
      hasPdftestata: true,
      idanagrafica: f.idanagrafica,
      idfattura: ctx.nextId(),
      importo,
      isMultiSede: false,
      modalitaPagamento: row.tipoPagamento,
      numeroDoc: numero,
      numeroFattura: numero,
      pagamentoOnlineAbilitato: profile.retail && stato !== 'Pagata',
      pagato: stato === 'Pagata',
      podPdr: f.podPdr,
      rate: stato === 'Parzialmente pagata' ? 3 : 0,
      saldo,
      statoPagamento: stato,
      tipoDoc: TIPI_DOC.invoice,
      totaleApagare: saldo,
      idsede: f.idsede,
      idfornitura: f.idfornitura,
      idCausaleMovimento: conguaglio ? 2 : 1,
      causaleMovimento: conguaglio ? 'Fattura di conguaglio' : 'Fattura periodica',
      consumoFatturato: quantity,
      unitaMisura: f.unitaMisura,
    });
  }
  return out;
}
