// Step 1 of the registration: the customer code and tax code of the bill. Checked
// before sending (an error summary at the top, focused, linking to each field — conventions 21);
// a pair the supplier does not know, or too many failed tries, is said in words above the form.
// Nothing typed is ever cleared.
import {
  registrationErrors,
  type RegistrationCustomer,
  type RegistrationField,
} from '@portal/shared/registration';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  errorsInOrder,
  FailureAlert,
  FormErrorSummary,
  SubmitActions,
  TextField,
  useSubmission,
  type Entry,
} from '@/components/forms/index.ts';
import { Stack } from '@/components/ui/index.ts';
import { ApiError } from '@/lib/http.ts';
import { minutesToWait, verifyCustomer } from '../api/registration.ts';
import { Failure } from './parts.tsx';

const FIELDS: readonly RegistrationField[] = ['customerCode', 'taxCode'];
/** How each code is typed: the customer code's digits, the tax code in capitals. */
const ENTRY: Record<RegistrationField, Entry> = { customerCode: 'digits', taxCode: 'capitals' };

export function IdentifyStep({
  onVerified,
  signInHref,
}: {
  onVerified: (customer: RegistrationCustomer) => void;
  signInHref: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { attachSummary, ...form } = useSubmission({
    initial: { customerCode: '', taxCode: '' },
    validate: registrationErrors,
    live: false,
    send: verifyCustomer,
    onSent: onVerified,
  });
  const { values, failure } = form;

  const fieldId = (field: RegistrationField) => `${id}-${field}`;
  const errorOf = (field: RegistrationField) => {
    const found = form.errors.find((e) => e.field === field);
    return found ? t(`registration.errors.${field}.${found.problem}`) : undefined;
  };

  const failureText = (error: unknown) => {
    if (error instanceof ApiError && error.code === 'NOT_FOUND')
      return t('registration.errors.notMatched');
    if (error instanceof ApiError && error.code === 'RATE_LIMITED')
      return t('registration.errors.tooManyAttempts', { count: minutesToWait(error) });
    return null;
  };

  return (
    <form noValidate aria-labelledby={`${id}-heading`} onSubmit={form.submit}>
      <Stack>
        <h2 id={`${id}-heading`}>
          <span className="visually-hidden">{t('registration.step', { step: 1 })}: </span>
          {t('registration.identify.heading')}
        </h2>
        <p>{t('registration.identify.text')}</p>
        <FormErrorSummary
          ref={attachSummary}
          id={`${id}-summary`}
          title={t('registration.summary')}
          errors={errorsInOrder(FIELDS, errorOf, fieldId)}
        />
        {failure !== null &&
          (failureText(failure) ? (
            <FailureAlert error={failure} reason={failureText(failure)} />
          ) : (
            <Failure error={failure} signInHref={signInHref} />
          ))}
        {FIELDS.map((field) => (
          <TextField
            key={field}
            id={fieldId(field)}
            label={t(`registration.identify.${field}`)}
            hint={t(`registration.identify.${field}Hint`)}
            error={errorOf(field)}
            name={field}
            entry={ENTRY[field]}
            value={values[field]}
            onChange={(event) => form.set(field, event.target.value)}
          />
        ))}
        <SubmitActions
          label={t('registration.identify.submit')}
          busy={form.sending}
          hold="aria"
          status={form.sending ? t('registration.identify.checking') : ''}
        />
      </Stack>
    </form>
  );
}
