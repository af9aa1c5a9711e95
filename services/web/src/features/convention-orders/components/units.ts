// A convention's quantities with their unit's words (§5 numbers): "12.000 Smc", "180.678 kWh".
import { formatQuantity, quantityText } from '@portal/shared/format';
import type { TFunction } from 'i18next';
import type { Unit } from '@/graphql/generated/graphql.ts';

/** The unit's words (the plural form: quantities of a year), or upstream's, or a general word. */
export function unitWord(
  t: TFunction,
  unit: Unit | null | undefined,
  unitText?: string | null,
): string {
  const text = quantityText(2, unit);
  if (text?.labelKey) return t(text.labelKey, { count: 2 });
  return unitText || t('conventionOrders.unknownUnit');
}

export function quantityWithUnit(t: TFunction, value: number, unit: string): string {
  return t('conventionOrders.quantity', { value: formatQuantity(value), unit });
}
