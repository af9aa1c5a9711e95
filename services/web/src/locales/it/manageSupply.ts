// Managing a retail supply (§2 /retail/myUtilities/manageUts/...): the manage page
// and its four requests — bill delivery, payment method, committed power, termination.
const manageSupply = {
  manageSupply: {
    title: 'Gestisci la fornitura',
    intro:
      'Scegli cosa cambiare. Ogni richiesta viene inviata a noi e puoi seguirne lo stato qui e nelle notifiche.',
    notActive:
      'Questa fornitura non è attiva: non è possibile chiedere modifiche. Per informazioni scrivici dall’area Assistenza.',
    breadcrumb: {
      utilities: 'Le mie forniture',
      supply: 'Dettaglio fornitura',
      manage: 'Gestisci la fornitura',
    },
    supply: {
      gas: 'Gas – PDR {{point}}',
      light: 'Luce – POD {{point}}',
    },
    current: {
      billByEmail: 'Via e-mail a {{email}}',
      billOnPaper: 'Cartacea, per posta',
      unknown: 'Non indicato',
      power: '{{kw}} kW',
      termination: 'Puoi scegliere una data dal {{from}} al {{to}}',
    },
    operations: {
      BILL_DELIVERY: {
        title: 'Invio della bolletta',
        current: 'Come la ricevi ora',
        action: 'Cambia invio della bolletta',
      },
      PAYMENT_METHOD: {
        title: 'Modalità di pagamento',
        current: 'Come paghi ora',
        action: 'Cambia modalità di pagamento',
      },
      POWER_VARIATION: {
        title: 'Potenza impegnata',
        current: 'Potenza attuale',
        action: 'Cambia potenza',
      },
      TERMINATION: {
        title: 'Cessazione della fornitura',
        current: 'Quando può terminare',
        action: 'Chiedi la cessazione',
      },
    },
    open: {
      heading: 'Hai già una richiesta in corso:',
      already: 'Hai già una richiesta di questo tipo in corso per questa fornitura:',
      wait: 'Potrai inviarne un’altra quando sarà conclusa. Ti avvisiamo con una notifica a ogni cambio di stato.',
    },
    requests: {
      heading: 'Le richieste di questa fornitura',
      none: 'Non hai ancora inviato richieste per questa fornitura.',
      notifications: 'Vedi tutte le notifiche',
    },
    request: {
      numberAndDate: 'Richiesta n. {{id}} del {{date}}',
    },
    what: {
      billByEmail: 'Bolletta via e-mail a {{email}}',
      billOnPaper: 'Bolletta cartacea',
      power: '{{kw}} kW',
      termination: 'Cessazione dal {{date}}',
    },
    flow: {
      formHeading: 'La tua richiesta',
      checkHeading: 'Controlla e conferma',
      doneHeading: 'Richiesta inviata',
      errorTitle: 'Correggi questi dati',
      continue: 'Continua',
      cancel: 'Annulla',
      confirm: 'Conferma e invia',
      change: 'Modifica i dati',
      sending: 'Invio in corso…',
      failed: 'La richiesta non è stata inviata.',
      pending:
        'Hai già una richiesta di questo tipo in corso per questa fornitura: potrai inviarne un’altra quando sarà conclusa.',
      refused: 'Alcuni dati non sono stati accettati: torna ai dati e controllali.',
      follow:
        'Ti avvisiamo con una notifica a ogni cambio di stato; lo stato è anche nella pagina della fornitura.',
      notifications: 'Vai alle notifiche',
      backToSupply: 'Torna alla fornitura',
    },
    errors: {
      deliveryMissing: 'Scegli come vuoi ricevere la bolletta',
      emailMissing: 'Inserisci l’indirizzo e-mail',
      emailInvalid: 'Inserisci un indirizzo e-mail valido, ad esempio nome@esempio.it',
      methodMissing: 'Scegli una modalità di pagamento',
      ibanMissing: 'Inserisci l’IBAN del conto',
      ibanNotItalian: 'L’IBAN deve essere di un conto italiano e iniziare con IT',
      ibanLength: 'Un IBAN italiano ha 27 caratteri',
      ibanFormat:
        'L’IBAN non è scritto correttamente: IT, 2 cifre, una lettera (CIN), 10 cifre (ABI e CAB) e 12 caratteri del conto',
      ibanCheckDigits: 'L’IBAN non è valido: controlla le cifre, una potrebbe essere sbagliata',
      ibanCin:
        'L’IBAN non è valido: il CIN (la lettera dopo le prime 4 cifre) non corrisponde al conto',
      holderMissing: 'Inserisci nome e cognome dell’intestatario del conto',
      holderLength: 'Il nome dell’intestatario deve avere da 2 a 70 caratteri',
      taxCodeMissing: 'Inserisci il codice fiscale dell’intestatario',
      taxCodeFormat:
        'Il codice fiscale non è scritto correttamente: 16 caratteri per una persona, 11 cifre per un’azienda o un condominio',
      taxCodeCheck:
        'Il codice fiscale non è valido: controlla i caratteri, l’ultimo non corrisponde',
      kwMissing: 'Scegli la nuova potenza',
      dateMissing: 'Inserisci la data di cessazione',
      dateInvalid: 'Inserisci una data valida',
      dateTooEarly: 'La data di cessazione deve essere almeno 5 giorni dopo oggi',
      dateTooLate: 'La data di cessazione deve essere entro 90 giorni da oggi',
      readingInvalid: 'La lettura finale può contenere solo cifre (al massimo 9), senza virgola',
      contactMissing: 'Scegli dove inviare la bolletta finale',
      addressMissing: 'Inserisci l’indirizzo postale',
      addressLength: 'L’indirizzo deve avere da 5 a 200 caratteri',
    },
    billDelivery: {
      intro:
        'Scegli come ricevere le bollette: la scelta vale per tutte le forniture intestate a te.',
      legend: 'Come vuoi ricevere la bolletta?',
      options: {
        EMAIL: 'Via e-mail (bolletta digitale)',
        PAPER: 'Cartacea, per posta',
      },
      hints: {
        EMAIL: 'Ricevi la bolletta in PDF appena emessa, senza costi di spedizione.',
        PAPER: 'Ricevi la bolletta stampata all’indirizzo di fornitura.',
      },
      email: 'Indirizzo e-mail',
      emailHint: 'Le bollette arriveranno a questo indirizzo.',
      next: 'Il cambio vale dalla prima bolletta emessa dopo l’accettazione della richiesta, di solito entro 5 giorni lavorativi.',
    },
    paymentMethod: {
      intro: 'Scegli come pagare le bollette di questa fornitura.',
      legend: 'Come vuoi pagare?',
      currentHint: 'Ora paghi con: {{method}}.',
      hints: {
        DIRECT_DEBIT: 'Le bollette vengono addebitate sul tuo conto alla scadenza.',
        CARD: 'Registri la carta sulla pagina sicura del gestore dei pagamenti: le bollette di questa fornitura vengono addebitate su quella carta.',
        POSTAL_SLIP:
          'Ricevi il bollettino con la bolletta e paghi in posta, in banca o in tabaccheria.',
      },
      iban: 'IBAN del conto',
      ibanHint: '27 caratteri, inizia con IT. Puoi scriverlo con gli spazi.',
      holder: 'Intestatario del conto',
      holderHint: 'Nome e cognome, o ragione sociale, come sul conto.',
      taxCode: 'Codice fiscale dell’intestatario',
      taxCodeHint: '16 caratteri per una persona, 11 cifre per un’azienda o un condominio.',
      card: {
        where: 'Dati della carta',
        provider: 'Li inserisci sulla pagina sicura del gestore dei pagamenti, dopo la conferma.',
        registered: 'Carta registrata',
        checking: 'Stiamo verificando la carta con il gestore dei pagamenti…',
        outcome: {
          DECLINED:
            'La carta è stata rifiutata dal gestore dei pagamenti: non abbiamo inviato nessuna richiesta. Puoi riprovare con un’altra carta o scegliere un altro metodo.',
          CANCELED:
            'Hai annullato la registrazione della carta: non abbiamo inviato nessuna richiesta. Puoi riprovare o scegliere un altro metodo.',
          PENDING:
            'La registrazione della carta non è ancora conclusa: non abbiamo inviato nessuna richiesta. Riprova tra qualche istante.',
        },
      },
      next: {
        DIRECT_DEBIT:
          'Attiviamo il mandato SEPA con la tua banca: di solito servono da 2 a 3 cicli di fatturazione. Fino ad allora paga le bollette come hai fatto finora.',
        CARD: 'Le prossime bollette di questa fornitura saranno addebitate sulla carta registrata. I dati della carta restano presso il gestore dei pagamenti: il portale non li vede mai.',
        POSTAL_SLIP:
          'Dalla prossima bolletta riceverai il bollettino postale insieme alla bolletta.',
      },
    },
    power: {
      intro:
        'La potenza impegnata è quella che puoi usare contemporaneamente senza che il contatore si stacchi.',
      gas: 'Una fornitura gas non ha potenza impegnata: questa modifica vale solo per la luce.',
      current: 'Potenza attuale',
      currentIs: 'Potenza attuale: {{power}}',
      requested: 'Nuova potenza',
      monthly: 'Differenza al mese',
      hint: 'Gli scaglioni standard, fino a {{max}} kW per questa fornitura.',
      choose: 'Scegli la potenza',
      option: '{{kw}} kW ({{difference}} al mese)',
      cost: '{{difference}} al mese sulla quota potenza',
      quota:
        'Calcolata con la quota potenza della tua tariffa: {{quota}} € per kW al mese, IVA e imposte escluse.',
      next: 'Il distributore locale modifica la potenza, di solito a distanza, entro 10 giorni lavorativi dall’accettazione. Il contributo previsto per la variazione è indicato nella prima bolletta successiva.',
    },
    termination: {
      intro:
        'Chiedi la cessazione se lasci l’immobile o non ti serve più la fornitura. Se un’altra persona subentra, non serve cessare: può chiedere la voltura.',
      nextHeading: 'Cosa succede dopo',
      next: {
        distributor:
          'Inviamo la richiesta al distributore locale, che chiude il contatore il {{date}} o nei giorni subito dopo.',
        reading: {
          gas: 'Il distributore rileva la lettura finale del contatore gas; se ce l’hai, indicala qui: la useremo per controllare la bolletta finale.',
          light:
            'Il contatore elettronico trasmette da solo la lettura finale; quella che indichi qui serve per controllare la bolletta finale.',
        },
        finalBill:
          'Ricevi la bolletta finale, con i consumi fino alla cessazione, all’indirizzo che indichi qui, di solito entro 6 settimane.',
        noCharge: 'Dopo la cessazione non ti addebitiamo più nulla per questa fornitura.',
      },
      date: 'Data di cessazione',
      dateHint: 'Una data dal {{from}} al {{to}}.',
      reading: 'Lettura finale del contatore',
      readingHint: 'Solo le cifre intere, senza i decimali.',
      noReading: 'Non indicata',
      contact: 'Dove inviamo la bolletta finale?',
      contactHint: 'Dopo la cessazione la bolletta non arriva più all’indirizzo di fornitura.',
      contactEmail: 'A un indirizzo e-mail',
      contactPostal: 'A un indirizzo postale',
      email: 'Indirizzo e-mail',
      address: 'Indirizzo postale',
      addressHint: 'Via e numero, CAP, comune e provincia.',
    },
  },
};

export type ManageSupplyMessages = typeof manageSupply;
export default manageSupply;
