// The data-service documents of the overview: totals only (counts and sums upstream works out over
// the whole filtered set, docs/upstream-contract.md), at most one record per call.
import type {
  AidIndici,
  Anagrafica,
  Contratto,
  Fattura,
  FatturaPage,
  FornituraPage,
} from '@portal/upstream-contract/records';

/** statoFornitura as upstream spells it (docs/upstream-contract.md, the §4 table). */
export const SUPPLY_STATES = {
  ACTIVE: 'Attiva',
  ACTIVATING: 'In fase di attivazione',
  SUSPENDED: 'Sospesa',
  CEASED: 'Cessata',
} as const;

export type OverviewSupplyState = keyof typeof SUPPLY_STATES;

/** How many supplies of a commodity (in one state), and the annual consumption of them all. */
export const SUPPLY_TOTALS_QUERY = `query FornitureTotali($idanagrafica: [Int!]!, $codUtility: CodUtility, $statoFornitura: String) {
  forniture(idanagrafica: $idanagrafica, codUtility: $codUtility, statoFornitura: $statoFornitura, first: 0) {
    totalCount totaleConsumoAnnuo
  }
}`;

/** The invoices of some sites issued in a period: how many and their sum (no invoice read). */
export const SPEND_QUERY = `query FattureSpesa($idanagrafica: [Int!]!, $idSedi: [Int!], $dataEmissioneDal: String, $dataEmissioneAl: String) {
  fatture(idanagrafica: $idanagrafica, idSedi: $idSedi, dataEmissioneDal: $dataEmissioneDal, dataEmissioneAl: $dataEmissioneAl, first: 0) {
    totalCount totaleImporto
  }
}`;

/** The unpaid invoices of some sites (optionally due up to a day): how many and what is left to pay. */
export const UNPAID_QUERY = `query FattureDaPagare($idanagrafica: [Int!]!, $idSedi: [Int!], $statoPagamento: [String!], $dataScadenzaAl: String) {
  fatture(idanagrafica: $idanagrafica, idSedi: $idSedi, statoPagamento: $statoPagamento, dataScadenzaAl: $dataScadenzaAl, first: 0) {
    totalCount totaleDaPagare
  }
}`;

/**
 * The unpaid invoice of some sites due first from a day on (dataScadenzaDal, an extension:
 * docs/upstream-contract.md "Due dates").
 */
export const NEXT_DUE_QUERY = `query FattureProssimaScadenza($idanagrafica: [Int!]!, $idSedi: [Int!], $statoPagamento: [String!], $dataScadenzaDal: String) {
  fatture(idanagrafica: $idanagrafica, idSedi: $idSedi, statoPagamento: $statoPagamento, dataScadenzaDal: $dataScadenzaDal, sort: "dataScadenza:asc", first: 1) {
    nodes { idfattura idanagrafica numeroFattura dataScadenza totaleApagare }
  }
}`;

/** One contract line of a commodity under a business convention (a section probe's shape, §7). */
export const CONVENTION_QUERY = `query Convenzione($idanagrafica: [Int!], $codUtility: CodUtility) {
  contratti(idanagrafica: $idanagrafica, codUtility: $codUtility, hasBusinessConvention: true, first: 1) {
    nodes { idanagrafica businessConventionCode businessConventionName businessConventionType
      businessConventionStartDate businessConventionEndDate }
  }
}`;

/** A registry's annual electricity consumption (§3 aidIndici). */
export const AID_INDICI_QUERY = `query AidIndici($idanagrafica: Int!) {
  anagrafica(idanagrafica: $idanagrafica) { idanagrafica aidIndici { consumoAnnoEe } }
}`;

export interface SupplyTotals {
  forniture: Pick<FornituraPage, 'totalCount' | 'totaleConsumoAnnuo'>;
}

export interface SpendTotals {
  fatture: Pick<FatturaPage, 'totalCount' | 'totaleImporto'>;
}

export interface UnpaidTotals {
  fatture: Pick<FatturaPage, 'totalCount' | 'totaleDaPagare'>;
}

export interface NextDueAnswer {
  fatture: {
    nodes: Array<
      Pick<
        Fattura,
        'idfattura' | 'idanagrafica' | 'numeroFattura' | 'dataScadenza' | 'totaleApagare'
      >
    >;
  };
}

export interface ConventionLines {
  contratti: {
    nodes: Array<
      Pick<
        Contratto,
        | 'idanagrafica'
        | 'businessConventionCode'
        | 'businessConventionName'
        | 'businessConventionType'
        | 'businessConventionStartDate'
        | 'businessConventionEndDate'
      >
    >;
  };
}

export interface AidIndiciAnswer {
  anagrafica:
    | (Pick<Anagrafica, 'idanagrafica'> & {
        aidIndici: Pick<AidIndici, 'consumoAnnoEe'> | null;
      })
    | null;
}
