// Formatting of amounts, unit prices, quantities and dates, and the choice of language (§5).
import { DEFAULT_LOCALE, type Locale } from './constants.ts';
import { isoDayOf, pad, partsOf, type DateParts } from './calendar.ts';
import { unitLabelKey, type Other, type Unit } from './enumerations.ts';

/** §5: an open-ended date (year 9999) shows nothing. */
export const OPEN_ENDED_YEAR = 9999;

function toNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const number = typeof value === 'number' ? value : Number(value.trim());
  return Number.isFinite(number) ? number : null;
}

/** |value| × 10^decimals, rounded half up. */
function toScaled(absolute: number, decimals: number): bigint {
  // Shifting the decimal point in text avoids binary rounding (1.005 → 101 cents, not 100).
  const shifted = Number(`${absolute}e${decimals}`);
  if (!Number.isNaN(shifted)) return BigInt(Math.round(shifted));
  // Exponent notation: below the last decimal (1e-7) or beyond any fractional precision (1e21).
  return BigInt(Math.round(absolute)) * 10n ** BigInt(decimals);
}

interface DecimalText {
  /** §5 separators: comma before the decimals, dots between thousands. */
  text: string;
  /** The number as shown, for choosing a plural form. */
  shown: number;
}

/**
 * §5 separators with at least `min` and at most `max` decimals: digits past `min` are shown only
 * when they are not trailing zeros.
 */
function formatDecimal(number: number, min: number, max: number): DecimalText {
  const scaled = toScaled(Math.abs(number), max);
  const factor = 10n ** BigInt(max);
  const whole = String(scaled / factor);
  const decimals = String(scaled % factor)
    .padStart(max, '0')
    .replace(/0+$/, '')
    .padEnd(min, '0');
  const sign = number < 0 && scaled !== 0n ? '-' : '';
  const units = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return {
    text: `${sign}${units}${decimals ? `,${decimals}` : ''}`,
    shown: Number(`${sign}${whole}.${decimals || '0'}`),
  };
}

/** §5: two decimals, comma as decimal separator, dot as thousands separator, minus when negative. */
export function formatAmount(value: number | string | null | undefined): string {
  const number = toNumber(value);
  return number === null ? '' : formatDecimal(number, 2, 2).text;
}

/**
 * Unit prices keep their own precision: an energy price of 0.16532 €/kWh reads
 * 0,16532, not 0,17 — at least two decimals, at most six, no trailing zeros past the second.
 */
export const UNIT_PRICE_DECIMALS = { min: 2, max: 6 } as const;

/** A unit price with §5 separators and its own precision: 0,16532 · 0,10 · 1.234,50 · 0,000123. */
export function formatUnitPrice(value: number | string | null | undefined): string {
  const number = toNumber(value);
  if (number === null) return '';
  return formatDecimal(number, UNIT_PRICE_DECIMALS.min, UNIT_PRICE_DECIMALS.max).text;
}

/** Quantities show what they hold, up to three decimals: 2 · 147 · 12,5 · 1.234,567. */
export const QUANTITY_DECIMALS = 3;

/** A quantity with §5 separators, without trailing zeros (2 months read "2", not "2,00"). */
export function formatQuantity(value: number | string | null | undefined): string {
  const number = toNumber(value);
  return number === null ? '' : formatDecimal(number, 0, QUANTITY_DECIMALS).text;
}

/**
 * A column of figures read down its length (a table's kWh): every value with the same number of
 * decimals, so 285,10 stands above 464,58 and not 285,1 — §5 separators.
 */
export function formatFixed(value: number | string | null | undefined, decimals: number): string {
  const number = toNumber(value);
  return number === null ? '' : formatDecimal(number, decimals, decimals).text;
}

/** A quantity and what words its unit: the client renders t(labelKey, { count }) after `number`. */
export interface QuantityText {
  /** The quantity as formatQuantity shows it. */
  number: string;
  /** The unit's message key (`units.<KEY>`, plural forms `_one` / `_other`); null for OTHER. */
  labelKey: string | null;
  /** The number shown, as a number: it chooses the plural form ("1 mese", "2 mesi", "12,5 Smc"). */
  count: number;
}

/**
 * A quantity with its unit key: "2 mesi", "1 mese", "147 kWh", "12,5 Smc"; in
 * German "2 Monate". The unit's words live in the client's message files; a unit the portal does
 * not know (OTHER, or none) has no label key and is shown as upstream wrote it. Null when the
 * quantity is not a number.
 */
export function quantityText(
  value: number | string | null | undefined,
  unit: Unit | Other | null | undefined,
): QuantityText | null {
  const number = toNumber(value);
  if (number === null) return null;
  const { text, shown } = formatDecimal(number, 0, QUANTITY_DECIMALS);
  return { number: text, labelKey: unitLabelKey(unit), count: shown };
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
