// The words of the alert mails, per language (it, de; en-US the fallback). Both segments read them,
// so the Italian is impersonal (the register the web client's shared texts use).
import type { AlertKind } from '@portal/shared/alerts';

export type MailLanguage = 'it' | 'de' | 'en-US';

type Facts = Record<string, string | number | null>;

export interface MailTexts {
  subject: Record<AlertKind, (f: Facts) => string>;
  body: Record<AlertKind, (f: Facts) => string>;
  greeting: string;
  open: string;
  why: string;
  unsubscribe: (kind: string) => string;
  kindName: Record<AlertKind, string>;
  unsubscribed: { title: string; body: (kind: string) => string; invalid: string; back: string };
}

const show = (value: string | number | null | undefined) => (value == null ? '—' : String(value));
/** §5: DD/MM/YYYY. */
const day = (value: string | number | null | undefined) => {
  const m = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  return m ? `${m[3]}/${m[2]}/${m[1]}` : show(value);
};
/** §5: two decimals, comma, dot for thousands. */
const euro = (value: string | number | null | undefined) => {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return '—';
  const [whole, cents] = Math.abs(n).toFixed(2).split('.');
  return `${n < 0 ? '-' : ''}${(whole ?? '0').replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${cents} €`;
};

export const MAIL_TEXTS: Record<MailLanguage, MailTexts> = {
  it: {
    subject: {
      billIssued: (f) => `Nuova bolletta ${show(f.numeroFattura)}`,
      billDue: (f) => `Bolletta ${show(f.numeroFattura)} in scadenza il ${day(f.dataScadenza)}`,
      billOverdue: (f) => `Bolletta ${show(f.numeroFattura)} scaduta`,
      selfReadingWindow: (f) => `Autolettura gas aperta fino al ${day(f.al)}`,
      requestChanged: (f) => `Richiesta ${show(f.id)}: stato aggiornato`,
    },
    body: {
      billIssued: (f) =>
        `È stata emessa la bolletta ${show(f.numeroFattura)} del ${day(f.dataEmissione)}, di ${euro(f.importo)}, con scadenza il ${day(f.dataScadenza)}.`,
      billDue: (f) =>
        `La bolletta ${show(f.numeroFattura)} di ${euro(f.importo)} scade il ${day(f.dataScadenza)}.`,
      billOverdue: (f) =>
        `La bolletta ${show(f.numeroFattura)} di ${euro(f.importo)} era in scadenza il ${day(f.dataScadenza)} e non risulta pagata.`,
      selfReadingWindow: (f) =>
        `Dal ${day(f.dal)} al ${day(f.al)} è possibile comunicare l'autolettura del gas per la fornitura ${show(f.podPdr)}.`,
      requestChanged: (f) => `La richiesta ${show(f.id)} è passata allo stato «${show(f.stato)}».`,
    },
    greeting: 'Gentile cliente,',
    open: 'Apri il portale',
    why: 'Questo avviso arriva perché è attivo nelle impostazioni degli avvisi del portale.',
    unsubscribe: (kind) => `Non ricevere più avvisi «${kind}»`,
    kindName: {
      billIssued: 'Nuova bolletta',
      billDue: 'Bolletta in scadenza',
      billOverdue: 'Bolletta scaduta',
      selfReadingWindow: 'Autolettura gas',
      requestChanged: 'Stato delle richieste',
    },
    unsubscribed: {
      title: 'Avvisi disattivati',
      body: (kind) => `Gli avvisi «${kind}» non verranno più inviati per e-mail.`,
      invalid:
        'Il collegamento non è valido o è scaduto. Gli avvisi si possono gestire dal profilo nel portale.',
      back: 'Vai al portale',
    },
  },
  de: {
    subject: {
      billIssued: (f) => `Neue Rechnung ${show(f.numeroFattura)}`,
      billDue: (f) => `Rechnung ${show(f.numeroFattura)} fällig am ${day(f.dataScadenza)}`,
      billOverdue: (f) => `Rechnung ${show(f.numeroFattura)} überfällig`,
      selfReadingWindow: (f) => `Gas-Selbstablesung offen bis ${day(f.al)}`,
      requestChanged: (f) => `Anfrage ${show(f.id)}: neuer Status`,
    },
    body: {
      billIssued: (f) =>
        `Die Rechnung ${show(f.numeroFattura)} vom ${day(f.dataEmissione)} über ${euro(f.importo)} wurde ausgestellt; fällig am ${day(f.dataScadenza)}.`,
      billDue: (f) =>
        `Die Rechnung ${show(f.numeroFattura)} über ${euro(f.importo)} ist am ${day(f.dataScadenza)} fällig.`,
      billOverdue: (f) =>
        `Die Rechnung ${show(f.numeroFattura)} über ${euro(f.importo)} war am ${day(f.dataScadenza)} fällig und ist nicht bezahlt.`,
      selfReadingWindow: (f) =>
        `Vom ${day(f.dal)} bis ${day(f.al)} kann der Gaszählerstand für die Lieferstelle ${show(f.podPdr)} mitgeteilt werden.`,
      requestChanged: (f) => `Die Anfrage ${show(f.id)} hat jetzt den Status „${show(f.stato)}“.`,
    },
    greeting: 'Sehr geehrte Kundin, sehr geehrter Kunde,',
    open: 'Portal öffnen',
    why: 'Diese Nachricht kommt, weil dieser Hinweis in den Einstellungen des Portals aktiv ist.',
    unsubscribe: (kind) => `Keine Hinweise „${kind}“ mehr erhalten`,
    kindName: {
      billIssued: 'Neue Rechnung',
      billDue: 'Fällige Rechnung',
      billOverdue: 'Überfällige Rechnung',
      selfReadingWindow: 'Gas-Selbstablesung',
      requestChanged: 'Status der Anfragen',
    },
    unsubscribed: {
      title: 'Hinweise abbestellt',
      body: (kind) => `Hinweise „${kind}“ werden nicht mehr per E-Mail gesendet.`,
      invalid:
        'Der Link ist ungültig oder abgelaufen. Die Hinweise lassen sich im Profil des Portals verwalten.',
      back: 'Zum Portal',
    },
  },
  'en-US': {
    subject: {
      billIssued: (f) => `New bill ${show(f.numeroFattura)}`,
      billDue: (f) => `Bill ${show(f.numeroFattura)} due on ${day(f.dataScadenza)}`,
      billOverdue: (f) => `Bill ${show(f.numeroFattura)} overdue`,
      selfReadingWindow: (f) => `Gas self-reading open until ${day(f.al)}`,
      requestChanged: (f) => `Request ${show(f.id)}: state changed`,
    },
    body: {
      billIssued: (f) =>
        `Bill ${show(f.numeroFattura)} of ${day(f.dataEmissione)}, ${euro(f.importo)}, was issued; it is due on ${day(f.dataScadenza)}.`,
      billDue: (f) =>
        `Bill ${show(f.numeroFattura)} of ${euro(f.importo)} is due on ${day(f.dataScadenza)}.`,
      billOverdue: (f) =>
        `Bill ${show(f.numeroFattura)} of ${euro(f.importo)} was due on ${day(f.dataScadenza)} and is not paid.`,
      selfReadingWindow: (f) =>
        `From ${day(f.dal)} to ${day(f.al)} the gas meter reading of supply ${show(f.podPdr)} can be sent.`,
      requestChanged: (f) => `Request ${show(f.id)} is now "${show(f.stato)}".`,
    },
    greeting: 'Dear customer,',
    open: 'Open the portal',
    why: 'This alert comes because it is on in the portal’s alert settings.',
    unsubscribe: (kind) => `Stop "${kind}" alerts`,
    kindName: {
      billIssued: 'New bill',
      billDue: 'Bill due',
      billOverdue: 'Bill overdue',
      selfReadingWindow: 'Gas self-reading',
      requestChanged: 'Request states',
    },
    unsubscribed: {
      title: 'Alerts turned off',
      body: (kind) => `"${kind}" alerts will no longer be sent by e-mail.`,
      invalid:
        'The link is not valid or has expired. Alerts can be managed in the portal’s profile.',
      back: 'Go to the portal',
    },
  },
};

export function mailLanguage(locale: string | null | undefined): MailLanguage {
  return locale === 'it' || locale === 'de' ? locale : 'en-US';
}
