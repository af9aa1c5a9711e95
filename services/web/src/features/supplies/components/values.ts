// How the supplies pages word a supply's values (§5 numbers): quantities with their unit's words,
// percentages and kilograms, a dash for what upstream did not send.
import { formatQuantity } from '@portal/shared/format';
import type { TFunction } from 'i18next';
import { isMissing, quantityOr } from '@/lib/values.ts';
import type { Supply } from '../api/types.ts';

/** A dash for a value upstream did not send, so an empty cell still reads as "none". */
export function orNone(t: TFunction, value: string | null | undefined): string {
  return isMissing(value) ? t('supplies.none') : value;
}

/** A quantity with its unit's words ("12.500 kWh", "15 kW"), or a dash. */
export const quantity = quantityOr('supplies.none');

export function percent(t: TFunction, value: number | null | undefined): string {
  const number = formatQuantity(value);
  return number ? t('supplies.percent', { value: number }) : t('supplies.none');
}

export function kilograms(t: TFunction, value: number | null | undefined): string {
  const number = formatQuantity(value);
  return number ? t('supplies.kilograms', { value: number }) : t('supplies.none');
}

/** The address on one line: street, postal code and locality, province. */
export function addressOf(
  supply: Pick<Supply, 'address' | 'postalCode' | 'locality' | 'province'>,
) {
  const place = [supply.postalCode, supply.locality].filter(Boolean).join(' ');
  const withProvince = supply.province ? `${place} (${supply.province})` : place;
  return [supply.address, withProvince].filter(Boolean).join(', ');
}
