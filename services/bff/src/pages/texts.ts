// The texts of the pages the BFF answers itself, to a browser that navigated to one of its own
// routes (sign-in, logout, impersonation, the QR link): what went wrong and the way forward, or a
// question before a session ends. Italian and German (§9); the
// same keys in both (a test checks). The legal pages take their texts from the
// brand file; these are their headings and the parts of AgID's accessibility statement every
// supplier shares.
import type { Conformance } from '@portal/shared/brand';
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

export type LegalPage = 'privacy' | 'cookies' | 'accessibility';

/** The parts of AgID's model accessibility statement (Legge 4/2004, AgID's guidelines). */
export interface StatementTexts {
  intro: (companyName: string, siteName: string) => string;
  conformanceHeading: string;
  conformance: Record<Conformance, string>;
  contentHeading: string;
  preparedHeading: string;
  prepared: (day: string) => string;
  feedbackHeading: string;
  feedback: (email: string) => string;
  /** The button that opens an e-mail to the feedback address. */
  writeFeedback: string;
  enforcementHeading: string;
  enforcement: readonly string[];
}

export interface LegalTexts {
  vatNumber: string;
  reaNumber: string;
  shareCapital: string;
  privacy: { title: string };
  cookies: { title: string };
  accessibility: { title: string } & StatementTexts;
}

export interface PageTexts {
  portalName: string;
  actions: Record<ActionKey, string>;
  notices: Record<NoticeKey, Notice>;
  legal: LegalTexts;
}

// AgID's form for reports about accessibility, written out: the pages load no external asset and
// the address is read, not followed, by the portal.
const AGID_FORM = 'https://form.agid.gov.it';

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
    legal: {
      vatNumber: 'P.IVA',
      reaNumber: 'REA',
      shareCapital: 'Capitale sociale',
      privacy: { title: 'Informativa sulla privacy' },
      cookies: { title: 'Informativa sui cookie' },
      accessibility: {
        title: 'Dichiarazione di accessibilità',
        intro: (company, site) =>
          `${company} si impegna a rendere accessibile il proprio portale clienti, come chiede la legge 9 gennaio 2004, n. 4. Questa dichiarazione riguarda il portale clienti di ${site}.`,
        conformanceHeading: 'Stato di conformità',
        conformance: {
          full: 'Il portale è conforme ai requisiti della norma UNI CEI EN 301549 (WCAG 2.1, livello AA).',
          partial:
            'Il portale è parzialmente conforme ai requisiti della norma UNI CEI EN 301549 (WCAG 2.1, livello AA), per i contenuti elencati qui sotto.',
          none: 'Il portale non è conforme ai requisiti della norma UNI CEI EN 301549 (WCAG 2.1, livello AA).',
        },
        contentHeading: 'Contenuti non accessibili',
        preparedHeading: 'Redazione della dichiarazione',
        prepared: (day) => `La dichiarazione è stata aggiornata il ${day}.`,
        feedbackHeading: 'Meccanismo di feedback e recapiti',
        feedback: (email) =>
          `Per segnalare un problema di accessibilità o chiedere un contenuto in forma accessibile scrivi a ${email}.`,
        writeFeedback: 'Scrivi una segnalazione',
        enforcementHeading: 'Procedura di attuazione',
        enforcement: [
          'Se la risposta non è soddisfacente o non arriva entro trenta giorni dalla segnalazione, puoi inviare una segnalazione all’Agenzia per l’Italia Digitale (AgID).',
          `Il modulo per le segnalazioni si trova all’indirizzo ${AGID_FORM}.`,
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
    legal: {
      vatNumber: 'MwSt.-Nr.',
      reaNumber: 'REA',
      shareCapital: 'Gesellschaftskapital',
      privacy: { title: 'Datenschutzerklärung' },
      cookies: { title: 'Cookie-Richtlinie' },
      accessibility: {
        title: 'Erklärung zur Barrierefreiheit',
        intro: (company, site) =>
          `${company} ist bemüht, das eigene Kundenportal barrierefrei zugänglich zu machen, wie es das Gesetz Nr. 4 vom 9. Januar 2004 verlangt. Diese Erklärung gilt für das Kundenportal von ${site}.`,
        conformanceHeading: 'Stand der Vereinbarkeit',
        conformance: {
          full: 'Das Portal ist mit den Anforderungen der Norm UNI CEI EN 301549 (WCAG 2.1, Stufe AA) vollständig vereinbar.',
          partial:
            'Das Portal ist mit den Anforderungen der Norm UNI CEI EN 301549 (WCAG 2.1, Stufe AA) teilweise vereinbar, wegen der unten genannten Inhalte.',
          none: 'Das Portal ist mit den Anforderungen der Norm UNI CEI EN 301549 (WCAG 2.1, Stufe AA) nicht vereinbar.',
        },
        contentHeading: 'Nicht barrierefreie Inhalte',
        preparedHeading: 'Erstellung dieser Erklärung',
        prepared: (day) => `Die Erklärung wurde am ${day} aktualisiert.`,
        feedbackHeading: 'Feedback und Kontaktangaben',
        feedback: (email) =>
          `Um ein Problem mit der Barrierefreiheit zu melden oder einen Inhalt in barrierefreier Form anzufordern, schreiben Sie an ${email}.`,
        writeFeedback: 'Meldung schreiben',
        enforcementHeading: 'Durchsetzungsverfahren',
        enforcement: [
          'Ist die Antwort nicht zufriedenstellend oder kommt sie nicht innerhalb von dreißig Tagen, können Sie sich an die Agentur für das digitale Italien (AgID) wenden.',
          `Das Formular für Meldungen finden Sie unter der Adresse ${AGID_FORM}.`,
        ],
      },
    },
  },
} as const satisfies Record<Locale, PageTexts>;
