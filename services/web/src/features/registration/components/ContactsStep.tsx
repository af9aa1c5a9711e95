// Step 2 of the registration: who the supplier found, the contacts it has
// (masked) and the ones the person confirms (§7 contatto/save) — the profile's contact rules
// (packages/shared contact.ts), an error summary at the top, nothing typed cleared.
import { contactErrors, type ContactField, type ContactInput } from '@portal/shared/contact';
import type { RegistrationCustomer, RegistrationDone } from '@portal/shared/registration';
import type { FormEvent } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ErrorSummary, Field, Input, Stack } from '@/components/ui/index.ts';
import { confirmContacts } from '../api/registration.ts';
import { Actions, Failure } from './parts.tsx';

const FIELDS: readonly ContactField[] = ['email', 'phone', 'mobile'];

export function ContactsStep({
  customer,
  initialEmail,
  onDone,
  signInHref,
}: {
  customer: RegistrationCustomer;
  initialEmail: string;
  onDone: (done: RegistrationDone) => void;
  signInHref: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const summary = useRef<HTMLDivElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [values, setValues] = useState<ContactInput>({
    email: initialEmail,
    phone: '',
    mobile: '',
  });
  const [errors, setErrors] = useState<ReturnType<typeof contactErrors>>([]);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const focusSummary = useRef(false);

  // The step takes the focus when it appears, so a screen reader hears who was found.
  useEffect(() => headingRef.current?.focus(), []);
  useEffect(() => {
    if (focusSummary.current && errors.length > 0) summary.current?.focus();
    focusSummary.current = false;
  }, [errors]);
  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  const fieldId = (field: ContactField) => `${id}-${field}`;
  const errorOf = (field: ContactField) => {
    const found = errors.find((e) => e.field === field);
    return found ? t(`registration.errors.${field}.${found.problem}`) : undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const found = contactErrors(values);
    focusSummary.current = true;
    setErrors(found);
    setFailure(null);
    if (found.length > 0) return;
    setSending(true);
    try {
      onDone(
        await confirmContacts({
          email: values.email.trim(),
          ...(values.phone.trim() ? { phone: values.phone.trim() } : {}),
          ...(values.mobile.trim() ? { mobile: values.mobile.trim() } : {}),
        }),
      );
    } catch (error) {
      setFailure(error);
    } finally {
      setSending(false);
    }
  };

  const onRecord = [customer.maskedEmail, customer.maskedPhone, customer.maskedMobile].filter(
    (value): value is string => Boolean(value),
  );

  return (
    <form noValidate aria-labelledby={`${id}-heading`} onSubmit={(event) => void submit(event)}>
      <Stack>
        <h2 id={`${id}-heading`} ref={headingRef} tabIndex={-1}>
          <span className="visually-hidden">{t('registration.step', { step: 2 })}: </span>
          {t('registration.contacts.heading')}
        </h2>
        <p>
          {t('registration.contacts.found', {
            name: customer.name,
            address: customer.address,
            place: customer.place,
            code: customer.customerCode,
          })}
        </p>
        <p>
          {t('registration.contacts.onRecord', {
            contacts: onRecord.length > 0 ? onRecord.join(', ') : t('registration.contacts.none'),
          })}
        </p>
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
        {failure !== null && <Failure error={failure} signInHref={signInHref} ref={failureRef} />}
        {FIELDS.map((field) => (
          <Field
            key={field}
            id={fieldId(field)}
            label={t(`registration.contacts.${field}`)}
            hint={
              field === 'email'
                ? t('registration.contacts.emailHint')
                : t('registration.contacts.phoneHint')
            }
            optional={field !== 'email'}
            error={errorOf(field)}
          >
            <Input
              name={field}
              type={field === 'email' ? 'email' : 'tel'}
              autoComplete={field === 'email' ? 'email' : 'tel'}
              inputMode={field === 'email' ? 'email' : 'tel'}
              value={values[field]}
              onChange={(event) => {
                const value = event.target.value;
                setValues((before) => ({ ...before, [field]: value }));
              }}
            />
          </Field>
        ))}
        <Actions>
          <Button type="submit" aria-disabled={sending}>
            {t('registration.contacts.submit')}
          </Button>
          <span role="status" aria-live="polite">
            {sending ? t('registration.contacts.sending') : ''}
          </span>
        </Actions>
      </Stack>
    </form>
  );
}
