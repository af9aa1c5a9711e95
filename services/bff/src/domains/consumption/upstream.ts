// The data-service documents of monthly consumptions, monthly totals of many supplies and load
// curves (docs/upstream-contract.md), and the records they answer.
import type {
  ConsumiTotali,
  ConsumoFornitura,
  ConsumoMese,
  ConsumoPeriodo,
  CurvaCarico,
} from '@portal/upstream-contract/records';

export const CONSUMI_QUERY = `query Consumi($idfornitura: Int!, $meseDal: String, $meseAl: String) {
  consumi(idfornitura: $idfornitura, meseDal: $meseDal, meseAl: $meseAl) {
    mese unitaMisura f1 f2 f3 consumo importoTotale importoIva stimato
  }
}`;

export const CURVA_QUERY = `query CurvaCarico($idfornitura: Int!, $dal: String!, $al: String!, $passoMinuti: Int) {
  curvaCarico(idfornitura: $idfornitura, dal: $dal, al: $al, passoMinuti: $passoMinuti) {
    unitaMisura start stepMinutes values valoriMancanti totale passiDisponibili
  }
}`;

export type CurvaRecord = Pick<
  CurvaCarico,
  | 'unitaMisura'
  | 'start'
  | 'stepMinutes'
  | 'values'
  | 'valoriMancanti'
  | 'totale'
  | 'passiDisponibili'
>;

const SUMS = 'consumo f1 f2 f3 importoIva importoTotale';
const TOTALI_ARGS = `$idanagrafica: [Int!]!, $codUtility: CodUtility!, $idsede: Int, $idfornitura: Int,
  $meseDal: String!, $meseAl: String!`;
const TOTALI_PARAMS = `idanagrafica: $idanagrafica, codUtility: $codUtility, idsede: $idsede,
  idfornitura: $idfornitura, meseDal: $meseDal, meseAl: $meseAl`;

/** The months and totals of a range; with `withSupplies`, one page of each supply's sums too. */
export function consumiTotaliQuery(withSupplies: boolean): string {
  const supplies = withSupplies
    ? `forniture(first: $first, offset: $offset, sort: $sort) {
      totalCount nodes { idfornitura idsede podPdr descrizioneSede mesi ${SUMS} } }`
    : '';
  const pageArgs = withSupplies ? ', $first: Int, $offset: Int, $sort: String' : '';
  return `query ConsumiTotali(${TOTALI_ARGS}${pageArgs}) {
  consumiTotali(${TOTALI_PARAMS}) {
    unitaMisura numeroForniture
    mesi { mese ${SUMS} numeroForniture fornitureStimate }
    totale { ${SUMS} }
    ${supplies}
  }
}`;
}

export type SumsRecord = ConsumoPeriodo;

export type ConsumoMeseRecord = ConsumoMese;

export type ConsumoFornituraRecord = ConsumoFornitura;

/** The whole of consumiTotali; `forniture` only where the document asked for it. */
export type ConsumiTotaliRecord = Omit<ConsumiTotali, 'forniture'> &
  Partial<Pick<ConsumiTotali, 'forniture'>>;
