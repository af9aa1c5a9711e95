import type { InvoicesMessages } from '../it/invoices.ts';

const invoices: InvoicesMessages = {
  invoices: {
    title: 'Meine Rechnungen',
    intro: {
      normal:
        'Hier finden Sie alle Ihre Strom- und Gasrechnungen: filtern, Details öffnen und PDF herunterladen.',
      dated:
        'Hier finden Sie die bis zum 16.06.2024 ausgestellten Rechnungen; ab dem 17.06.2024 erscheinen neue Rechnungen auf dieser Seite.',
    },
    empty: {
      normal: 'Keine Rechnungen für die gewählten Filter.',
      dated: 'Keine bis zum 16.06.2024 ausgestellten Rechnungen für die gewählten Filter.',
    },
    count_one: '{{count}} Rechnung',
    count_other: '{{count}} Rechnungen',
    filters: {
      legend: 'Filter',
      paymentState: 'Zahlungsstatus',
      all: 'Alle',
      issueDate: 'Ausstellungsdatum',
      apply: 'Suchen',
      reset: 'Filter zurücksetzen',
    },
    status: { paid: 'Bezahlt', toPay: 'Zu zahlen' },
    table: {
      caption: 'Liste der Rechnungen',
      number: 'Nummer',
      issueDate: 'Ausstellung',
      dueDate: 'Fälligkeit',
      amount: 'Betrag',
      toPay: 'Zu zahlen',
      status: 'Status',
      utility: 'Versorgung',
      open: 'Rechnung {{number}} öffnen',
      currency: '{{amount}} €',
    },
    paging: {
      label: 'Seiten der Rechnungen',
      previous: 'Zurück',
      next: 'Weiter',
      page: 'Seite {{page}} von {{pages}}',
    },
    detail: {
      title: 'Rechnung {{number}}',
      back: 'Zurück zu den Rechnungen',
      summary: 'Zusammenfassung',
      issueDate: 'Ausstellungsdatum',
      dueDate: 'Fälligkeit',
      paymentDate: 'Zahlungsdatum',
      competence: 'Abrechnungszeitraum',
      competenceRange: 'vom {{from}} bis {{to}}',
      pointId: 'Lieferstelle',
      paymentMethod: 'Zahlungsart',
      rows: 'Rechnungsposten',
      description: 'Beschreibung',
      quantity: 'Menge',
      unitPrice: 'Einzelpreis',
      vatRate: 'MwSt.',
      vatPercent: '{{rate}} %',
      amount: 'Betrag',
      noRows: 'Die Rechnung hat keine Einzelposten.',
      totalAmount: 'Rechnungsbetrag',
      totalToPay: 'Zu zahlender Betrag',
      download: 'PDF herunterladen',
      downloading: 'Download läuft: {{percent}} %',
      downloadingUnknown: 'Download läuft…',
      downloaded: 'PDF heruntergeladen.',
      downloadFailed: 'Download fehlgeschlagen. Bitte erneut versuchen.',
      noPdf: 'Das PDF dieser Rechnung ist nicht verfügbar.',
      notFound: 'Rechnung nicht gefunden.',
      missingIssueDate: 'Ausstellungsdatum fehlt oder ist ungültig.',
    },
  },
};

export default invoices;
