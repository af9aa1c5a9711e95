// The data-service documents of supply-management requests and the record they answer.
import type { RichiestaGestione } from '@portal/upstream-contract/records';

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

/** A request as RICHIESTA_FIELDS selects it. */
export type RichiestaGestioneRecord = Pick<
  RichiestaGestione,
  | 'idrichiesta'
  | 'idanagrafica'
  | 'idfornitura'
  | 'tipo'
  | 'stato'
  | 'dataRichiesta'
  | 'storico'
  | 'modalitaPagamento'
  | 'modalitaInvioFattura'
  | 'email'
  | 'potenzaAttuale'
  | 'potenzaRichiesta'
  | 'dataCessazione'
  | 'cardType'
  | 'pAN'
>;
