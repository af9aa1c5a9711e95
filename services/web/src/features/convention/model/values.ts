// How the convention pages word their values (§5 dates, amounts and quantities): a quantity with
// its unit's words, a share as a percentage, a validity, a dash for what upstream did not send.
import { formatAmount, formatDate, formatQuantity } from '@portal/shared/format';
import type { TFunction } from 'i18next';
import type { Unit } from '@/graphql/generated/graphql.ts';
import { isMissing, quantityWords } from '@/lib/values.ts';

/** A dash for a value upstream did not send, so an empty cell still reads as "none". */
export function orNone(t: TFunction, value: string | null | undefined): string {
  return isMissing(value) ? t('convention.none') : value;
}

/** A quantity with its unit's words ("12.500 kWh", "1 Smc"); upstream's unit text for OTHER. */
export function quantity(
  t: TFunction,
  value: number | null | undefined,
  unit: Unit | null | undefined,
  unitText?: string | null,
): string {
  return quantityWords(t, value, unit, unitText, '\u00a0') ?? t('convention.none');
}

/** Euro with §5 separators (the same in Italian and German): "1.234,56 €". */
export function euro(t: TFunction, value: number | null | undefined): string {
  const amount = formatAmount(value);
  return amount ? t('convention.currency', { amount }) : t('convention.none');
}

/** A share 0–1 as the percentage shown, at most one decimal: 0.925 → "92,5". */
export function percent(share: number): string {
  return formatQuantity(Math.round(share * 1000) / 10);
}

/** "dal 01/01/2025 al 31/12/2026"; an open end reads "dal …". */
export function validity(t: TFunction, from: string, to: string): string {
  const start = formatDate(from);
  const end = formatDate(to);
  if (!start && !end) return t('convention.none');
  if (!end) return t('convention.validFrom', { from: start });
  return t('convention.validity', { from: orNone(t, start), to: end });
}
