// The data-service documents the API sends (docs/upstream-contract.md "Data service"). Each
// selects only the fields the mappers read.
const FATTURA_FIELDS = `idfattura numeroFattura numeroDoc dataEmissione dataScadenza dataPagamento compDal compAl importo
  totaleApagare pagato statoPagamento codiceStatoPagamento codUtility podPdr modalitaPagamento pagamentoOnlineAbilitato
  hasPdftestata hasPdfdettaglio idanagrafica tipoDoc idsede idfornitura consumoFatturato unitaMisura`;

/** Every field of an invoice the API reads, in the order of the full query. */
export const FATTURA_FIELD_LIST: readonly string[] = FATTURA_FIELDS.split(/\s+/);

/** The invoices list asking for `fields` only (space-separated upstream names). */
export function fattureQuery(fields: string): string {
  return `query Fatture($idanagrafica: [Int!]!, $statoPagamento: [String!], $idSedi: [Int!], $compDal: String, $compAl: String,
  $dataEmissioneDal: String, $dataEmissioneAl: String, $first: Int, $offset: Int, $sort: String) {
  fatture(idanagrafica: $idanagrafica, statoPagamento: $statoPagamento, idSedi: $idSedi, compDal: $compDal, compAl: $compAl,
    dataEmissioneDal: $dataEmissioneDal, dataEmissioneAl: $dataEmissioneAl, first: $first, offset: $offset, sort: $sort) {
    totalCount nodes { ${fields} }
  }
}`;
}

export const FATTURE_QUERY = fattureQuery(FATTURA_FIELDS);

const CONTRATTO_FIELDS = `idrigaContratto idcontratto codiceContratto codiceRigaContratto codUtility codicePunto statoRiga macroStato prodotto
  offerCode idsede descrizioneSede indirizzo localita provincia friendlyName dataStipula dataAttivazione dataCessazione
  dataInizioValidita dataFineValidita frequenzaFatturazione tipoPagamento modalitaStipula tipoLettura canInsertLettura
  finestraLetturaDal finestraLetturaAl consumoContrattualeEe consumoContrattualeGas rataCostante businessConventionCode
  businessConventionName businessConventionType businessConventionStartDate businessConventionEndDate agenteTestata
  idanagrafica idfornitura ultimaLettura dataUltimaLettura`;

export const CONTRATTI_QUERY = `query Contratti($idanagrafica: [Int!], $idrigaContratto: Int, $idsede: Int, $codUtility: CodUtility,
  $hasBusinessConvention: Boolean, $canInsertLettura: Boolean, $lastContrattoSede: Boolean, $first: Int, $offset: Int, $sort: String) {
  contratti(idanagrafica: $idanagrafica, idrigaContratto: $idrigaContratto, idsede: $idsede, codUtility: $codUtility,
    hasBusinessConvention: $hasBusinessConvention, canInsertLettura: $canInsertLettura, lastContrattoSede: $lastContrattoSede,
    first: $first, offset: $offset, sort: $sort) {
    totalCount nodes { ${CONTRATTO_FIELDS} }
  }
}`;

export const ANAGRAFICA_QUERY = `query Anagrafica($idanagrafica: Int!) {
  anagrafica(idanagrafica: $idanagrafica) {
    idanagrafica ragSoc nome cognome cfisc codiceFiscaleEstero piva ateco ateco2 indirizzo cap localita provincia nazione
    nazioneDatoFiscale splitPayment eMail telefono cellulare
    aidIndici { consumoAnnoEe idanagrafica }
    fatturaDigitale { eMail flgDigi flgEMail flgRaggr iDAnagrafica idTipoInvioFattura iDTMaster tipoInvioFatturaDescrizione valoreFlags }
  }
}`;

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

export const CONSUMI_QUERY = `query Consumi($idfornitura: Int!, $meseDal: String, $meseAl: String) {
  consumi(idfornitura: $idfornitura, meseDal: $meseDal, meseAl: $meseAl) {
    mese unitaMisura f1 f2 f3 consumo importoTotale importoIva stimato
  }
}`;

export const CURVA_QUERY = `query CurvaCarico($idfornitura: Int!, $dal: String!, $al: String!) {
  curvaCarico(idfornitura: $idfornitura, dal: $dal, al: $al) { unitaMisura start stepMinutes values }
}`;

const OPERAZIONE_FIELDS = `idoperazione idanagrafica idfornitura podPdr codUtility tipo descrizione stato dataApertura
  dataUltimoAggiornamento storico { stato data nota }`;

export const OPERAZIONI_QUERY = `query Operazioni($idanagrafica: [Int!]!, $idfornitura: Int, $codUtility: CodUtility, $first: Int, $offset: Int, $sort: String) {
  operazioni(idanagrafica: $idanagrafica, idfornitura: $idfornitura, codUtility: $codUtility, first: $first, offset: $offset, sort: $sort) {
    totalCount nodes { ${OPERAZIONE_FIELDS} }
  }
}`;

export const NOTIFICHE_QUERY = `query Notifiche($idanagrafica: [Int!]!, $letta: Boolean, $first: Int, $offset: Int) {
  notifiche(idanagrafica: $idanagrafica, letta: $letta, first: $first, offset: $offset) {
    totalCount nonLette nodes { idnotifica idanagrafica categoria titolo testo dataCreazione letta link }
  }
}`;

export const BONUS_QUERY = `query BonusFedelta($idanagrafica: Int!) {
  bonusFedelta(idanagrafica: $idanagrafica) {
    idanagrafica punti livello sogliaProssimoLivello idoneo motivoNonIdoneo scadenzaPunti movimenti { data punti descrizione }
  }
}`;

export const LETTURE_QUERY = `query Letture($idanagrafica: [Int!]!, $idrigaContratto: Int, $first: Int) {
  letture(idanagrafica: $idanagrafica, idrigaContratto: $idrigaContratto, first: $first) {
    idLettura idanagrafica idrigaContratto dataLettura lettura tipoLettura unitaMisura
  }
}`;

const RICHIESTA_FIELDS = `idrichiesta idanagrafica idfornitura tipo stato dataRichiesta storico { stato data nota }`;

export const CREA_RICHIESTA_MUTATION = `mutation CreaRichiestaGestione($input: RichiestaGestioneInput!) {
  creaRichiestaGestione(input: $input) { ${RICHIESTA_FIELDS} }
}`;

export const RICHIESTE_QUERY = `query RichiesteGestione($idanagrafica: [Int!]!, $idfornitura: Int, $first: Int, $offset: Int) {
  richiesteGestione(idanagrafica: $idanagrafica, idfornitura: $idfornitura, first: $first, offset: $offset) {
    totalCount nodes { ${RICHIESTA_FIELDS} }
  }
}`;

/** Notifications of the session's registries, to prove a notification id before marking it. */
export const NOTIFICHE_IDS_QUERY = `query NotificheIds($idanagrafica: [Int!]!, $first: Int) {
  notifiche(idanagrafica: $idanagrafica, first: $first) { totalCount nodes { idnotifica idanagrafica } }
}`;

export const SEGNA_NOTIFICA_MUTATION = `mutation SegnaNotificaLetta($idnotifica: Int!, $letta: Boolean) {
  segnaNotificaLetta(idnotifica: $idnotifica, letta: $letta) { idnotifica idanagrafica categoria titolo testo dataCreazione letta link }
}`;
