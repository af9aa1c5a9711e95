// The data-service documents of supply-management requests and the record they answer.
import type { StatoStoricoRecord } from '../../graphql/upstream-records.ts';

const RICHIESTA_FIELDS = `idrichiesta idanagrafica idfornitura tipo stato dataRichiesta storico { stato data nota }
  modalitaPagamento modalitaInvioFattura email potenzaAttuale potenzaRichiesta dataCessazione cardType pAN`;

export const CREA_RICHIESTA_MUTATION = `mutation CreaRichiestaGestione($input: RichiestaGestioneInput!) {
  creaRichiestaGestione(input: $input) { ${RICHIESTA_FIELDS} }
}`;

export const RICHIESTE_QUERY = `query RichiesteGestione($idanagrafica: [Int!]!, $idfornitura: Int, $tipo: TipoRichiestaGestione, $first: Int, $offset: Int) {
  richiesteGestione(idanagrafica: $idanagrafica, idfornitura: $idfornitura, tipo: $tipo, first: $first, offset: $offset) {
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
  modalitaPagamento?: string | null;
  modalitaInvioFattura?: string | null;
  email?: string | null;
  potenzaAttuale?: number | null;
  potenzaRichiesta?: number | null;
  dataCessazione?: string | null;
  cardType?: string | null;
  pAN?: string | null;
}
