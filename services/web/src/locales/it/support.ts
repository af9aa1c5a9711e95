// The business support page (§2 support, assistance layout): the business desk,
// the FAQ, written requests as ARERA's TIQV classifies them and the requests already sent.
const support = {
  support: {
    title: {
      light: 'Assistenza luce',
      gas: 'Assistenza gas',
    },
    intro:
      'Contatti dedicati a imprese ed enti, risposte alle domande frequenti e richieste scritte con la data entro cui vi rispondiamo.',
    contacts: {
      heading: 'Servizio clienti imprese ed enti',
      phone: 'Telefono',
      email: 'E-mail',
      pec: 'PEC',
      pecHint: 'Per le comunicazioni con valore legale, anche delle pubbliche amministrazioni.',
      hours: 'Orari',
    },
    faq: {
      heading: 'Domande frequenti',
      search: 'Cerca tra le domande',
      searchHint: 'Una o più parole: l’elenco si restringe durante la digitazione.',
      count_one: '{{count}} domanda',
      count_other: '{{count}} domande',
      found_one: '{{count}} domanda su {{total}} contiene le parole cercate',
      found_other: '{{count}} domande su {{total}} contengono le parole cercate',
      none: 'Nessuna domanda contiene le parole «{{text}}». Provare con altre parole o inviare una richiesta scritta.',
      showAll: 'Mostra tutte le domande',
      empty: 'Le domande frequenti non sono disponibili in questo momento.',
    },
    form: {
      heading: 'Scrivici',
      intro:
        'Ogni richiesta scritta riceve un numero di pratica. Rispondiamo per iscritto entro 30 giorni solari ai reclami e alle richieste di informazioni, entro 60 giorni alle richieste di rettifica di fatturazione.',
      registry: 'La richiesta sarà registrata per {{name}}.',
      kind: 'Tipo di richiesta',
      choose: 'Scegliere il tipo di richiesta',
      kinds: {
        COMPLAINT: 'Reclamo',
        INFORMATION_REQUEST: 'Richiesta di informazioni',
        BILLING_RECTIFICATION: 'Richiesta di rettifica di fatturazione',
        OTHER: 'Altra richiesta',
      },
      kindHint: {
        COMPLAINT:
          'Per un disservizio o un comportamento non conforme al contratto. Risposta entro {{days}} giorni solari.',
        INFORMATION_REQUEST:
          'Per una domanda che non contesta nulla. Risposta entro {{days}} giorni solari.',
        BILLING_RECTIFICATION:
          'Per contestare importi o consumi di una fattura, indicandone il numero. Risposta entro {{days}} giorni solari.',
      },
      subject: 'Oggetto',
      subjectHint: 'Da {{min}} a {{max}} caratteri.',
      message: 'Messaggio',
      messageHint: 'Da {{min}} a {{max}} caratteri: che cosa è successo e che cosa si chiede.',
      messageCount: '{{count}} caratteri su {{max}}',
      supply: 'Fornitura interessata',
      supplyNone: 'Nessuna in particolare',
      supplyOption: '{{point}} – {{address}}',
      supplyHint: {
        light: 'Il POD della fornitura di energia elettrica a cui si riferisce la richiesta.',
        gas: 'Il PDR della fornitura di gas a cui si riferisce la richiesta.',
        any: 'Il POD (luce) o il PDR (gas) della fornitura a cui si riferisce la richiesta.',
      },
      invoice: 'Numero della fattura',
      invoiceHint: 'Obbligatorio per la rettifica di fatturazione, ad esempio FT2026/000123.',
      privacy: 'Ho letto l’informativa sul trattamento dei dati personali',
      privacyLink: 'Leggi l’informativa privacy (si apre in una nuova scheda)',
      send: 'Invia la richiesta',
      sending: 'Invio della richiesta in corso…',
      errorTitle: 'Controllare la richiesta',
      errors: {
        kindMissing: 'Scegliere il tipo di richiesta',
        subjectTooShort: 'Scrivere un oggetto di almeno {{min}} caratteri',
        subjectTooLong: 'L’oggetto può avere al massimo {{max}} caratteri',
        messageTooShort: 'Scrivere un messaggio di almeno {{min}} caratteri',
        messageTooLong: 'Il messaggio può avere al massimo {{max}} caratteri',
        invoiceMissing: 'Indicare il numero della fattura da rettificare',
        invoiceInvalid: 'Il numero della fattura può contenere solo lettere, cifre e / _ . -',
        privacyMissing: 'Confermare di aver letto l’informativa privacy',
      },
      failed: 'La richiesta non è stata inviata.',
      notFound:
        'La fornitura o la fattura indicata non risulta tra quelle dell’anagrafica selezionata: controllare il numero.',
    },
    confirmation: {
      heading: 'Richiesta inviata',
      text: 'Il numero di pratica serve per ogni comunicazione su questa richiesta: conviene conservarlo.',
      number: 'Numero di pratica',
      kind: 'Tipo',
      filedAt: 'Ricevuta il',
      dueOn: 'Risposta entro il',
      another: 'Scrivi un’altra richiesta',
    },
    cases: {
      heading: 'Le richieste scritte inviate',
      caption: 'Richieste scritte inviate, dalla più recente',
      count_one: '{{count}} richiesta',
      count_other: '{{count}} richieste',
      empty: 'Non ci sono ancora richieste scritte.',
      scope: 'Richieste di',
      allRegistries: 'Tutte le imprese consorziate',
      pages: 'Pagine delle richieste',
      invoice: 'Fattura {{number}}',
      none: '—',
      columns: {
        number: 'Numero di pratica',
        kind: 'Tipo',
        subject: 'Oggetto',
        concerns: 'Riguarda',
        filedAt: 'Ricevuta il',
        dueOn: 'Risposta entro il',
        state: 'Stato',
      },
    },
    convention: {
      title: {
        gas: 'Informazioni e reclami: gas in convenzione',
        light: 'Informazioni e reclami: luce in convenzione',
      },
      intro:
        'I contatti dedicati alla convenzione, le richieste scritte (reclami, richieste di informazioni, rettifiche di fatturazione) con il numero di pratica e la data entro cui vi rispondiamo, e le richieste già inviate dall’ente.',
      contacts: {
        heading: 'Contatti della convenzione',
        intro: 'Per domande sulla convenzione, sugli ordinativi e sulle forniture attivate.',
        name: 'Nome',
        email: 'E-mail',
        pec: 'PEC',
        phone: 'Telefono',
        hours: 'Orari',
        empty: 'Per questa convenzione non sono indicati contatti dedicati.',
        roles: {
          CONVENTION_DESK: 'Sportello convenzioni',
          ACCOUNT_MANAGER: 'Referente commerciale',
          CERTIFIED_MAIL: 'Posta elettronica certificata',
          OTHER: 'Altro contatto',
        },
      },
    },
    retail: {
      assistance: {
        title: 'Assistenza',
        intro:
          'Siamo qui per aiutarti: chiamaci, scrivici o cerca la risposta tra le domande frequenti.',
        contacts: 'Servizio clienti',
        phone: 'Numero verde',
        phoneHint: 'Gratuito da rete fissa e mobile.',
        email: 'E-mail',
        hours: 'Orari',
        faqTitle: 'Domande frequenti',
        faqText:
          'Bollette, pagamenti, autolettura, contratto: le risposte alle domande più comuni.',
        faqLink: 'Cerca tra le domande frequenti',
        writeTitle: 'Scrivici',
        writeText:
          'Reclami, richieste di informazioni e rettifiche di fatturazione, con il numero di pratica e la data entro cui ti rispondiamo.',
        writeLink: 'Invia una richiesta scritta',
        casesLink: 'Vedi le tue richieste',
      },
      faq: {
        title: 'Domande frequenti',
        intro: 'Scrivi una parola, ad esempio «bolletta» o «autolettura», per trovare la risposta.',
        notFound: 'Non hai trovato la risposta?',
        writeUs: 'Scrivici',
      },
      writeus: {
        title: 'Scrivici',
        intro:
          'Scegli il tipo di richiesta: ti diamo subito il numero di pratica e la data entro cui riceverai la risposta scritta.',
      },
    },
  },
};

export type SupportMessages = typeof support;
export default support;
