// The procurement references and dates of a supply order under a convention: the
// formats of the codes a public body quotes (CIG, CUP, the electronic-invoicing office code) and
// when the supply may start. The BFF refuses what breaks them with a reason; the web checks the same
// rules as the body types, so both say the same thing.
import { isValidParts, partsOfIsoText } from './calendar.ts';
import type { Other, RequestState } from './enumerations.ts';
import type { Tone } from './status.ts';

/** Codice Identificativo Gara (ANAC): 10 characters, digits and capital letters. */
export const CIG_PATTERN = /^[0-9A-Z]{10}$/;
/** Codice Unico di Progetto (CIPE): 15 characters, a capital letter then digits and letters. */
export const CUP_PATTERN = /^[A-Z][0-9A-Z]{14}$/;
/** Codice univoco ufficio (IPA) of the office that receives electronic invoices: 6 characters. */
export const OFFICE_CODE_PATTERN = /^[0-9A-Z]{6}$/;

/** Days between today and the earliest start of a supply ordered today. */
export const ORDER_MIN_LEAD_DAYS = 30;
/** A convention is "expiring" this many days before its end (overview alert). */
export const CONVENTION_EXPIRY_ALERT_DAYS = 60;
/** A convention's quantity is "nearly used up" from this share of the ordered one (overview alert). */
export const CONVENTION_QUANTITY_ALERT_SHARE = 0.9;

/** A code as the body may type it: spaces dropped, letters capitalised. */
export function normalizeCode(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

export const isCig = (value: string): boolean => CIG_PATTERN.test(normalizeCode(value));
export const isCup = (value: string): boolean => CUP_PATTERN.test(normalizeCode(value));
export const isOfficeCode = (value: string): boolean =>
  OFFICE_CODE_PATTERN.test(normalizeCode(value));

/** The calendar day `days` after an ISO day YYYY-MM-DD. */
export function addIsoDays(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

export type StartDateProblem = 'INVALID' | 'IN_THE_PAST' | 'TOO_SOON' | 'OUTSIDE_CONVENTION';

/**
 * Why a requested start day cannot be accepted, or null: a real day YYYY-MM-DD, not before today,
 * at least ORDER_MIN_LEAD_DAYS ahead, and inside the convention's validity (both ends included).
 */
export function startDateProblem(
  start: string,
  today: string,
  validity: { from: string; to: string },
): StartDateProblem | null {
  const parts = /^\d{4}-\d{2}-\d{2}$/.test(start) ? partsOfIsoText(start) : null;
  if (!parts || !isValidParts(parts)) return 'INVALID';
  if (start < today) return 'IN_THE_PAST';
  if (start < addIsoDays(today, ORDER_MIN_LEAD_DAYS)) return 'TOO_SOON';
  if (start < validity.from || start > validity.to) return 'OUTSIDE_CONVENTION';
  return null;
}

/** The earliest day a supply ordered today may start under a convention, or null if none can. */
export function earliestStartDate(
  today: string,
  validity: { from: string; to: string },
): string | null {
  const soonest = addIsoDays(today, ORDER_MIN_LEAD_DAYS);
  const earliest = soonest > validity.from ? soonest : validity.from;
  return earliest <= validity.to ? earliest : null;
}

/** An order is decided once accepted or refused (or withdrawn); until then the supplier moves it on. */
export const ORDER_FINAL_STATES: ReadonlySet<RequestState | Other> = new Set([
  'ACCEPTED',
  'REJECTED',
  'CANCELED',
]);

/** An ordered point's way to supply (the API's ConnectionState). */
export type ConnectionState = 'ORDERED' | 'SWITCHING' | 'NEW_CONNECTION' | 'ACTIVE' | 'REJECTED';

/**
 * §4 colours of a point's way to supply: ordered, switching and a new connection
 * are on their way, orange like "in fase di attivazione"; active is green like "attiva"; a refused
 * point red like a ceased supply; a state the portal does not know gray.
 */
export const CONNECTION_STATE_TONES = {
  ORDERED: 'orange',
  SWITCHING: 'orange',
  NEW_CONNECTION: 'orange',
  ACTIVE: 'green',
  REJECTED: 'red',
  OTHER: 'gray',
} as const satisfies Record<ConnectionState | Other, Tone>;

export function connectionStateTone(state: string): Tone {
  return Object.hasOwn(CONNECTION_STATE_TONES, state)
    ? CONNECTION_STATE_TONES[state as ConnectionState | Other]
    : CONNECTION_STATE_TONES.OTHER;
}

/** A point is still on its way until it is active or refused. */
export const isConnectionFinal = (state: string): boolean =>
  state === 'ACTIVE' || state === 'REJECTED';
