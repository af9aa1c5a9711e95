// The data-service document of operations (with their state history) and the record it answers.
import type { UtilityCode } from '@portal/shared/types/contract';
import type { StatoStoricoRecord } from '../../graphql/upstream-records.ts';

const OPERAZIONE_FIELDS = `idoperazione idanagrafica idfornitura podPdr codUtility tipo descrizione stato dataApertura
  dataUltimoAggiornamento storico { stato data nota }`;

export const OPERAZIONI_QUERY = `query Operazioni($idanagrafica: [Int!]!, $idfornitura: Int, $codUtility: CodUtility, $stato: String, $tipo: [String!], $dataAperturaDal: String, $dataAperturaAl: String, $first: Int, $offset: Int, $sort: String) {
  operazioni(idanagrafica: $idanagrafica, idfornitura: $idfornitura, codUtility: $codUtility, stato: $stato, tipo: $tipo, dataAperturaDal: $dataAperturaDal, dataAperturaAl: $dataAperturaAl, first: $first, offset: $offset, sort: $sort) {
    totalCount nodes { ${OPERAZIONE_FIELDS} }
  }
}`;

export interface OperazioneRecord {
  idoperazione: number;
  idanagrafica: number;
  idfornitura: number | null;
  podPdr: string | null;
  codUtility: UtilityCode | null;
  tipo: string;
  descrizione: string;
  stato: string;
  dataApertura: string;
  dataUltimoAggiornamento: string;
  storico: StatoStoricoRecord[];
}
