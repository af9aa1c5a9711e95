// How a page words a value upstream may not have sent (§5 numbers): a quantity with its unit's
// words ("12.500 kWh", "3 kW", "1.020 Smc"), or nothing, for the page to say "none" its own way.
import { quantityText } from '@portal/shared/format';
import type { TFunction } from 'i18next';

/** The unit of a quantity, as packages/shared's quantityText takes it. */
export type QuantityUnit = Parameters<typeof quantityText>[1];

/**
 * A quantity with its unit's words; upstream's own words for a unit the portal does not know
 * (unitText); null when there is no quantity.
 */
export function quantityWords(
  t: TFunction,
  value: number | null | undefined,
  unit: QuantityUnit,
  unitText?: string | null,
  /** Between the number and the unit (a no-break space keeps them on one line). */
  space = ' ',
): string | null {
  const text = quantityText(value, unit);
  if (!text) return null;
  const label = text.labelKey ? t(text.labelKey, { count: text.count }) : (unitText ?? '');
  return label ? `${text.number}${space}${label}` : text.number;
}

/** True for a value upstream did not send (null, undefined or an empty text). */
export function isMissing(value: unknown): value is null | undefined | '' {
  return value === null || value === undefined || value === '';
}

/**
 * A page's way of wording a quantity: its unit's words, or the page's own "none" (a dash) when
 * upstream sent no quantity.
 */
export function quantityOr(noneKey: string) {
  return (
    t: TFunction,
    value: number | null | undefined,
    unit: QuantityUnit,
    unitText?: string | null,
  ): string => quantityWords(t, value, unit, unitText) ?? t(noneKey);
}

/** The parts of an address upstream sends (§3 anagrafica, a supply's site), any of them missing. */
export interface AddressParts {
  address?: string | null;
  postalCode?: string | null;
  locality?: string | null;
  province?: string | null;
}

/** Postal code, locality and the province in brackets ("00184 Roma (RM)"); empty parts left out. */
export function placeLine(parts: AddressParts): string {
  return [parts.postalCode, parts.locality, parts.province && `(${parts.province})`]
    .filter(Boolean)
    .join(' ');
}

/** An address on one line: the street, then its place ("Via Nazionale 1, 00184 Roma (RM)"). */
export function addressLine(parts: AddressParts): string {
  return [parts.address, placeLine(parts)].filter(Boolean).join(', ');
}

/** A text upstream sent, or the page's "none" where it sent nothing or blanks. */
export function textOr(none: string) {
  return (value: string | null | undefined): string => (value?.trim() ? value : none);
}
