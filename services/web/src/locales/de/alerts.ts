// Die eigenen Hinweise des Portals (Entscheidung 0023): Einstellungen im Profil, Liste neben den
// Mitteilungen, Zähler in der Kopfzeile.
const alerts = {
  alerts: {
    badge_one: '{{count}} ungelesener Hinweis',
    badge_other: '{{count}} ungelesene Hinweise',
    list: {
      title: 'Hinweise des Portals',
      empty: 'Zurzeit keine Hinweise.',
      unread_one: '{{count}} ungelesener Hinweis.',
      unread_other: '{{count}} ungelesene Hinweise.',
      markAll: 'Hinweise als gelesen markieren',
      marked: 'Hinweise als gelesen markiert.',
      mailed: 'Auch per E-Mail gesendet',
      new: 'Neu',
      label: 'Hinweise des Portals',
    },
    kinds: {
      BILL_ISSUED: 'Neue Rechnung',
      BILL_DUE: 'Fällige Rechnung',
      BILL_OVERDUE: 'Überfällige Rechnung',
      SELF_READING_WINDOW: 'Gas-Selbstablesung offen',
      REQUEST_CHANGED: 'Status einer Anfrage',
    },
    texts: {
      BILL_ISSUED: 'Rechnung {{invoice}} über {{amount}} ausgestellt, fällig am {{due}}.',
      BILL_DUE: 'Die Rechnung {{invoice}} über {{amount}} ist am {{due}} fällig.',
      BILL_OVERDUE:
        'Die Rechnung {{invoice}} über {{amount}} war am {{due}} fällig und ist nicht bezahlt.',
      SELF_READING_WINDOW:
        'Gas-Selbstablesung für die Lieferstelle {{point}} vom {{from}} bis {{to}} möglich.',
      REQUEST_CHANGED: 'Die Anfrage {{request}} hat jetzt den Status „{{state}}“.',
    },
    settings: {
      title: 'Hinweise per E-Mail',
      intro:
        'Das Portal meldet Rechnungen, Fälligkeiten, Selbstablesungen und Statusänderungen von Anfragen per E-Mail und hier.',
      address: 'Adresse der Hinweise: {{email}}',
      active: 'Hinweise aktiv',
      inactive: 'Hinweise nicht aktiv',
      turnOn: 'Hinweise einschalten',
      turnOff: 'Hinweise ausschalten',
      paused:
        'Die Hinweise sind ausgesetzt, weil der Zugang des Portals abgelaufen ist: eine neue Anmeldung schaltet sie wieder ein.',
      kindsLegend: 'Welche Hinweise',
      days: 'Tage vor der Fälligkeit',
      daysHint: '{{min}} bis {{max}} Tage.',
      daysInvalid: 'Bitte eine Zahl von {{min}} bis {{max}} Tagen angeben.',
      saveDays: 'Tage speichern',
      saving: 'Wird gespeichert…',
      saved: 'Einstellungen der Hinweise gespeichert.',
    },
    errors: {
      signInAgain: 'Zum Einschalten der Hinweise bitte erneut anmelden.',
      notForStaff: 'Hinweise lassen sich nur mit dem Zugang des Kunden einschalten.',
    },
  },
};

export default alerts;
