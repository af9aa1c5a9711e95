// The data-service document of supplies and the record it answers.
import type { CodUtility } from '../../graphql/upstream-records.ts';

const FORNITURA_FIELDS = `idfornitura idanagrafica idsede codUtility podPdr descrizioneSede indirizzo cap localita provincia statoFornitura
  dataAttivazione dataCessazione idrigaContratto prodotto energiaVerde percentualeRinnovabile certificazioneVerde co2EvitataKg
  potenzaImpegnata potenzaDisponibile tensione classeContatore matricolaContatore cifreContatore tipoUso consumoAnnuo unitaMisura`;

const FORNITURE_ARGS = `$idanagrafica: [Int!]!, $idfornitura: Int, $codUtility: CodUtility, $energiaVerde: Boolean,
  $idsede: Int, $statoFornitura: String, $cerca: String, $first: Int, $offset: Int, $sort: String`;
const FORNITURE_PARAMS = `idanagrafica: $idanagrafica, idfornitura: $idfornitura, codUtility: $codUtility,
  energiaVerde: $energiaVerde, idsede: $idsede, statoFornitura: $statoFornitura, cerca: $cerca, first: $first,
  offset: $offset, sort: $sort`;

/** The green totals of the whole filtered set (docs/upstream-contract.md), summed upstream only when asked. */
const GREEN_TOTALS = 'totaleCo2EvitataKg mediaPercentualeRinnovabile';

function fornitureQuery(totals: boolean): string {
  return `query Forniture(${FORNITURE_ARGS}) {
  forniture(${FORNITURE_PARAMS}) {
    totalCount ${totals ? `${GREEN_TOTALS} ` : ''}nodes { ${FORNITURA_FIELDS} }
  }
}`;
}

export const FORNITURE_QUERY = fornitureQuery(false);
export const FORNITURE_TOTALS_QUERY = fornitureQuery(true);

/** The variables of FORNITURE_QUERY (upstream's names). */
// A type, not an interface: the upstream client takes it as a record of variables.
export type FornitureVariables = {
  idanagrafica: number[];
  idfornitura?: number | undefined;
  codUtility?: 'Gas' | 'Power' | undefined;
  energiaVerde?: boolean | undefined;
  idsede?: number | undefined;
  statoFornitura?: string | undefined;
  cerca?: string | undefined;
  first: number;
  offset: number;
};

export interface FornituraPage {
  totalCount: number;
  nodes: FornituraRecord[];
  totaleCo2EvitataKg?: number;
  mediaPercentualeRinnovabile?: number | null;
}

export interface FornituraRecord {
  idfornitura: number;
  idanagrafica: number;
  idsede: number;
  codUtility: CodUtility;
  podPdr: string;
  descrizioneSede: string | null;
  indirizzo: string | null;
  cap: string | null;
  localita: string | null;
  provincia: string | null;
  statoFornitura: string | null;
  dataAttivazione: string | null;
  dataCessazione: string | null;
  idrigaContratto: number | null;
  prodotto: string | null;
  energiaVerde: boolean;
  percentualeRinnovabile: number | null;
  certificazioneVerde: string | null;
  co2EvitataKg: number | null;
  potenzaImpegnata: number | null;
  potenzaDisponibile: number | null;
  tensione: string | null;
  classeContatore: string | null;
  matricolaContatore: string | null;
  cifreContatore: number | null;
  tipoUso: string | null;
  consumoAnnuo: number | null;
  unitaMisura: string | null;
}
