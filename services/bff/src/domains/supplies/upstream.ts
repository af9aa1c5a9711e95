// The data-service document of supplies and the record it answers.
import type { CodUtility } from '../../graphql/upstream-records.ts';

const FORNITURA_FIELDS = `idfornitura idanagrafica idsede codUtility podPdr descrizioneSede indirizzo cap localita provincia statoFornitura
  dataAttivazione dataCessazione idrigaContratto prodotto energiaVerde percentualeRinnovabile certificazioneVerde co2EvitataKg
  potenzaImpegnata potenzaDisponibile tensione classeContatore tipoUso consumoAnnuo unitaMisura`;

export const FORNITURE_QUERY = `query Forniture($idanagrafica: [Int!]!, $idfornitura: Int, $codUtility: CodUtility, $energiaVerde: Boolean,
  $first: Int, $offset: Int, $sort: String) {
  forniture(idanagrafica: $idanagrafica, idfornitura: $idfornitura, codUtility: $codUtility, energiaVerde: $energiaVerde,
    first: $first, offset: $offset, sort: $sort) {
    totalCount nodes { ${FORNITURA_FIELDS} }
  }
}`;

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
  tipoUso: string | null;
  consumoAnnuo: number | null;
  unitaMisura: string | null;
}
