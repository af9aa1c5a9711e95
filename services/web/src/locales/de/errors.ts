import type { ErrorsMessages } from '../it/errors.ts';

const errors: ErrorsMessages = {
  errors: {
    unauthenticated: 'Die Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
    forbidden: 'Vorgang nicht erlaubt.',
    csrf: 'Ungültige Anfrage. Bitte laden Sie die Seite neu.',
    networkFailure:
      'Verbindung fehlgeschlagen. Prüfen Sie das Netzwerk und versuchen Sie es erneut.',
    aborted: 'Anfrage abgebrochen.',
    NOT_FOUND: 'Nicht gefunden.',
    BAD_USER_INPUT: 'Ungültige Daten.',
    FORBIDDEN: 'Vorgang nicht erlaubt.',
    UPSTREAM_UNAVAILABLE: 'Der Dienst ist derzeit nicht verfügbar. Bitte später erneut versuchen.',
    RATE_LIMITED: 'Zu viele Anfragen. Bitte einen Moment warten.',
    INTERNAL: 'Ein Fehler ist aufgetreten. Bitte später erneut versuchen.',
    generic: 'Ein Fehler ist aufgetreten. Bitte später erneut versuchen.',
  },
};

export default errors;
