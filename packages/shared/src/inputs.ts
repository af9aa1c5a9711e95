// Rules for inputs (§5): impersonation token repair, invoice day filters, the date range picker's
// typed text, self-reading and QR invoice eligibility.
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import { PICKER, UTILITY_CODES } from './constants.ts';
import { isValidParts } from './calendar.ts';
import type { Segment } from './segment.ts';
import type { Contratto } from './types/index.ts';

dayjs.extend(customParseFormat);

/** §5: a '+' of the token arrives as a space in the query string; turn spaces back into '+'. */
export function repairImpersonationToken(token: string): string {
  return token.replaceAll(' ', '+');
}

/** Strict 'YYYY-MM-DD' with a real calendar day; null otherwise. */
export function parseIsoDay(text: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  return isValidParts({ year, month, day, hour: 0, minute: 0, second: 0 }) ? text : null;
}

/** §5: an invoice date filter runs from the start to the end of the day. Throws on an invalid day. */
export function issueDayBounds(date: string): { from: string; to: string } {
  const day = parseIsoDay(date);
  if (day === null) throw new RangeError(`Invalid day, expected YYYY-MM-DD: ${date}`);
  return { from: `${day}T00:00:00`, to: `${day}T23:59:59` };
}

/** §5: typed picker text must parse strictly in the picker's format; null otherwise. */
export function parsePickerDate(text: string, format: string = PICKER.defaultFormat): Date | null {
  const parsed = dayjs(text, format, true);
  return parsed.isValid() ? parsed.toDate() : null;
}

/** §5: a range is two strictly valid dates joined by ' ~ ', the start not after the end. */
export function parseRangeInput(
  text: string,
  format: string = PICKER.defaultFormat,
): { start: Date; end: Date } | null {
  const parts = text.split(PICKER.separator);
  if (parts.length !== 2) return null;
  const start = parsePickerDate(parts[0] as string, format);
  const end = parsePickerDate(parts[1] as string, format);
  if (!start || !end || start.getTime() > end.getTime()) return null;
  return { start, end };
}

/** §5: self-reading needs a gas contract of the selected registry with canInsertLettura. */
export function canSelfRead(
  contracts: ReadonlyArray<Pick<Contratto, 'idanagrafica' | 'codUtility' | 'canInsertLettura'>>,
  selectedIdAnagrafica: number | null | undefined,
): boolean {
  if (selectedIdAnagrafica === null || selectedIdAnagrafica === undefined) return false;
  return contracts.some(
    (contract) =>
      contract.idanagrafica === selectedIdAnagrafica &&
      contract.codUtility === UTILITY_CODES.gas &&
      contract.canInsertLettura === true,
  );
}

/** §4, §5: only retail users may open an invoice from a QR code. */
export function canOpenQrInvoice(segment: Segment): boolean {
  return segment === 'retail';
}

/** The document number of a QR link: letters, digits and / _ . - inside, as bills print them. */
const QR_DOCUMENT_NUMBER = /^[A-Za-z0-9](?:[A-Za-z0-9/_.\- ]{0,62}[A-Za-z0-9])?$/;

/**
 * §5 dates, as a QR link may carry them: 'YYYY-MM-DD' or the Italian 'DD/MM/YYYY', a real calendar
 * day; the ISO day, or null.
 */
export function parseQrIssueDate(text: string): string | null {
  const trimmed = text.trim();
  const italian = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(trimmed);
  return parseIsoDay(italian ? `${italian[3]}-${italian[2]}-${italian[1]}` : trimmed);
}

/**
 * The invoice a QR link names (§2 /qrcode-invoice, §4), as the link was printed or typed: spaces
 * around the number are dropped; the date may be ISO or Italian. Null when either is unreadable.
 * The number keeps its letter case: the invoice is matched ignoring case (sameDocumentNumber).
 */
export function parseQrInvoiceLink(query: {
  numeroFattura?: unknown;
  dataEmissione?: unknown;
}): { numeroFattura: string; dataEmissione: string } | null {
  if (typeof query.numeroFattura !== 'string' || typeof query.dataEmissione !== 'string')
    return null;
  const numeroFattura = query.numeroFattura.trim();
  const dataEmissione = parseQrIssueDate(query.dataEmissione);
  if (!QR_DOCUMENT_NUMBER.test(numeroFattura) || dataEmissione === null) return null;
  return { numeroFattura, dataEmissione };
}

/** Two spellings of one invoice's document number: equal ignoring surrounding spaces and case. */
export function sameDocumentNumber(a: string, b: string): boolean {
  return a.trim().toUpperCase() === b.trim().toUpperCase();
}

/**
 * A text a customer types (a name, a note, an address) holds no control character and no
 * bidirectional formatting character: C0 and C1 controls, DEL, the Unicode line and paragraph
 * separators, and the marks, embeddings, overrides and isolates that make a text show in another
 * order than it is stored (Trojan Source). `lineBreaks` lets a message keep CR, LF and tab.
 */
export function hasForbiddenCharacter(
  text: string,
  options: { lineBreaks?: boolean } = {},
): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20) {
      if (options.lineBreaks && (c === 0x0a || c === 0x0d || c === 0x09)) continue;
      return true;
    }
    if (c < 0x7f) continue;
    if (c <= 0x9f) return true; // DEL and the C1 controls
    if (c === 0x061c || c === 0x200e || c === 0x200f) return true; // ALM, LRM, RLM
    if (c >= 0x2028 && c <= 0x202e) return true; // LS, PS, LRE, RLE, PDF, LRO, RLO
    if (c >= 0x2066 && c <= 0x2069) return true; // LRI, RLI, FSI, PDI
  }
  return false;
}
