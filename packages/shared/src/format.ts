// Formatting of amounts and dates and the choice of language (§5).
import { DEFAULT_LOCALE, type Locale } from './constants.ts';
import { isoDayOf, pad, partsOf, type DateParts } from './calendar.ts';

/** §5: an open-ended date (year 9999) shows nothing. */
export const OPEN_ENDED_YEAR = 9999;

function toNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const number = typeof value === 'number' ? value : Number(value.trim());
  return Number.isFinite(number) ? number : null;
}

function toCents(absolute: number): bigint {
  // Shifting the decimal point in text avoids binary rounding (1.005 → 101 cents, not 100).
  const shifted = Number(`${absolute}e2`);
  if (!Number.isNaN(shifted)) return BigInt(Math.round(shifted));
  // Exponent notation: below a cent (1e-7) or beyond any fractional precision (1e21).
  return BigInt(Math.round(absolute)) * 100n;
}

/** §5: two decimals, comma as decimal separator, dot as thousands separator, minus when negative. */
export function formatAmount(value: number | string | null | undefined): string {
  const number = toNumber(value);
  if (number === null) return '';
  const cents = toCents(Math.abs(number));
  const units = String(cents / 100n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const decimals = pad(Number(cents % 100n));
  const sign = number < 0 && cents !== 0n ? '-' : '';
  return `${sign}${units},${decimals}`;
}

function shownParts(value: string | Date | null | undefined): DateParts | null {
  if (value === null || value === undefined) return null;
  const parts = partsOf(value);
  return parts && parts.year !== OPEN_ENDED_YEAR ? parts : null;
}

/** §5: DD/MM/YYYY; nothing for an invalid date or year 9999. */
export function formatDate(value: string | Date | null | undefined): string {
  const parts = shownParts(value);
  return parts ? `${pad(parts.day)}/${pad(parts.month)}/${pad(parts.year, 4)}` : '';
}

/** §5: DD/MM/YYYY HH:mm; nothing for an invalid date or year 9999. */
export function formatDateTime(value: string | Date | null | undefined): string {
  const parts = shownParts(value);
  return parts ? `${formatDate(value)} ${pad(parts.hour)}:${pad(parts.minute)}` : '';
}

function localeOfTag(tag: string | null | undefined): Locale | null {
  const prefix = tag?.trim().slice(0, 2).toLowerCase();
  return prefix === 'it' || prefix === 'de' ? prefix : null;
}

/**
 * §5: with a profile locale, de when it is German and it otherwise; without one, the culture
 * prefix of the selected registry (it-IT, de-DE); default it.
 */
export function resolveLanguage(input: {
  profileLocale?: string | null;
  registryCulture?: string | null;
}): Locale {
  if (input.profileLocale?.trim()) {
    return localeOfTag(input.profileLocale) === 'de' ? 'de' : 'it';
  }
  return localeOfTag(input.registryCulture) ?? DEFAULT_LOCALE;
}

/** §5: from this day on the no-bills message and the invoice table use the normal text. */
export const BILLS_TEXT_SWITCH_DATE = '2024-06-17';

/** §5: 'dated' before the switch date, 'normal' from it. Throws on an invalid date. */
export function billsTextVariant(today: string | Date): 'dated' | 'normal' {
  const parts = partsOf(today);
  if (!parts) throw new RangeError(`Invalid date: ${String(today)}`);
  return isoDayOf(parts) < BILLS_TEXT_SWITCH_DATE ? 'dated' : 'normal';
}
