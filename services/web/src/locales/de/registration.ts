// The registration page (§2 /auth/register), German.
import type { RegistrationMessages } from '../it/registration.ts';

const registration: RegistrationMessages = {
  registration: {
    title: 'Registrierung',
    intro:
      'Sie sind als {{email}} angemeldet, aber dieses Konto ist noch mit keinem Kunden verbunden. Verbinden Sie es in zwei Schritten mit den Daten Ihrer Rechnung.',
    introNoEmail:
      'Dieses Konto ist noch mit keinem Kunden verbunden. Verbinden Sie es in zwei Schritten mit den Daten Ihrer Rechnung.',
    step: 'Schritt {{step}} von 2',
    identify: {
      heading: 'Wer Sie sind',
      text: 'Die Kundennummer finden Sie oben rechts auf der ersten Seite der Rechnung.',
      customerCode: 'Kundennummer',
      customerCodeHint: 'Nur Ziffern, zum Beispiel 600001.',
      taxCode: 'Steuernummer',
      taxCodeHint:
        'Die Steuernummer (Codice fiscale) des Vertragsinhabers, zum Beispiel RSSMRA80A01H501U.',
      submit: 'Weiter',
      checking: 'Die Angaben werden geprüft…',
    },
    contacts: {
      heading: 'Ihre Kontaktdaten',
      found:
        'Wir haben den Kunden {{name}}, {{address}}, {{place}} gefunden (Kundennummer {{code}}).',
      onRecord:
        'Bei uns hinterlegte Kontaktdaten: {{contacts}}. Bestätigen Sie, unter welchen wir Sie erreichen.',
      none: 'keine',
      email: 'E-Mail',
      emailHint:
        'Hierhin schreiben wir Ihnen, sobald der Zugang aktiv ist, zum Beispiel name@beispiel.it.',
      phone: 'Telefon',
      mobile: 'Mobilnummer',
      phoneHint: 'Nur Ziffern und Leerzeichen, mit + davor für eine ausländische Nummer.',
      submit: 'Registrierung bestätigen',
      sending: 'Wird gesendet…',
    },
    done: {
      heading: 'Registrierung eingegangen',
      number: 'Registrierungsnummer',
      email: 'Wir schreiben Ihnen an',
      activationBy: 'Zugang aktiv bis spätestens',
      next: 'Wie es weitergeht',
      steps: {
        s1: 'Wir prüfen die Angaben und verbinden Ihr Konto innerhalb von zwei Arbeitstagen mit dem Kunden.',
        s2: 'Wir schreiben Ihnen an die angegebene Adresse, sobald der Zugang aktiv ist.',
        s3: 'Dann melden Sie sich mit denselben Zugangsdaten am Portal an und finden Rechnungen und Lieferstellen.',
      },
      logout: 'Abmelden',
    },
    summary: 'Bitte korrigieren Sie diese Angaben',
    errors: {
      customerCode: {
        required: 'Geben Sie die Kundennummer ein.',
        format: 'Die Kundennummer besteht nur aus Ziffern (höchstens 12).',
      },
      taxCode: {
        required: 'Geben Sie die Steuernummer ein.',
        format: 'Die Steuernummer hat 16 Zeichen (Buchstaben und Ziffern) oder 11 Ziffern.',
        checkCharacter:
          'Die Steuernummer ist ungültig: Prüfen Sie, ob sie richtig geschrieben ist.',
      },
      email: {
        required: 'Geben Sie die E-Mail-Adresse ein.',
        invalid: 'Geben Sie eine gültige E-Mail-Adresse ein, zum Beispiel name@beispiel.it.',
        tooLong: 'Die E-Mail-Adresse darf höchstens 254 Zeichen haben.',
      },
      phone: {
        required: 'Geben Sie die Telefonnummer ein.',
        invalid:
          'Die Telefonnummer darf nur Ziffern und Leerzeichen enthalten (6 bis 20), mit + davor.',
        tooLong: 'Die Telefonnummer darf höchstens 20 Zeichen haben.',
      },
      mobile: {
        required: 'Geben Sie die Mobilnummer ein.',
        invalid:
          'Die Mobilnummer darf nur Ziffern und Leerzeichen enthalten (6 bis 20), mit + davor.',
        tooLong: 'Die Mobilnummer darf höchstens 20 Zeichen haben.',
      },
      notMatched:
        'Kundennummer und Steuernummer gehören zu keinem unserer Kunden. Prüfen Sie sie auf der Rechnung und versuchen Sie es erneut.',
      tooManyAttempts_one:
        'Zu viele erfolglose Versuche. Aus Sicherheitsgründen können Sie es in {{count}} Minute erneut versuchen.',
      tooManyAttempts_other:
        'Zu viele erfolglose Versuche. Aus Sicherheitsgründen können Sie es in {{count}} Minuten erneut versuchen.',
      expired:
        'Die Registrierung ist abgelaufen oder wurde nicht über eine Anmeldung begonnen. Melden Sie sich erneut an, um sich zu registrieren.',
      signIn: 'Erneut anmelden',
      failed: 'Die Anfrage ist fehlgeschlagen.',
    },
  },
};

export default registration;
