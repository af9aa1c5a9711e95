// The registry correction form (conventions 21): the field to correct, its
// correct value — checked as the API checks it (a PEC an e-mail, an office code 6 characters) with
// what is on record today as a hint — and a note. An error summary that links to each field and
// takes the focus; nothing typed is cleared by an error, the client's or the API's. Sent once per
// press (never retried), the button disabled meanwhile; the confirmation takes the focus.
import type { FormEvent } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Alert,
  Button,
  Card,
  ErrorMessage,
  ErrorSummary,
  Field,
  Input,
  Select,
  Stack,
} from '@/components/ui/index.ts';
import type { RegistryCorrectionField, Utility } from '@/graphql/generated/graphql.ts';
import { ApiError } from '@/lib/http.ts';
import {
  requestRegistryCorrection,
  type RegistryCorrection,
} from '../api/requestRegistryCorrection.ts';
import type { ConventionRegistry } from '../api/useConventionRegistry.ts';
import {
  CORRECTION_FIELDS,
  CORRECTION_FORM_FIELDS,
  CORRECTION_LIMITS,
  EMPTY_CORRECTION,
  SPLIT_PAYMENT_VALUES,
  correctionInput,
  errorOfReason,
  isCorrectionField,
  validateCorrection,
  type CorrectionError,
  type CorrectionFormField,
  type CorrectionValues,
} from '../model/correction-form.ts';
import { CorrectionConfirmation } from './CorrectionConfirmation.tsx';
import { TextArea } from './TextArea.tsx';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

/** What the registry holds today for a field, to show beside the value asked for. */
function currentValue(
  registry: ConventionRegistry,
  field: RegistryCorrectionField,
): string | boolean | null {
  switch (field) {
    case 'REGISTERED_ADDRESS':
      return registry.registeredAddress;
    case 'BILLING_ADDRESS':
      return registry.billingAddress;
    case 'PEC':
      return registry.pec;
    case 'INVOICING_OFFICE':
      return registry.invoicingOffices.find((office) => office.isDefault)?.code ?? null;
    case 'SPLIT_PAYMENT':
      return registry.splitPayment;
    default:
      return null;
  }
}

export function CorrectionForm({
  registry,
  utility,
  onFiled,
}: {
  registry: ConventionRegistry;
  utility: Utility;
  onFiled: (filed: RegistryCorrection) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const ids: Record<CorrectionFormField, string> = {
    field: `${id}-field`,
    requestedValue: `${id}-value`,
    note: `${id}-note`,
  };
  const [values, setValues] = useState<CorrectionValues>(EMPTY_CORRECTION);
  const [errors, setErrors] = useState<CorrectionError[]>([]);
  const [checked, setChecked] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [filed, setFiled] = useState<RegistryCorrection | null>(null);
  const inFlight = useRef(false);
  const summary = useRef<HTMLDivElement>(null);
  const focusSummary = useRef(false);
  const failureRef = useRef<HTMLDivElement>(null);

  // After a send with errors, GOV.UK moves focus to the summary that lists them.
  useEffect(() => {
    if (focusSummary.current && errors.length > 0) summary.current?.focus();
    focusSummary.current = false;
  }, [errors]);
  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  const update = (next: CorrectionValues) => {
    setValues(next);
    // Once the body tried to send, the messages follow what it corrects.
    if (checked) setErrors(validateCorrection(next));
  };

  const chooseField = (value: string) => {
    const field = isCorrectionField(value) ? value : '';
    // A split payment is answered yes or no, not typed: text typed for another field does not
    // carry over into it, nor its yes or no into a typed field.
    const switchesKind = (field === 'SPLIT_PAYMENT') !== (values.field === 'SPLIT_PAYMENT');
    update({ ...values, field, requestedValue: switchesKind ? '' : values.requestedValue });
  };

  const errorOf = (field: CorrectionFormField) => {
    const error = errors.find((e) => e.field === field);
    if (!error) return undefined;
    const max = field === 'note' ? CORRECTION_LIMITS.note : CORRECTION_LIMITS.requestedValue;
    return t(`convention.registry.form.errors.${error.code}`, { max });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    const found = validateCorrection(values);
    setChecked(true);
    focusSummary.current = true;
    setErrors(found);
    setFailure(null);
    if (found.length > 0 || values.field === '') return;
    inFlight.current = true;
    setSending(true);
    try {
      const result = await requestRegistryCorrection(
        correctionInput({ ...values, field: values.field }, utility),
      );
      setFiled(result);
      setValues(EMPTY_CORRECTION);
      setChecked(false);
      setErrors([]);
      onFiled(result);
    } catch (error) {
      const refused =
        error instanceof ApiError && error.code === 'BAD_USER_INPUT'
          ? errorOfReason(error.reason)
          : null;
      if (refused) {
        focusSummary.current = true;
        setErrors([refused]);
      } else {
        setFailure(error);
      }
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  const another = () => {
    setFiled(null);
    requestAnimationFrame(() => document.getElementById(ids.field)?.focus());
  };

  if (filed) return <CorrectionConfirmation correction={filed} onAnother={another} />;

  const current = values.field === '' ? null : currentValue(registry, values.field);
  const currentText =
    current === null
      ? null
      : typeof current === 'boolean'
        ? t(`convention.registry.splitPayment.${String(current)}`)
        : current;
  const valueHint =
    values.field === '' ? undefined : (
      <>
        {t(`convention.registry.form.valueHints.${values.field}`)}
        {currentText && <> {t('convention.registry.form.current', { value: currentText })}</>}
      </>
    );

  return (
    <Card aria-labelledby={`${id}-heading`}>
      <Stack $gap={3}>
        <h2 id={`${id}-heading`}>{t('convention.registry.form.heading')}</h2>
        <p>{t('convention.registry.form.intro')}</p>
        <Form noValidate aria-labelledby={`${id}-heading`} aria-busy={sending} onSubmit={submit}>
          {errors.length > 0 && (
            <ErrorSummary
              ref={summary}
              id={`${id}-summary`}
              title={t('convention.registry.form.errorTitle')}
              items={CORRECTION_FORM_FIELDS.flatMap((field) => {
                const text = errorOf(field);
                return text
                  ? [
                      {
                        key: field,
                        target: ids[field],
                        text,
                        onSelect: () => document.getElementById(ids[field])?.focus(),
                      },
                    ]
                  : [];
              })}
            />
          )}
          {failure !== null && (
            <Alert role="alert" tabIndex={-1} ref={failureRef}>
              <p>{t('convention.registry.form.failed')}</p>
              <p>
                {failure instanceof ApiError && failure.code === 'UPSTREAM_UNAVAILABLE' ? (
                  t('convention.registry.form.unavailable')
                ) : failure instanceof ApiError && failure.code === 'BAD_USER_INPUT' ? (
                  t('convention.registry.form.refused')
                ) : (
                  <ErrorMessage error={failure} />
                )}
              </p>
            </Alert>
          )}
          <Field
            id={ids.field}
            label={t('convention.registry.form.field')}
            error={errorOf('field')}
          >
            <Select value={values.field} onChange={(event) => chooseField(event.target.value)}>
              <option value="">{t('convention.registry.form.choose')}</option>
              {CORRECTION_FIELDS.map((field) => (
                <option key={field} value={field}>
                  {t(`convention.registry.fields.${field}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Field
            id={ids.requestedValue}
            label={t('convention.registry.form.value')}
            hint={valueHint}
            error={errorOf('requestedValue')}
          >
            {values.field === 'SPLIT_PAYMENT' ? (
              <Select
                value={values.requestedValue}
                onChange={(event) => update({ ...values, requestedValue: event.target.value })}
              >
                <option value="">{t('convention.registry.form.splitChoose')}</option>
                {SPLIT_PAYMENT_VALUES.map((value) => (
                  <option key={value} value={value}>
                    {t(`convention.registry.splitPayment.${value}`)}
                  </option>
                ))}
              </Select>
            ) : (
              <Input
                value={values.requestedValue}
                autoComplete="off"
                spellCheck={false}
                type={values.field === 'PEC' ? 'email' : 'text'}
                onChange={(event) => update({ ...values, requestedValue: event.target.value })}
              />
            )}
          </Field>
          <Field
            id={ids.note}
            label={t('convention.registry.form.note')}
            hint={t('convention.registry.form.noteHint', { max: CORRECTION_LIMITS.note })}
            error={errorOf('note')}
            optional
          >
            <TextArea
              value={values.note}
              rows={3}
              onChange={(event) => update({ ...values, note: event.target.value })}
            />
          </Field>
          <Actions>
            <Button type="submit" disabled={sending}>
              {t('convention.registry.form.send')}
            </Button>
            <span role="status" aria-live="polite">
              {sending ? t('convention.registry.form.sending') : ''}
            </span>
          </Actions>
        </Form>
      </Stack>
    </Card>
  );
}
