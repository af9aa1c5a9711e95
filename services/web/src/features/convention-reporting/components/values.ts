// How the reporting page writes its figures (§5 separators): quantities in the report's unit,
// amounts in euro, the share consumed in per cent, months in the reader's language.
import { formatAmount, formatQuantity } from '@portal/shared/format';
import dayjs from '@/lib/dayjs.ts';
import type { TFunction } from 'i18next';
import type { ConventionReport } from '../api/useConventionReport.ts';

/** The report's unit in words: kWh, Smc, or upstream's text for a unit the portal does not know. */
export function unitLabel(t: TFunction, report: Pick<ConventionReport, 'unit' | 'unitText'>) {
  if (report.unit && report.unit !== 'OTHER') return t(`units.${report.unit}`, { count: 2 });
  return report.unitText ?? '';
}

/** A quantity as the API answers it (up to three decimals): 1.234,5. */
export function number(value: number): string {
  return formatQuantity(value);
}

/** 1.234,5 kWh */
export function quantity(t: TFunction, value: number, unit: string): string {
  return t('conventionReporting.quantity', { value: formatQuantity(value), unit });
}

/** 18.060,80 € */
export function amount(t: TFunction, value: number): string {
  return t('conventionReporting.currency', { amount: formatAmount(value) });
}

/** A share (0–1) in per cent, one decimal: 86,4 %. */
export function percent(t: TFunction, share: number): string {
  const text = formatQuantity(Math.round(share * 1000) / 10);
  return t('conventionReporting.percent', { value: text.includes(',') ? text : `${text},0` });
}

/** "nov 2025" / "Nov. 2025", or "novembre 2025" (dayjs follows the page's language). */
export function monthName(month: string, form: 'short' | 'long' = 'short'): string {
  return dayjs(`${month}-01`).format(form === 'short' ? 'MMM YYYY' : 'MMMM YYYY');
}
