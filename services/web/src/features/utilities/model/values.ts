// How the supply pages word a value (§5 numbers): a quantity with its unit's words ("1.020 Smc",
// "3 kW"), a dash for what upstream did not send.
import { quantityText } from '@portal/shared/format';
import type { TFunction } from 'i18next';

export function orNone(t: TFunction, value: string | number | null | undefined): string {
  return value === null || value === undefined || value === ''
    ? t('utilities.none')
    : String(value);
}

export function quantity(
  t: TFunction,
  value: number | null | undefined,
  unit: Parameters<typeof quantityText>[1],
  unitText?: string | null,
): string {
  const text = quantityText(value, unit);
  if (!text) return t('utilities.none');
  const label = text.labelKey ? t(text.labelKey, { count: text.count }) : (unitText ?? '');
  return label ? `${text.number} ${label}` : text.number;
}
