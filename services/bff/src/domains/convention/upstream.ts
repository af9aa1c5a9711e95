// The data-service documents of a public body's convention and the records they answer
// (docs/upstream-contract.md "Conventions of public bodies"), and the order call's body.
import type { CodUtility } from '@portal/shared/types/contract';
import type {
  AllaccioPunto,
  AnagraficaConvenzione,
  ContrattoConvenzione,
  Convenzione,
  DocumentoConvenzione,
  OrdineConvenzione,
  PuntoOrdineConvenzione,
  RettificaAnagrafica,
  RigaReportConvenzione,
} from '@portal/upstream-contract/records';

export const CONVENZIONI_QUERY = `query Convenzioni($idanagrafica: [Int!]!, $codUtility: CodUtility) {
  convenzioni(idanagrafica: $idanagrafica, codUtility: $codUtility) {
    idConvenzione idanagrafica codUtility codice nome lotto cigQuadro fornitore dataInizio dataFine
    quantitaMassima quantitaOrdinata quantitaDisponibile quantitaConsumata12Mesi unitaMisura
    numeroForniture spesaTotale ordiniAperti contatti { ruolo nome email telefono orari }
  }
}`;

export type ConvenzioneRecord = Convenzione;

const ORDINE_FIELDS = `idOrdine numeroOrdine idanagrafica idConvenzione codUtility stato dataTrasmissione
  dataUltimoAggiornamento cig cup codiceUfficio splitPayment dataDecorrenza note motivoRifiuto
  consumoAnnuoStimato storico { stato data nota }
  punti { idPunto idfornitura nuovoAllaccio descrizioneSede indirizzo cap localita provincia consumoAnnuoStimato
    allaccio { stato podPdr dataOrdine dataAccettazione dataPrevistaAttivazione dataAttivazione } }`;

export const ORDINI_QUERY = `query OrdiniConvenzione($idanagrafica: [Int!]!, $codUtility: CodUtility, $idOrdine: Int) {
  ordiniConvenzione(idanagrafica: $idanagrafica, codUtility: $codUtility, idOrdine: $idOrdine) { ${ORDINE_FIELDS} }
}`;

export type AllaccioRecord = AllaccioPunto;

export type PuntoOrdineRecord = PuntoOrdineConvenzione;

export type OrdineRecord = OrdineConvenzione;

export const CONTRATTI_QUERY = `query ContrattiConvenzione($idanagrafica: [Int!]!, $codUtility: CodUtility) {
  contrattiConvenzione(idanagrafica: $idanagrafica, codUtility: $codUtility) {
    idContratto numeroContratto idOrdine idanagrafica idConvenzione codUtility stato dataInizio dataFine
    quantitaContrattuale quantitaConsumata numeroPunti
  }
}`;

export type ContrattoConvenzioneRecord = ContrattoConvenzione;

export const REPORT_QUERY = `query ReportConvenzione($idanagrafica: [Int!]!, $codUtility: CodUtility!, $meseDal: String!, $meseAl: String!) {
  reportConvenzione(idanagrafica: $idanagrafica, codUtility: $codUtility, meseDal: $meseDal, meseAl: $meseAl) {
    idfornitura podPdr descrizioneSede mese consumo spesa
  }
}`;

export type RigaReportRecord = RigaReportConvenzione;

export const DOCUMENTI_QUERY = `query DocumentiConvenzione($idanagrafica: [Int!]!, $codUtility: CodUtility) {
  documentiConvenzione(idanagrafica: $idanagrafica, codUtility: $codUtility) {
    idDocumento idanagrafica codUtility tipo titolo data idOrdine
  }
}`;

export type DocumentoConvenzioneRecord = DocumentoConvenzione;

export const ANAGRAFICA_QUERY = `query AnagraficaConvenzione($idanagrafica: Int!) {
  anagraficaConvenzione(idanagrafica: $idanagrafica) {
    idanagrafica ragSoc codiceFiscale partitaIva codiceIpa pec indirizzoSedeLegale indirizzoFatturazione
    uffici { codiceUfficio denominazione predefinito } splitPayment
    rettifiche { idRettifica numeroPratica campo valoreRichiesto nota stato dataRichiesta }
  }
}`;

export type AnagraficaConvenzioneRecord = AnagraficaConvenzione;

export type RettificaRecord = RettificaAnagrafica;

/** POST /api/convenzioni/ordini: the body of an order. */
export interface OrdineBody {
  idanagrafica: number;
  codUtility: CodUtility;
  cig: string;
  cup: string | null;
  codiceUfficio: string;
  splitPayment: boolean;
  dataDecorrenza: string;
  note: string | null;
  punti: Array<
    | { idfornitura: number; consumoAnnuoStimato: number }
    | {
        descrizioneSede: string;
        indirizzo: string;
        cap: string;
        localita: string;
        provincia: string;
        consumoAnnuoStimato: number;
      }
  >;
}
