// The gas self-reading form (conventions 21): the value checked as it will be
// sent (packages/shared/src/self-reading.ts) — digits only, no more than the meter's, not below the
// last reading, which is refused; more than three times the usual consumption since the last
// reading asks for an explicit confirmation. An error summary links to the field; what was typed
// is never cleared by an error. Sent once per press, never repeated, the button disabled meanwhile.
import { formatDate, formatQuantity } from '@portal/shared/format';
import { checkReading, isRefusedReading, type ReadingCheck } from '@portal/shared/self-reading';
import type { FormEvent } from 'react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  CheckboxField,
  entryProps,
  SubmissionForm,
  useSummaryFocus,
} from '@/components/forms/index.ts';
import { Field, Input } from '@/components/ui/index.ts';
import { ApiError } from '@/lib/http.ts';
import { submitGasReading, type ReadingResult } from '../api/submitGasReading.ts';
import type { ReadableSupply } from '../api/useSelfReading.ts';

const ValueInput = styled(Input)`
  max-width: ${({ theme }) => theme.size.fieldShort};
  font-variant-numeric: tabular-nums;
`;

const Warning = styled.div`
  border-left: ${({ theme }) => theme.border.accent} solid ${({ theme }) => theme.tone.orange.fg};
  background: ${({ theme }) => theme.tone.orange.bg};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radius};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

/** What the customer sent, for the confirmation. */
export interface SentReading {
  contractId: string;
  value: number;
  date: string;
  result: ReadingResult;
}

type FieldError = { field: 'value' | 'confirm'; text: string };

/** The server's reasons that name the value; the others refuse the whole reading. */
const VALUE_REASONS = ['letturaBelowPrevious', 'letturaTooManyDigits', 'letturaNotNumber'];

export function ReadingForm({
  supply,
  today,
  onSent,
}: {
  supply: ReadableSupply;
  /** The supplier's day the reading is taken on (YYYY-MM-DD). */
  today: string;
  onSent: (sent: SentReading) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const ids = { value: `${id}-value`, confirm: `${id}-confirm` };
  const [text, setText] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [checked, setChecked] = useState(false);
  const [serverError, setServerError] = useState<FieldError | null>(null);
  const [, setTries] = useState(0);
  const [failure, setFailure] = useState<unknown>(null);
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);

  const check: ReadingCheck = checkReading(text, today, {
    meterDigits: supply.meterDigits,
    lastReading: supply.lastReading,
    lastReadingDate: supply.lastReadingDate,
    annualConsumption: supply.annualConsumption,
  });
  const digits = supply.meterDigits ?? 9;

  const valueError = (): string | null => {
    switch (check.kind) {
      case 'empty':
        return t('selfRead.form.errors.empty');
      case 'notDigits':
        return t('selfRead.form.errors.notDigits');
      case 'tooManyDigits':
        return t('selfRead.form.errors.tooManyDigits', { digits: check.digits });
      case 'belowLast':
        return t('selfRead.form.errors.belowLast', { last: formatQuantity(check.lastReading) });
      default:
        return null;
    }
  };

  const errors: FieldError[] = [];
  if (checked) {
    const value = valueError();
    if (value) errors.push({ field: 'value', text: value });
    else if (check.kind === 'high' && !confirmed)
      errors.push({ field: 'confirm', text: t('selfRead.form.errors.confirmHigh') });
    if (serverError && errors.length === 0) errors.push(serverError);
  }
  const errorOf = (field: FieldError['field']) => errors.find((e) => e.field === field)?.text;

  // After a send with errors, GOV.UK moves focus to the summary that lists them.
  const { attach: attachSummary, request: requestSummaryFocus } = useSummaryFocus(
    errors,
    errors.length > 0,
  );

  const change = (next: string) => {
    setText(next);
    setConfirmed(false);
    setServerError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    setChecked(true);
    setServerError(null);
    // A second try with the same refusal changes nothing else: the try itself draws again, so the
    // summary takes the focus every time.
    setTries((count) => count + 1);
    requestSummaryFocus();
    if (isRefusedReading(check) || (check.kind === 'high' && !confirmed)) return;
    inFlight.current = true;
    setSending(true);
    setFailure(null);
    try {
      const result = await submitGasReading({
        contractId: supply.contractId,
        value: check.value,
        date: today,
      });
      onSent({ contractId: supply.contractId, value: check.value, date: today, result });
    } catch (error) {
      const reason = error instanceof ApiError ? error.reason : undefined;
      if (reason && VALUE_REASONS.includes(reason)) {
        requestSummaryFocus();
        setServerError({
          field: 'value',
          text:
            reason === 'letturaBelowPrevious'
              ? t('selfRead.form.errors.belowLast', {
                  last: formatQuantity(supply.lastReading),
                })
              : reason === 'letturaTooManyDigits'
                ? t('selfRead.form.errors.tooManyDigits', { digits })
                : t('selfRead.form.errors.notDigits'),
        });
      } else {
        setFailure(error);
      }
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  const failureText = (error: unknown) => {
    const reason = error instanceof ApiError ? error.reason : undefined;
    if (reason === 'outsideReadingWindow') return t('selfRead.form.errors.outsideReadingWindow');
    if (reason === 'readingNotAllowed') return t('selfRead.form.errors.readingNotAllowed');
    return undefined;
  };

  return (
    <SubmissionForm
      id={id}
      form={{ attachSummary, submit: (event) => void submit(event), sending, failure }}
      heading={t('selfRead.form.heading')}
      errors={errors.map((error) => ({ target: ids[error.field], text: error.text }))}
      texts={{
        errorTitle: t('selfRead.form.errorTitle'),
        failed: t('selfRead.form.failed'),
        send: t('selfRead.form.send'),
        sending: t('selfRead.form.sending'),
      }}
      reason={failureText}
    >
      <p>{t('selfRead.form.date', { date: formatDate(today) })}</p>
      <Field
        id={ids.value}
        label={t('selfRead.form.value')}
        hint={t('selfRead.form.hint', { count: digits })}
        error={errorOf('value')}
      >
        <ValueInput
          value={text}
          {...entryProps('digits')}
          maxLength={20}
          onChange={(event) => change(event.target.value)}
        />
      </Field>
      {check.kind === 'high' && (
        <Warning>
          <p>
            {t('selfRead.form.highWarning', {
              consumed: formatQuantity(check.consumed),
              usual: formatQuantity(check.usual),
              date: formatDate(supply.lastReadingDate),
            })}
          </p>
          <CheckboxField
            id={ids.confirm}
            label={t('selfRead.form.confirmHigh', { value: formatQuantity(check.value) })}
            error={errorOf('confirm')}
            checked={confirmed}
            onChange={(event) => setConfirmed(event.target.checked)}
          />
        </Warning>
      )}
    </SubmissionForm>
  );
}
