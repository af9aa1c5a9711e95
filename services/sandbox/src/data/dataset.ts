// Builds the whole seeded data set and its indexes. Invoices are kept per registry, already sorted
// by dataEmissione descending, so the first page of a 100,000-invoice customer is a slice.
import type { SandboxScale } from '../context.ts';
import { monthIndex, romeToday } from './dates.ts';
import { businessOperationsOf } from './business-operations.ts';
import { bonusOf, notificationsOf, operationsOf, pastRequestsOf, readingsOf } from './extras.ts';
import { InvoiceNumbers, invoicesOfSupply, setPaymentState } from './invoices.ts';
import type {
  Anagrafica,
  BonusFedelta,
  Contratto,
  Fattura,
  Fornitura,
  Lettura,
  Notifica,
  Operazione,
  RichiestaGestione,
} from './model.ts';
import { registryProfiles, type RegistryProfile } from './profiles.ts';
import { mixSeed, Rng } from './prng.ts';
import { buildRegistry } from './supplies.ts';
import { DEMO_SUPPLIER, type Supplier } from '../supplier.ts';

export interface Dataset {
  seed: number;
  scale: SandboxScale;
  /** Whose data it is: the supplier named in its conventions and documents. */
  supplier: Supplier;
  /** The day the data set was built for (UTC midnight). */
  today: Date;
  profiles: Map<number, RegistryProfile>;
  anagrafiche: Map<number, Anagrafica>;
  /** Per registry, newest first (dataEmissione desc, idfattura desc). */
  fatture: Map<number, Fattura[]>;
  fattureById: Map<number, Fattura>;
  contratti: Map<number, Contratto[]>;
  contrattiByRiga: Map<number, Contratto>;
  forniture: Map<number, Fornitura[]>;
  fornitureById: Map<number, Fornitura>;
  letture: Map<number, Lettura[]>;
  operazioni: Map<number, Operazione[]>;
  notifiche: Map<number, Notifica[]>;
  bonus: Map<number, BonusFedelta>;
  richieste: Map<number, RichiestaGestione[]>;
}

export function compareInvoicesNewestFirst(a: Fattura, b: Fattura): number {
  if (a.dataEmissione !== b.dataEmissione) return a.dataEmissione < b.dataEmissione ? 1 : -1;
  return b.idfattura - a.idfattura;
}

export function buildDataset(
  seed: number,
  scale: SandboxScale,
  now: number = Date.now(),
  supplier: Supplier = DEMO_SUPPLIER,
): Dataset {
  const today = romeToday(now);
  const ds: Dataset = {
    seed,
    scale,
    supplier,
    today,
    profiles: new Map(),
    anagrafiche: new Map(),
    fatture: new Map(),
    fattureById: new Map(),
    contratti: new Map(),
    contrattiByRiga: new Map(),
    forniture: new Map(),
    fornitureById: new Map(),
    letture: new Map(),
    operazioni: new Map(),
    notifiche: new Map(),
    bonus: new Map(),
    richieste: new Map(),
  };
  const numbers = new InvoiceNumbers();
  for (const p of registryProfiles(scale)) {
    const rng = new Rng(mixSeed(seed, p.idAnagrafica, monthIndex(today)));
    const { anagrafica, forniture, contratti } = buildRegistry(p, rng, today);
    const rowsBySupply = new Map<number, Contratto[]>();
    for (const c of contratti) {
      const list = rowsBySupply.get(c.idfornitura) ?? [];
      list.push(c);
      rowsBySupply.set(c.idfornitura, list);
      ds.contrattiByRiga.set(c.idrigaContratto, c);
    }
    let invoiceNo = 0;
    const invoiceCtx = {
      seed,
      profile: p,
      rng,
      today,
      numbers,
      nextId: () => 100_000_000 + p.ordinal * 1_000_000 + ++invoiceNo,
    };
    const fatture: Fattura[] = [];
    const letture: Lettura[] = [];
    for (const f of forniture) {
      const rows = rowsBySupply.get(f.idfornitura) ?? [];
      for (const inv of invoicesOfSupply(invoiceCtx, f, rows)) fatture.push(inv);
      const current = rows[rows.length - 1];
      if (current) letture.push(...readingsOf(seed, p, f, current, rng, today));
      ds.fornitureById.set(f.idfornitura, f);
    }
    letture.forEach((l, i) => (l.idLettura = 80_000_000 + p.ordinal * 100_000 + i + 1));
    fatture.sort(compareInvoicesNewestFirst);
    if (p.idAnagrafica === 100001) markOneOverdue(fatture);
    if (!p.retail) ensurePaymentMix(fatture);
    for (const inv of fatture) ds.fattureById.set(inv.idfattura, inv);
    ds.profiles.set(p.idAnagrafica, p);
    ds.anagrafiche.set(p.idAnagrafica, anagrafica);
    ds.forniture.set(p.idAnagrafica, forniture);
    ds.contratti.set(p.idAnagrafica, contratti);
    ds.fatture.set(p.idAnagrafica, fatture);
    ds.letture.set(
      p.idAnagrafica,
      letture.sort((a, b) => b.dataLettura.localeCompare(a.dataLettura)),
    );
    // A business registry's operations (a consortium member's too, whatever its kind) come from
    // their own generator, seeded apart so the rest of its data stays as it was.
    const business = !p.retail || p.convention?.type === 'consortium';
    const operazioni = !business
      ? operationsOf(p, forniture, rng, today, 4)
      : businessOperationsOf(
          p,
          forniture,
          new Rng(mixSeed(seed, p.idAnagrafica, 'operazioni')),
          today,
        );
    ds.operazioni.set(
      p.idAnagrafica,
      operazioni.sort((a, b) => b.dataApertura.localeCompare(a.dataApertura)),
    );
    ds.notifiche.set(p.idAnagrafica, notificationsOf(p, fatture, contratti, today));
    ds.bonus.set(p.idAnagrafica, bonusOf(p, fatture, rng, today));
    ds.richieste.set(p.idAnagrafica, pastRequestsOf(p, forniture, today));
  }
  return ds;
}

/** The retail demo customer always has one overdue bill besides the ones still to pay. */
function markOneOverdue(fatture: Fattura[]): void {
  const target = fatture.filter((f) => f.codUtility === 1 && f.statoPagamento === 'Pagata')[0];
  if (!target) return;
  setPaymentState(target, 'Scaduta');
  target.pagamentoOnlineAbilitato = true;
}

/**
 * A business registry's invoices page shows every payment state for each commodity: when
 * chance left one out, the newest paid bills of that commodity take the missing ones.
 */
function ensurePaymentMix(fatture: Fattura[]): void {
  for (const codUtility of [0, 1]) {
    const own = fatture.filter((f) => f.codUtility === codUtility);
    const paid = own.filter((f) => f.statoPagamento === 'Pagata');
    for (const stato of ['Scaduta', 'Parzialmente pagata'] as const) {
      if (own.some((f) => f.statoPagamento === stato)) continue;
      const target = paid.shift();
      if (target) setPaymentState(target, stato);
    }
  }
}
