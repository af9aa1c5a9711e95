// The registry correction form (conventions 21): the field to correct, its
// correct value — checked as the API checks it (a PEC an e-mail, an office code 6 characters) with
// what is on record today as a hint — and a note. An error summary that links to each field and
// takes the focus; nothing typed is cleared by an error, the client's or the API's. Sent once per
// press (never retried), the button disabled meanwhile; the confirmation takes the focus.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  entryProps,
  errorsInOrder,
  TextArea,
  SubmissionForm,
  useSubmission,
} from '@/components/forms/index.ts';
import { Field, Input, Select } from '@/components/ui/index.ts';
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
  type CorrectionFormField,
  type CorrectionValues,
} from '../model/correction-form.ts';
import { CorrectionConfirmation } from './CorrectionConfirmation.tsx';

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
  const [filed, setFiled] = useState<RegistryCorrection | null>(null);
  const form = useSubmission({
    initial: EMPTY_CORRECTION,
    validate: validateCorrection,
    send: (values: CorrectionValues) =>
      requestRegistryCorrection(
        correctionInput({ ...values, field: values.field as RegistryCorrectionField }, utility),
      ),
    refusal: (error) =>
      error instanceof ApiError && error.code === 'BAD_USER_INPUT'
        ? errorOfReason(error.reason)
        : null,
    onSent: (result, { reset }) => {
      setFiled(result);
      reset();
      onFiled(result);
    },
  });
  const { values, update } = form;

  const chooseField = (value: string) => {
    const field = isCorrectionField(value) ? value : '';
    // A split payment is answered yes or no, not typed: text typed for another field does not
    // carry over into it, nor its yes or no into a typed field.
    const switchesKind = (field === 'SPLIT_PAYMENT') !== (values.field === 'SPLIT_PAYMENT');
    update({ ...values, field, requestedValue: switchesKind ? '' : values.requestedValue });
  };

  const errorOf = (field: CorrectionFormField) => {
    const error = form.errors.find((e) => e.field === field);
    if (!error) return undefined;
    const max = field === 'note' ? CORRECTION_LIMITS.note : CORRECTION_LIMITS.requestedValue;
    return t(`convention.registry.form.errors.${error.code}`, { max });
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
    <SubmissionForm
      id={id}
      form={form}
      heading={t('convention.registry.form.heading')}
      intro={<p>{t('convention.registry.form.intro')}</p>}
      errors={errorsInOrder(CORRECTION_FORM_FIELDS, errorOf, (field) => ids[field])}
      texts={{
        errorTitle: t('convention.registry.form.errorTitle'),
        failed: t('convention.registry.form.failed'),
        send: t('convention.registry.form.send'),
        sending: t('convention.registry.form.sending'),
      }}
      reason={(failure) =>
        failure instanceof ApiError && failure.code === 'UPSTREAM_UNAVAILABLE'
          ? t('convention.registry.form.unavailable')
          : failure instanceof ApiError && failure.code === 'BAD_USER_INPUT'
            ? t('convention.registry.form.refused')
            : undefined
      }
    >
      <Field id={ids.field} label={t('convention.registry.form.field')} error={errorOf('field')}>
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
            {...entryProps('code')}
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
    </SubmissionForm>
  );
}
