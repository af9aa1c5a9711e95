import type { AuthMessages } from '../it/auth.ts';

const auth: AuthMessages = {
  auth: {
    loginTitle: 'Beim Portal anmelden',
    loginIntro: 'Rechnungen, Lieferstellen und Verbräuche für Strom und Gas einsehen.',
    loginButton: 'Anmelden',
    disabledTitle: 'Benutzer nicht aktiv',
    disabledDescription:
      'Ihr Konto ist nicht aktiv. Wenden Sie sich an den Kundendienst, um es zu reaktivieren.',
    unauthorizedTitle: 'Zugriff nicht autorisiert',
    unauthorizedDescription: 'Die Anmeldung beim Portal konnte nicht abgeschlossen werden.',
    errorDetail: 'Detail: {{text}}',
    signInFailed: 'Anmeldung fehlgeschlagen.',
    redirecting: 'Weiterleitung…',
  },
};

export default auth;
