// Step 2 of the registration: who the supplier found, the contacts it has
// (masked) and the ones the person confirms (§7 contatto/save) — the profile's contact rules
// (packages/shared contact.ts), an error summary at the top, nothing typed cleared.
import { contactErrors, type ContactField, type ContactInput } from '@portal/shared/contact';
import type { RegistrationCustomer, RegistrationDone } from '@portal/shared/registration';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  errorsInOrder,
  FormErrorSummary,
  SubmitActions,
  TextField,
  useSubmission,
} from '@/components/forms/index.ts';
import { Stack } from '@/components/ui/index.ts';
import { confirmContacts } from '../api/registration.ts';
import { Failure } from './parts.tsx';

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
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { attachSummary, ...form } = useSubmission({
    initial: (): ContactInput => ({ email: initialEmail, phone: '', mobile: '' }),
    validate: contactErrors,
    live: false,
    send: (values: ContactInput) =>
      confirmContacts({
        email: values.email.trim(),
        ...(values.phone.trim() ? { phone: values.phone.trim() } : {}),
        ...(values.mobile.trim() ? { mobile: values.mobile.trim() } : {}),
      }),
    onSent: onDone,
  });
  const { values, failure } = form;

  // The step takes the focus when it appears, so a screen reader hears who was found.
  useEffect(() => headingRef.current?.focus(), []);

  const fieldId = (field: ContactField) => `${id}-${field}`;
  const errorOf = (field: ContactField) => {
    const found = form.errors.find((e) => e.field === field);
    return found ? t(`registration.errors.${field}.${found.problem}`) : undefined;
  };

  const onRecord = [customer.maskedEmail, customer.maskedPhone, customer.maskedMobile].filter(
    (value): value is string => Boolean(value),
  );

  return (
    <form noValidate aria-labelledby={`${id}-heading`} onSubmit={form.submit}>
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
        <FormErrorSummary
          ref={attachSummary}
          id={`${id}-summary`}
          title={t('registration.summary')}
          errors={errorsInOrder(FIELDS, errorOf, fieldId)}
        />
        {failure !== null && <Failure error={failure} signInHref={signInHref} />}
        {FIELDS.map((field) => (
          <TextField
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
            name={field}
            entry={field === 'email' ? 'email' : 'phone'}
            value={values[field]}
            onChange={(event) => form.set(field, event.target.value)}
          />
        ))}
        <SubmitActions
          label={t('registration.contacts.submit')}
          busy={form.sending}
          hold="aria"
          status={form.sending ? t('registration.contacts.sending') : ''}
        />
      </Stack>
    </form>
  );
}
