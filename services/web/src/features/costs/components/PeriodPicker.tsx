// The months a costs page shows, chosen with the §9 date range picker: the days picked or typed
// (§5 strict format) become whole months, the month of the first day to the month of the last,
// and the picker then shows those months' first and last days. A period the address holds that
// does not parse, or longer than the API answers (60 months), is said under it.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DateRangePicker } from '@/components/date-range-picker/DateRangePicker.tsx';
import { controlLook } from '@/components/ui/index.ts';
import {
  MAX_MONTHS,
  monthIndex,
  monthsOfRange,
  periodRange,
  type Period,
  type PeriodError,
} from '../model/search.ts';
import { monthName } from './values.ts';

const DAY = 'YYYY-MM-DD';

/** Room for the picker's text input (two dates and the separator); its label as a Field's. */
const Range = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
  width: min(100%, ${({ theme }) => theme.size.fieldRange});
  label {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  input[type='text'] {
    ${controlLook}
    width: auto;
    padding-inline: ${({ theme }) => theme.space(2)};
  }
`;

const Hint = styled.span`
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const RangeError = styled.span`
  color: ${({ theme }) => theme.color.danger};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

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
    <Range>
      <DateRangePicker
        label={t('costs.filters.period')}
        format={DAY}
        value={period ? periodRange(period) : null}
        onChange={(range) => onChange(range ? monthsOfRange(range) : null)}
      />
      {period ? (
        <Hint aria-live="polite">
          {t('costs.filters.months', {
            count,
            from: monthName(period.from, 'long'),
            to: monthName(period.to, 'long'),
          })}
        </Hint>
      ) : (
        <RangeError role="alert">
          {t(`costs.filters.${error ?? 'periodInvalid'}`, { max: MAX_MONTHS })}
        </RangeError>
      )}
    </Range>
  );
}
