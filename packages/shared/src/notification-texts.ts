// A notification in the page's language (§9), not the registry's: upstream writes each kind of
// notification in one of a few set wordings, in the registry's language (docs/upstream-contract.md
// "Notifications"). A title and text that match one wording become its kind and the values it
// carries (a bill's number and amount, a request's kind, number and point); the portal words them
// at render (`notificationKinds.<KIND>`). Anything else — a wording the portal does not know, a
// message a person wrote — is OTHER and is shown as upstream wrote it, marked with its language.
import { enumerationValue, OTHER, type OperationKind, type Other } from './enumerations.ts';

export type NotificationKind =
  | 'NEW_BILL'
  | 'READING_WINDOW_OPEN'
  | 'REQUEST_UPDATED'
  | 'NEW_OFFERS'
  | 'REQUEST_RECEIVED'
  | 'REQUEST_PROCESSING'
  | 'REQUEST_ACCEPTED'
  | 'REQUEST_REJECTED';

export const NOTIFICATION_KINDS: readonly NotificationKind[] = [
  'NEW_BILL',
  'READING_WINDOW_OPEN',
  'REQUEST_UPDATED',
  'NEW_OFFERS',
  'REQUEST_RECEIVED',
  'REQUEST_PROCESSING',
  'REQUEST_ACCEPTED',
  'REQUEST_REJECTED',
];

/** The values a wording carries; each kind's message uses its own. */
export interface NotificationParams {
  invoiceNumber: string | null;
  /** The bill's amount in euro (upstream writes it as §5 says: 1.234,56). */
  amount: number | null;
  year: string | null;
  requestKind: OperationKind | null;
  requestId: string | null;
  pointId: string | null;
}

export interface NotificationText {
  kind: NotificationKind | Other;
  params: NotificationParams;
}

/** One wording of a kind, in one language: its title and its text, whole. */
interface Wording {
  title: RegExp;
  body: RegExp;
}

const AMOUNT = String.raw`(?<amount>-?\d{1,3}(?:\.\d{3})*,\d{2})`;
const INVOICE = String.raw`(?<invoiceNumber>\S+)`;
const REQUEST_IT = String.raw`"(?<requestKind>[^"]+)" n\. (?<requestId>\d+) per (?<pointId>\S+)`;
const REQUEST_DE = String.raw`„(?<requestKind>[^“]+)“ Nr\. (?<requestId>\d+) für (?<pointId>\S+)`;

function wording(title: string, body: string): Wording {
  return { title: new RegExp(`^${title}$`, 'iu'), body: new RegExp(`^${body}$`, 'u') };
}

/** Each kind's wordings as upstream writes them: Italian, and German for a de-DE registry. */
const WORDINGS: Record<NotificationKind, readonly Wording[]> = {
  NEW_BILL: [
    wording('Nuova bolletta disponibile', `La bolletta ${INVOICE} di ${AMOUNT} € è disponibile\\.`),
    wording('Neue Rechnung verfügbar', `Die Rechnung ${INVOICE} über ${AMOUNT} € ist verfügbar\\.`),
  ],
  READING_WINDOW_OPEN: [
    wording(
      'Finestra di autolettura aperta',
      'Puoi comunicare ora la lettura del contatore gas\\.',
    ),
    wording('Selbstablesung möglich', 'Sie können jetzt den Gaszählerstand mitteilen\\.'),
  ],
  REQUEST_UPDATED: [
    wording('Richiesta aggiornata', 'Una tua richiesta è stata aggiornata\\.'),
    wording('Anfrage bearbeitet', 'Eine Ihrer Anfragen wurde aktualisiert\\.'),
  ],
  NEW_OFFERS: [
    wording('Nuove offerte (?<year>\\d{4})', 'Scopri le nuove offerte di energia verde\\.'),
    wording('Neue Tarife (?<year>\\d{4})', 'Entdecken Sie unsere grünen Tarife\\.'),
  ],
  REQUEST_RECEIVED: [
    wording('Richiesta ricevuta', `Abbiamo ricevuto la tua richiesta ${REQUEST_IT}\\.`),
    wording('Anfrage erhalten', `Wir haben Ihre Anfrage ${REQUEST_DE} erhalten\\.`),
  ],
  REQUEST_PROCESSING: [
    wording('Richiesta in lavorazione', `La tua richiesta ${REQUEST_IT} è in lavorazione\\.`),
    wording('Anfrage in Bearbeitung', `Ihre Anfrage ${REQUEST_DE} wird bearbeitet\\.`),
  ],
  REQUEST_ACCEPTED: [
    wording('Richiesta accettata', `La tua richiesta ${REQUEST_IT} è stata accettata\\.`),
    wording('Anfrage angenommen', `Ihre Anfrage ${REQUEST_DE} wurde angenommen\\.`),
  ],
  REQUEST_REJECTED: [
    wording('Richiesta respinta', `La tua richiesta ${REQUEST_IT} è stata respinta\\.`),
    wording('Anfrage abgelehnt', `Ihre Anfrage ${REQUEST_DE} wurde abgelehnt\\.`),
  ],
};

const NO_PARAMS: NotificationParams = {
  invoiceNumber: null,
  amount: null,
  year: null,
  requestKind: null,
  requestId: null,
  pointId: null,
};

function spaced(text: string | null | undefined): string {
  return (text ?? '').trim().replace(/\s+/g, ' ');
}

/** '1.234,56' → 1234.56 (§5). */
function amountOf(text: string): number {
  return Number(text.replace(/\./g, '').replace(',', '.'));
}

/**
 * The German names upstream's request notifications give two kinds of request, which differ from
 * the operations' own German types (enumerations.ts, the spellings the operations filter sends).
 */
const REQUEST_KIND_NAMES: Readonly<Record<string, OperationKind>> = {
  'änderung des rechnungsversands': 'BILL_DELIVERY_CHANGE',
  'kündigung der lieferung': 'TERMINATION',
};

function requestKindOf(text: string): OperationKind | null {
  const kind = enumerationValue('operationKind', text)?.key;
  if (kind && kind !== OTHER) return kind;
  return REQUEST_KIND_NAMES[spaced(text).toLocaleLowerCase('de')] ?? null;
}

/** Values of a matched wording; null when a request's kind is one the portal cannot word. */
function paramsOf(groups: Record<string, string | undefined>): NotificationParams | null {
  let requestKind: OperationKind | null = null;
  if (groups.requestKind !== undefined) {
    requestKind = requestKindOf(groups.requestKind);
    if (!requestKind) return null;
  }
  return {
    invoiceNumber: groups.invoiceNumber ?? null,
    amount: groups.amount === undefined ? null : amountOf(groups.amount),
    year: groups.year ?? null,
    requestKind,
    requestId: groups.requestId ?? null,
    pointId: groups.pointId ?? null,
  };
}

/**
 * The kind of a notification and the values its wording carries, when its title and text are, as
 * a whole and in one language, one of upstream's set wordings (matched ignoring the spacing, and
 * the case of the title); else OTHER.
 */
export function notificationText(
  title: string | null | undefined,
  body: string | null | undefined,
): NotificationText {
  const t = spaced(title);
  const b = spaced(body);
  for (const kind of NOTIFICATION_KINDS) {
    for (const { title: titlePattern, body: bodyPattern } of WORDINGS[kind]) {
      const titleMatch = titlePattern.exec(t);
      const bodyMatch = titleMatch && bodyPattern.exec(b);
      if (!titleMatch || !bodyMatch) continue;
      const params = paramsOf({ ...titleMatch.groups, ...bodyMatch.groups });
      if (params) return { kind, params };
    }
  }
  return { kind: OTHER, params: NO_PARAMS };
}
