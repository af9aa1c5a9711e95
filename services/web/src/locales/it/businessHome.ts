// The business home (§2 /corporate, /pa, /pa-non-conv, /consortia): what needs
// attention per commodity, the latest notifications and export jobs (§4 export status codes).
const businessHome = {
  businessHome: {
    title: 'Riepilogo',
    noCommodity: 'Non ci sono ancora forniture di luce o gas da mostrare.',
    unavailable: 'Questi dati non sono disponibili in questo momento.',
    commodity: {
      light: 'Luce',
      gas: 'Gas',
    },
    scope: {
      label: 'Dati di',
      hint: "L'anagrafica scelta in alto, oppure tutte le anagrafiche del consorzio insieme.",
      selected: 'Anagrafica selezionata',
      all_one: 'Tutte le anagrafiche del consorzio ({{count}})',
      all_other: 'Tutte le anagrafiche del consorzio ({{count}})',
      registry: 'Anagrafica: {{name}}',
    },
    bills: {
      title: 'Fatture da pagare',
      toPay: '$t(enums.paymentState.TO_PAY)',
      count_one: '{{count}} fattura non ancora pagata',
      count_other: '{{count}} fatture non ancora pagate',
      overdue: 'Di cui scadute',
      overdueCount_one: '{{count}} fattura scaduta',
      overdueCount_other: '{{count}} fatture scadute',
      noneOverdue: 'Nessuna fattura scaduta',
      allPaid: 'Tutto pagato',
      nothingToPay: 'Non ci sono fatture da pagare: siete in regola.',
      overdueLink: 'Vedi le fatture scadute',
      link: {
        light: 'Vai alle fatture luce',
        gas: 'Vai alle fatture gas',
      },
    },
    supplies: {
      title: 'Forniture',
      count_one: '{{count}} fornitura',
      count_other: '{{count}} forniture',
      byStatus: 'Forniture per stato',
      link: {
        light: 'Vai alle forniture luce',
        gas: 'Vai alle forniture gas',
      },
    },
    operations: {
      title: 'Richieste in corso',
      none: 'Nessuna richiesta in corso.',
      count_one: '{{count}} richiesta non ancora conclusa',
      count_other: '{{count}} richieste non ancora concluse',
      byState: 'Richieste per stato',
      link: {
        light: 'Vai alle operazioni luce',
        gas: 'Vai alle operazioni gas',
      },
    },
    year: {
      title: 'Costo del {{year}}',
      titleNow: 'Costo dell’anno',
      toDate: 'Da inizio anno',
      toDateDetail: 'fino al {{to}}, IVA inclusa',
      yearEnd: 'Previsione a fine anno',
      range:
        'tra {{low}} e {{high}} (±{{percent}} %), dagli stessi mesi dell’anno scorso in proporzione alla spesa di quest’anno',
      notEnough_BILLS: 'Non ci sono ancora dati sufficienti per una previsione.',
      notEnough_USE:
        'Non ci sono ancora dati sufficienti per una previsione: nessun mese di quest’anno ha ancora costi.',
      notEnough_LAST_YEAR:
        'Non ci sono ancora dati sufficienti per una previsione: servono i costi di tutti i mesi dell’anno scorso.',
      notEnough_COMPARISONS:
        'Non ci sono ancora dati sufficienti per una previsione: servono almeno 3 mesi di quest’anno da confrontare con l’anno scorso.',
      link: {
        light: 'Vai alla panoramica luce',
        gas: 'Vai alla panoramica gas',
      },
    },
    notifications: {
      title: 'Ultime notifiche',
      none: 'Nessuna notifica.',
      unread_one: '{{count}} notifica da leggere',
      unread_other: '{{count}} notifiche da leggere',
      new: 'Da leggere',
    },
    exports: {
      title: 'Ultime esportazioni',
      none: 'Nessuna esportazione di fatture in PDF.',
      count_one: '{{count}} esportazione in tutto',
      count_other: '{{count}} esportazioni in tutto',
      list_one: 'PDF di {{count}} fattura',
      list_other: 'PDF di {{count}} fatture',
      detail_one: 'Dettaglio di {{count}} fattura',
      detail_other: 'Dettaglio di {{count}} fatture',
      created: 'Richiesta il {{date}}',
      link: {
        light: 'Vai ai download luce',
        gas: 'Vai ai download gas',
      },
    },
  },
};

export type BusinessHomeMessages = typeof businessHome;
export default businessHome;
