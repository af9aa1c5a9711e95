// The data-service document of a registry (§3 anagrafica).
import type { PrivacyConsentsAnswer } from '@portal/upstream-contract/rest';

export const ANAGRAFICA_QUERY = `query Anagrafica($idanagrafica: Int!) {
  anagrafica(idanagrafica: $idanagrafica) {
    idanagrafica ragSoc nome cognome cfisc codiceFiscaleEstero piva ateco ateco2 indirizzo cap localita provincia nazione
    nazioneDatoFiscale splitPayment eMail telefono cellulare
    aidIndici { consumoAnnoEe idanagrafica }
    fatturaDigitale { eMail flgDigi flgEMail flgRaggr iDAnagrafica idTipoInvioFattura iDTMaster tipoInvioFatturaDescrizione valoreFlags }
  }
}`;

/** GET /api/customer-cases/privacy: the consents in force of one registry. */
export type PrivacyConsentRecord = PrivacyConsentsAnswer;
