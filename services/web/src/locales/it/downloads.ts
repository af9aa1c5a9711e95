// The business downloads page (§2 downloads, §7 export-pdf; the §4 export job states are worded in progress.ts).
const downloads = {
  downloads: {
    title: {
      light: 'Documenti e download della luce',
      gas: 'Documenti e download del gas',
    },
    lead: 'Qui trovate i documenti delle vostre forniture e potete esportare le fatture in un unico PDF.',
    exportsHeading: {
      light: 'Esportazione PDF delle fatture luce',
      gas: 'Esportazione PDF delle fatture gas',
    },
    intro:
      'Scegliete le fatture e avviate un’esportazione: il sistema prepara un unico PDF che potete scaricare quando è pronto. Le esportazioni restano disponibili anche se lasciate la pagina.',
    form: {
      heading: 'Nuova esportazione',
      kind: 'Che cosa esportare',
      kindList: 'Le fatture',
      kindDetail: 'Il dettaglio delle fatture',
      choose: 'Come scegliere le fatture',
      chooseFilter: 'Tutte le fatture che rispondono ai filtri',
      chooseSelection: 'Le fatture che seleziono dall’elenco',
      filters: 'Filtri',
      registry: 'Anagrafica',
      registrySelected: '{{name}} (selezionata)',
      allRegistries: 'Tutte le anagrafiche del consorzio',
      paymentState: 'Stato del pagamento',
      allStates: 'Tutti',
      issueDate: 'Data di emissione',
      periodInvalid: 'Il periodo non è valido: scegliere due date, la prima non dopo la seconda.',
      matching_one: '{{count}} fattura risponde ai filtri.',
      matching_other: '{{count}} fatture rispondono ai filtri.',
      matchingNone: 'Nessuna fattura risponde ai filtri: modificateli per esportare.',
      overLimit:
        'Un’esportazione contiene al massimo {{limit}} fatture: verranno esportate le {{limit}} più recenti. Per esportarle tutte, restringere il periodo e avviare più esportazioni.',
      start: 'Avvia l’esportazione',
      starting: 'Avvio in corso…',
    },
    picker: {
      caption: 'Fatture da selezionare',
      select: 'Seleziona la fattura {{number}}',
      selectPage: 'Seleziona tutte le fatture di questa pagina',
      selected_one: '{{count}} fattura selezionata (al massimo {{limit}}).',
      selected_other: '{{count}} fatture selezionate (al massimo {{limit}}).',
      clear: 'Annulla la selezione',
      amount: '{{amount}} €',
      pages: 'Pagine delle fatture',
      empty: 'Nessuna fattura risponde ai filtri.',
      columns: {
        number: 'Numero',
        issueDate: 'Emessa il',
        amount: 'Importo',
        state: 'Stato',
        point: { light: 'POD', gas: 'PDR', any: 'POD/PDR' },
      },
    },
    errors: {
      nothingSelected: 'Selezionare almeno una fattura da esportare.',
      tooManySelected: 'Si possono selezionare al massimo {{limit}} fatture per esportazione.',
      noInvoices: 'Nessuna fattura risponde ai filtri: non è stata avviata alcuna esportazione.',
      periodInvalid: 'Correggere il periodo prima di avviare l’esportazione.',
      tooManyOpenExports:
        'Ci sono già diverse esportazioni in corso: attendere che una sia completata, poi avviarne un’altra.',
      tooManyExportStarts:
        'Sono state avviate molte esportazioni nell’ultima ora: riprovare più tardi. Le esportazioni già avviate restano nell’elenco qui sotto.',
    },
    started_one: 'Esportazione {{id}} avviata con {{count}} fattura: è nell’elenco qui sotto.',
    started_other: 'Esportazione {{id}} avviata con {{count}} fatture: è nell’elenco qui sotto.',
    startedTruncated:
      'Esportazione {{id}} avviata con le {{count}} fatture più recenti su {{matched}}: un’esportazione ne contiene al massimo {{limit}}.',
    jobs: {
      heading: 'Esportazioni avviate',
      caption: 'Elenco delle esportazioni',
      empty: 'Nessuna esportazione avviata finora.',
      following: 'Aggiornamento automatico finché un’esportazione è in corso.',
      columns: {
        id: 'Esportazione',
        createdAt: 'Avviata il',
        kind: 'Contenuto',
        invoices: 'Fatture',
        status: 'Stato',
        action: 'PDF',
      },
      kind: {
        list: 'Fatture',
        detail: 'Dettaglio delle fatture',
      },
      number: 'N. {{id}}',
      download: 'Scarica il PDF',
      downloadLabel: 'Scarica il PDF dell’esportazione {{id}}',
      downloading: 'Download dell’esportazione {{id}} in corso…',
      downloaded: 'PDF dell’esportazione {{id}} scaricato.',
      downloadFailed: 'Download dell’esportazione {{id}} non riuscito. Riprovare.',
      notReady: 'Non ancora pronto',
      none: '—',
      changed: 'Esportazione {{id}}: {{status}}.',
      failedBecause: 'Esportazione {{id}} non riuscita: {{reason}}',
    },
    failure: {
      TIMEOUT: 'Il servizio che prepara i documenti non ha risposto in tempo. Riprovare più tardi.',
      DOCUMENT_UNAVAILABLE:
        'Il PDF di una delle fatture non è disponibile. Riprovare senza quella fattura o contattare il servizio clienti.',
      OTHER: 'Il sistema non ha indicato il motivo. Riprovare più tardi.',
    },
    retail: {
      title: 'Documenti e download',
      intro:
        'Qui trovi le condizioni dei tuoi contratti e i moduli da scaricare, e puoi esportare le tue bollette in un unico PDF.',
      exportsHeading: 'Esporta le bollette',
      exportsIntro:
        'Scegli le bollette, luce e gas, e avvia un’esportazione: prepariamo un unico PDF che scarichi quando è pronto. Le esportazioni restano disponibili anche se lasci la pagina.',
    },
    business: {
      heading: {
        light: 'Documenti della luce',
        gas: 'Documenti del gas',
      },
      intro: {
        light:
          'Le condizioni dei vostri contratti luce, il certificato di garanzia di origine di ogni fornitura verde per ogni anno, i moduli per le imprese e la carta dei servizi, in PDF.',
        gas: 'Le condizioni dei vostri contratti gas, i moduli per le imprese e la carta dei servizi, in PDF.',
      },
      caption: {
        light: 'Documenti della luce da scaricare',
        gas: 'Documenti del gas da scaricare',
      },
      empty: 'Non ci sono documenti da scaricare per questa fornitura.',
    },
    documents: {
      heading: 'I tuoi documenti',
      intro:
        'Le condizioni di fornitura dei tuoi contratti, i moduli e la carta dei servizi, in PDF.',
      caption: 'Documenti da scaricare',
      empty: 'Non ci sono documenti da scaricare.',
      columns: {
        title: 'Documento',
        kind: 'Tipo',
        updatedOn: 'Aggiornato al',
        action: 'PDF',
      },
      kind: {
        CONTRACT_CONDITIONS: 'Condizioni del contratto',
        FORM: 'Modulo',
        SERVICE_CHARTER: 'Carta dei servizi',
        GUARANTEE_OF_ORIGIN: 'Garanzia di origine',
        OTHER: 'Documento',
      },
      download: 'Scarica',
      downloadLabel: 'Scarica il PDF:',
      downloading: 'Download di «{{title}}» in corso…',
      downloaded: '«{{title}}» scaricato.',
      failed: 'Non è stato possibile scaricare «{{title}}». Riprova tra qualche istante.',
    },
    convention: {
      title: {
        gas: 'Documenti e download della convenzione gas',
        light: 'Documenti e download della convenzione luce',
      },
      intro: {
        gas: 'I documenti della convenzione gas (atto di adesione, conferme d’ordine, report periodici) e l’esportazione in PDF delle fatture delle forniture in convenzione.',
        light:
          'I documenti della convenzione luce (atto di adesione, conferme d’ordine, report periodici) e l’esportazione in PDF delle fatture delle forniture in convenzione.',
      },
      documents: {
        heading: 'Documenti della convenzione',
        intro: 'I documenti più recenti per primi, in PDF.',
        caption: 'Documenti della convenzione da scaricare',
        empty: 'Non ci sono documenti della convenzione da scaricare.',
        columns: {
          title: 'Documento',
          kind: 'Tipo',
          date: 'Data',
          action: 'PDF',
        },
        kind: {
          ADHESION: 'Atto di adesione',
          ORDER_CONFIRMATION: 'Conferma d’ordine',
          REPORT: 'Report periodico',
          OTHER: 'Documento',
        },
      },
      exportsHeading: 'Esporta le fatture della convenzione',
      exportsIntro:
        'Solo le fatture delle forniture in convenzione: sceglietele e avviate un’esportazione, il sistema prepara un unico PDF che potete scaricare quando è pronto. L’elenco delle esportazioni comprende tutte quelle avviate dall’ente.',
    },
  },
};

export type DownloadsMessages = typeof downloads;
export default downloads;
