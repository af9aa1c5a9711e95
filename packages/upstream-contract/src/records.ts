// The records of the supplier's data service (§3 fatture, contratti, anagrafica; §7 data queries;
// the extensions of docs/upstream-contract.md), written once: the sandbox serves them, the BFF
// reads them through their types and checks every answer against them (check.ts). Field names are
// upstream's exactly. A field is nullable here where the portal copes with null, even when the
// sandbox always fills it; data-service.test.ts keeps this file and the sandbox's schema in step.
import { type Static, type TSchema, Type } from 'typebox';

/** A value or null. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** §1: codUtility of a record, 1 gas and 0 power. */
export const UtilityCode = Type.Union([Type.Literal(0), Type.Literal(1)]);
export type UtilityCode = Static<typeof UtilityCode>;

/** The same commodity as the data service's arguments name it (its enum CodUtility, §7). */
export const CodUtility = Type.Union([Type.Literal('Power'), Type.Literal('Gas')]);
export type CodUtility = Static<typeof CodUtility>;

export const TipoRichiestaGestione = Type.Union([
  Type.Literal('ModalitaPagamento'),
  Type.Literal('InvioFattura'),
  Type.Literal('VariazionePotenza'),
  Type.Literal('Cessazione'),
]);
export type TipoRichiestaGestione = Static<typeof TipoRichiestaGestione>;

/** §3 fatture, with the extensions idsede … unitaMisura. */
export const Fattura = Type.Object({
  bitMask: Nullable(Type.Integer()),
  cardStatusMask: Nullable(Type.Integer()),
  cardToken: Nullable(Type.String()),
  codiceRigaContratto: Nullable(Type.String()),
  /** The code of statoPagamento: 1 Pagata, 2 Da pagare, 3 Scaduta, 4 Parzialmente pagata. */
  codiceStatoPagamento: Nullable(Type.Integer()),
  codUtility: UtilityCode,
  compAl: Nullable(Type.String()),
  compDal: Nullable(Type.String()),
  creditCard: Nullable(Type.String()),
  dataEmissione: Type.String(),
  dataPagamento: Nullable(Type.String()),
  dataScadenza: Nullable(Type.String()),
  fileId: Nullable(Type.String()),
  fileIdDetail: Nullable(Type.String()),
  hasMovimentiVisibili: Type.Boolean(),
  hasPdfdettaglio: Type.Boolean(),
  hasPdftestata: Type.Boolean(),
  idanagrafica: Type.Integer(),
  idfattura: Type.Integer(),
  importo: Type.Number(),
  isMultiSede: Type.Boolean(),
  modalitaPagamento: Nullable(Type.String()),
  numeroDoc: Type.String(),
  numeroFattura: Type.String(),
  pagamentoOnlineAbilitato: Type.Boolean(),
  pagato: Type.Boolean(),
  podPdr: Nullable(Type.String()),
  rate: Nullable(Type.Integer()),
  saldo: Nullable(Type.Number()),
  /** 'Pagata', 'Da pagare', 'Scaduta', 'Parzialmente pagata' (docs/upstream-contract.md, Enumerations). */
  statoPagamento: Type.String(),
  tipoDoc: Nullable(Type.String()),
  totaleApagare: Nullable(Type.Number()),
  idsede: Type.Integer(),
  idfornitura: Type.Integer(),
  idCausaleMovimento: Type.Integer(),
  causaleMovimento: Type.String(),
  consumoFatturato: Type.Number(),
  unitaMisura: Type.String(),
});
export type Fattura = Static<typeof Fattura>;

export const FatturaPage = Type.Object({
  totalCount: Type.Integer(),
  nodes: Type.Array(Fattura),
  totaleImporto: Type.Number(),
  totaleDaPagare: Type.Number(),
});
export type FatturaPage = Static<typeof FatturaPage>;

/** §3 contratti, with the extensions idfornitura, ultimaLettura, dataUltimaLettura. */
export const Contratto = Type.Object({
  agenteTestata: Nullable(Type.String()),
  bitMask: Nullable(Type.Integer()),
  businessConventionCode: Nullable(Type.String()),
  businessConventionCouponCode: Nullable(Type.String()),
  businessConventionEndDate: Nullable(Type.String()),
  businessConventionName: Nullable(Type.String()),
  businessConventionStartDate: Nullable(Type.String()),
  businessConventionType: Nullable(Type.String()),
  canInsertLettura: Type.Boolean(),
  cardType: Nullable(Type.String()),
  cc: Nullable(Type.String()),
  codDomiciliazione: Nullable(Type.String()),
  codiceAgenteTestata: Nullable(Type.String()),
  codiceContratto: Type.String(),
  codicePunto: Type.String(),
  codiceRigaContratto: Nullable(Type.String()),
  codUtility: UtilityCode,
  consumoContrattualeEe: Nullable(Type.Number()),
  consumoContrattualeGas: Nullable(Type.Number()),
  currentCarica: Nullable(Type.Boolean()),
  dataAttivazione: Nullable(Type.String()),
  dataCessazione: Nullable(Type.String()),
  dataFineValidita: Nullable(Type.String()),
  dataInizioValidita: Nullable(Type.String()),
  dataStipula: Nullable(Type.String()),
  descrizioneSede: Nullable(Type.String()),
  finestraLetturaAl: Nullable(Type.String()),
  finestraLetturaDal: Nullable(Type.String()),
  frequenzaFatturazione: Nullable(Type.String()),
  friendlyName: Nullable(Type.String()),
  idagenteTestata: Nullable(Type.Integer()),
  idanagrafica: Type.Integer(),
  idbanca: Nullable(Type.Integer()),
  idcontratto: Type.Integer(),
  idcreditcard: Nullable(Type.Integer()),
  idfrequenzaFatturazione: Nullable(Type.Integer()),
  idmacroStato: Nullable(Type.Integer()),
  idmodalitaStipula: Nullable(Type.Integer()),
  idprodotto: Nullable(Type.Integer()),
  idrigaContratto: Type.Integer(),
  idsede: Type.Integer(),
  idstatoRiga: Nullable(Type.Integer()),
  indirizzo: Nullable(Type.String()),
  lastContrattoSede: Type.Boolean(),
  localita: Nullable(Type.String()),
  macroStato: Nullable(Type.String()),
  modalitaStipula: Nullable(Type.String()),
  noteAgenzia: Nullable(Type.String()),
  offerCode: Nullable(Type.String()),
  pAN: Nullable(Type.String()),
  prodotto: Nullable(Type.String()),
  provincia: Nullable(Type.String()),
  rataCostante: Type.Boolean(),
  statoRiga: Nullable(Type.String()),
  tipoLettura: Nullable(Type.String()),
  tipoPagamento: Nullable(Type.String()),
  token: Nullable(Type.String()),
  idfornitura: Nullable(Type.Integer()),
  ultimaLettura: Nullable(Type.Number()),
  dataUltimaLettura: Nullable(Type.String()),
});
export type Contratto = Static<typeof Contratto>;

export const ContrattoPage = Type.Object({
  totalCount: Type.Integer(),
  nodes: Type.Array(Contratto),
});
export type ContrattoPage = Static<typeof ContrattoPage>;

export const AidIndici = Type.Object({
  consumoAnnoEe: Nullable(Type.Number()),
  idanagrafica: Type.Integer(),
});
export type AidIndici = Static<typeof AidIndici>;

export const FatturaDigitale = Type.Object({
  eMail: Nullable(Type.String()),
  flgDigi: Type.Boolean(),
  flgEMail: Type.Boolean(),
  flgRaggr: Type.Boolean(),
  iDAnagrafica: Type.Integer(),
  idTipoInvioFattura: Nullable(Type.Integer()),
  iDTMaster: Nullable(Type.Integer()),
  tipoInvioFatturaDescrizione: Nullable(Type.String()),
  valoreFlags: Nullable(Type.Integer()),
});
export type FatturaDigitale = Static<typeof FatturaDigitale>;

/** §3 anagrafica with aidIndici and fatturaDigitale; eMail … culture are extensions. */
export const Anagrafica = Type.Object({
  ateco: Nullable(Type.String()),
  ateco2: Nullable(Type.String()),
  cap: Nullable(Type.String()),
  cfisc: Nullable(Type.String()),
  codiceFiscaleEstero: Nullable(Type.String()),
  cognome: Nullable(Type.String()),
  idanagrafica: Type.Integer(),
  indirizzo: Nullable(Type.String()),
  localita: Nullable(Type.String()),
  nazione: Nullable(Type.String()),
  nazioneDatoFiscale: Nullable(Type.String()),
  nome: Nullable(Type.String()),
  piva: Nullable(Type.String()),
  provincia: Nullable(Type.String()),
  ragSoc: Nullable(Type.String()),
  splitPayment: Type.Boolean(),
  aidIndici: Nullable(AidIndici),
  fatturaDigitale: Nullable(FatturaDigitale),
  eMail: Type.String(),
  telefono: Nullable(Type.String()),
  cellulare: Nullable(Type.String()),
  customerSegment: Type.String(),
  culture: Type.String(),
});
export type Anagrafica = Static<typeof Anagrafica>;

export const Fornitura = Type.Object({
  idfornitura: Type.Integer(),
  idanagrafica: Type.Integer(),
  idsede: Type.Integer(),
  codUtility: UtilityCode,
  podPdr: Type.String(),
  descrizioneSede: Type.String(),
  indirizzo: Type.String(),
  cap: Type.String(),
  localita: Type.String(),
  provincia: Type.String(),
  statoFornitura: Type.String(),
  dataAttivazione: Type.String(),
  dataCessazione: Type.String(),
  idrigaContratto: Type.Integer(),
  prodotto: Type.String(),
  energiaVerde: Type.Boolean(),
  percentualeRinnovabile: Type.Number(),
  certificazioneVerde: Nullable(Type.String()),
  co2EvitataKg: Type.Number(),
  potenzaImpegnata: Nullable(Type.Number()),
  potenzaDisponibile: Nullable(Type.Number()),
  tensione: Nullable(Type.String()),
  classeContatore: Nullable(Type.String()),
  matricolaContatore: Type.String(),
  cifreContatore: Nullable(Type.Integer()),
  /**
   * The meter is read remotely interval by interval (contatore telegestito): a power meter's
   * quarter hours, a smart gas meter's days (and hours from G10 up). Only such a supply has a
   * load curve (curvaCarico).
   */
  telegestito: Type.Boolean(),
  tipoUso: Type.String(),
  consumoAnnuo: Type.Number(),
  unitaMisura: Type.String(),
});
export type Fornitura = Static<typeof Fornitura>;

export const FornituraPage = Type.Object({
  totalCount: Type.Integer(),
  nodes: Type.Array(Fornitura),
  totaleCo2EvitataKg: Type.Number(),
  mediaPercentualeRinnovabile: Nullable(Type.Number()),
  totaleConsumoAnnuo: Type.Number(),
});
export type FornituraPage = Static<typeof FornituraPage>;

/** A consumption and its cost: F1–F3 are null for gas. */
export const ConsumoPeriodo = Type.Object({
  consumo: Type.Number(),
  f1: Nullable(Type.Number()),
  f2: Nullable(Type.Number()),
  f3: Nullable(Type.Number()),
  importoIva: Type.Number(),
  importoTotale: Type.Number(),
});
export type ConsumoPeriodo = Static<typeof ConsumoPeriodo>;

export const Consumo = Type.Object({
  idfornitura: Type.Integer(),
  mese: Type.String(),
  codUtility: UtilityCode,
  unitaMisura: Type.String(),
  ...ConsumoPeriodo.properties,
  importoMateria: Type.Number(),
  importoTrasporto: Type.Number(),
  importoOneri: Type.Number(),
  importoImposte: Type.Number(),
  stimato: Type.Boolean(),
});
export type Consumo = Static<typeof Consumo>;

export const CurvaCarico = Type.Object({
  idfornitura: Type.Integer(),
  codUtility: UtilityCode,
  unitaMisura: Type.String(),
  start: Type.String(),
  stepMinutes: Type.Integer(),
  values: Type.Array(Nullable(Type.Number())),
  valoriMancanti: Type.Integer(),
  totale: Type.Number(),
  passiDisponibili: Type.Array(Type.Integer()),
});
export type CurvaCarico = Static<typeof CurvaCarico>;

export const ConsumoMese = Type.Object({
  mese: Type.String(),
  ...ConsumoPeriodo.properties,
  numeroForniture: Type.Integer(),
  fornitureStimate: Type.Integer(),
});
export type ConsumoMese = Static<typeof ConsumoMese>;

export const ConsumoFornitura = Type.Object({
  idfornitura: Type.Integer(),
  idsede: Type.Integer(),
  podPdr: Type.String(),
  descrizioneSede: Type.String(),
  mesi: Type.Integer(),
  ...ConsumoPeriodo.properties,
});
export type ConsumoFornitura = Static<typeof ConsumoFornitura>;

export const ConsumoFornituraPage = Type.Object({
  totalCount: Type.Integer(),
  nodes: Type.Array(ConsumoFornitura),
});
export type ConsumoFornituraPage = Static<typeof ConsumoFornituraPage>;

export const ConsumiTotali = Type.Object({
  unitaMisura: Type.String(),
  numeroForniture: Type.Integer(),
  mesi: Type.Array(ConsumoMese),
  totale: ConsumoPeriodo,
  forniture: ConsumoFornituraPage,
});
export type ConsumiTotali = Static<typeof ConsumiTotali>;

export const StatoStorico = Type.Object({
  stato: Type.String(),
  data: Type.String(),
  nota: Nullable(Type.String()),
});
export type StatoStorico = Static<typeof StatoStorico>;

export const Operazione = Type.Object({
  idoperazione: Type.Integer(),
  idanagrafica: Type.Integer(),
  idfornitura: Nullable(Type.Integer()),
  podPdr: Nullable(Type.String()),
  codUtility: Nullable(UtilityCode),
  tipo: Type.String(),
  descrizione: Type.String(),
  stato: Type.String(),
  dataApertura: Type.String(),
  dataUltimoAggiornamento: Type.String(),
  storico: Type.Array(StatoStorico),
});
export type Operazione = Static<typeof Operazione>;

export const OperazionePage = Type.Object({
  totalCount: Type.Integer(),
  nodes: Type.Array(Operazione),
});
export type OperazionePage = Static<typeof OperazionePage>;

export const Notifica = Type.Object({
  idnotifica: Type.Integer(),
  idanagrafica: Type.Integer(),
  categoria: Type.String(),
  titolo: Type.String(),
  testo: Type.String(),
  dataCreazione: Type.String(),
  letta: Type.Boolean(),
  link: Nullable(Type.String()),
});
export type Notifica = Static<typeof Notifica>;

export const NotificaPage = Type.Object({
  totalCount: Type.Integer(),
  nonLette: Type.Integer(),
  nodes: Type.Array(Notifica),
});
export type NotificaPage = Static<typeof NotificaPage>;

export const MovimentoBonus = Type.Object({
  data: Type.String(),
  punti: Type.Integer(),
  descrizione: Type.String(),
});
export type MovimentoBonus = Static<typeof MovimentoBonus>;

export const LivelloProgrammaBonus = Type.Object({
  livello: Type.String(),
  sogliaPunti: Type.Integer(),
});
export type LivelloProgrammaBonus = Static<typeof LivelloProgrammaBonus>;

export const ProgrammaBonus = Type.Object({
  euroPerPunto: Type.Number(),
  puntiMinimiBolletta: Type.Integer(),
  livelli: Type.Array(LivelloProgrammaBonus),
  anniValiditaPunti: Type.Integer(),
});
export type ProgrammaBonus = Static<typeof ProgrammaBonus>;

export const BonusFedelta = Type.Object({
  idanagrafica: Type.Integer(),
  punti: Type.Integer(),
  livello: Type.String(),
  sogliaProssimoLivello: Nullable(Type.Integer()),
  idoneo: Type.Boolean(),
  motivoNonIdoneo: Nullable(Type.String()),
  scadenzaPunti: Type.String(),
  movimenti: Type.Array(MovimentoBonus),
  programma: ProgrammaBonus,
});
export type BonusFedelta = Static<typeof BonusFedelta>;

export const RichiestaGestione = Type.Object({
  idrichiesta: Type.Integer(),
  idanagrafica: Type.Integer(),
  idfornitura: Type.Integer(),
  podPdr: Type.String(),
  codUtility: UtilityCode,
  tipo: TipoRichiestaGestione,
  stato: Type.String(),
  dataRichiesta: Type.String(),
  modalitaPagamento: Nullable(Type.String()),
  iban: Nullable(Type.String()),
  modalitaInvioFattura: Nullable(Type.String()),
  email: Nullable(Type.String()),
  potenzaAttuale: Nullable(Type.Number()),
  potenzaRichiesta: Nullable(Type.Number()),
  dataCessazione: Nullable(Type.String()),
  recapitoFinale: Nullable(Type.String()),
  intestatarioConto: Nullable(Type.String()),
  codiceFiscaleIntestatario: Nullable(Type.String()),
  letturaFinale: Nullable(Type.String()),
  note: Nullable(Type.String()),
  cardType: Nullable(Type.String()),
  pAN: Nullable(Type.String()),
  storico: Type.Array(StatoStorico),
});
export type RichiestaGestione = Static<typeof RichiestaGestione>;

export const RichiestaGestionePage = Type.Object({
  totalCount: Type.Integer(),
  nodes: Type.Array(RichiestaGestione),
});
export type RichiestaGestionePage = Static<typeof RichiestaGestionePage>;

export const Lettura = Type.Object({
  idLettura: Type.Integer(),
  idanagrafica: Type.Integer(),
  idrigaContratto: Type.Integer(),
  idfornitura: Type.Integer(),
  codicePunto: Type.String(),
  dataLettura: Type.String(),
  lettura: Type.Number(),
  tipoLettura: Type.String(),
  unitaMisura: Type.String(),
});
export type Lettura = Static<typeof Lettura>;

export const RichiestaScritta = Type.Object({
  idRichiesta: Type.Integer(),
  numeroPratica: Type.String(),
  idanagrafica: Type.Integer(),
  tipoRichiesta: Type.String(),
  oggetto: Type.String(),
  messaggio: Type.String(),
  idfornitura: Nullable(Type.Integer()),
  podPdr: Nullable(Type.String()),
  codUtility: Nullable(UtilityCode),
  numeroFattura: Nullable(Type.String()),
  dataRichiesta: Type.String(),
  dataScadenzaRisposta: Type.String(),
  stato: Type.String(),
});
export type RichiestaScritta = Static<typeof RichiestaScritta>;

export const RichiestaScrittaPage = Type.Object({
  totalCount: Type.Integer(),
  nodes: Type.Array(RichiestaScritta),
});
export type RichiestaScrittaPage = Static<typeof RichiestaScrittaPage>;

export const ContattoConvenzione = Type.Object({
  ruolo: Type.String(),
  nome: Type.String(),
  email: Nullable(Type.String()),
  telefono: Nullable(Type.String()),
  orari: Nullable(Type.String()),
});
export type ContattoConvenzione = Static<typeof ContattoConvenzione>;

export const Convenzione = Type.Object({
  idConvenzione: Type.Integer(),
  idanagrafica: Type.Integer(),
  codUtility: UtilityCode,
  codice: Type.String(),
  nome: Type.String(),
  lotto: Type.String(),
  cigQuadro: Type.String(),
  fornitore: Type.String(),
  dataInizio: Type.String(),
  dataFine: Type.String(),
  quantitaMassima: Type.Number(),
  quantitaOrdinata: Type.Number(),
  quantitaDisponibile: Type.Number(),
  quantitaConsumata12Mesi: Type.Number(),
  unitaMisura: Type.String(),
  numeroForniture: Type.Integer(),
  spesaTotale: Type.Number(),
  ordiniAperti: Type.Integer(),
  contatti: Type.Array(ContattoConvenzione),
});
export type Convenzione = Static<typeof Convenzione>;

export const AllaccioPunto = Type.Object({
  stato: Type.String(),
  podPdr: Nullable(Type.String()),
  dataOrdine: Type.String(),
  dataAccettazione: Nullable(Type.String()),
  dataPrevistaAttivazione: Type.String(),
  dataAttivazione: Nullable(Type.String()),
});
export type AllaccioPunto = Static<typeof AllaccioPunto>;

export const PuntoOrdineConvenzione = Type.Object({
  idPunto: Type.Integer(),
  idfornitura: Nullable(Type.Integer()),
  nuovoAllaccio: Type.Boolean(),
  descrizioneSede: Type.String(),
  indirizzo: Type.String(),
  cap: Type.String(),
  localita: Type.String(),
  provincia: Type.String(),
  consumoAnnuoStimato: Type.Number(),
  allaccio: AllaccioPunto,
});
export type PuntoOrdineConvenzione = Static<typeof PuntoOrdineConvenzione>;

export const OrdineConvenzione = Type.Object({
  idOrdine: Type.Integer(),
  numeroOrdine: Type.String(),
  idanagrafica: Type.Integer(),
  idConvenzione: Type.Integer(),
  codUtility: UtilityCode,
  stato: Type.String(),
  dataTrasmissione: Type.String(),
  dataUltimoAggiornamento: Type.String(),
  cig: Type.String(),
  cup: Nullable(Type.String()),
  codiceUfficio: Type.String(),
  splitPayment: Type.Boolean(),
  dataDecorrenza: Type.String(),
  note: Nullable(Type.String()),
  motivoRifiuto: Nullable(Type.String()),
  consumoAnnuoStimato: Type.Number(),
  storico: Type.Array(StatoStorico),
  punti: Type.Array(PuntoOrdineConvenzione),
});
export type OrdineConvenzione = Static<typeof OrdineConvenzione>;

export const ContrattoConvenzione = Type.Object({
  idContratto: Type.Integer(),
  numeroContratto: Type.String(),
  idOrdine: Type.Integer(),
  idanagrafica: Type.Integer(),
  idConvenzione: Type.Integer(),
  codUtility: UtilityCode,
  stato: Type.String(),
  dataInizio: Type.String(),
  dataFine: Type.String(),
  quantitaContrattuale: Type.Number(),
  quantitaConsumata: Type.Number(),
  numeroPunti: Type.Integer(),
});
export type ContrattoConvenzione = Static<typeof ContrattoConvenzione>;

export const RigaReportConvenzione = Type.Object({
  idfornitura: Type.Integer(),
  podPdr: Type.String(),
  descrizioneSede: Type.String(),
  mese: Type.String(),
  consumo: Type.Number(),
  spesa: Type.Number(),
});
export type RigaReportConvenzione = Static<typeof RigaReportConvenzione>;

export const DocumentoConvenzione = Type.Object({
  idDocumento: Type.String(),
  idanagrafica: Type.Integer(),
  codUtility: UtilityCode,
  tipo: Type.String(),
  titolo: Type.String(),
  data: Type.String(),
  idOrdine: Nullable(Type.Integer()),
});
export type DocumentoConvenzione = Static<typeof DocumentoConvenzione>;

export const UfficioFatturazione = Type.Object({
  codiceUfficio: Type.String(),
  denominazione: Type.String(),
  predefinito: Type.Boolean(),
});
export type UfficioFatturazione = Static<typeof UfficioFatturazione>;

export const RettificaAnagrafica = Type.Object({
  idRettifica: Type.Integer(),
  numeroPratica: Type.String(),
  campo: Type.String(),
  valoreRichiesto: Type.String(),
  nota: Nullable(Type.String()),
  stato: Type.String(),
  dataRichiesta: Type.String(),
});
export type RettificaAnagrafica = Static<typeof RettificaAnagrafica>;

export const AnagraficaConvenzione = Type.Object({
  idanagrafica: Type.Integer(),
  ragSoc: Type.String(),
  codiceFiscale: Type.String(),
  partitaIva: Nullable(Type.String()),
  codiceIpa: Type.String(),
  pec: Type.String(),
  indirizzoSedeLegale: Type.String(),
  indirizzoFatturazione: Type.String(),
  uffici: Type.Array(UfficioFatturazione),
  splitPayment: Type.Boolean(),
  rettifiche: Type.Array(RettificaAnagrafica),
});
export type AnagraficaConvenzione = Static<typeof AnagraficaConvenzione>;
