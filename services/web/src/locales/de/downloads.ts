// The business downloads page (§2 downloads, §7 export-pdf; the §4 export job states are worded in progress.ts).
import type { DownloadsMessages } from '../it/downloads.ts';

const downloads: DownloadsMessages = {
  downloads: {
    title: {
      light: 'Dokumente und Downloads Strom',
      gas: 'Dokumente und Downloads Gas',
    },
    lead: 'Hier finden Sie die Dokumente Ihrer Lieferungen und können die Rechnungen in ein einziges PDF exportieren.',
    exportsHeading: {
      light: 'PDF-Export der Stromrechnungen',
      gas: 'PDF-Export der Gasrechnungen',
    },
    intro:
      'Wählen Sie die Rechnungen aus und starten Sie einen Export: Das System erstellt ein einziges PDF, das Sie herunterladen können, sobald es fertig ist. Die Exporte bleiben erhalten, auch wenn Sie die Seite verlassen.',
    form: {
      heading: 'Neuer Export',
      kind: 'Was exportiert werden soll',
      kindList: 'Die Rechnungen',
      kindDetail: 'Die Rechnungsdetails',
      choose: 'Wie die Rechnungen ausgewählt werden',
      chooseFilter: 'Alle Rechnungen, die den Filtern entsprechen',
      chooseSelection: 'Die Rechnungen, die ich in der Liste auswähle',
      filters: 'Filter',
      registry: 'Stammdaten',
      registrySelected: '{{name}} (ausgewählt)',
      allRegistries: 'Alle Stammdaten des Konsortiums',
      paymentState: 'Zahlungsstatus',
      allStates: 'Alle',
      issueDate: 'Ausstellungsdatum',
      periodInvalid:
        'Der Zeitraum ist ungültig: Wählen Sie zwei Daten, das erste nicht nach dem zweiten.',
      matching_one: '{{count}} Rechnung entspricht den Filtern.',
      matching_other: '{{count}} Rechnungen entsprechen den Filtern.',
      matchingNone: 'Keine Rechnung entspricht den Filtern: Ändern Sie sie, um zu exportieren.',
      overLimit:
        'Ein Export enthält höchstens {{limit}} Rechnungen: Exportiert werden die {{limit}} neuesten. Um alle zu exportieren, grenzen Sie den Zeitraum ein und starten Sie mehrere Exporte.',
      start: 'Export starten',
      starting: 'Export wird gestartet …',
    },
    picker: {
      caption: 'Rechnungen zur Auswahl',
      select: 'Rechnung {{number}} auswählen',
      selectPage: 'Alle Rechnungen dieser Seite auswählen',
      selected_one: '{{count}} Rechnung ausgewählt (höchstens {{limit}}).',
      selected_other: '{{count}} Rechnungen ausgewählt (höchstens {{limit}}).',
      clear: 'Auswahl aufheben',
      amount: '{{amount}} €',
      pages: 'Seiten der Rechnungen',
      empty: 'Keine Rechnung entspricht den Filtern.',
      columns: {
        number: 'Nummer',
        issueDate: 'Ausgestellt am',
        amount: 'Betrag',
        state: 'Status',
        point: { light: 'POD', gas: 'PDR', any: 'POD/PDR' },
      },
    },
    errors: {
      nothingSelected: 'Wählen Sie mindestens eine Rechnung für den Export aus.',
      tooManySelected: 'Sie können höchstens {{limit}} Rechnungen pro Export auswählen.',
      noInvoices: 'Keine Rechnung entspricht den Filtern: Es wurde kein Export gestartet.',
      periodInvalid: 'Korrigieren Sie den Zeitraum, bevor Sie den Export starten.',
      tooManyOpenExports:
        'Sie haben bereits mehrere laufende Exporte: Warten Sie, bis einer abgeschlossen ist, und starten Sie dann einen weiteren.',
      tooManyExportStarts:
        'Sie haben in der letzten Stunde viele Exporte gestartet: Versuchen Sie es später erneut. Die bereits gestarteten Exporte bleiben in der Liste unten.',
    },
    started_one:
      'Export {{id}} mit {{count}} Rechnung gestartet. Sie finden ihn in der Liste unten.',
    started_other:
      'Export {{id}} mit {{count}} Rechnungen gestartet. Sie finden ihn in der Liste unten.',
    startedTruncated:
      'Export {{id}} mit den {{count}} neuesten von {{matched}} Rechnungen gestartet: Ein Export enthält höchstens {{limit}}.',
    jobs: {
      heading: 'Ihre Exporte',
      caption: 'Liste der Exporte',
      empty: 'Sie haben noch keinen Export gestartet.',
      following: 'Die Liste aktualisiert sich selbst, solange ein Export läuft.',
      columns: {
        id: 'Export',
        createdAt: 'Gestartet am',
        kind: 'Inhalt',
        invoices: 'Rechnungen',
        status: 'Status',
        action: 'PDF',
      },
      kind: {
        list: 'Rechnungen',
        detail: 'Rechnungsdetails',
      },
      number: 'Nr. {{id}}',
      download: 'PDF herunterladen',
      downloadLabel: 'PDF herunterladen: Export {{id}}',
      downloading: 'Export {{id}} wird heruntergeladen …',
      downloaded: 'PDF des Exports {{id}} heruntergeladen.',
      downloadFailed: 'Download des Exports {{id}} fehlgeschlagen. Bitte erneut versuchen.',
      notReady: 'Noch nicht bereit',
      none: '—',
      changed: 'Export {{id}}: {{status}}.',
      failedBecause: 'Export {{id}} fehlgeschlagen: {{reason}}',
    },
    failure: {
      TIMEOUT:
        'Der Dienst, der die Dokumente erstellt, hat nicht rechtzeitig geantwortet. Bitte versuchen Sie es später erneut.',
      DOCUMENT_UNAVAILABLE:
        'Das PDF einer der Rechnungen ist nicht verfügbar. Versuchen Sie es ohne diese Rechnung oder kontaktieren Sie uns.',
      OTHER: 'Das System hat keinen Grund angegeben. Bitte versuchen Sie es später erneut.',
    },
    retail: {
      title: 'Dokumente und Downloads',
      intro:
        'Hier finden Sie die Bedingungen Ihrer Verträge und Formulare zum Herunterladen, und Sie können Ihre Rechnungen in ein einziges PDF exportieren.',
      exportsHeading: 'Rechnungen exportieren',
      exportsIntro:
        'Wählen Sie Ihre Strom- und Gasrechnungen aus und starten Sie einen Export: Wir erstellen ein einziges PDF, das Sie herunterladen, sobald es fertig ist. Die Exporte bleiben verfügbar, auch wenn Sie die Seite verlassen.',
    },
    business: {
      heading: {
        light: 'Dokumente Strom',
        gas: 'Dokumente Gas',
      },
      intro: {
        light:
          'Die Bedingungen Ihrer Stromverträge, der Herkunftsnachweis jeder grünen Lieferung für jedes Jahr, die Formulare für Unternehmen und die Dienstleistungscharta als PDF.',
        gas: 'Die Bedingungen Ihrer Gasverträge, die Formulare für Unternehmen und die Dienstleistungscharta als PDF.',
      },
      caption: {
        light: 'Dokumente Strom zum Herunterladen',
        gas: 'Dokumente Gas zum Herunterladen',
      },
      empty: 'Für diese Lieferung gibt es keine Dokumente zum Herunterladen.',
    },
    documents: {
      heading: 'Ihre Dokumente',
      intro:
        'Die Lieferbedingungen Ihrer Verträge, die Formulare und die Dienstleistungscharta als PDF.',
      caption: 'Dokumente zum Herunterladen',
      empty: 'Es gibt keine Dokumente zum Herunterladen.',
      columns: {
        title: 'Dokument',
        kind: 'Art',
        updatedOn: 'Stand',
        action: 'PDF',
      },
      kind: {
        CONTRACT_CONDITIONS: 'Vertragsbedingungen',
        FORM: 'Formular',
        SERVICE_CHARTER: 'Dienstleistungscharta',
        GUARANTEE_OF_ORIGIN: 'Herkunftsnachweis',
        OTHER: 'Dokument',
      },
      download: 'Herunterladen',
      downloadLabel: 'PDF herunterladen:',
      downloading: '„{{title}}“ wird heruntergeladen …',
      downloaded: '„{{title}}“ heruntergeladen.',
      failed:
        '„{{title}}“ konnte nicht heruntergeladen werden. Versuchen Sie es in einigen Augenblicken erneut.',
    },
    convention: {
      title: {
        gas: 'Dokumente und Downloads der Gas-Konvention',
        light: 'Dokumente und Downloads der Strom-Konvention',
      },
      intro: {
        gas: 'Die Dokumente der Gas-Konvention (Beitrittserklärung, Auftragsbestätigungen, periodische Berichte) und der PDF-Export der Rechnungen der Lieferungen in der Konvention.',
        light:
          'Die Dokumente der Strom-Konvention (Beitrittserklärung, Auftragsbestätigungen, periodische Berichte) und der PDF-Export der Rechnungen der Lieferungen in der Konvention.',
      },
      documents: {
        heading: 'Dokumente der Konvention',
        intro: 'Die neuesten Dokumente zuerst, als PDF.',
        caption: 'Dokumente der Konvention zum Herunterladen',
        empty: 'Es gibt keine Dokumente der Konvention zum Herunterladen.',
        columns: {
          title: 'Dokument',
          kind: 'Art',
          date: 'Datum',
          action: 'PDF',
        },
        kind: {
          ADHESION: 'Beitrittserklärung',
          ORDER_CONFIRMATION: 'Auftragsbestätigung',
          REPORT: 'Periodischer Bericht',
          OTHER: 'Dokument',
        },
      },
      exportsHeading: 'Rechnungen der Konvention exportieren',
      exportsIntro:
        'Nur die Rechnungen der Lieferungen in der Konvention: Wählen Sie sie aus und starten Sie einen Export; das System erstellt ein einziges PDF, das Sie herunterladen können, sobald es fertig ist. Die Liste der Exporte enthält alle Exporte Ihrer Körperschaft.',
    },
  },
};

export default downloads;
