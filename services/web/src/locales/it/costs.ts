// The costs-and-consumptions pages (§2 costsAndConsumptions and costsAndConsumptions/{id}):
// months of consumption and cost beside the year before, the ARERA bands, the supplies' shares
// and one supply's bills.
const costs = {
  costs: {
    title: {
      light: 'Costi e consumi luce',
      gas: 'Costi e consumi gas',
    },
    intro: {
      light:
        'Mese per mese, l’energia elettrica prelevata e il suo costo, con le fasce F1, F2 e F3, a confronto con gli stessi mesi dell’anno precedente.',
      gas: 'Mese per mese, il gas prelevato e il suo costo, a confronto con gli stessi mesi dell’anno precedente.',
    },
    registry: 'Anagrafica: {{name}}',
    // No break between a number and its unit.
    quantity: '{{value}}\u00a0{{unit}}',
    currency: '{{amount}}\u00a0€',
    percent: '{{value}}\u00a0%',
    none: '—',
    noData: 'nessun dato',
    empty: 'Nessun consumo nel periodo scelto. Scegliete altri mesi.',
    subject: {
      site: 'sede {{name}}',
      all: {
        light: 'tutte le forniture luce',
        gas: 'tutte le forniture gas',
      },
    },
    filters: {
      legend: 'Periodo e forniture',
      period: 'Periodo (mesi interi)',
      months_one: '{{count}} mese: {{from}}',
      months_other: '{{count}} mesi: da {{from}} a {{to}}',
      periodInvalid:
        'Il periodo nell’indirizzo non è valido: scegliete due date con il calendario.',
      periodTooLong: 'Il periodo può comprendere al massimo {{max}} mesi.',
      registry: 'Anagrafica',
      allRegistries: 'Tutte le anagrafiche',
      site: 'Sede',
      allSites: 'Tutte le sedi',
      reset: 'Ultimi 12 mesi, tutte le sedi',
    },
    chart: {
      measure: 'Mostra nel grafico',
      show: {
        quantity: 'Consumi',
        cost: 'Costi',
      },
      legend: 'Legenda del grafico',
      current: 'Periodo scelto',
      previous: 'Stesso mese dell’anno precedente',
      euro: '€',
      tooltip: '{{month}}: {{current}} — anno precedente: {{previous}}',
      summary: {
        quantity:
          'Grafico a barre dei consumi mensili da {{from}} a {{to}}: {{total}} in totale, {{previous}} negli stessi mesi dell’anno precedente ({{change}}). Gli stessi numeri sono nella tabella seguente.',
        cost: 'Grafico a barre dei costi mensili da {{from}} a {{to}}: {{total}} in totale, IVA esclusa, {{previous}} negli stessi mesi dell’anno precedente ({{change}}). Gli stessi numeri sono nella tabella seguente.',
      },
    },
    bands: {
      f1: 'F1',
      f2: 'F2',
      f3: 'F3',
      f1Long: 'F1 (lun–ven 8–19)',
      f2Long: 'F2 (lun–ven 7–8 e 19–23, sab 7–23)',
      f3Long: 'F3 (notte, domenica e festivi)',
    },
    months: {
      title: 'Mese per mese',
      caption: {
        all: {
          light: 'Consumi e costi mensili di tutte le forniture luce, da {{from}} a {{to}}',
          gas: 'Consumi e costi mensili di tutte le forniture gas, da {{from}} a {{to}}',
        },
        site: 'Consumi e costi mensili della sede {{name}}, da {{from}} a {{to}}',
        point: 'Consumi e costi mensili di {{point}}, da {{from}} a {{to}}',
      },
    },
    table: {
      month: 'Mese',
      quantity: 'Consumo ({{unit}})',
      f1: 'F1 ({{unit}})',
      f2: 'F2 ({{unit}})',
      f3: 'F3 ({{unit}})',
      previousQuantity: 'Anno prec. ({{unit}})',
      change: 'Variazione',
      cost: 'Costo (€, IVA escl.)',
      previousCost: 'Costo anno prec. (€)',
      estimated: 'stima: {{count}} su {{total}}',
      estimatedOne: 'stima',
      estimatedHint:
        '«stima: {{count}} su {{total}}»: per {{count}} delle {{total}} forniture con dati nel mese il consumo è stimato, in attesa della lettura.',
      estimatedOneHint: '«stima»: il consumo del mese è stimato, in attesa della lettura.',
    },
    totals: {
      quantity: 'Consumo del periodo',
      previous: 'Anno precedente: {{value}}',
      cost: 'Costo del periodo (IVA esclusa)',
      withVat: 'IVA inclusa: {{value}}',
      bands: 'Consumo per fascia',
      bandsHint: 'Quota di ciascuna fascia oraria ARERA sul consumo del periodo.',
      unitCost: 'Costo medio',
      perUnit: '{{value}}/{{unit}}',
      unitCostHint: 'Costo del periodo, IVA esclusa, diviso per il consumo.',
      supplies: {
        light: 'Forniture luce',
        gas: 'Forniture gas',
      },
    },
    supplies: {
      title: 'Le forniture',
      intro:
        'Il consumo e il costo di ciascuna fornitura nel periodo, con la sua quota sul totale.',
      caption: 'Consumi e costi per fornitura',
      pages: 'Pagine delle forniture',
      point: {
        light: 'POD',
        gas: 'PDR',
      },
      open: 'Costi e consumi di {{point}}',
      site: 'Sede',
      quantity: 'Consumo ({{unit}})',
      share: 'Quota sul totale',
      cost: 'Costo (IVA escl.)',
      months: 'Mesi con dati',
      sortHint: 'Le intestazioni con una freccia ordinano l’elenco.',
      sort: {
        QUANTITY_DESC: 'Consumo, dal maggiore',
        QUANTITY_ASC: 'Consumo, dal minore',
        COST_DESC: 'Costo, dal maggiore',
        COST_ASC: 'Costo, dal minore',
        POINT_ASC: 'Codice del punto',
        SITE_ASC: 'Sede',
      },
    },
    detail: {
      title: 'Costi e consumi di {{point}}',
      loading: 'Costi e consumi della fornitura',
      supply: 'La fornitura',
      address: 'Indirizzo',
      status: 'Stato',
      product: 'Offerta',
      activation: 'Attiva dal',
      termination: 'Cessata il',
      contract: 'Contratto',
      openContract: 'Vai al contratto',
      empty: 'Nessun consumo di questa fornitura nel periodo scelto.',
      share: {
        light: 'Quota sul totale luce',
        gas: 'Quota sul totale gas',
      },
      shareOf_one: 'di {{total}}, l’unica fornitura dell’anagrafica',
      shareOf_other: 'di {{total}} delle {{count}} forniture dell’anagrafica',
    },
    bills: {
      title: 'Le fatture del periodo',
      caption: 'Fatture della fornitura',
      pages: 'Pagine delle fatture',
      number: 'Numero',
      open: 'Apri la fattura {{number}}',
      issueDate: 'Emessa il',
      competence: 'Competenza',
      competenceRange: 'dal {{from}} al {{to}}',
      amount: 'Importo',
      state: 'Stato',
      count_one: '{{count}} fattura, in totale {{total}}',
      count_other: '{{count}} fatture, in totale {{total}}',
      empty: 'Nessuna fattura di questa fornitura copre il periodo scelto.',
    },
  },
};

export type CostsMessages = typeof costs;
export default costs;
