// The load curves page (§2 loadCurves): the curve, its bands, the table by
// day and the CSV export. Their pieces (components/load-curve) also show a household's curve on
// its supply page: summary, missing, chart, bands, table, export and empty are impersonal; the
// business page's own texts (intro, choice, supply, compare) say "voi".
const loadCurves = {
  loadCurves: {
    title: {
      light: 'Curve di carico luce',
      gas: 'Curve di prelievo gas',
    },
    intro: {
      light:
        'La potenza prelevata quarto d’ora per quarto d’ora, sulle fasce F1, F2 e F3 con cui è prezzata la bolletta: scegliete la fornitura e il periodo, fino a un anno.',
      gas: 'I consumi giorno per giorno, o ora per ora dove il contatore li registra: scegliete la fornitura e il periodo, fino a un anno.',
    },
    choice: {
      heading: 'Fornitura e periodo',
      registry: 'Anagrafica',
      allRegistries: 'Tutte le anagrafiche',
      period: 'Periodo',
      hourly: 'Valori orari',
      rangeError: {
        invalid: 'Il periodo non è valido: scegliete due date, la prima non dopo la seconda.',
        tooLong: 'Il periodo può durare al massimo un anno (366 giorni).',
      },
    },
    supply: {
      label: {
        POWER: 'Punto di prelievo (POD)',
        GAS: 'Punto di riconsegna (PDR)',
      },
      search: 'Cerca per punto, indirizzo o località',
      foundAll_one: '{{count}} fornitura',
      foundAll_other: '{{count}} forniture',
      found_one: '{{count}} fornitura trovata',
      found_other: '{{count}} forniture trovate, le prime {{shown}} nell’elenco',
      choose: 'Scegliete una fornitura',
    },
    compare: {
      label: 'Confronta con',
      none: 'Nessun confronto',
      previous: 'Il periodo precedente',
      year: 'Le stesse settimane dell’anno prima',
      supply: 'Un’altra fornitura',
      supplyLabel: 'Fornitura da confrontare',
      supplySearch: 'Cerca la fornitura da confrontare',
      otherSupplyLabel: 'Fornitura di confronto',
      periodLabel: 'Dal {{from}} al {{to}}',
      difference: 'Differenza',
      change: '{{change}} % rispetto al confronto',
    },
    noSupplies: {
      POWER: 'Non ci sono forniture luce in questa anagrafica.',
      GAS: 'Non ci sono forniture gas in questa anagrafica.',
    },
    empty:
      'Nessun valore in questo periodo: la fornitura non era ancora attiva o il periodo non è ancora stato letto.',
    summary: {
      total: 'Energia del periodo',
      peak: 'Picco',
      missing: 'Dati mancanti',
      band: 'Fascia {{band}}',
      share: '{{share}} % del periodo',
    },
    missing: {
      none: 'Nessun dato mancante',
      quarterHours_one: '{{count}} quarto d’ora mancante',
      quarterHours_other: '{{count}} quarti d’ora mancanti',
      hours_one: '{{count}} ora mancante',
      hours_other: '{{count}} ore mancanti',
      days_one: '{{count}} giorno mancante',
      days_other: '{{count}} giorni mancanti',
    },
    chart: {
      heading: 'Grafico',
      label:
        'Curve dal {{from}} al {{to}}. Picco: {{peak}}. {{missing}}. La tabella per giorno più sotto riporta gli stessi dati.',
      controls: 'Spostamento e ingrandimento del grafico',
      earlier: '← Prima',
      later: 'Dopo →',
      zoomIn: 'Ingrandisci',
      zoomOut: 'Riduci',
      reset: 'Tutto il periodo',
      keys: 'Trascinare sul grafico per ingrandire un intervallo. Da tastiera: frecce per leggere i valori, Maiusc+frecce per spostarsi, + e − per ingrandire, Esc per tornare a tutto il periodo.',
      readingHint: 'Passare sul grafico o usare le frecce per leggere valore e ora.',
      missing: 'mancante',
      mainLabel: 'Fornitura',
      peakLabel: 'Picco {{value}}',
      failed: 'Il grafico non si è caricato: la tabella per giorno riporta gli stessi dati.',
    },
    bands: {
      legend: 'Fasce orarie',
      F1: 'F1: lun–ven 8–19',
      F2: 'F2: lun–ven 7–8 e 19–23, sab 7–23',
      F3: 'F3: notte, domenica e festivi',
      gaps: 'Trattini arancioni in basso: dati mancanti',
    },
    table: {
      heading: 'Tabella per giorno',
      caption: 'Valori per giorno dal {{from}} al {{to}}',
      day: 'Giorno',
      total: 'Energia ({{unit}})',
      band: '{{band}} ({{unit}})',
      peak: 'Picco ({{unit}})',
      peakAt: '{{value}} alle {{time}}',
      noValue: '—',
      quarterHours: 'Quarti d’ora',
      hours: 'Ore',
      missing: 'Mancanti',
      missingCount_one: '{{count}} mancante',
      missingCount_other: '{{count}} mancanti',
      paging: 'Pagine della tabella per giorno',
    },
    export: {
      heading: 'Esporta in CSV',
      intro:
        'Un file con una riga per intervallo: data e ora locali con lo scarto da UTC, valore, unità, fascia e dato mancante.',
      scope: 'Forniture da esportare',
      oneSupply: 'Solo {{supply}}',
      oneSupplyUnnamed: 'Solo la fornitura scelta',
      allSupplies: {
        POWER: 'Tutte le forniture luce',
        GAS: 'Tutte le forniture gas (valori giornalieri)',
      },
      standard: 'Scarica CSV standard',
      italian: 'Scarica CSV per Excel in italiano',
      cancel: 'Annulla',
      cancelled: 'Esportazione annullata.',
      progressLabel: 'Avanzamento dell’esportazione',
      progress: '{{rows}} righe di {{total}}',
      starting: 'Esportazione avviata…',
      done: 'File {{name}} scaricato.',
      errors: {
        exportTooLarge:
          'L’esportazione è troppo grande: al massimo 100 forniture per un anno. Scegliere un periodo più breve o una sola fornitura.',
        granularityUnavailable: 'Il contatore di questa fornitura non registra valori orari.',
        noIntervalMeter: 'Il contatore di questa fornitura non registra i consumi a intervalli.',
      },
    },
  },
};

export type LoadCurvesMessages = typeof loadCurves;
export default loadCurves;
