// How the costs pages write their figures (§5 separators): quantities with their unit, amounts in
// euro, shares and changes in per cent, months in the reader's language.
import { formatAmount, formatQuantity } from '@portal/shared/format';
import dayjs from '@/lib/dayjs.ts';
import type { TFunction } from 'i18next';

/** 62.108 kWh · 16.693 Smc (whole units: the months are whole kWh and Smc). */
export function quantity(t: TFunction, value: number, unit: string): string {
  return t('costs.quantity', { value: formatQuantity(Math.round(value)), unit });
}

/** A whole number of kWh or Smc for a table whose header names the unit: 62.108. */
export function wholeNumber(value: number): string {
  return formatQuantity(Math.round(value));
}

/** 18.060,80 € */
export function amount(t: TFunction, value: number): string {
  return t('costs.currency', { amount: formatAmount(value) });
}

/** A number with exactly one decimal (§5 separators): 18,6 · 45,0 · 1.204,5. */
function oneDecimal(value: number): string {
  const text = formatQuantity(Math.round(value * 10) / 10);
  return text.includes(',') ? text : `${text},0`;
}

/** A share (0–1) in per cent, one decimal: 18,6 %. */
export function percent(t: TFunction, share: number): string {
  return t('costs.percent', { value: oneDecimal(share * 100) });
}

/** A change (0.05 = 5 % more) with its sign: +5,0 % · −8,7 % · 0,0 %. */
export function signedPercent(t: TFunction, value: number): string {
  const rounded = Math.round(value * 1000) / 10;
  const text = t('costs.percent', { value: oneDecimal(Math.abs(rounded)) });
  if (rounded > 0) return `+${text}`;
  if (rounded < 0) return `−${text}`;
  return text;
}

/** "nov 2025" / "Nov. 2025" (dayjs follows the page's language). */
export function monthName(month: string, form: 'short' | 'long' = 'short'): string {
  return dayjs(`${month}-01`).format(form === 'short' ? 'MMM YYYY' : 'MMMM YYYY');
}

/** The month alone, for the chart's axis: "nov", "Nov.". */
export function monthShort(month: string): string {
  return dayjs(`${month}-01`).format('MMM');
}
