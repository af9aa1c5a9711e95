// A public body's procurement convention: per commodity the framework agreement it
// adhered to (lot, the framework's CIG, validity, the quantity allotted to the body), the supply
// orders it placed under it — each with its points, procurement references and a lifecycle the
// sandbox advances with the clock (Trasmessa → In lavorazione → Accettata, or Respinta with a
// reason) — the registry as the supplier holds it for electronic invoicing, and the documents.
// Built from the data set of a registry whose business convention has type "convention"; placed
// orders live beside it until the next reset (a new data set starts a new convention book).
import { addDays, romeInstant, romeToday, toYmd } from './dates.ts';
import type { Dataset } from './dataset.ts';
import type { Anagrafica, Fornitura } from './model.ts';
import { mixSeed, Rng } from './prng.ts';
import { pdrCode, podCode, UNITA_MISURA } from './supplies.ts';

export const ORDER_STATES = {
  transmitted: 'Trasmessa',
  processing: 'In lavorazione',
  accepted: 'Accettata',
  rejected: 'Respinta',
} as const;

export const CONNECTION_STATES = {
  ordered: 'Ordinato',
  switching: 'Switching in corso',
  newConnection: 'Nuovo allaccio in corso',
  active: 'Attivo',
  rejected: 'Respinto',
} as const;

/** When a placed order moves on: one step to In lavorazione, three to its outcome (SANDBOX_ORDER_STEP_SECONDS). */
export function placedOrderSteps(stepSeconds: number) {
  return { processingAfterMs: stepSeconds * 1000, outcomeAfterMs: 3 * stepSeconds * 1000 };
}

export interface Convenzione {
  idConvenzione: number;
  idanagrafica: number;
  codUtility: 0 | 1;
  codice: string;
  nome: string;
  lotto: string;
  cigQuadro: string;
  fornitore: string;
  dataInizio: string;
  dataFine: string;
  /** The quantity the body may order under the lot, kWh or Smc a year. */
  quantitaMassima: number;
  unitaMisura: string;
  /** Whom the body writes or calls about the convention. */
  contatti: ContattoConvenzione[];
}

export interface ContattoConvenzione {
  /** sportelloConvenzioni, referenteCommerciale or pec. */
  ruolo: string;
  nome: string;
  email: string | null;
  telefono: string | null;
  orari: string | null;
}

export interface PuntoOrdine {
  idPunto: number;
  /** The existing supply the point switches, or null for a new connection. */
  idfornitura: number | null;
  /** The POD/PDR; a new point gets one from the distributor when the order is accepted. */
  podPdr: string | null;
  nuovoAllaccio: boolean;
  descrizioneSede: string;
  indirizzo: string;
  cap: string;
  localita: string;
  provincia: string;
  consumoAnnuoStimato: number;
}

export interface OrdineConvenzione {
  idOrdine: number;
  numeroOrdine: string;
  idanagrafica: number;
  idConvenzione: number;
  codUtility: 0 | 1;
  cig: string;
  cup: string | null;
  codiceUfficio: string;
  splitPayment: boolean;
  dataDecorrenza: string;
  note: string | null;
  trasmessoMs: number;
  processingAfterMs: number;
  outcomeAfterMs: number;
  /** The outcome once decided: accepted, or rejected with the reason. */
  motivoRifiuto: string | null;
  punti: PuntoOrdine[];
}

export interface UfficioFatturazione {
  codiceUfficio: string;
  denominazione: string;
  predefinito: boolean;
}

export interface AnagraficaConvenzione {
  idanagrafica: number;
  ragSoc: string;
  codiceFiscale: string;
  partitaIva: string | null;
  codiceIpa: string;
  pec: string;
  indirizzoSedeLegale: string;
  indirizzoFatturazione: string;
  uffici: UfficioFatturazione[];
  splitPayment: boolean;
}

/** The registry fields a body may ask the supplier to correct. */
export const CAMPI_RETTIFICA = [
  'indirizzoSedeLegale',
  'indirizzoFatturazione',
  'pec',
  'codiceUfficio',
  'splitPayment',
  'altro',
] as const;

export interface RettificaAnagrafica {
  idRettifica: number;
  numeroPratica: string;
  idanagrafica: number;
  campo: (typeof CAMPI_RETTIFICA)[number];
  valoreRichiesto: string;
  nota: string | null;
  richiestaMs: number;
  processingAfterMs: number;
  outcomeAfterMs: number;
}

/** A correction moves like an order: Trasmessa, In lavorazione, then Accettata (applied by hand). */
export function correctionStateAt(r: RettificaAnagrafica, nowMs: number): string {
  if (nowMs >= r.richiestaMs + r.outcomeAfterMs) return ORDER_STATES.accepted;
  if (nowMs >= r.richiestaMs + r.processingAfterMs) return ORDER_STATES.processing;
  return ORDER_STATES.transmitted;
}

export interface ConventionBook {
  convenzioni: Convenzione[];
  ordini: OrdineConvenzione[];
  anagrafiche: Map<number, AnagraficaConvenzione>;
  /** Corrections of the registry the body asked for, per registry, newest first. */
  rettifiche: Map<number, RettificaAnagrafica[]>;
  nextOrder: number;
  nextPoint: number;
}

const books = new WeakMap<Dataset, ConventionBook>();

/** What sets a body's convention apart: the new points its orders ask for, and its alerts. */
interface BodySetting {
  /** Site and street of each new connection the seeded orders ask for (in order). */
  newPoints: readonly [string, string][];
  /** Electricity's framework ends within 60 days (the overview's expiry alert). */
  lightEndsSoon: boolean;
  /** Ordered share of the lot's quantity, per commodity (0.9 or more: the quantity alert). */
  share: { power: number; gas: number };
}

const VERONA: BodySetting = {
  newPoints: [
    ['Scuola primaria "A. Fedeli"', 'Via San Nazaro 12'],
    ['Centro civico Borgo Roma', 'Via Udine 31'],
    ['Magazzino comunale', 'Via Bassetti 5'],
    ['Palestra comunale Golosine', 'Via Golosine 64'],
  ],
  lightEndsSoon: true,
  share: { power: 0.62, gas: 0.93 },
};

const SETTINGS: Record<number, BodySetting> = {
  300001: VERONA,
  // comune.bolzano: no alert, so the overview is seen without one too.
  300002: {
    newPoints: [
      ['Scuola primaria "J. W. von Goethe"', 'Via Cappuccini 27'],
      ['Centro civico Don Bosco', 'Piazza Don Bosco 10'],
      ['Magazzino comunale', 'Via Lancia 4'],
      ['Palestra comunale Firmian', 'Via Firmian 31'],
    ],
    lightEndsSoon: false,
    share: { power: 0.55, gas: 0.71 },
  },
};

const DAY_MS = 86_400_000;

/** The convention book of a data set, built on first use. */
export function conventionBook(ds: Dataset): ConventionBook {
  let book = books.get(ds);
  if (!book) {
    book = buildBook(ds);
    books.set(ds, book);
  }
  return book;
}

function buildBook(ds: Dataset): ConventionBook {
  const book: ConventionBook = {
    convenzioni: [],
    ordini: [],
    anagrafiche: new Map(),
    rettifiche: new Map(),
    nextOrder: 1,
    nextPoint: 1,
  };
  for (const p of ds.profiles.values()) {
    if (p.convention?.type !== 'convention' || p.party !== 'public') continue;
    const registry = ds.anagrafiche.get(p.idAnagrafica);
    const forniture = ds.forniture.get(p.idAnagrafica) ?? [];
    const rows = ds.contratti.get(p.idAnagrafica) ?? [];
    const underConvention = new Set(
      rows.filter((r) => r.businessConventionCode != null).map((r) => r.idfornitura),
    );
    if (!registry) continue;
    const rng = new Rng(mixSeed(ds.seed, p.idAnagrafica, 'convenzione'));
    const setting = SETTINGS[p.idAnagrafica] ?? VERONA;
    const year = ds.today.getUTCFullYear();
    book.anagrafiche.set(p.idAnagrafica, {
      idanagrafica: p.idAnagrafica,
      ragSoc: registry.ragSoc,
      codiceFiscale: registry.cfisc,
      partitaIva: registry.piva,
      codiceIpa: `c_${registry.provincia.toLowerCase()}${String(p.idAnagrafica).slice(-3)}`,
      pec: `protocollo.${p.idAnagrafica}@pec.demo.it`,
      indirizzoSedeLegale: `${registry.indirizzo}, ${registry.cap} ${registry.localita} (${registry.provincia})`,
      indirizzoFatturazione: `${registry.indirizzo}, ${registry.cap} ${registry.localita} (${registry.provincia})`,
      uffici: [
        { codiceUfficio: officeCode(rng), denominazione: 'Uff_eFatturaPA', predefinito: true },
        {
          codiceUfficio: officeCode(rng),
          denominazione: 'Servizio Patrimonio',
          predefinito: false,
        },
      ],
      splitPayment: true,
    });
    for (const codUtility of [1, 0] as const) {
      const supplies = forniture.filter(
        (f) => f.codUtility === codUtility && underConvention.has(f.idfornitura),
      );
      if (supplies.length === 0) continue;
      const power = codUtility === 0;
      const convention: Convenzione = {
        idConvenzione: 70_000_000 + p.ordinal * 10 + codUtility,
        idanagrafica: p.idAnagrafica,
        codUtility,
        codice: p.convention.code,
        nome: power
          ? `${p.convention.name} — Energia elettrica 21`
          : `${p.convention.name} — Gas naturale 14`,
        lotto: power ? 'Lotto 5 – Veneto' : 'Lotto 3 – Veneto e Trentino-Alto Adige',
        cigQuadro: cigOf(rng),
        fornitore: ds.supplier.companyName,
        dataInizio: `${year - 3}-01-01`,
        // Electricity's framework may end soon (the overview's expiry alert); gas runs another year.
        dataFine:
          power && setting.lightEndsSoon ? toYmd(addDays(ds.today, 45)) : `${year + 1}-12-31`,
        quantitaMassima: 0,
        unitaMisura: power ? UNITA_MISURA.power : UNITA_MISURA.gas,
        contatti: [
          {
            ruolo: 'sportelloConvenzioni',
            nome: 'Sportello Convenzioni PA',
            email: ds.supplier.businessEmail,
            telefono: ds.supplier.businessPhone,
            orari: 'lun–ven 8:30–17:30',
          },
          {
            ruolo: 'referenteCommerciale',
            nome: p.idAnagrafica === 300002 ? 'Stefan Mair' : 'Giulia Fontana',
            email: `referente.pa@${ds.supplier.businessEmail.split('@')[1] ?? ''}`,
            telefono: '045 800 1234',
            orari: null,
          },
          {
            ruolo: 'pec',
            nome: `${ds.supplier.companyName} — ufficio convenzioni`,
            email: ds.supplier.pec,
            telefono: null,
            orari: null,
          },
        ],
      };
      book.convenzioni.push(convention);
      seedOrders(book, ds, convention, supplies, rng, {
        newPoints: setting.newPoints,
        registry,
      });
      const ordered = orderedQuantity(book, convention, Number.MAX_SAFE_INTEGER);
      const share = power ? setting.share.power : setting.share.gas;
      convention.quantitaMassima = Math.ceil(ordered / share / 1000) * 1000;
    }
  }
  return book;
}

function cigOf(rng: Rng): string {
  const chars = '0123456789ABCDEF';
  let out = String(rng.int(6, 9));
  for (let i = 0; i < 9; i++) out += chars[rng.int(0, chars.length - 1)];
  return out;
}

function officeCode(rng: Rng): string {
  const chars = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
  let out = '';
  for (let i = 0; i < 6; i++) out += chars[rng.int(0, chars.length - 1)];
  return out;
}

function pointOf(book: ConventionBook, f: Fornitura, consumo: number): PuntoOrdine {
  return {
    idPunto: 71_000_000 + book.nextPoint++,
    idfornitura: f.idfornitura,
    podPdr: f.podPdr,
    nuovoAllaccio: false,
    descrizioneSede: f.descrizioneSede,
    indirizzo: f.indirizzo,
    cap: f.cap,
    localita: f.localita,
    provincia: f.provincia,
    consumoAnnuoStimato: consumo,
  };
}

/** Past orders: the adhesion's points, later ones, a new connection, one under way, one refused, a new one. */
function seedOrders(
  book: ConventionBook,
  ds: Dataset,
  c: Convenzione,
  supplies: readonly Fornitura[],
  rng: Rng,
  body: { newPoints: readonly [string, string][]; registry: Anagrafica },
): void {
  const [school, civic, store, gym] = body.newPoints.map(
    ([sede, via]) =>
      () =>
        newPoint(book, c, rng, sede, via, body.registry),
  );
  const now = ds.today.getTime() + 10 * 3_600_000;
  const annual = (f: Fornitura) => Math.round(f.baseMensile * 12);
  const half = Math.max(1, Math.ceil(supplies.length / 2));
  const ago = (days: number) => now - days * DAY_MS;
  const plans: Array<{
    days: number;
    startIn: number;
    punti: PuntoOrdine[];
    processing: number;
    outcome: number;
    rejected?: string;
  }> = [
    {
      days: 1000,
      startIn: 60,
      punti: supplies.slice(0, half).map((f) => pointOf(book, f, annual(f))),
      processing: 2,
      outcome: 9,
    },
    {
      days: 420,
      startIn: 45,
      punti: supplies.slice(half).map((f) => pointOf(book, f, annual(f))),
      processing: 1,
      outcome: 7,
    },
    {
      days: 25,
      startIn: 35,
      punti: school ? [school()] : [],
      processing: 1,
      outcome: 6,
    },
    {
      days: 4,
      startIn: 40,
      punti: civic ? [civic()] : [],
      processing: 1,
      outcome: 12,
    },
    {
      days: 60,
      startIn: 40,
      punti: store ? [store()] : [],
      processing: 2,
      outcome: 8,
      rejected:
        'Il punto non risulta allacciabile: il distributore chiede il progetto della cabina di consegna',
    },
    { days: 0, startIn: 60, punti: [], processing: 1, outcome: 5 },
  ];
  for (const plan of plans) {
    const trasmessoMs = plan.days === 0 ? now - 3 * 3_600_000 : ago(plan.days);
    const punti = plan.punti.length > 0 || !gym ? plan.punti : [gym()];
    if (punti.length === 0) continue;
    addOrder(book, {
      idanagrafica: c.idanagrafica,
      idConvenzione: c.idConvenzione,
      codUtility: c.codUtility,
      cig: cigOf(rng),
      cup: plan.punti.some((pt) => pt.nuovoAllaccio) || plan.days < 100 ? cupOf(rng) : null,
      codiceUfficio: book.anagrafiche.get(c.idanagrafica)?.uffici[0]?.codiceUfficio ?? 'UFXXXX',
      splitPayment: true,
      dataDecorrenza: firstOfMonthAfter(trasmessoMs + plan.startIn * DAY_MS),
      note: null,
      trasmessoMs,
      processingAfterMs: plan.processing * DAY_MS,
      outcomeAfterMs: plan.outcome * DAY_MS,
      motivoRifiuto: plan.rejected ?? null,
      punti,
    });
  }
}

function cupOf(rng: Rng): string {
  const chars = '0123456789';
  let out = `B3${rng.int(1, 9)}H${rng.int(20, 26)}`;
  while (out.length < 15) out += chars[rng.int(0, 9)];
  return out;
}

function firstOfMonthAfter(ms: number): string {
  const d = new Date(ms);
  return toYmd(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1)));
}

function newPoint(
  book: ConventionBook,
  c: Convenzione,
  rng: Rng,
  sede: string,
  indirizzo: string,
  registry: Anagrafica,
): PuntoOrdine {
  return {
    idPunto: 71_000_000 + book.nextPoint++,
    idfornitura: null,
    podPdr: null,
    nuovoAllaccio: true,
    descrizioneSede: sede,
    indirizzo,
    cap: registry.cap,
    localita: registry.localita,
    provincia: registry.provincia,
    consumoAnnuoStimato: c.codUtility === 0 ? rng.int(18, 60) * 1000 : rng.int(6, 20) * 1000,
  };
}

export type NewOrder = Omit<OrdineConvenzione, 'idOrdine' | 'numeroOrdine'>;

export function addOrder(book: ConventionBook, order: NewOrder): OrdineConvenzione {
  const n = book.nextOrder++;
  const year = new Date(order.trasmessoMs).getUTCFullYear();
  const full: OrdineConvenzione = {
    ...order,
    idOrdine: 72_000_000 + n,
    numeroOrdine: `ODF-${year}-${String(n).padStart(5, '0')}`,
  };
  book.ordini.push(full);
  return full;
}

export interface StatoAlMomento {
  stato: string;
  storico: { stato: string; data: string; nota: string | null }[];
}

/** An instant as upstream writes it: Rome wall-clock time, no offset (docs/upstream-contract.md). */
const instantText = romeInstant;

/** An order's state and history at `nowMs`: the clock moves it on. */
export function orderStateAt(o: OrdineConvenzione, nowMs: number): StatoAlMomento {
  const storico: StatoAlMomento['storico'] = [
    {
      stato: ORDER_STATES.transmitted,
      data: instantText(o.trasmessoMs),
      nota: 'Ordine ricevuto dal portale',
    },
  ];
  const processingMs = o.trasmessoMs + o.processingAfterMs;
  const outcomeMs = o.trasmessoMs + o.outcomeAfterMs;
  if (nowMs >= processingMs)
    storico.push({
      stato: ORDER_STATES.processing,
      data: instantText(processingMs),
      nota: 'Ordine preso in carico; verifica dei punti presso il distributore',
    });
  if (nowMs >= outcomeMs)
    storico.push(
      o.motivoRifiuto
        ? { stato: ORDER_STATES.rejected, data: instantText(outcomeMs), nota: o.motivoRifiuto }
        : {
            stato: ORDER_STATES.accepted,
            data: instantText(outcomeMs),
            nota: 'Ordine accettato; conferma d’ordine disponibile tra i documenti',
          },
    );
  return { stato: storico[storico.length - 1]?.stato ?? ORDER_STATES.transmitted, storico };
}

export function acceptedAt(o: OrdineConvenzione, nowMs: number): boolean {
  return !o.motivoRifiuto && nowMs >= o.trasmessoMs + o.outcomeAfterMs;
}

/** The quantity an order takes from the lot: every order not refused. */
export function orderedQuantity(book: ConventionBook, c: Convenzione, nowMs: number): number {
  return book.ordini
    .filter((o) => o.idConvenzione === c.idConvenzione)
    .filter((o) => orderStateAt(o, nowMs).stato !== ORDER_STATES.rejected)
    .reduce((sum, o) => sum + o.punti.reduce((s, pt) => s + pt.consumoAnnuoStimato, 0), 0);
}

export interface StatoAllaccio {
  stato: string;
  podPdr: string | null;
  dataOrdine: string;
  dataAccettazione: string | null;
  dataPrevistaAttivazione: string;
  dataAttivazione: string | null;
}

/** A point's way from the order to the supply at `nowMs`. */
export function connectionStateAt(
  o: OrdineConvenzione,
  pt: PuntoOrdine,
  nowMs: number,
): StatoAllaccio {
  const state = orderStateAt(o, nowMs).stato;
  const accepted = state === ORDER_STATES.accepted;
  const today = toYmd(romeToday(nowMs));
  const active = accepted && o.dataDecorrenza <= today;
  return {
    stato: !accepted
      ? state === ORDER_STATES.rejected
        ? CONNECTION_STATES.rejected
        : CONNECTION_STATES.ordered
      : active
        ? CONNECTION_STATES.active
        : pt.nuovoAllaccio
          ? CONNECTION_STATES.newConnection
          : CONNECTION_STATES.switching,
    // The distributor assigns a new point its code when the order is accepted.
    podPdr:
      pt.podPdr ??
      (accepted ? (o.codUtility === 0 ? podCode(pt.idPunto) : pdrCode(pt.idPunto)) : null),
    dataOrdine: toYmd(romeToday(o.trasmessoMs)),
    dataAccettazione: accepted ? toYmd(romeToday(o.trasmessoMs + o.outcomeAfterMs)) : null,
    dataPrevistaAttivazione: o.dataDecorrenza,
    dataAttivazione: active ? o.dataDecorrenza : null,
  };
}
