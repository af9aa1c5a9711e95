// The business overview page (§2 <gas|light>/overview; §3, §4 status labels).
const overview = {
  overview: {
    title: {
      light: 'Panoramica luce',
      gas: 'Panoramica gas',
    },
    intro: {
      light:
        'Le vostre forniture di energia elettrica in sintesi: forniture, consumi, spesa e scadenze.',
      gas: 'Le vostre forniture di gas in sintesi: forniture, consumi, spesa e scadenze.',
    },
    registry: 'Anagrafica: {{name}}',
    scope: {
      label: 'Anagrafiche considerate',
      hint: 'I dati riguardano l’anagrafica scelta o tutte le anagrafiche del consorzio.',
      all: 'Tutte le anagrafiche',
    },
    currency: '{{amount}} €',
    quantity: '{{value}} {{unit}}',
    // The annual consumption's units: the same word for any quantity.
    units: {
      KWH: 'kWh',
      SMC: 'Smc',
    },
    supplies: {
      title: 'Forniture',
      count: {
        light: 'Punti di prelievo (POD)',
        gas: 'Punti di riconsegna (PDR)',
      },
      sites_one: 'presso {{number}} sede',
      sites_other: 'presso {{number}} sedi',
      byStatus: 'Forniture per stato',
      state: '{{state}}: {{count}}',
      link: {
        light: 'Vai alle forniture luce',
        gas: 'Vai alle forniture gas',
      },
    },
    consumption: {
      title: 'Consumi',
      supplies: 'Consumo annuo delle forniture attive',
      registry: 'Consumo annuo dell’anagrafica',
      registryHint: 'Dagli indici di consumo dell’anagrafica.',
    },
    spend: {
      title: 'Spesa',
      label: 'Spesa degli ultimi 12 mesi',
      detail_one: '{{number}} fattura emessa dal {{from}} al {{to}}',
      detail_other: '{{number}} fatture emesse dal {{from}} al {{to}}',
      link: 'Vai alle fatture',
    },
    payments: {
      title: 'Pagamenti',
      toPay: 'Importo da pagare',
      unpaid_one: '{{number}} fattura non pagata',
      unpaid_other: '{{number}} fatture non pagate',
      overdue: 'Già scaduto',
      overdueCount_one: '{{number}} fattura oltre la scadenza',
      overdueCount_other: '{{number}} fatture oltre la scadenza',
      nothingUpcoming: 'Nessuna fattura in scadenza da oggi in poi.',
      nextDue: 'Prossima scadenza',
      openInvoice: 'Apri la fattura {{number}}',
      nothingDue: 'Nessuna fattura da pagare.',
    },
    forecast: {
      title: 'Costo del {{year}}',
      titleNow: 'Costo dell’anno',
      toDate: 'Costo da inizio anno',
      toDateDetail: 'dal {{from}} al {{to}}, IVA inclusa; consumo {{quantity}}',
      yearEnd: 'Previsione a fine {{year}}',
      range: 'tra {{low}} e {{high}}; consumo previsto {{quantity}}',
      method:
        'Stima basata sui costi dal {{from}} al {{to}} e sugli stessi mesi dell’anno scorso: i mesi che mancano sono quelli dell’anno scorso, in proporzione alla spesa di quest’anno finora; può variare di ±{{percent}} %.',
      notEnough_BILLS: 'Non ci sono ancora dati sufficienti per una previsione.',
      notEnough_USE:
        'Non ci sono ancora dati sufficienti per una previsione: nessun mese di quest’anno ha ancora costi.',
      notEnough_LAST_YEAR:
        'Non ci sono ancora dati sufficienti per una previsione: servono i costi di tutti i mesi dell’anno scorso.',
      notEnough_COMPARISONS:
        'Non ci sono ancora dati sufficienti per una previsione: servono almeno 3 mesi di quest’anno da confrontare con l’anno scorso.',
      unavailable: 'La previsione non è disponibile in questo momento.',
      bands: {
        caption: 'Energia per fascia oraria',
        band: 'Fascia',
        toDate: 'Da inizio anno',
        yearEnd: 'Previsione a fine anno',
        share: 'Quota',
        percent: '{{value}} %',
        note: 'Le fasce F1, F2 e F3 ripartiscono l’energia; il costo non è disponibile per fascia.',
      },
    },
    convention: {
      title: 'Convenzione',
      label: 'Convenzione',
      code: 'Codice {{code}}',
      validity: 'Valida dal {{from}} al {{to}}',
      validFrom: 'Valida dal {{from}}',
      none: 'Nessuna convenzione per questa fornitura.',
      link: {
        light: 'Vai ai contratti luce',
        gas: 'Vai ai contratti gas',
      },
    },
  },
};

export type OverviewMessages = typeof overview;
export default overview;
