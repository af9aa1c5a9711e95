// The data service's convention reads (docs/upstream-contract.md "Conventions of public
// bodies"). Unlike the older reads, these answer only for the token's own registries: another
// body's idanagrafica or idOrdine reads as nothing (an empty list, or null).
import { monthlyConsumption } from '../data/consumption.ts';
import {
  acceptedAt,
  connectionStateAt,
  correctionStateAt,
  conventionBook,
  orderedQuantity,
  orderStateAt,
  ORDER_STATES,
  type Convenzione,
  type OrdineConvenzione,
  type PuntoOrdine,
  type RettificaAnagrafica,
} from '../data/convention.ts';
import { monthIndex, monthKey, parseYmd, romeInstant, romeToday, toYmd } from '../data/dates.ts';
import { checkMonth, InputError } from '../data/query.ts';
import type { DataStore } from '../data/store.ts';
import { utilityCode, type CodUtilityArg } from './core.ts';

export const conventionTypeDefs = /* GraphQL */ `
  type Convenzione {
    idConvenzione: Int!
    idanagrafica: Int!
    codUtility: Int!
    codice: String!
    nome: String!
    lotto: String!
    cigQuadro: String!
    fornitore: String!
    dataInizio: String!
    dataFine: String!
    quantitaMassima: Float!
    quantitaOrdinata: Float!
    quantitaDisponibile: Float!
    quantitaConsumata12Mesi: Float!
    unitaMisura: String!
    numeroForniture: Int!
    spesaTotale: Float!
    ordiniAperti: Int!
    contatti: [ContattoConvenzione!]!
  }
  type ContattoConvenzione {
    ruolo: String!
    nome: String!
    email: String
    telefono: String
    orari: String
  }
  type AllaccioPunto {
    stato: String!
    podPdr: String
    dataOrdine: String!
    dataAccettazione: String
    dataPrevistaAttivazione: String!
    dataAttivazione: String
  }
  type PuntoOrdineConvenzione {
    idPunto: Int!
    idfornitura: Int
    nuovoAllaccio: Boolean!
    descrizioneSede: String!
    indirizzo: String!
    cap: String!
    localita: String!
    provincia: String!
    consumoAnnuoStimato: Float!
    allaccio: AllaccioPunto!
  }
  type OrdineConvenzione {
    idOrdine: Int!
    numeroOrdine: String!
    idanagrafica: Int!
    idConvenzione: Int!
    codUtility: Int!
    stato: String!
    dataTrasmissione: String!
    dataUltimoAggiornamento: String!
    cig: String!
    cup: String
    codiceUfficio: String!
    splitPayment: Boolean!
    dataDecorrenza: String!
    note: String
    motivoRifiuto: String
    consumoAnnuoStimato: Float!
    storico: [StatoStorico!]!
    punti: [PuntoOrdineConvenzione!]!
  }
  type ContrattoConvenzione {
    idContratto: Int!
    numeroContratto: String!
    idOrdine: Int!
    idanagrafica: Int!
    idConvenzione: Int!
    codUtility: Int!
    stato: String!
    dataInizio: String!
    dataFine: String!
    quantitaContrattuale: Float!
    quantitaConsumata: Float!
    numeroPunti: Int!
  }
  type RigaReportConvenzione {
    idfornitura: Int!
    podPdr: String!
    descrizioneSede: String!
    mese: String!
    consumo: Float!
    spesa: Float!
  }
  type DocumentoConvenzione {
    idDocumento: String!
    idanagrafica: Int!
    codUtility: Int!
    tipo: String!
    titolo: String!
    data: String!
    idOrdine: Int
  }
  type UfficioFatturazione {
    codiceUfficio: String!
    denominazione: String!
    predefinito: Boolean!
  }
  type AnagraficaConvenzione {
    idanagrafica: Int!
    ragSoc: String!
    codiceFiscale: String!
    partitaIva: String
    codiceIpa: String!
    pec: String!
    indirizzoSedeLegale: String!
    indirizzoFatturazione: String!
    uffici: [UfficioFatturazione!]!
    splitPayment: Boolean!
    rettifiche: [RettificaAnagrafica!]!
  }
  type RettificaAnagrafica {
    idRettifica: Int!
    numeroPratica: String!
    campo: String!
    valoreRichiesto: String!
    nota: String
    stato: String!
    dataRichiesta: String!
  }
  extend type Query {
    convenzioni(idanagrafica: [Int!]!, codUtility: CodUtility): [Convenzione!]!
    ordiniConvenzione(
      idanagrafica: [Int!]!
      codUtility: CodUtility
      idOrdine: Int
    ): [OrdineConvenzione!]!
    contrattiConvenzione(idanagrafica: [Int!]!, codUtility: CodUtility): [ContrattoConvenzione!]!
    reportConvenzione(
      idanagrafica: [Int!]!
      codUtility: CodUtility!
      meseDal: String!
      meseAl: String!
    ): [RigaReportConvenzione!]!
    documentiConvenzione(idanagrafica: [Int!]!, codUtility: CodUtility): [DocumentoConvenzione!]!
    anagraficaConvenzione(idanagrafica: Int!): AnagraficaConvenzione
  }
`;

/** The registries the caller's token holds (set by the data service per request). */
export interface ConventionCaller {
  own: ReadonlySet<number>;
}

interface ScopeArgs {
  idanagrafica: number[];
  codUtility?: CodUtilityArg | null;
}

/** An instant as upstream writes it: Rome wall-clock time, no offset (docs/upstream-contract.md). */
const instantText = romeInstant;

function conventionsOf(store: DataStore, caller: ConventionCaller, args: ScopeArgs) {
  const code = args.codUtility ? utilityCode(args.codUtility) : null;
  const wanted = new Set(args.idanagrafica.filter((id) => caller.own.has(id)));
  return conventionBook(store.data).convenzioni.filter(
    (c) => wanted.has(c.idanagrafica) && (code === null || c.codUtility === code),
  );
}

function ordersOf(store: DataStore, conventions: readonly Convenzione[]): OrdineConvenzione[] {
  const ids = new Set(conventions.map((c) => c.idConvenzione));
  return conventionBook(store.data).ordini.filter((o) => ids.has(o.idConvenzione));
}

/** The metered points an order brought under the convention, with the first month they count. */
function meteredPoints(store: DataStore, orders: readonly OrdineConvenzione[]) {
  const now = store.now();
  const out: { pt: PuntoOrdine; from: number }[] = [];
  for (const o of orders) {
    if (!acceptedAt(o, now)) continue;
    const start = parseYmd(o.dataDecorrenza);
    for (const pt of o.punti)
      if (pt.idfornitura !== null && start) out.push({ pt, from: monthIndex(start) });
  }
  return out;
}

function reportRows(
  store: DataStore,
  orders: readonly OrdineConvenzione[],
  fromMonth: number,
  toMonth: number,
) {
  const current = monthIndex(romeToday(store.now()));
  const rows = [];
  for (const { pt, from } of meteredPoints(store, orders)) {
    const f = store.data.fornitureById.get(pt.idfornitura ?? 0);
    if (!f) continue;
    const last = Math.min(toMonth, current - 1, f.lastMonth);
    for (let m = Math.max(fromMonth, from, f.firstMonth); m <= last; m++) {
      const c = monthlyConsumption(store.data.seed, f, m);
      rows.push({
        idfornitura: f.idfornitura,
        podPdr: f.podPdr,
        descrizioneSede: f.descrizioneSede,
        mese: monthKey(m),
        consumo: c.consumo,
        spesa: c.importoTotale,
      });
    }
  }
  return rows.sort((a, b) => a.mese.localeCompare(b.mese) || a.idfornitura - b.idfornitura);
}

function orderAnswer(store: DataStore, o: OrdineConvenzione) {
  const now = store.now();
  const state = orderStateAt(o, now);
  return {
    ...o,
    stato: state.stato,
    storico: state.storico,
    dataTrasmissione: instantText(o.trasmessoMs),
    dataUltimoAggiornamento: state.storico[state.storico.length - 1]?.data ?? '',
    consumoAnnuoStimato: o.punti.reduce((s, pt) => s + pt.consumoAnnuoStimato, 0),
    punti: o.punti.map((pt) => ({ ...pt, allaccio: connectionStateAt(o, pt, now) })),
  };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export function resolveConvenzioni(store: DataStore, caller: ConventionCaller, args: ScopeArgs) {
  const now = store.now();
  const current = monthIndex(romeToday(now));
  return conventionsOf(store, caller, args).map((c) => {
    const orders = ordersOf(store, [c]);
    const ordered = orderedQuantity(conventionBook(store.data), c, now);
    const start = parseYmd(c.dataInizio);
    const all = reportRows(store, orders, start ? monthIndex(start) : 0, current - 1);
    const lastYear = all.filter((r) => r.mese >= monthKey(current - 12));
    return {
      ...c,
      quantitaOrdinata: ordered,
      quantitaDisponibile: Math.max(0, c.quantitaMassima - ordered),
      quantitaConsumata12Mesi: round2(lastYear.reduce((s, r) => s + r.consumo, 0)),
      numeroForniture: new Set(meteredPoints(store, orders).map((p) => p.pt.idfornitura)).size,
      spesaTotale: round2(all.reduce((s, r) => s + r.spesa, 0)),
      ordiniAperti: orders.filter((o) => {
        const stato = orderStateAt(o, now).stato;
        return stato === ORDER_STATES.transmitted || stato === ORDER_STATES.processing;
      }).length,
    };
  });
}

export function resolveOrdini(
  store: DataStore,
  caller: ConventionCaller,
  args: ScopeArgs & { idOrdine?: number | null },
) {
  return ordersOf(store, conventionsOf(store, caller, args))
    .filter((o) => args.idOrdine == null || o.idOrdine === args.idOrdine)
    .map((o) => orderAnswer(store, o))
    .sort((a, b) => b.dataTrasmissione.localeCompare(a.dataTrasmissione));
}

/** An accepted order is carried out by one supply contract under the convention. */
export function resolveContrattiConvenzione(
  store: DataStore,
  caller: ConventionCaller,
  args: ScopeArgs,
) {
  const now = store.now();
  const today = toYmd(romeToday(now));
  const current = monthIndex(romeToday(now));
  return conventionsOf(store, caller, args).flatMap((c) =>
    ordersOf(store, [c])
      .filter((o) => acceptedAt(o, now))
      .map((o) => {
        const rows = reportRows(store, [o], 0, current - 1).filter(
          (r) => r.mese >= monthKey(current - 12),
        );
        return {
          idContratto: o.idOrdine + 1_000_000,
          numeroContratto: `CA-${o.numeroOrdine.slice(4)}`,
          idOrdine: o.idOrdine,
          idanagrafica: o.idanagrafica,
          idConvenzione: c.idConvenzione,
          codUtility: c.codUtility,
          stato: o.dataDecorrenza <= today ? 'Attiva' : 'In fase di attivazione',
          dataInizio: o.dataDecorrenza,
          dataFine: c.dataFine,
          quantitaContrattuale: o.punti.reduce((s, pt) => s + pt.consumoAnnuoStimato, 0),
          quantitaConsumata: round2(rows.reduce((s, r) => s + r.consumo, 0)),
          numeroPunti: o.punti.length,
        };
      }),
  );
}

export function resolveReport(
  store: DataStore,
  caller: ConventionCaller,
  args: ScopeArgs & { meseDal: string; meseAl: string },
) {
  const from = checkMonth('meseDal', args.meseDal) ?? 0;
  const to = checkMonth('meseAl', args.meseAl) ?? 0;
  if (from > to) throw new InputError('meseDal', 'meseDal must not be after meseAl');
  if (to - from > 35) throw new InputError('meseAl', 'a report covers at most 36 months');
  return reportRows(store, ordersOf(store, conventionsOf(store, caller, args)), from, to);
}

export interface DocumentoConvenzione {
  idDocumento: string;
  idanagrafica: number;
  codUtility: number;
  tipo: 'adesione' | 'confermaOrdine' | 'report';
  titolo: string;
  data: string;
  idOrdine: number | null;
}

/** The adhesion, a confirmation per accepted order and a report per closed quarter of the last year. */
export function resolveDocumenti(
  store: DataStore,
  caller: ConventionCaller,
  args: ScopeArgs,
): DocumentoConvenzione[] {
  const now = store.now();
  const current = monthIndex(romeToday(now));
  const out: DocumentoConvenzione[] = [];
  for (const c of conventionsOf(store, caller, args)) {
    const base = { idanagrafica: c.idanagrafica, codUtility: c.codUtility };
    out.push({
      ...base,
      idDocumento: `ADE-${c.idConvenzione}`,
      tipo: 'adesione',
      titolo: `Atto di adesione — ${c.nome}`,
      data: c.dataInizio,
      idOrdine: null,
    });
    for (const o of ordersOf(store, [c]).filter((x) => acceptedAt(x, now)))
      out.push({
        ...base,
        idDocumento: `ORD-${o.idOrdine}`,
        tipo: 'confermaOrdine',
        titolo: `Conferma d’ordine ${o.numeroOrdine}`,
        data: toYmd(romeToday(o.trasmessoMs + o.outcomeAfterMs)),
        idOrdine: o.idOrdine,
      });
    const lastClosedQuarterEnd = current - (current % 3) - 1;
    for (let q = 0; q < 4; q++) {
      const end = lastClosedQuarterEnd - q * 3;
      const year = Math.floor(end / 12);
      const quarter = Math.floor((end % 12) / 3) + 1;
      out.push({
        ...base,
        idDocumento: `REP-${c.idConvenzione}-${year}Q${quarter}`,
        tipo: 'report',
        titolo: `Report trimestrale ${quarter}° trimestre ${year}`,
        data: `${monthKey(end + 1)}-10`,
        idOrdine: null,
      });
    }
  }
  return out.sort((a, b) => b.data.localeCompare(a.data));
}

export function resolveAnagraficaConvenzione(
  store: DataStore,
  caller: ConventionCaller,
  idanagrafica: number,
) {
  if (!caller.own.has(idanagrafica)) return null;
  const book = conventionBook(store.data);
  const registry = book.anagrafiche.get(idanagrafica);
  if (!registry) return null;
  return {
    ...registry,
    rettifiche: (book.rettifiche.get(idanagrafica) ?? []).map((r) => correctionAnswer(store, r)),
  };
}

export function correctionAnswer(store: DataStore, r: RettificaAnagrafica) {
  return {
    ...r,
    stato: correctionStateAt(r, store.now()),
    dataRichiesta: instantText(r.richiestaMs),
  };
}

/** Rows of a report quarter's document: the months of the quarter the id names. */
export function reportOfDocument(
  store: DataStore,
  caller: ConventionCaller,
  doc: DocumentoConvenzione,
) {
  const m = /-(\d{4})Q(\d)$/.exec(doc.idDocumento);
  if (!m) return [];
  const from = Number(m[1]) * 12 + (Number(m[2]) - 1) * 3;
  const scope = {
    idanagrafica: [doc.idanagrafica],
    codUtility: (doc.codUtility === 0 ? 'Power' : 'Gas') as CodUtilityArg,
  };
  return reportRows(store, ordersOf(store, conventionsOf(store, caller, scope)), from, from + 2);
}
