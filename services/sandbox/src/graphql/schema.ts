// The data service's schema (docs/upstream-contract.md). fatture, contratti and anagrafica are
// those of §7 with the fields of §3; the rest serves the later pages and is documented in the
// sandbox README ("Data service and data endpoints").
export const schema = /* GraphQL */ `
  enum CodUtility {
    Power
    Gas
  }

  enum TipoRichiestaGestione {
    ModalitaPagamento
    InvioFattura
    VariazionePotenza
    Cessazione
  }

  type Fattura {
    bitMask: Int!
    cardStatusMask: Int!
    cardToken: String
    codiceRigaContratto: String!
    codiceStatoPagamento: Int!
    codUtility: Int!
    compAl: String!
    compDal: String!
    creditCard: String
    dataEmissione: String!
    dataPagamento: String
    dataScadenza: String!
    fileId: String!
    fileIdDetail: String
    hasMovimentiVisibili: Boolean!
    hasPdfdettaglio: Boolean!
    hasPdftestata: Boolean!
    idanagrafica: Int!
    idfattura: Int!
    importo: Float!
    isMultiSede: Boolean!
    modalitaPagamento: String!
    numeroDoc: String!
    numeroFattura: String!
    pagamentoOnlineAbilitato: Boolean!
    pagato: Boolean!
    podPdr: String!
    rate: Int!
    saldo: Float!
    statoPagamento: String!
    tipoDoc: String!
    totaleApagare: Float!
    idsede: Int!
    idfornitura: Int!
    idCausaleMovimento: Int!
    causaleMovimento: String!
    consumoFatturato: Float!
    unitaMisura: String!
  }

  type FatturaPage {
    totalCount: Int!
    nodes: [Fattura!]!
    "Sum of importo over every invoice the filters select, not only this page (an extension)."
    totaleImporto: Float!
    "Sum of totaleApagare over every invoice the filters select (an extension)."
    totaleDaPagare: Float!
  }

  type Contratto {
    agenteTestata: String!
    bitMask: Int!
    businessConventionCode: String
    businessConventionCouponCode: String
    businessConventionEndDate: String
    businessConventionName: String
    businessConventionStartDate: String
    businessConventionType: String
    canInsertLettura: Boolean!
    cardType: String
    cc: String
    codDomiciliazione: String
    codiceAgenteTestata: String!
    codiceContratto: String!
    codicePunto: String!
    codiceRigaContratto: String!
    codUtility: Int!
    consumoContrattualeEe: Float
    consumoContrattualeGas: Float
    currentCarica: Boolean!
    dataAttivazione: String!
    dataCessazione: String!
    dataFineValidita: String!
    dataInizioValidita: String!
    dataStipula: String!
    descrizioneSede: String!
    finestraLetturaAl: String
    finestraLetturaDal: String
    frequenzaFatturazione: String!
    friendlyName: String!
    idagenteTestata: Int!
    idanagrafica: Int!
    idbanca: Int
    idcontratto: Int!
    idcreditcard: Int
    idfrequenzaFatturazione: Int!
    idmacroStato: Int!
    idmodalitaStipula: Int!
    idprodotto: Int!
    idrigaContratto: Int!
    idsede: Int!
    idstatoRiga: Int!
    indirizzo: String!
    lastContrattoSede: Boolean!
    localita: String!
    macroStato: String!
    modalitaStipula: String!
    noteAgenzia: String
    offerCode: String!
    pAN: String
    prodotto: String!
    provincia: String!
    rataCostante: Boolean!
    statoRiga: String!
    tipoLettura: String!
    tipoPagamento: String!
    token: String
    idfornitura: Int!
    ultimaLettura: Float
    dataUltimaLettura: String
  }

  type ContrattoPage {
    totalCount: Int!
    nodes: [Contratto!]!
  }

  type AidIndici {
    consumoAnnoEe: Float!
    idanagrafica: Int!
  }

  type FatturaDigitale {
    eMail: String!
    flgDigi: Boolean!
    flgEMail: Boolean!
    flgRaggr: Boolean!
    iDAnagrafica: Int!
    idTipoInvioFattura: Int!
    iDTMaster: Int!
    tipoInvioFatturaDescrizione: String!
    valoreFlags: Int!
  }

  type Anagrafica {
    ateco: String
    ateco2: String
    cap: String!
    cfisc: String!
    codiceFiscaleEstero: String
    cognome: String
    idanagrafica: Int!
    indirizzo: String!
    localita: String!
    nazione: String!
    nazioneDatoFiscale: String!
    nome: String
    piva: String
    provincia: String!
    ragSoc: String!
    splitPayment: Boolean!
    aidIndici: AidIndici!
    fatturaDigitale: FatturaDigitale!
    eMail: String!
    telefono: String
    cellulare: String
    customerSegment: String!
    culture: String!
  }

  type Fornitura {
    idfornitura: Int!
    idanagrafica: Int!
    idsede: Int!
    codUtility: Int!
    podPdr: String!
    descrizioneSede: String!
    indirizzo: String!
    cap: String!
    localita: String!
    provincia: String!
    statoFornitura: String!
    dataAttivazione: String!
    dataCessazione: String!
    idrigaContratto: Int!
    prodotto: String!
    energiaVerde: Boolean!
    percentualeRinnovabile: Float!
    certificazioneVerde: String
    co2EvitataKg: Float!
    potenzaImpegnata: Float
    potenzaDisponibile: Float
    tensione: String
    classeContatore: String
    "The meter's serial number (an extension)."
    matricolaContatore: String!
    "Whole digits of a gas meter's register; null for power (an extension)."
    cifreContatore: Int
    "The meter is read remotely, interval by interval: only such a supply has a curvaCarico (an extension)."
    telegestito: Boolean!
    tipoUso: String!
    consumoAnnuo: Float!
    unitaMisura: String!
  }

  type FornituraPage {
    totalCount: Int!
    nodes: [Fornitura!]!
    "Sum of co2EvitataKg over every supply the filters select, not only this page (an extension)."
    totaleCo2EvitataKg: Float!
    "Mean percentualeRinnovabile of every supply the filters select; null when none (an extension)."
    mediaPercentualeRinnovabile: Float
    "Sum of consumoAnnuo over every supply the filters select, not only this page (an extension)."
    totaleConsumoAnnuo: Float!
  }

  type Consumo {
    idfornitura: Int!
    mese: String!
    codUtility: Int!
    unitaMisura: String!
    f1: Float
    f2: Float
    f3: Float
    consumo: Float!
    importoMateria: Float!
    importoTrasporto: Float!
    importoOneri: Float!
    importoImposte: Float!
    importoIva: Float!
    importoTotale: Float!
    stimato: Boolean!
  }

  type CurvaCarico {
    idfornitura: Int!
    codUtility: Int!
    "kW for power (each quarter hour's average), Smc for gas."
    unitaMisura: String!
    "Local midnight (Europe/Rome) of the first day with data, YYYY-MM-DDT00:00:00."
    start: String!
    "15 (power), 60 or 1440 (gas); sub-daily steps count real time, 1440 counts local days."
    stepMinutes: Int!
    "One value per interval; null where the meter sent nothing (an extension: not zero)."
    values: [Float]!
    "How many values are null (an extension)."
    valoriMancanti: Int!
    "kWh (power) or Smc (gas) of the values present."
    totale: Float!
    "The steps this supply's meter answers, finest first (an extension)."
    passiDisponibili: [Int!]!
  }

  "A month summed over several supplies (an extension: consumiTotali)."
  type ConsumoMese {
    mese: String!
    consumo: Float!
    f1: Float
    f2: Float
    f3: Float
    importoIva: Float!
    importoTotale: Float!
    numeroForniture: Int!
    fornitureStimate: Int!
  }

  "One supply's sums over the months of consumiTotali."
  type ConsumoFornitura {
    idfornitura: Int!
    idsede: Int!
    podPdr: String!
    descrizioneSede: String!
    mesi: Int!
    consumo: Float!
    f1: Float
    f2: Float
    f3: Float
    importoIva: Float!
    importoTotale: Float!
  }

  type ConsumoPeriodo {
    consumo: Float!
    f1: Float
    f2: Float
    f3: Float
    importoIva: Float!
    importoTotale: Float!
  }

  type ConsumoFornituraPage {
    totalCount: Int!
    nodes: [ConsumoFornitura!]!
  }

  type ConsumiTotali {
    unitaMisura: String!
    numeroForniture: Int!
    mesi: [ConsumoMese!]!
    totale: ConsumoPeriodo!
    "Default sort consumo:desc; sortable by consumo, importoTotale, podPdr, descrizioneSede, idfornitura."
    forniture(first: Int, offset: Int, sort: String): ConsumoFornituraPage!
  }

  type StatoStorico {
    stato: String!
    data: String!
    nota: String
  }

  type Operazione {
    idoperazione: Int!
    idanagrafica: Int!
    idfornitura: Int
    podPdr: String
    codUtility: Int
    tipo: String!
    descrizione: String!
    stato: String!
    dataApertura: String!
    dataUltimoAggiornamento: String!
    storico: [StatoStorico!]!
  }

  type OperazionePage {
    totalCount: Int!
    nodes: [Operazione!]!
  }

  type Notifica {
    idnotifica: Int!
    idanagrafica: Int!
    categoria: String!
    titolo: String!
    testo: String!
    dataCreazione: String!
    letta: Boolean!
    link: String
  }

  type NotificaPage {
    totalCount: Int!
    nonLette: Int!
    nodes: [Notifica!]!
  }

  type MovimentoBonus {
    data: String!
    punti: Int!
    descrizione: String!
  }

  type BonusFedelta {
    idanagrafica: Int!
    punti: Int!
    livello: String!
    sogliaProssimoLivello: Int
    idoneo: Boolean!
    motivoNonIdoneo: String
    scadenzaPunti: String!
    movimenti: [MovimentoBonus!]!
    "Le regole del programma fedeltà con cui sono calcolati punti, livello e scadenza."
    programma: ProgrammaBonus!
  }

  type ProgrammaBonus {
    "Euro di una bolletta pagata entro la scadenza che danno un punto."
    euroPerPunto: Float!
    "Punti minimi per bolletta pagata entro la scadenza."
    puntiMinimiBolletta: Int!
    "I livelli in ordine, dal primo (soglia 0)."
    livelli: [LivelloProgrammaBonus!]!
    "I punti valgono fino al 31 dicembre di tanti anni dopo l'anno in cui sono maturati."
    anniValiditaPunti: Int!
  }

  type LivelloProgrammaBonus {
    livello: String!
    sogliaPunti: Int!
  }

  type RichiestaGestione {
    idrichiesta: Int!
    idanagrafica: Int!
    idfornitura: Int!
    podPdr: String!
    codUtility: Int!
    tipo: TipoRichiestaGestione!
    stato: String!
    dataRichiesta: String!
    modalitaPagamento: String
    iban: String
    modalitaInvioFattura: String
    email: String
    potenzaAttuale: Float
    potenzaRichiesta: Float
    dataCessazione: String
    recapitoFinale: String
    intestatarioConto: String
    codiceFiscaleIntestatario: String
    letturaFinale: String
    note: String
    # Card (modalitaPagamento "Carta di credito" with a registration's token): the brand and the
    # masked number the provider answered (§3 contratti cardType, pAN).
    cardType: String
    pAN: String
    storico: [StatoStorico!]!
  }

  type RichiestaGestionePage {
    totalCount: Int!
    nodes: [RichiestaGestione!]!
  }

  type Lettura {
    idLettura: Int!
    idanagrafica: Int!
    idrigaContratto: Int!
    idfornitura: Int!
    codicePunto: String!
    dataLettura: String!
    lettura: Float!
    tipoLettura: String!
    unitaMisura: String!
  }

  # A written request filed through POST /api/registrazione/contatto/save.
  type RichiestaScritta {
    idRichiesta: Int!
    numeroPratica: String!
    idanagrafica: Int!
    tipoRichiesta: String!
    oggetto: String!
    messaggio: String!
    idfornitura: Int
    podPdr: String
    codUtility: Int
    numeroFattura: String
    dataRichiesta: String!
    dataScadenzaRisposta: String!
    stato: String!
  }

  type RichiestaScrittaPage {
    totalCount: Int!
    nodes: [RichiestaScritta!]!
  }

  input RichiestaGestioneInput {
    idanagrafica: Int!
    idfornitura: Int!
    tipo: TipoRichiestaGestione!
    modalitaPagamento: String
    iban: String
    modalitaInvioFattura: String
    email: String
    potenzaRichiesta: Float
    dataCessazione: String
    recapitoFinale: String
    intestatarioConto: String
    codiceFiscaleIntestatario: String
    letturaFinale: String
    note: String
    # "Carta di credito": the token of a card registration the provider accepted for this supply.
    token: String
  }

  type Query {
    fatture(
      idanagrafica: [Int!]!
      statoPagamento: [String!]
      idSedi: [Int!]
      "The invoices of these supplies only (an extension: docs/upstream-contract.md)."
      idForniture: [Int!]
      compDal: String
      compAl: String
      dataEmissioneDal: String
      dataEmissioneAl: String
      "Due from/to this day, both included (an extension: docs/upstream-contract.md)."
      dataScadenzaDal: String
      dataScadenzaAl: String
      idCausaliMovimenti: [Int!]
      first: Int
      offset: Int
      sort: String
    ): FatturaPage!
    contratti(
      idanagrafica: [Int!]
      idrigaContratto: Int
      idsede: Int
      idbanca: Int
      idcreditcard: Int
      codUtility: CodUtility
      lastContrattoSede: Boolean
      hasBusinessConvention: Boolean
      canInsertLettura: Boolean
      first: Int
      offset: Int
      sort: String
      distinct: Boolean
    ): ContrattoPage!
    anagrafica(idanagrafica: Int!): Anagrafica
    forniture(
      idanagrafica: [Int!]!
      codUtility: CodUtility
      energiaVerde: Boolean
      idsede: Int
      idfornitura: Int
      podPdr: String
      statoFornitura: String
      "Words each of which the point id, site name, address, postal code, locality or province contains (case-insensitive; an extension)."
      cerca: String
      first: Int
      offset: Int
      sort: String
    ): FornituraPage!
    consumi(idfornitura: Int!, meseDal: String, meseAl: String): [Consumo!]!
    curvaCarico(idfornitura: Int!, dal: String!, al: String!, passoMinuti: Int): CurvaCarico!
    "Months of the supplies of registries of one commodity, optionally of one site or supply, summed (an extension)."
    consumiTotali(
      idanagrafica: [Int!]!
      codUtility: CodUtility!
      idsede: Int
      idfornitura: Int
      meseDal: String!
      meseAl: String!
    ): ConsumiTotali!
    operazioni(
      idanagrafica: [Int!]!
      codUtility: CodUtility
      stato: String
      tipo: [String!]
      idfornitura: Int
      dataAperturaDal: String
      dataAperturaAl: String
      first: Int
      offset: Int
      sort: String
    ): OperazionePage!
    notifiche(idanagrafica: [Int!]!, letta: Boolean, first: Int, offset: Int): NotificaPage!
    bonusFedelta(idanagrafica: Int!): BonusFedelta
    richiesteGestione(
      idanagrafica: [Int!]!
      idfornitura: Int
      tipo: TipoRichiestaGestione
      first: Int
      offset: Int
    ): RichiestaGestionePage!
    letture(idanagrafica: [Int!]!, idrigaContratto: Int, first: Int, offset: Int): [Lettura!]!
    richiesteScritte(idanagrafica: [Int!]!, first: Int, offset: Int): RichiestaScrittaPage!
  }

  type Mutation {
    creaRichiestaGestione(input: RichiestaGestioneInput!): RichiestaGestione!
    segnaNotificaLetta(idnotifica: Int!, letta: Boolean): Notifica!
    segnaNotificheLette(idanagrafica: [Int!]!): Int!
  }
`;
