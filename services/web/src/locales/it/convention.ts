// The subsidised areas' convention pages (§2 /pa/subsidizedGas|subsidizedLight):
// the overview of the body's convention, its contracts and its registry with corrections.
const convention = {
  convention: {
    none: '—',
    currency: '{{amount}} €',
    validity: 'dal {{from}} al {{to}}',
    validFrom: 'dal {{from}}',
    percent: '{{value}} %',
    overview: {
      title: {
        gas: 'Convenzione gas',
        light: 'Convenzione luce',
      },
      intro:
        'La convenzione a cui l’ente ha aderito, quanto ha già ordinato e quanto può ancora ordinare, la spesa e gli ordini in corso.',
      alerts: {
        heading: 'Avvisi',
        EXPIRING_one: 'La convenzione scade tra {{count}} giorno, il {{date}}.',
        EXPIRING_other: 'La convenzione scade tra {{count}} giorni, il {{date}}.',
        expiringToday: 'La convenzione scade oggi.',
        QUANTITY_NEARLY_USED:
          'L’ente ha già ordinato il {{percent}} % della quantità massima: restano {{available}}.',
      },
      identity: {
        heading: 'La convenzione',
        code: 'Codice',
        name: 'Convenzione',
        lot: 'Lotto',
        frameworkCig: 'CIG della convenzione',
        supplier: 'Fornitore',
        validity: 'Validità',
      },
      quantities: {
        heading: 'Quantità ordinata e disponibile',
        ordered: 'Quantità ordinata',
        available: 'Quantità ancora disponibile',
        max: 'Quantità massima dell’ente',
        perYear: 'all’anno',
        meterLabel: 'Quota della quantità massima già ordinata',
        meterText:
          'Ordinato il {{percent}} % della quantità massima: {{ordered}} su {{max}}, restano {{available}}.',
        consumed: 'Consumo degli ultimi 12 mesi',
      },
      figures: {
        heading: 'Forniture, spesa e ordini',
        supplies: 'Forniture in convenzione',
        spend: 'Spesa in convenzione',
        spendDetail: 'IVA inclusa, dal {{from}}',
        openOrders: 'Ordini aperti',
        openOrdersLink: 'Vedi lo stato degli ordini',
      },
      newOrder: {
        heading: 'Nuovo ordine',
        earliestStart: 'Un ordine inviato oggi può far iniziare la fornitura dal {{date}}.',
        noStart:
          'Nessuna data di inizio rientra ormai nella validità della convenzione: non è possibile inviare nuovi ordini.',
        link: 'Ordina forniture in convenzione',
      },
      pages: {
        heading: 'Le pagine della convenzione',
      },
    },
    contracts: {
      title: {
        gas: 'Contratti in convenzione gas',
        light: 'Contratti in convenzione luce',
      },
      intro:
        'Un contratto per ogni ordine accettato: il suo stato, la validità, la quantità contrattata e quella consumata.',
      count_one: '{{count}} contratto',
      count_other: '{{count}} contratti',
      empty: 'Non ci sono ancora contratti in convenzione: nascono quando un ordine è accettato.',
      caption: 'Contratti in convenzione',
      columns: {
        number: 'Contratto',
        status: 'Stato',
        validity: 'Validità',
        contracted: 'Quantità contrattata',
        consumed: 'Consumo ultimi 12 mesi',
        order: 'Ordine',
      },
      points_one: '{{count}} punto',
      points_other: '{{count}} punti',
      consumedShare: '{{percent}} % della contrattata',
      orderLink: 'Ordine {{number}}',
    },
    registry: {
      title: {
        gas: 'Anagrafica dell’ente — gas in convenzione',
        light: 'Anagrafica dell’ente — luce in convenzione',
      },
      intro:
        'I dati dell’ente come li conserva il fornitore, usati per la fatturazione elettronica. Se qualcosa non è corretto, chiedine la rettifica.',
      facts: {
        heading: 'Dati dell’ente',
        name: 'Denominazione',
        taxCode: 'Codice fiscale',
        vatNumber: 'Partita IVA',
        ipaCode: 'Codice IPA',
        pec: 'PEC',
        registeredAddress: 'Sede legale',
        billingAddress: 'Indirizzo di fatturazione',
        splitPayment: 'Scissione dei pagamenti (split payment)',
      },
      splitPayment: {
        true: 'Sì, si applica',
        false: 'No, non si applica',
      },
      offices: {
        heading: 'Uffici di fatturazione elettronica',
        caption: 'Uffici che ricevono le fatture elettroniche',
        code: 'Codice univoco ufficio',
        name: 'Ufficio',
        default: 'Predefinito',
        defaultBadge: 'Predefinito',
        notDefault: '—',
        none: 'Nessun ufficio registrato.',
      },
      fields: {
        REGISTERED_ADDRESS: 'Sede legale',
        BILLING_ADDRESS: 'Indirizzo di fatturazione',
        PEC: 'PEC',
        INVOICING_OFFICE: 'Codice univoco ufficio',
        SPLIT_PAYMENT: 'Scissione dei pagamenti',
        OTHER: 'Altro',
      },
      form: {
        heading: 'Chiedete una rettifica',
        intro:
          'Indicate il dato da correggere e il valore corretto: il fornitore apre una pratica e vi comunica l’esito.',
        field: 'Dato da correggere',
        choose: 'Scegliete un dato',
        value: 'Valore corretto',
        current: 'Oggi risulta: {{value}}',
        valueHints: {
          REGISTERED_ADDRESS: 'Via e numero civico, CAP, comune e provincia.',
          BILLING_ADDRESS: 'Via e numero civico, CAP, comune e provincia.',
          PEC: 'Un indirizzo di posta elettronica certificata, per esempio protocollo@pec.comune.it.',
          INVOICING_OFFICE: 'Il codice univoco ufficio dell’IPA: 6 lettere o cifre.',
          SPLIT_PAYMENT: 'Se all’ente si applica la scissione dei pagamenti.',
          OTHER: 'Il dato e il valore corretto, in breve.',
        },
        splitChoose: 'Scegliete',
        note: 'Nota',
        noteHint:
          'Al massimo {{max}} caratteri: per esempio la delibera o l’atto che motiva la rettifica.',
        send: 'Invia la richiesta di rettifica',
        sending: 'Invio in corso…',
        errorTitle: 'Controllate questi dati',
        errors: {
          fieldMissing: 'Scegliete il dato da correggere.',
          valueMissing: 'Scrivete il valore corretto.',
          valueTooLong: 'Il valore corretto può avere al massimo {{max}} caratteri.',
          invalidEmail:
            'Scrivete la PEC come un indirizzo e-mail, per esempio protocollo@pec.comune.it.',
          invalidOfficeCode: 'Il codice univoco ufficio ha 6 caratteri, lettere o cifre.',
          noteTooLong: 'La nota può avere al massimo {{max}} caratteri.',
        },
        failed: 'La richiesta non è stata inviata.',
        refused: 'Il fornitore non ha accettato i dati: controllateli e riprovate.',
        unavailable:
          'Il servizio del fornitore non risponde. Non è stato inviato nulla: riprovate tra qualche minuto.',
      },
      confirmation: {
        heading: 'Richiesta di rettifica inviata',
        text: 'Il fornitore ha ricevuto la richiesta e ha aperto una pratica.',
        caseNumber: 'Numero pratica',
        field: 'Dato',
        value: 'Valore richiesto',
        requestedAt: 'Ricevuta il',
        another: 'Chiedete un’altra rettifica',
      },
      corrections: {
        heading: 'Rettifiche richieste',
        caption: 'Rettifiche richieste, dalla più recente',
        none: 'L’ente non ha ancora chiesto rettifiche.',
        caseNumber: 'Pratica',
        field: 'Dato',
        value: 'Valore richiesto',
        state: 'Stato',
        requestedAt: 'Richiesta il',
      },
    },
  },
};

export type ConventionMessages = typeof convention;
export default convention;
