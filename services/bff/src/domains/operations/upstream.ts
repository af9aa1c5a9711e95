// The data-service document of operations (with their state history) and the record it answers.
import type { Operazione } from '@portal/upstream-contract/records';

const OPERAZIONE_FIELDS = `idoperazione idanagrafica idfornitura podPdr codUtility tipo descrizione stato dataApertura
  dataUltimoAggiornamento storico { stato data nota }`;

export const OPERAZIONI_QUERY = `query Operazioni($idanagrafica: [Int!]!, $idfornitura: Int, $codUtility: CodUtility, $stato: String, $tipo: [String!], $dataAperturaDal: String, $dataAperturaAl: String, $first: Int, $offset: Int, $sort: String) {
  operazioni(idanagrafica: $idanagrafica, idfornitura: $idfornitura, codUtility: $codUtility, stato: $stato, tipo: $tipo, dataAperturaDal: $dataAperturaDal, dataAperturaAl: $dataAperturaAl, first: $first, offset: $offset, sort: $sort) {
    totalCount nodes { ${OPERAZIONE_FIELDS} }
  }
}`;

export type OperazioneRecord = Operazione;
