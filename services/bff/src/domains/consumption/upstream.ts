// The data-service documents of monthly consumptions, monthly totals of many supplies and load
// curves (docs/upstream-contract.md), and the records they answer.

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

export interface CurvaRecord {
  unitaMisura: string;
  /** Local midnight (Europe/Rome) of the first day with data, YYYY-MM-DDT00:00:00. */
  start: string;
  stepMinutes: number;
  values: (number | null)[];
  valoriMancanti: number;
  totale: number;
  passiDisponibili: number[];
}

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

export interface SumsRecord {
  consumo: number;
  f1: number | null;
  f2: number | null;
  f3: number | null;
  importoIva: number;
  importoTotale: number;
}

export interface ConsumoMeseRecord extends SumsRecord {
  mese: string;
  numeroForniture: number;
  fornitureStimate: number;
}

export interface ConsumoFornituraRecord extends SumsRecord {
  idfornitura: number;
  idsede: number;
  podPdr: string;
  descrizioneSede: string;
  mesi: number;
}

export interface ConsumiTotaliRecord {
  unitaMisura: string;
  numeroForniture: number;
  mesi: ConsumoMeseRecord[];
  totale: SumsRecord;
  forniture?: { totalCount: number; nodes: ConsumoFornituraRecord[] };
}
