// The data-service documents of supply-management requests and the record they answer.
import type { StatoStoricoRecord } from '../../graphql/upstream-records.ts';

const RICHIESTA_FIELDS = `idrichiesta idanagrafica idfornitura tipo stato dataRichiesta storico { stato data nota }`;

export const CREA_RICHIESTA_MUTATION = `mutation CreaRichiestaGestione($input: RichiestaGestioneInput!) {
  creaRichiestaGestione(input: $input) { ${RICHIESTA_FIELDS} }
}`;

export const RICHIESTE_QUERY = `query RichiesteGestione($idanagrafica: [Int!]!, $idfornitura: Int, $first: Int, $offset: Int) {
  richiesteGestione(idanagrafica: $idanagrafica, idfornitura: $idfornitura, first: $first, offset: $offset) {
    totalCount nodes { ${RICHIESTA_FIELDS} }
  }
}`;

export interface RichiestaGestioneRecord {
  idrichiesta: number;
  idanagrafica: number;
  idfornitura: number;
  tipo: string;
  stato: string;
  dataRichiesta: string;
  storico: StatoStoricoRecord[];
}
