// The retail services page (§2 /retail/myServices).
const services = {
  services: {
    title: 'I miei servizi',
    intro:
      'I servizi attivi su ciascuna delle tue forniture. Da qui puoi cambiarli: ogni modifica diventa una richiesta che segui nelle notifiche.',
    noSupplies: 'Non hai forniture su questa anagrafica.',
    active: '$t(status.contract.ACTIVE)',
    inactive: 'Non attivo',
    name: {
      digitalBill: 'Bolletta digitale',
      directDebit: 'Addebito diretto',
      greenEnergy: 'Energia verde',
      selfReading: 'Autolettura',
      power: 'Potenza impegnata',
    },
    state: {
      digitalTo: 'Ricevi la bolletta via e-mail a {{email}}.',
      digital: 'Ricevi la bolletta in formato digitale.',
      paper: 'Ricevi la bolletta cartacea per posta.',
      payment_DIRECT_DEBIT: 'Le bollette sono addebitate sul tuo conto corrente (SEPA).',
      payment_POSTAL_SLIP: 'Paghi le bollette con il bollettino postale.',
      payment_CARD: 'Paghi le bollette con la carta di credito.',
      payment_BANK_TRANSFER: 'Paghi le bollette con bonifico.',
      payment_OTHER: 'Modalità di pagamento non indicata.',
      greenPercent: 'Energia da fonti rinnovabili al {{percent}} %.',
      green: 'Energia da fonti rinnovabili.',
      notGreen: 'La tua offerta non prevede energia da fonti rinnovabili certificate.',
      selfReadOpen: 'Puoi comunicare ora la lettura del contatore gas.',
      selfReadClosed: 'Ora non puoi comunicare la lettura: la finestra di autolettura è chiusa.',
      power: '{{kw}} kW.',
    },
    change: {
      ofSupply: ' della fornitura {{point}}',
      changeBill: 'Cambia invio della bolletta',
      changePayment: 'Cambia modalità di pagamento',
      seeSupply: 'Vedi la fornitura',
      sendReading: 'Comunica la lettura',
      changePower: 'Cambia potenza',
    },
    pending: {
      title: 'Richieste in corso',
      kind: {
        PAYMENT_METHOD: 'Modalità di pagamento',
        BILL_DELIVERY: 'Invio della bolletta',
        POWER_VARIATION: 'Variazione di potenza',
        TERMINATION: 'Cessazione della fornitura',
      },
      requestedOn: 'richiesta il {{date}}',
    },
    news: {
      heading: 'Novità',
      empty: 'Nessuna novità al momento.',
      readMore: 'Leggi tutto',
    },
  },
};

export default services;
