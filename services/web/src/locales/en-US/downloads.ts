// The business downloads page (§2 downloads, §7 export-pdf; the §4 export job states are worded in progress.ts).
import type { DownloadsMessages } from '../it/downloads.ts';

const downloads: DownloadsMessages = {
  downloads: {
    title: {
      light: 'Electricity documents and downloads',
      gas: 'Gas documents and downloads',
    },
    lead: 'Here are the documents of your supplies, and you can export the invoices into one PDF.',
    exportsHeading: {
      light: 'PDF export of electricity invoices',
      gas: 'PDF export of gas invoices',
    },
    intro:
      'Choose the invoices and start an export: the system prepares one PDF that you can download when it is ready. Exports stay available even if you leave the page.',
    form: {
      heading: 'New export',
      kind: 'What to export',
      kindList: 'The invoices',
      kindDetail: 'The invoice details',
      choose: 'How to choose the invoices',
      chooseFilter: 'Every invoice that matches the filters',
      chooseSelection: 'The invoices I select from the list',
      filters: 'Filters',
      registry: 'Registry',
      registrySelected: '{{name}} (selected)',
      allRegistries: 'Every registry of the consortium',
      paymentState: 'Payment state',
      allStates: 'All',
      issueDate: 'Issue date',
      periodInvalid: 'The period is not valid: choose two dates, the first not after the second.',
      matching_one: '{{count}} invoice matches the filters.',
      matching_other: '{{count}} invoices match the filters.',
      matchingNone: 'No invoice matches the filters: change them to export.',
      overLimit:
        'An export holds at most {{limit}} invoices: the {{limit}} most recent will be exported. To export them all, narrow the period and start several exports.',
      start: 'Start the export',
      starting: 'Starting…',
    },
    picker: {
      caption: 'Invoices to select',
      select: 'Select invoice {{number}}',
      selectPage: 'Select every invoice on this page',
      selected_one: '{{count}} invoice selected (at most {{limit}}).',
      selected_other: '{{count}} invoices selected (at most {{limit}}).',
      clear: 'Clear the selection',
      amount: '{{amount}} €',
      pages: 'Pages of invoices',
      empty: 'No invoice matches the filters.',
      columns: {
        number: 'Number',
        issueDate: 'Issued on',
        amount: 'Amount',
        state: 'State',
        point: { light: 'POD', gas: 'PDR', any: 'POD/PDR' },
      },
    },
    errors: {
      nothingSelected: 'Select at least one invoice to export.',
      tooManySelected: 'You can select at most {{limit}} invoices per export.',
      noInvoices: 'No invoice matches the filters: no export was started.',
      periodInvalid: 'Correct the period before starting the export.',
      tooManyOpenExports:
        'You already have several exports in progress: wait until one is completed, then start another.',
      tooManyExportStarts:
        'You have started many exports in the last hour: try again later. The exports already started stay in the list below.',
    },
    started_one:
      'Export {{id}} started with {{count}} invoice. You will find it in the list below.',
    started_other:
      'Export {{id}} started with {{count}} invoices. You will find it in the list below.',
    startedTruncated:
      'Export {{id}} started with the {{count}} most recent of {{matched}} invoices: an export holds at most {{limit}}.',
    jobs: {
      heading: 'Your exports',
      caption: 'List of exports',
      empty: 'You have not started any export yet.',
      following: 'The list updates itself while an export is running.',
      columns: {
        id: 'Export',
        createdAt: 'Started on',
        kind: 'Content',
        invoices: 'Invoices',
        status: 'Status',
        action: 'PDF',
      },
      kind: {
        list: 'Invoices',
        detail: 'Invoice details',
      },
      number: 'No. {{id}}',
      download: 'Download the PDF',
      downloadLabel: 'Download the PDF of export {{id}}',
      downloading: 'Downloading export {{id}}…',
      downloaded: 'PDF of export {{id}} downloaded.',
      downloadFailed: 'Download of export {{id}} failed. Please try again.',
      notReady: 'Not ready yet',
      none: '—',
      changed: 'Export {{id}}: {{status}}.',
      failedBecause: 'Export {{id}} failed: {{reason}}',
    },
    failure: {
      TIMEOUT: 'The service that prepares the documents did not answer in time. Try again later.',
      DOCUMENT_UNAVAILABLE:
        'The PDF of one of the invoices is not available. Try again without that invoice or contact us.',
      OTHER: 'The system gave no reason. Try again later.',
    },
    retail: {
      title: 'Documents and downloads',
      intro:
        'Here you find the conditions of your contracts and forms to download, and you can export your bills into a single PDF.',
      exportsHeading: 'Export your bills',
      exportsIntro:
        'Choose your power and gas bills and start an export: we prepare a single PDF you download when it is ready. Exports stay available even if you leave the page.',
    },
    business: {
      heading: {
        light: 'Electricity documents',
        gas: 'Gas documents',
      },
      intro: {
        light:
          'The conditions of your electricity contracts, the guarantee-of-origin certificate of each green supply for each year, the forms for businesses and the service charter, as PDFs.',
        gas: 'The conditions of your gas contracts, the forms for businesses and the service charter, as PDFs.',
      },
      caption: {
        light: 'Electricity documents to download',
        gas: 'Gas documents to download',
      },
      empty: 'There are no documents to download for this supply.',
    },
    documents: {
      heading: 'Your documents',
      intro: 'The supply conditions of your contracts, the forms and the service charter, as PDFs.',
      caption: 'Documents to download',
      empty: 'There are no documents to download.',
      columns: {
        title: 'Document',
        kind: 'Kind',
        updatedOn: 'Updated on',
        action: 'PDF',
      },
      kind: {
        CONTRACT_CONDITIONS: 'Contract conditions',
        FORM: 'Form',
        SERVICE_CHARTER: 'Service charter',
        GUARANTEE_OF_ORIGIN: 'Guarantee of origin',
        OTHER: 'Document',
      },
      download: 'Download',
      downloadLabel: 'Download the PDF:',
      downloading: 'Downloading “{{title}}”…',
      downloaded: '“{{title}}” downloaded.',
      failed: '“{{title}}” could not be downloaded. Try again in a moment.',
    },
    convention: {
      title: {
        gas: 'Gas convention documents and downloads',
        light: 'Electricity convention documents and downloads',
      },
      intro: {
        gas: 'The gas convention’s documents (adhesion, order confirmations, periodic reports) and the PDF export of the invoices of the supplies under the convention.',
        light:
          'The electricity convention’s documents (adhesion, order confirmations, periodic reports) and the PDF export of the invoices of the supplies under the convention.',
      },
      documents: {
        heading: 'Convention documents',
        intro: 'The newest documents first, as PDF.',
        caption: 'Convention documents to download',
        empty: 'There are no convention documents to download.',
        columns: {
          title: 'Document',
          kind: 'Type',
          date: 'Date',
          action: 'PDF',
        },
        kind: {
          ADHESION: 'Adhesion',
          ORDER_CONFIRMATION: 'Order confirmation',
          REPORT: 'Periodic report',
          OTHER: 'Document',
        },
      },
      exportsHeading: 'Export the convention’s invoices',
      exportsIntro:
        'Only the invoices of the supplies under the convention: choose them and start an export; the system prepares one PDF you can download when it is ready. The list of exports holds every export your body started.',
    },
  },
};

export default downloads;
