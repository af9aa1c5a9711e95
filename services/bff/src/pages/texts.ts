// The texts of the pages the BFF answers itself, to a browser that navigated to one of its own
// routes (sign-in, logout, impersonation, the QR link): what went wrong and the way forward, or a
// question before a session ends (issue 18 item 1, issue 10 item 6). Italian and German (§9); the
// same keys in both (a test checks).
import type { Locale } from '@portal/shared/constants';

export type NoticeKey =
  | 'qrBadLink'
  | 'impersonationBadLink'
  | 'signInBadRequest'
  | 'signInFailed'
  | 'rateLimited'
  | 'failed'
  | 'confirmLogout'
  | 'confirmImpersonation'
  | 'confirmQr';

export type ActionKey = 'home' | 'signIn' | 'bills' | 'continue' | 'stay' | 'signOut';

export interface Notice {
  title: string;
  paragraphs: readonly string[];
}

export interface PageTexts {
  portalName: string;
  actions: Record<ActionKey, string>;
  notices: Record<NoticeKey, Notice>;
}

const fromAnotherSite = {
  it: 'La richiesta non è partita da una pagina del portale: prosegui solo se hai aperto tu il collegamento.',
  de: 'Die Anfrage kam nicht von einer Seite des Portals: Fahren Sie nur fort, wenn Sie den Link selbst geöffnet haben.',
};

export const PAGE_TEXTS = {
  it: {
    portalName: 'Portale clienti',
    actions: {
      home: 'Vai alla pagina iniziale',
      signIn: 'Accedi',
      bills: 'Vai alle bollette',
      continue: 'Continua',
      stay: 'Resta nel portale',
      signOut: 'Esci',
    },
    notices: {
      qrBadLink: {
        title: 'Il collegamento della bolletta non è leggibile',
        paragraphs: [
          'Il codice QR o il collegamento deve indicare il numero della bolletta e la data di emissione, per esempio 14/03/2025.',
          'Trovi tutte le tue bollette nella sezione Bollette del portale.',
        ],
      },
      impersonationBadLink: {
        title: 'Il collegamento per agire come cliente non è valido',
        paragraphs: [
          'Il collegamento deve contenere un token e un’impronta. Chiedi un nuovo collegamento dallo strumento per gli operatori.',
        ],
      },
      signInBadRequest: {
        title: 'L’indirizzo di accesso non è valido',
        paragraphs: [
          'La pagina a cui tornare dopo l’accesso, o la lingua indicata, non è valida. Puoi accedere comunque e proseguire dalla pagina iniziale.',
        ],
      },
      signInFailed: {
        title: 'L’accesso non è andato a buon fine',
        paragraphs: [
          'La risposta del servizio di accesso non è valida o è scaduta. Riprova ad accedere.',
        ],
      },
      rateLimited: {
        title: 'Troppe richieste in poco tempo',
        paragraphs: [
          'Per proteggere gli accessi abbiamo sospeso per un momento le richieste da questa connessione. Riprova tra un minuto.',
        ],
      },
      failed: {
        title: 'Non è stato possibile completare la richiesta',
        paragraphs: ['Si è verificato un problema temporaneo. Riprova tra qualche minuto.'],
      },
      confirmLogout: {
        title: 'Esci dal portale',
        paragraphs: ['Vuoi uscire dal portale clienti?', fromAnotherSite.it],
      },
      confirmImpersonation: {
        title: 'Agire per conto di un cliente?',
        paragraphs: [
          'Questo collegamento apre il portale per conto di un cliente e chiude la sessione aperta ora in questo browser.',
          fromAnotherSite.it,
        ],
      },
      confirmQr: {
        title: 'Aprire la bolletta del collegamento?',
        paragraphs: [
          'Per aprire questa bolletta bisogna uscire dal portale e accedere con l’utenza a cui è intestata.',
          fromAnotherSite.it,
        ],
      },
    },
  },
  de: {
    portalName: 'Kundenportal',
    actions: {
      home: 'Zur Startseite',
      signIn: 'Anmelden',
      bills: 'Zu den Rechnungen',
      continue: 'Fortfahren',
      stay: 'Im Portal bleiben',
      signOut: 'Abmelden',
    },
    notices: {
      qrBadLink: {
        title: 'Der Rechnungslink ist nicht lesbar',
        paragraphs: [
          'Der QR-Code oder Link muss die Rechnungsnummer und das Ausstellungsdatum enthalten, zum Beispiel 14/03/2025.',
          'Alle Ihre Rechnungen finden Sie im Bereich Rechnungen des Portals.',
        ],
      },
      impersonationBadLink: {
        title: 'Der Link zum Handeln im Namen eines Kunden ist ungültig',
        paragraphs: [
          'Der Link muss ein Token und einen Fingerabdruck enthalten. Fordern Sie im Werkzeug für Mitarbeitende einen neuen Link an.',
        ],
      },
      signInBadRequest: {
        title: 'Die Anmeldeadresse ist ungültig',
        paragraphs: [
          'Die Seite, zu der nach der Anmeldung zurückgekehrt werden soll, oder die angegebene Sprache ist ungültig. Sie können sich trotzdem anmelden und auf der Startseite weitermachen.',
        ],
      },
      signInFailed: {
        title: 'Die Anmeldung ist fehlgeschlagen',
        paragraphs: [
          'Die Antwort des Anmeldedienstes ist ungültig oder abgelaufen. Bitte melden Sie sich erneut an.',
        ],
      },
      rateLimited: {
        title: 'Zu viele Anfragen in kurzer Zeit',
        paragraphs: [
          'Zum Schutz der Anmeldungen nehmen wir von dieser Verbindung kurz keine Anfragen an. Bitte versuchen Sie es in einer Minute erneut.',
        ],
      },
      failed: {
        title: 'Die Anfrage konnte nicht abgeschlossen werden',
        paragraphs: [
          'Es ist ein vorübergehendes Problem aufgetreten. Bitte versuchen Sie es in einigen Minuten erneut.',
        ],
      },
      confirmLogout: {
        title: 'Vom Portal abmelden',
        paragraphs: ['Möchten Sie sich vom Kundenportal abmelden?', fromAnotherSite.de],
      },
      confirmImpersonation: {
        title: 'Im Namen eines Kunden handeln?',
        paragraphs: [
          'Dieser Link öffnet das Portal im Namen eines Kunden und beendet die Sitzung, die in diesem Browser gerade offen ist.',
          fromAnotherSite.de,
        ],
      },
      confirmQr: {
        title: 'Die Rechnung des Links öffnen?',
        paragraphs: [
          'Um diese Rechnung zu öffnen, müssen Sie sich vom Portal abmelden und mit dem Konto anmelden, auf das sie ausgestellt ist.',
          fromAnotherSite.de,
        ],
      },
    },
  },
} as const satisfies Record<Locale, PageTexts>;
