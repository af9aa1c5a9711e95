// Step 1 of the registration: the customer code and tax code of the bill. Checked
// before sending (an error summary at the top, focused, linking to each field — conventions 21);
// a pair the supplier does not know, or too many failed tries, is said in words above the form.
// Nothing typed is ever cleared.
import {
  registrationErrors,
  type RegistrationCustomer,
  type RegistrationError,
  type RegistrationField,
} from '@portal/shared/registration';
import type { FormEvent } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Field, Input, Stack } from '@/components/ui/index.ts';
import { ErrorSummary } from '@/components/ui/index.ts';
import { ApiError } from '@/lib/http.ts';
import { minutesToWait, verifyCustomer } from '../api/registration.ts';
import { Actions, Failure } from './parts.tsx';

const FIELDS: readonly RegistrationField[] = ['customerCode', 'taxCode'];

export function IdentifyStep({
  onVerified,
  signInHref,
}: {
  onVerified: (customer: RegistrationCustomer) => void;
  signInHref: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const summary = useRef<HTMLDivElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const [values, setValues] = useState({ customerCode: '', taxCode: '' });
  const [errors, setErrors] = useState<RegistrationError[]>([]);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const focusSummary = useRef(false);

  useEffect(() => {
    if (focusSummary.current && errors.length > 0) summary.current?.focus();
    focusSummary.current = false;
  }, [errors]);
  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  const fieldId = (field: RegistrationField) => `${id}-${field}`;
  const errorOf = (field: RegistrationField) => {
    const found = errors.find((e) => e.field === field);
    return found ? t(`registration.errors.${field}.${found.problem}`) : undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const found = registrationErrors(values);
    focusSummary.current = true;
    setErrors(found);
    setFailure(null);
    if (found.length > 0) return;
    setSending(true);
    try {
      onVerified(await verifyCustomer(values));
    } catch (error) {
      setFailure(error);
    } finally {
      setSending(false);
    }
  };

  const failureText = (error: unknown) => {
    if (error instanceof ApiError && error.code === 'NOT_FOUND')
      return t('registration.errors.notMatched');
    if (error instanceof ApiError && error.code === 'RATE_LIMITED')
      return t('registration.errors.tooManyAttempts', { count: minutesToWait(error) });
    return null;
  };

  return (
    <form noValidate aria-labelledby={`${id}-heading`} onSubmit={(event) => void submit(event)}>
      <Stack>
        <h2 id={`${id}-heading`}>
          <span className="visually-hidden">{t('registration.step', { step: 1 })}: </span>
          {t('registration.identify.heading')}
        </h2>
        <p>{t('registration.identify.text')}</p>
        {errors.length > 0 && (
          <ErrorSummary
            ref={summary}
            id={`${id}-summary`}
            title={t('registration.summary')}
            items={FIELDS.flatMap((field) => {
              const text = errorOf(field);
              return text
                ? [
                    {
                      key: field,
                      target: fieldId(field),
                      text,
                      onSelect: () => document.getElementById(fieldId(field))?.focus(),
                    },
                  ]
                : [];
            })}
          />
        )}
        {failure !== null &&
          (failureText(failure) ? (
            <Alert role="alert" tabIndex={-1} ref={failureRef}>
              <p>{failureText(failure)}</p>
            </Alert>
          ) : (
            <Failure error={failure} signInHref={signInHref} ref={failureRef} />
          ))}
        <Field
          id={fieldId('customerCode')}
          label={t('registration.identify.customerCode')}
          hint={t('registration.identify.customerCodeHint')}
          error={errorOf('customerCode')}
        >
          <Input
            name="customerCode"
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            value={values.customerCode}
            onChange={(event) => {
              const value = event.target.value;
              setValues((before) => ({ ...before, customerCode: value }));
            }}
          />
        </Field>
        <Field
          id={fieldId('taxCode')}
          label={t('registration.identify.taxCode')}
          hint={t('registration.identify.taxCodeHint')}
          error={errorOf('taxCode')}
        >
          <Input
            name="taxCode"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={values.taxCode}
            onChange={(event) => {
              const value = event.target.value;
              setValues((before) => ({ ...before, taxCode: value }));
            }}
          />
        </Field>
        <Actions>
          <Button type="submit" aria-disabled={sending}>
            {t('registration.identify.submit')}
          </Button>
          <span role="status" aria-live="polite">
            {sending ? t('registration.identify.checking') : ''}
          </span>
        </Actions>
      </Stack>
    </form>
  );
}
