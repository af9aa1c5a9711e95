// The report's months: a first and a last month, the last 12 complete months by
// default, at most 36. The GOV.UK way (conventions 21): labels above the fields, a hint, an error
// summary at the top linking to the field, focused after a submit that found a problem, and what
// was typed kept. Only a valid period reaches the address, so a reload or a shared link keeps it.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  FormErrorSummary,
  FormStack,
  TextField,
  useSummaryFocus,
} from '@/components/forms/index.ts';
import { Button } from '@/components/ui/index.ts';
import {
  MAX_REPORT_MONTHS,
  periodErrors,
  type PeriodError,
  type ReportPeriod,
} from '../model/period.ts';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  /* Room for a month's name and year as Chromium writes them ("settembre 2026") and its button. */
  input {
    width: min(100%, ${({ theme }) => theme.size.fieldNarrow});
  }
`;

/** The two months, first to last. */
const FIELDS = ['from', 'to'] as const;
type Field = (typeof FIELDS)[number];

const FIELD_OF: Record<PeriodError, Field> = {
  fromInvalid: 'from',
  toInvalid: 'to',
  fromAfterTo: 'to',
  tooLong: 'to',
};

export interface PeriodFormProps {
  /** What the address holds (or the default), shown as it is. */
  from: string;
  to: string;
  /** The address's errors (a link with a wrong period). */
  errors: readonly PeriodError[];
  onApply: (period: ReportPeriod) => void;
  /** Back to the default period. */
  onReset: () => void;
}

export function PeriodForm({ from, to, errors: initial, onApply, onReset }: PeriodFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState({ from, to });
  const [errors, setErrors] = useState<readonly PeriodError[]>(initial);
  // The summary takes the focus after a try that found problems, not for the address's own.
  const { attach: attachSummary, request: requestSummaryFocus } = useSummaryFocus(
    errors,
    errors.length > 0,
  );
  const ids = { from: `${id}-from`, to: `${id}-to` };

  const message = (error: PeriodError) =>
    t(`conventionReporting.period.errors.${error}`, { max: MAX_REPORT_MONTHS });
  const errorOf = (field: Field) => {
    const found = errors.find((e) => FIELD_OF[e] === field);
    return found ? message(found) : undefined;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = periodErrors(values.from, values.to);
    requestSummaryFocus();
    setErrors(found);
    if (found.length === 0) onApply({ from: values.from.trim(), to: values.to.trim() });
  };

  return (
    <FormStack $gap={3} noValidate aria-labelledby={`${id}-heading`} onSubmit={submit}>
      <h2 id={`${id}-heading`}>{t('conventionReporting.period.heading')}</h2>
      <FormErrorSummary
        ref={attachSummary}
        id={`${id}-summary`}
        title={t('conventionReporting.period.summary')}
        errors={errors.map((error) => ({
          key: error,
          target: ids[FIELD_OF[error]],
          text: message(error),
        }))}
      />
      <Row>
        {FIELDS.map((field) => (
          <TextField
            key={field}
            id={ids[field]}
            label={t(`conventionReporting.period.${field}`)}
            hint={t('conventionReporting.period.hint')}
            error={errorOf(field)}
            type="month"
            name={field}
            value={values[field]}
            min="1900-01"
            onChange={(event) => setValues((v) => ({ ...v, [field]: event.target.value }))}
          />
        ))}
        <Button type="submit">{t('conventionReporting.period.apply')}</Button>
        <Button type="button" $variant="secondary" onClick={onReset}>
          {t('conventionReporting.period.reset')}
        </Button>
      </Row>
    </FormStack>
  );
}
