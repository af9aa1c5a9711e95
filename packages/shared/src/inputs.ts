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
