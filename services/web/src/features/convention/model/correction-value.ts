// How a correction's requested value reads: a split payment's key in the reader's language, any
// other value as the body typed it.
import type { TFunction } from 'i18next';
import type { RegistryCorrectionField } from '@/graphql/generated/graphql.ts';

export function requestedValueText(
  t: TFunction,
  field: RegistryCorrectionField,
  value: string,
): string {
  if (field === 'SPLIT_PAYMENT' && (value === 'true' || value === 'false'))
    return t(`convention.registry.splitPayment.${value}`);
  return value;
}
