// The written request form (conventions 21): the kind as the TIQV classifies it
// with its answer time, subject, message with its character count, an optional supply of the
// page's commodity, the invoice (required for a billing rectification) and the privacy
// acknowledgement (§7 customer-cases/privacy). Checked before sending, with an error summary that
// links to each field; nothing typed is cleared by an error. Sent once per press, the button
// disabled meanwhile; the confirmation takes the focus.
import type { Locale } from '@portal/shared/constants';
import type { Commodity } from '@portal/shared/routes';
import {
  SUPPORT_CASE_KIND_KEYS,
  SUPPORT_CASE_LIMITS,
  answerDaysOf,
  type SupportCaseKind,
} from '@portal/shared/support';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CharacterCount,
  CheckboxField,
  errorsInOrder,
  SubmissionForm,
  TextArea,
  TextField,
  useSubmission,
} from '@/components/forms/index.ts';
import { Field, Name, nameSlot, NamedText, Select } from '@/components/ui/index.ts';
import { ApiError } from '@/lib/http.ts';
import { pathInLanguage } from '@/lib/locale.ts';
import { fileSupportCase, type FiledCase } from '../api/fileSupportCase.ts';
import {
  EMPTY_REQUEST,
  REQUEST_FIELDS,
  isSupportCaseKindKey,
  validateRequest,
  type RequestField,
  type RequestFormValues,
} from '../model/request-form.ts';
import { CaseConfirmation } from './CaseConfirmation.tsx';

export interface SupplyOption {
  id: string;
  label: string;
}

const LIMITS = {
  subject: SUPPORT_CASE_LIMITS.subject,
  message: SUPPORT_CASE_LIMITS.message,
} as const;

export function RequestForm({
  locale,
  commodity,
  registryId,
  registryName,
  supplies,
  onFiled,
}: {
  locale: Locale;
  /** The page's commodity; null for a household's page, whose supplies may be of either. */
  commodity: Commodity | null;
  registryId: string | null;
  registryName: string | null;
  supplies: readonly SupplyOption[];
  onFiled: (filed: FiledCase) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const ids: Record<RequestField | 'supplyId', string> = {
    kind: `${id}-kind`,
    subject: `${id}-subject`,
    message: `${id}-message`,
    supplyId: `${id}-supply`,
    invoiceNumber: `${id}-invoice`,
    privacyAcknowledged: `${id}-privacy`,
  };
  const [filed, setFiled] = useState<FiledCase | null>(null);
  const form = useSubmission({
    initial: EMPTY_REQUEST,
    validate: validateRequest,
    send: (values: RequestFormValues) =>
      fileSupportCase({
        kind: values.kind as SupportCaseKind,
        subject: values.subject.trim(),
        message: values.message.trim(),
        privacyAcknowledged: values.privacyAcknowledged,
        ...(values.supplyId ? { supplyId: values.supplyId } : {}),
        ...(values.invoiceNumber.trim() ? { invoiceNumber: values.invoiceNumber.trim() } : {}),
        ...(registryId ? { registryId } : {}),
      }),
    onSent: (result, { reset }) => {
      setFiled(result);
      reset();
      onFiled(result);
    },
  });
  const { values, set } = form;

  const errorOf = (field: RequestField) => {
    const error = form.errors.find((e) => e.field === field);
    if (!error) return undefined;
    const limits = field === 'subject' || field === 'message' ? LIMITS[field] : {};
    return t(`support.form.errors.${error.code}`, limits);
  };

  const another = () => {
    setFiled(null);
    requestAnimationFrame(() => document.getElementById(ids.kind)?.focus());
  };

  if (filed) return <CaseConfirmation filed={filed} onAnother={another} />;

  const kindHint =
    values.kind === ''
      ? undefined
      : t(`support.form.kindHint.${values.kind}`, { days: answerDaysOf(values.kind) });
  const messageLength = values.message.trim().length;
  const countId = `${id}-count`;
  const privacyHref = pathInLanguage('/legal/privacy', locale);

  return (
    <SubmissionForm
      id={id}
      form={form}
      heading={t('support.form.heading')}
      intro={
        <>
          <p>{t('support.form.intro')}</p>
          {registryName && (
            <p>
              <NamedText
                text={t('support.form.registry', { name: nameSlot() })}
                names={[<Name key="registry" value={registryName} />]}
              />
            </p>
          )}
        </>
      }
      errors={errorsInOrder(REQUEST_FIELDS, errorOf, (field) => ids[field])}
      texts={{
        errorTitle: t('support.form.errorTitle'),
        failed: t('support.form.failed'),
        send: t('support.form.send'),
        sending: t('support.form.sending'),
      }}
      reason={(failure) =>
        failure instanceof ApiError && failure.code === 'NOT_FOUND'
          ? t('support.form.notFound')
          : undefined
      }
    >
      <Field id={ids.kind} label={t('support.form.kind')} hint={kindHint} error={errorOf('kind')}>
        <Select
          value={values.kind}
          onChange={(event) =>
            set('kind', isSupportCaseKindKey(event.target.value) ? event.target.value : '')
          }
        >
          <option value="">{t('support.form.choose')}</option>
          {SUPPORT_CASE_KIND_KEYS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`support.form.kinds.${kind}`)}
            </option>
          ))}
        </Select>
      </Field>
      <TextField
        id={ids.subject}
        label={t('support.form.subject')}
        hint={t('support.form.subjectHint', LIMITS.subject)}
        error={errorOf('subject')}
        value={values.subject}
        autoComplete="off"
        onChange={(event) => set('subject', event.target.value)}
      />
      <Field
        id={ids.message}
        label={t('support.form.message')}
        hint={t('support.form.messageHint', LIMITS.message)}
        error={errorOf('message')}
        describedBy={countId}
      >
        <TextArea
          size="message"
          value={values.message}
          rows={8}
          onChange={(event) => set('message', event.target.value)}
        />
      </Field>
      <CharacterCount id={countId}>
        {t('support.form.messageCount', { count: messageLength, max: LIMITS.message.max })}
      </CharacterCount>
      <Field
        id={ids.supplyId}
        label={t('support.form.supply')}
        hint={t(`support.form.supplyHint.${commodity ?? 'any'}`)}
        optional
      >
        <Select value={values.supplyId} onChange={(event) => set('supplyId', event.target.value)}>
          <option value="">{t('support.form.supplyNone')}</option>
          {/* A supply's point, site and address: names, as upstream wrote them. */}
          {supplies.map((supply) => (
            <option key={supply.id} value={supply.id} translate="no" lang="it">
              {supply.label}
            </option>
          ))}
        </Select>
      </Field>
      <TextField
        id={ids.invoiceNumber}
        label={t('support.form.invoice')}
        hint={t('support.form.invoiceHint')}
        error={errorOf('invoiceNumber')}
        optional={values.kind === '' || values.kind !== 'BILLING_RECTIFICATION'}
        value={values.invoiceNumber}
        entry="code"
        onChange={(event) => set('invoiceNumber', event.target.value)}
      />
      <CheckboxField
        id={ids.privacyAcknowledged}
        checked={values.privacyAcknowledged}
        onChange={(event) => set('privacyAcknowledged', event.target.checked)}
        label={t('support.form.privacy')}
        error={errorOf('privacyAcknowledged')}
        after={
          <a href={privacyHref} target="_blank" rel="noopener">
            {t('support.form.privacyLink')}
          </a>
        }
      />
    </SubmissionForm>
  );
}
