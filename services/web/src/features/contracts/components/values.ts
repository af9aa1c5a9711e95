// How the contracts pages word a contract's values (§5 dates and quantities, §3 convention).
import { formatDate } from '@portal/shared/format';
import type { TFunction } from 'i18next';
import { isMissing, quantityOr } from '@/lib/values.ts';
import type { Contract } from '../api/types.ts';

/** A dash for a value upstream did not send, so an empty cell still reads as "none". */
export function orNone(t: TFunction, value: string | null | undefined): string {
  return isMissing(value) ? t('contracts.none') : value;
}

/** A date per §5, or a dash. */
export function dateOrNone(t: TFunction, value: string | null | undefined): string {
  return orNone(t, formatDate(value));
}

/** From–to; an open end (none, or year 9999) reads "from …". */
export function validity(t: TFunction, contract: Pick<Contract, 'validFrom' | 'validTo'>): string {
  const from = formatDate(contract.validFrom);
  const to = formatDate(contract.validTo);
  if (!from && !to) return t('contracts.none');
  if (!to) return t('contracts.validFrom', { from });
  return t('contracts.validity', { from: orNone(t, from), to });
}

/** A quantity with its unit's words ("12.500 kWh"), or a dash. */
export const quantity = quantityOr('contracts.none');
