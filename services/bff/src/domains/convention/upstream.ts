// The data-service documents of a public body's convention and the records they answer
// (docs/upstream-contract.md "Conventions of public bodies"), and the order call's body.
import type { CodUtility } from '@portal/shared/types/contract';
import type { StatoStoricoRecord } from '../../graphql/upstream-records.ts';

export const CONVENZIONI_QUERY = `query Convenzioni($idanagrafica: [Int!]!, $codUtility: CodUtility) {
  convenzioni(idanagrafica: $idanagrafica, codUtility: $codUtility) {
    idConvenzione idanagrafica codUtility codice nome lotto cigQuadro fornitore dataInizio dataFine
    quantitaMassima quantitaOrdinata quantitaDisponibile quantitaConsumata12Mesi unitaMisura
    numeroForniture spesaTotale ordiniAperti contatti { ruolo nome email telefono orari }
  }
}`;

export interface ConvenzioneRecord {
  idConvenzione: number;
  idanagrafica: number;
  codUtility: number;
  codice: string;
  nome: string;
  lotto: string;
  cigQuadro: string;
  fornitore: string;
  dataInizio: string;
  dataFine: string;
  quantitaMassima: number;
  quantitaOrdinata: number;
  quantitaDisponibile: number;
  quantitaConsumata12Mesi: number;
  unitaMisura: string;
  numeroForniture: number;
  spesaTotale: number;
  ordiniAperti: number;
  contatti: {
    ruolo: string;
    nome: string;
    email: string | null;
    telefono: string | null;
    orari: string | null;
  }[];
}

const ORDINE_FIELDS = `idOrdine numeroOrdine idanagrafica idConvenzione codUtility stato dataTrasmissione
  dataUltimoAggiornamento cig cup codiceUfficio splitPayment dataDecorrenza note motivoRifiuto
  consumoAnnuoStimato storico { stato data nota }
  punti { idPunto idfornitura nuovoAllaccio descrizioneSede indirizzo cap localita provincia consumoAnnuoStimato
    allaccio { stato podPdr dataOrdine dataAccettazione dataPrevistaAttivazione dataAttivazione } }`;

export const ORDINI_QUERY = `query OrdiniConvenzione($idanagrafica: [Int!]!, $codUtility: CodUtility, $idOrdine: Int) {
  ordiniConvenzione(idanagrafica: $idanagrafica, codUtility: $codUtility, idOrdine: $idOrdine) { ${ORDINE_FIELDS} }
}`;

export interface AllaccioRecord {
  stato: string;
  podPdr: string | null;
  dataOrdine: string;
  dataAccettazione: string | null;
  dataPrevistaAttivazione: string;
  dataAttivazione: string | null;
}

export interface PuntoOrdineRecord {
  idPunto: number;
  idfornitura: number | null;
  nuovoAllaccio: boolean;
  descrizioneSede: string;
  indirizzo: string;
  cap: string;
  localita: string;
  provincia: string;
  consumoAnnuoStimato: number;
  allaccio: AllaccioRecord;
}

export interface OrdineRecord {
  idOrdine: number;
  numeroOrdine: string;
  idanagrafica: number;
  idConvenzione: number;
  codUtility: number;
  stato: string;
  dataTrasmissione: string;
  dataUltimoAggiornamento: string;
  cig: string;
  cup: string | null;
  codiceUfficio: string;
  splitPayment: boolean;
  dataDecorrenza: string;
  note: string | null;
  motivoRifiuto: string | null;
  consumoAnnuoStimato: number;
  storico: StatoStoricoRecord[];
  punti: PuntoOrdineRecord[];
}

export const CONTRATTI_QUERY = `query ContrattiConvenzione($idanagrafica: [Int!]!, $codUtility: CodUtility) {
  contrattiConvenzione(idanagrafica: $idanagrafica, codUtility: $codUtility) {
    idContratto numeroContratto idOrdine idanagrafica idConvenzione codUtility stato dataInizio dataFine
    quantitaContrattuale quantitaConsumata numeroPunti
  }
}`;

export interface ContrattoConvenzioneRecord {
  idContratto: number;
  numeroContratto: string;
  idOrdine: number;
  idanagrafica: number;
  idConvenzione: number;
  codUtility: number;
  stato: string;
  dataInizio: string;
  dataFine: string;
  quantitaContrattuale: number;
  quantitaConsumata: number;
  numeroPunti: number;
}

export const REPORT_QUERY = `query ReportConvenzione($idanagrafica: [Int!]!, $codUtility: CodUtility!, $meseDal: String!, $meseAl: String!) {
  reportConvenzione(idanagrafica: $idanagrafica, codUtility: $codUtility, meseDal: $meseDal, meseAl: $meseAl) {
    idfornitura podPdr descrizioneSede mese consumo spesa
  }
}`;

export interface RigaReportRecord {
  idfornitura: number;
  podPdr: string;
  descrizioneSede: string;
  mese: string;
  consumo: number;
  spesa: number;
}

export const DOCUMENTI_QUERY = `query DocumentiConvenzione($idanagrafica: [Int!]!, $codUtility: CodUtility) {
  documentiConvenzione(idanagrafica: $idanagrafica, codUtility: $codUtility) {
    idDocumento idanagrafica codUtility tipo titolo data idOrdine
  }
}`;

export interface DocumentoConvenzioneRecord {
  idDocumento: string;
  idanagrafica: number;
  codUtility: number;
  tipo: string;
  titolo: string;
  data: string;
  idOrdine: number | null;
}

export const ANAGRAFICA_QUERY = `query AnagraficaConvenzione($idanagrafica: Int!) {
  anagraficaConvenzione(idanagrafica: $idanagrafica) {
    idanagrafica ragSoc codiceFiscale partitaIva codiceIpa pec indirizzoSedeLegale indirizzoFatturazione
    uffici { codiceUfficio denominazione predefinito } splitPayment
    rettifiche { idRettifica numeroPratica campo valoreRichiesto nota stato dataRichiesta }
  }
}`;

export interface AnagraficaConvenzioneRecord {
  idanagrafica: number;
  ragSoc: string;
  codiceFiscale: string;
  partitaIva: string | null;
  codiceIpa: string;
  pec: string;
  indirizzoSedeLegale: string;
  indirizzoFatturazione: string;
  uffici: { codiceUfficio: string; denominazione: string; predefinito: boolean }[];
  splitPayment: boolean;
  rettifiche: RettificaRecord[];
}

export interface RettificaRecord {
  idRettifica: number;
  numeroPratica: string;
  campo: string;
  valoreRichiesto: string;
  nota: string | null;
  stato: string;
  dataRichiesta: string;
}

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
