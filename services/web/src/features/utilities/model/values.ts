// How the supply pages word a value (§5 numbers): a quantity with its unit's words ("1.020 Smc",
// "3 kW"), a dash for what upstream did not send.
import type { TFunction } from 'i18next';
import { isMissing, quantityOr } from '@/lib/values.ts';

export function orNone(t: TFunction, value: string | number | null | undefined): string {
  return isMissing(value) ? t('utilities.none') : String(value);
}

export const quantity = quantityOr('utilities.none');
