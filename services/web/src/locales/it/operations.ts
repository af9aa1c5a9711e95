// The business operations page (§2 operations; the §4 states are worded in status.ts).
const operations = {
  operations: {
    title: {
      light: 'Operazioni luce',
      gas: 'Operazioni gas',
    },
    intro:
      'Le richieste sulle vostre forniture e il loro stato: aprite una richiesta per vederne lo storico.',
    registry: 'Richieste di {{name}}',
    caption: 'Elenco delle richieste',
    count_one: '{{count}} richiesta',
    count_other: '{{count}} richieste',
    empty: 'Non ci sono richieste per questa fornitura.',
    noMatch: 'Nessuna richiesta corrisponde ai filtri scelti. Modificate o azzerate i filtri.',
    pages: 'Pagine delle richieste',
    none: '—',
    columns: {
      kind: 'Tipo',
      state: 'Stato',
      description: 'Descrizione',
      registry: 'Azienda',
      point: { light: 'POD', gas: 'PDR' },
      openedAt: 'Aperta il',
      updatedAt: 'Aggiornata il',
      history: 'Storico',
    },
    history: {
      show: 'Mostra storico',
      hide: 'Nascondi storico',
      of: 'della richiesta {{kind}} n. {{id}}',
      label: 'Storico della richiesta n. {{id}}',
    },
    filters: {
      legend: 'Filtrate le richieste',
      registry: 'Azienda',
      allRegistries: 'Tutte le aziende',
      state: 'Stato',
      allStates: 'Tutti gli stati',
      kind: 'Tipo di richiesta',
      allKinds: 'Tutti i tipi',
      opened: 'Aperta tra il',
      openedInvalid:
        'Il periodo di apertura non è valido: indicate due date AAAA-MM-GG, la prima non successiva alla seconda.',
      reset: 'Azzera i filtri',
    },
    // Upstream's set descriptions (packages/shared set-texts.ts), in the page's language.
    descriptions: {
      NEW_SUPPLY_ACTIVATION: 'Attivazione di una nuova fornitura',
      SUPPLY_HOLDER_CHANGE: 'Cambio di intestatario della fornitura',
      CONTRACTED_POWER_INCREASE: 'Aumento della potenza impegnata',
      INVOICE_CHECK: 'Richiesta di verifica di una fattura',
      METER_READING_CORRECTION: 'Correzione di una lettura del contatore',
      SWITCH_TO_SEPA_DIRECT_DEBIT: 'Passaggio all’addebito diretto SEPA',
      TERMINATION_WITH_FINAL_READING: 'Cessazione della fornitura con lettura di chiusura',
    },
  },
};

export type OperationsMessages = typeof operations;
export default operations;
