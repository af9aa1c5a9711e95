// The months a costs page shows, chosen with the §9 date range picker: the days picked or typed
// (§5 strict format) become whole months, the month of the first day to the month of the last,
// and the picker then shows those months' first and last days. A period the address holds that
// does not parse, or longer than the API answers (60 months), is said under it.
import { useTranslation } from 'react-i18next';
import { RangeFilter } from '@/components/filters/index.ts';
import { Hint } from '@/components/forms/index.ts';
import {
  MAX_MONTHS,
  monthIndex,
  monthsOfRange,
  periodRange,
  type Period,
  type PeriodError,
} from '../model/search.ts';
import { monthName } from './values.ts';

export interface PeriodPickerProps {
  period: Period | null;
  error: PeriodError | null;
  /** Null: the picker was emptied, back to the default period. */
  onChange: (period: { from: string; to: string } | null) => void;
}

export function PeriodPicker({ period, error, onChange }: PeriodPickerProps) {
  const { t } = useTranslation();
  const count =
    period && monthIndex(period.to) !== null
      ? (monthIndex(period.to) ?? 0) - (monthIndex(period.from) ?? 0) + 1
      : 0;
  return (
    <RangeFilter
      label={t('costs.filters.period')}
      value={period ? periodRange(period) : null}
      onChange={(range) => onChange(range ? monthsOfRange(range) : null)}
      error={period ? null : t(`costs.filters.${error ?? 'periodInvalid'}`, { max: MAX_MONTHS })}
      errorAnnounced
    >
      {period && (
        <Hint aria-live="polite">
          {t('costs.filters.months', {
            count,
            from: monthName(period.from, 'long'),
            to: monthName(period.to, 'long'),
          })}
        </Hint>
      )}
    </RangeFilter>
  );
}
