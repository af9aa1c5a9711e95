// The convention's reporting page (§2 subsidizedGas|subsidizedLight/reporting).
const conventionReporting = {
  conventionReporting: {
    title: {
      gas: 'Report della convenzione gas',
      light: 'Report della convenzione luce',
    },
    intro: {
      gas: 'Il report periodico che la convenzione richiede: consumi e spesa dei punti di riconsegna (PDR) ordinati in convenzione, mese per mese, per sede e per punto.',
      light:
        'Il report periodico che la convenzione richiede: consumi e spesa dei punti di prelievo (POD) ordinati in convenzione, mese per mese, per sede e per punto.',
    },
    period: {
      heading: 'Periodo del report',
      from: 'Dal mese',
      to: 'Al mese',
      hint: 'Mese e anno (AAAA-MM).',
      apply: 'Mostra il report',
      reset: 'Ultimi 12 mesi',
      summary: 'Il periodo non è valido',
      months_one: 'Report di {{count}} mese: {{from}}.',
      months_other: 'Report di {{count}} mesi, da {{from}} a {{to}}.',
      errors: {
        fromInvalid: 'Indicate il primo mese del periodo, ad esempio 2025-01.',
        toInvalid: 'Indicate l’ultimo mese del periodo, ad esempio 2025-12.',
        fromAfterTo: 'L’ultimo mese non può precedere il primo.',
        tooLong: 'Un report copre al massimo {{max}} mesi: accorciate il periodo.',
      },
    },
    figures: {
      consumption: 'Consumo nel periodo',
      points_one: '{{count}} punto in convenzione',
      points_other: '{{count}} punti in convenzione',
      spend: 'Spesa nel periodo',
      spendDetail: 'IVA inclusa',
      share: 'Consumato rispetto all’ordinato',
      shareDetail: '{{consumed}} consumati su {{ordered}} ordinati all’anno',
      noOrdered: 'Nessuna quantità ordinata',
      meter: 'Quota consumata della quantità ordinata',
    },
    chart: {
      heading: 'Consumo per mese',
      label:
        'Grafico a barre del consumo per mese, da {{from}} a {{to}}: il mese più alto è {{peakMonth}} con {{peak}}, in totale {{total}}.',
      note: 'Ogni barra è il consumo di un mese, in {{unit}}.',
      tableLink: 'Gli stessi numeri sono nella tabella «Totali per mese».',
    },
    months: {
      heading: 'Totali per mese',
    },
    sites: {
      heading: 'Totali per sede',
    },
    rows: {
      heading: 'Consumo e spesa per punto e mese',
      intro_one: '{{count}} riga, una per punto e mese.',
      intro_other: '{{count}} righe, una per punto e mese.',
      caption: 'Consumo e spesa per punto e mese, pagina {{page}} di {{pages}}',
      pages: 'Pagine del dettaglio per punto e mese',
    },
    columns: {
      month: 'Mese',
      site: 'Sede',
      point: { gas: 'PDR', light: 'POD' },
      consumption: 'Consumo ({{unit}})',
      spend: 'Spesa (€)',
    },
    total: 'Totale',
    download: {
      heading: 'Scarica il report',
      intro:
        'Lo stesso report in CSV: una riga per punto e mese, poi la riga del totale. Scegliete il formato per Excel in italiano (punto e virgola, virgola decimale) o quello standard (virgola, punto decimale).',
      italian: 'Scarica CSV per Excel (italiano)',
      standard: 'Scarica CSV standard',
      running: 'Preparazione del file in corso…',
      done: 'File {{name}} scaricato.',
      failed: 'Non è stato possibile scaricare il report.',
    },
    empty: 'Nessun consumo in convenzione nel periodo scelto.',
    quantity: '{{value}} {{unit}}',
    currency: '{{amount}} €',
    percent: '{{value}} %',
  },
};

export type ConventionReportingMessages = typeof conventionReporting;
export default conventionReporting;
