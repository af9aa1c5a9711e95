import type { ErrorsMessages } from '../it/errors.ts';

const errors: ErrorsMessages = {
  errors: {
    UNAUTHENTICATED: 'Die Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
    CSRF_REJECTED: 'Ungültige Anfrage. Bitte laden Sie die Seite neu.',
    NETWORK_FAILURE:
      'Verbindung fehlgeschlagen. Prüfen Sie das Netzwerk und versuchen Sie es erneut.',
    ABORTED: 'Anfrage abgebrochen.',
    NOT_FOUND: 'Nicht gefunden.',
    BAD_USER_INPUT: 'Ungültige Daten.',
    FORBIDDEN: 'Vorgang nicht erlaubt.',
    UPSTREAM_UNAVAILABLE: 'Der Dienst ist derzeit nicht verfügbar. Bitte später erneut versuchen.',
    UPSTREAM_CONTRACT:
      'Der Dienst hat in einer unerwarteten Form geantwortet: Diese Daten können nicht angezeigt werden. Bitte später erneut versuchen.',
    RATE_LIMITED: 'Zu viele Anfragen. Bitte einen Moment warten.',
    INTERNAL: 'Ein Fehler ist aufgetreten. Bitte später erneut versuchen.',
    CONFLICT: 'Der Vorgang ist derzeit nicht möglich.',
    METHOD_NOT_ALLOWED: 'Ungültige Anfrage. Bitte laden Sie die Seite neu.',
    NOT_ACCEPTABLE: 'Ungültige Anfrage. Bitte laden Sie die Seite neu.',
    PAYLOAD_TOO_LARGE: 'Die gesendeten Daten sind zu groß.',
    UNSUPPORTED_MEDIA_TYPE: 'Ungültige Anfrage. Bitte laden Sie die Seite neu.',
    invalidCharacters:
      'Der Text enthält Zeichen, die nicht gesendet werden können (Steuer- oder Textrichtungszeichen).',
    submissionInProgress:
      'Die Anfrage wird bereits gesendet. Bitte einen Moment warten und die Seite neu laden.',
    generic: 'Ein Fehler ist aufgetreten. Bitte später erneut versuchen.',
  },
};

export default errors;
