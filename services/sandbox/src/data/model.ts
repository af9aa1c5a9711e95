// The upstream entities as the data service serves them. Field names are those of §3 exactly;
// the extras the contract adds for later pages are marked "(extra)".

/** §1: 1 gas, 0 power. */
export type CodUtilityCode = 0 | 1;

export interface Fattura {
  bitMask: number;
  cardStatusMask: number;
  cardToken: string | null;
  codiceRigaContratto: string;
  codiceStatoPagamento: number;
  codUtility: CodUtilityCode;
  compAl: string;
  compDal: string;
  creditCard: string | null;
  dataEmissione: string;
  dataPagamento: string | null;
  dataScadenza: string;
  fileId: string;
  fileIdDetail: string | null;
  hasMovimentiVisibili: boolean;
  hasPdfdettaglio: boolean;
  hasPdftestata: boolean;
  idanagrafica: number;
  idfattura: number;
  importo: number;
  isMultiSede: boolean;
  modalitaPagamento: string;
  numeroDoc: string;
  numeroFattura: string;
  pagamentoOnlineAbilitato: boolean;
  pagato: boolean;
  podPdr: string;
  rate: number;
  saldo: number;
  statoPagamento: string;
  tipoDoc: string;
  totaleApagare: number;
  /** (extra) the site of the supply, for the idSedi filter. */
  idsede: number;
  /** (extra) the supply billed. */
  idfornitura: number;
  /** (extra) movement cause, for the idCausaliMovimenti filter. */
  idCausaleMovimento: number;
  causaleMovimento: string;
  /** (extra) billed quantity and unit (kWh or Smc). */
  consumoFatturato: number;
  unitaMisura: string;
}

export interface Contratto {
  agenteTestata: string;
  bitMask: number;
  businessConventionCode: string | null;
  businessConventionCouponCode: string | null;
  businessConventionEndDate: string | null;
  businessConventionName: string | null;
  businessConventionStartDate: string | null;
  businessConventionType: string | null;
  canInsertLettura: boolean;
  cardType: string | null;
  cc: string | null;
  codDomiciliazione: string | null;
  codiceAgenteTestata: string;
  codiceContratto: string;
  codicePunto: string;
  codiceRigaContratto: string;
  codUtility: CodUtilityCode;
  consumoContrattualeEe: number | null;
  consumoContrattualeGas: number | null;
  currentCarica: boolean;
  dataAttivazione: string;
  dataCessazione: string;
  dataFineValidita: string;
  dataInizioValidita: string;
  dataStipula: string;
  descrizioneSede: string;
  finestraLetturaAl: string | null;
  finestraLetturaDal: string | null;
  frequenzaFatturazione: string;
  friendlyName: string;
  idagenteTestata: number;
  idanagrafica: number;
  idbanca: number | null;
  idcontratto: number;
  idcreditcard: number | null;
  idfrequenzaFatturazione: number;
  idmacroStato: number;
  idmodalitaStipula: number;
  idprodotto: number;
  idrigaContratto: number;
  idsede: number;
  idstatoRiga: number;
  indirizzo: string;
  lastContrattoSede: boolean;
  localita: string;
  macroStato: string;
  modalitaStipula: string;
  noteAgenzia: string | null;
  offerCode: string;
  pAN: string | null;
  prodotto: string;
  provincia: string;
  rataCostante: boolean;
  statoRiga: string;
  tipoLettura: string;
  tipoPagamento: string;
  token: string | null;
  /** (extra) the supply of this contract row. */
  idfornitura: number;
  /** (extra) last meter reading (gas) and its date. */
  ultimaLettura: number | null;
  dataUltimaLettura: string | null;
}

export interface AidIndici {
  consumoAnnoEe: number;
  idanagrafica: number;
}

export interface FatturaDigitale {
  eMail: string;
  flgDigi: boolean;
  flgEMail: boolean;
  flgRaggr: boolean;
  iDAnagrafica: number;
  idTipoInvioFattura: number;
  iDTMaster: number;
  tipoInvioFatturaDescrizione: string;
  valoreFlags: number;
}

export interface Anagrafica {
  ateco: string | null;
  ateco2: string | null;
  cap: string;
  cfisc: string;
  codiceFiscaleEstero: string | null;
  cognome: string | null;
  idanagrafica: number;
  indirizzo: string;
  localita: string;
  nazione: string;
  nazioneDatoFiscale: string;
  nome: string | null;
  piva: string | null;
  provincia: string;
  ragSoc: string;
  splitPayment: boolean;
  aidIndici: AidIndici;
  fatturaDigitale: FatturaDigitale;
  /** (extra) contacts saved through /api/registrazione/contatto/save. */
  eMail: string;
  telefono: string | null;
  cellulare: string | null;
  /** (extra) the registry's customer kind (§1) and culture. */
  customerSegment: string;
  culture: string;
}

/** (extra) A supply point: one POD (power) or PDR (gas) at a site. */
export interface Fornitura {
  idfornitura: number;
  idanagrafica: number;
  idsede: number;
  codUtility: CodUtilityCode;
  podPdr: string;
  descrizioneSede: string;
  indirizzo: string;
  cap: string;
  localita: string;
  provincia: string;
  statoFornitura: string;
  dataAttivazione: string;
  dataCessazione: string;
  idrigaContratto: number;
  prodotto: string;
  energiaVerde: boolean;
  percentualeRinnovabile: number;
  certificazioneVerde: string | null;
  co2EvitataKg: number;
  potenzaImpegnata: number | null;
  potenzaDisponibile: number | null;
  tensione: string | null;
  classeContatore: string | null;
  /** (extra) the meter's serial number, printed on it (the self-reading page names the meter). */
  matricolaContatore: string;
  /** (extra) the whole digits of a gas meter's register (before the comma); null for power. */
  cifreContatore: number | null;
  tipoUso: string;
  consumoAnnuo: number;
  unitaMisura: string;
  /** Monthly consumption level used by the consumption model (kWh or Smc per month). */
  baseMensile: number;
  /** Price level (€/kWh or €/Smc, VAT excluded). */
  prezzoUnitario: number;
  aliquotaIva: number;
  firstMonth: number;
  lastMonth: number;
}

export interface StatoStorico {
  stato: string;
  data: string;
  nota: string | null;
}

export interface Operazione {
  idoperazione: number;
  idanagrafica: number;
  idfornitura: number | null;
  podPdr: string | null;
  codUtility: CodUtilityCode | null;
  tipo: string;
  descrizione: string;
  stato: string;
  dataApertura: string;
  dataUltimoAggiornamento: string;
  storico: StatoStorico[];
}

export interface Notifica {
  idnotifica: number;
  idanagrafica: number;
  categoria: string;
  titolo: string;
  testo: string;
  dataCreazione: string;
  letta: boolean;
  link: string | null;
}

export interface MovimentoBonus {
  data: string;
  punti: number;
  descrizione: string;
}

/** A level of the loyalty programme and the points it starts at. */
export interface LivelloProgrammaBonus {
  livello: string;
  sogliaPunti: number;
}

/** The loyalty programme's rules as the supplier publishes them. */
export interface ProgrammaBonus {
  /** Euros of a bill paid by its due date that earn one point. */
  euroPerPunto: number;
  /** Points a bill paid by its due date earns at least. */
  puntiMinimiBolletta: number;
  /** The levels in order, from the first (threshold 0). */
  livelli: LivelloProgrammaBonus[];
  /** Points stay valid until 31 December of this many years after the year they were earned. */
  anniValiditaPunti: number;
}

export interface BonusFedelta {
  idanagrafica: number;
  punti: number;
  livello: string;
  sogliaProssimoLivello: number | null;
  idoneo: boolean;
  motivoNonIdoneo: string | null;
  scadenzaPunti: string;
  movimenti: MovimentoBonus[];
  programma: ProgrammaBonus;
}

export type TipoRichiestaGestione =
  'ModalitaPagamento' | 'InvioFattura' | 'VariazionePotenza' | 'Cessazione';

export interface RichiestaGestione {
  idrichiesta: number;
  idanagrafica: number;
  idfornitura: number;
  podPdr: string;
  codUtility: CodUtilityCode;
  tipo: TipoRichiestaGestione;
  stato: string;
  dataRichiesta: string;
  modalitaPagamento: string | null;
  iban: string | null;
  modalitaInvioFattura: string | null;
  email: string | null;
  potenzaAttuale: number | null;
  potenzaRichiesta: number | null;
  dataCessazione: string | null;
  recapitoFinale: string | null;
  /** SEPA direct debit: the account holder and the holder's codice fiscale. */
  intestatarioConto: string | null;
  codiceFiscaleIntestatario: string | null;
  /** Termination: the customer's final meter reading (digits), when given. */
  letturaFinale: string | null;
  note: string | null;
  /** Card: the brand and masked number of the registered card (never the number or token). */
  cardType?: string | null;
  pAN?: string | null;
  storico: StatoStorico[];
}

export interface Lettura {
  idLettura: number;
  idanagrafica: number;
  idrigaContratto: number;
  idfornitura: number;
  codicePunto: string;
  dataLettura: string;
  lettura: number;
  tipoLettura: string;
  unitaMisura: string;
}
