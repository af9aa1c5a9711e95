// The data-service documents of the business dashboard (docs/upstream-contract.md "The business
// home"): counts only. Each asks `first: 0` and reads `totalCount` (and the invoices'
// totaleDaPagare), one alias per state, so a commodity's figures are one call however many
// invoices and supplies there are (acme at SANDBOX_SCALE=large: 100,000 invoices, 2,000 supplies).
import { upstreamSpelling } from '@portal/shared/enumerations';
import type { FatturaPage, FornituraPage, OperazionePage } from '@portal/upstream-contract/records';
import { CONTRACT_STATUS_CODES, type ContractStatusKey } from '@portal/shared/status';

/**
 * The unpaid bills of some sites, and the overdue ones among them: §4 overdue is unpaid past the
 * due date, so those due up to the day before today (dataScadenzaAl, an extension:
 * docs/upstream-contract.md "Due dates") — the overview's overdue figure too.
 */
export const BILL_FIGURES_QUERY = `query FattureDaPagare($idanagrafica: [Int!]!, $idSedi: [Int!], $daPagare: [String!], $scadutiAl: String) {
  daPagare: fatture(idanagrafica: $idanagrafica, idSedi: $idSedi, statoPagamento: $daPagare, first: 0) { totalCount totaleDaPagare }
  scadute: fatture(idanagrafica: $idanagrafica, idSedi: $idSedi, statoPagamento: $daPagare, dataScadenzaAl: $scadutiAl, first: 0) { totalCount totaleDaPagare }
}`;

type BillFigures = Pick<FatturaPage, 'totalCount' | 'totaleDaPagare'>;

export interface BillFiguresAnswer {
  daPagare: BillFigures;
  scadute: BillFigures;
}

/** statoPagamento of a bill not paid yet (upstream's words). */
export const UNPAID_STATES = [
  upstreamSpelling('paymentState', 'TO_PAY'),
  upstreamSpelling('paymentState', 'PARTIALLY_PAID'),
  upstreamSpelling('paymentState', 'OVERDUE'),
];

/** The §4 statuses as upstream writes a supply's statoFornitura: the table's word, capitalised. */
const SUPPLY_STATUS_WORDS = (
  Object.keys(CONTRACT_STATUS_CODES) as Array<ContractStatusKey | 'unknown'>
)
  .filter((key): key is ContractStatusKey => key !== 'unknown')
  .map((key) => ({ key, word: key.charAt(0).toUpperCase() + key.slice(1) }));

/** The alias of a status in SUPPLY_COUNTS_QUERY. */
export const supplyStatusAlias = (index: number) => `s${index}`;

/** A commodity's supplies, all of them and per §4 status. */
export const SUPPLY_COUNTS_QUERY = `query FornitureStati($idanagrafica: [Int!]!, $codUtility: CodUtility) {
  tutte: forniture(idanagrafica: $idanagrafica, codUtility: $codUtility, first: 0) { totalCount }
${SUPPLY_STATUS_WORDS.map(
  ({ word }, i) =>
    `  ${supplyStatusAlias(i)}: forniture(idanagrafica: $idanagrafica, codUtility: $codUtility, statoFornitura: ${JSON.stringify(word)}, first: 0) { totalCount }`,
).join('\n')}
}`;

export const SUPPLY_STATUSES: readonly ContractStatusKey[] = SUPPLY_STATUS_WORDS.map((s) => s.key);

export type SupplyCountsAnswer = Record<string, Pick<FornituraPage, 'totalCount'>>;

/** A commodity's operations that are not closed: transmitted, and in progress. */
export const OPEN_OPERATIONS_QUERY = `query OperazioniAperte($idanagrafica: [Int!]!, $codUtility: CodUtility, $trasmessa: String, $inLavorazione: String) {
  trasmesse: operazioni(idanagrafica: $idanagrafica, codUtility: $codUtility, stato: $trasmessa, first: 0) { totalCount }
  inLavorazione: operazioni(idanagrafica: $idanagrafica, codUtility: $codUtility, stato: $inLavorazione, first: 0) { totalCount }
}`;

export interface OpenOperationsAnswer {
  trasmesse: Pick<OperazionePage, 'totalCount'>;
  inLavorazione: Pick<OperazionePage, 'totalCount'>;
}

export const OPEN_OPERATION_STATES = {
  trasmessa: upstreamSpelling('requestState', 'TRANSMITTED'),
  inLavorazione: upstreamSpelling('requestState', 'PROCESSING'),
};
