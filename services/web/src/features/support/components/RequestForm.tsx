// The written request form (conventions 21): the kind as the TIQV classifies it
// with its answer time, subject, message with its character count, an optional supply of the
// page's commodity, the invoice (required for a billing rectification) and the privacy
// acknowledgement (§7 customer-cases/privacy). Checked before sending, with an error summary that
// links to each field; nothing typed is cleared by an error. Sent once per press, the button
// disabled meanwhile; the confirmation takes the focus.
import type { Locale } from '@portal/shared/constants';
import type { Commodity } from '@portal/shared/routes';
import { SUPPORT_CASE_KIND_KEYS, SUPPORT_CASE_LIMITS, answerDaysOf } from '@portal/shared/support';
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
import { ApiError } from '@/lib/http.ts';
import { pathInLanguage } from '@/lib/locale.ts';
import { fileSupportCase, type FiledCase } from '../api/fileSupportCase.ts';
import {
  EMPTY_REQUEST,
  REQUEST_FIELDS,
  isSupportCaseKindKey,
  validateRequest,
  type RequestError,
  type RequestField,
  type RequestFormValues,
} from '../model/request-form.ts';
import { CaseConfirmation } from './CaseConfirmation.tsx';
import { Checkbox, TextArea } from './controls.tsx';

export interface SupplyOption {
  id: string;
  label: string;
}

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

const Count = styled.span`
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

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
  const [values, setValues] = useState<RequestFormValues>(EMPTY_REQUEST);
  const [errors, setErrors] = useState<RequestError[]>([]);
  const [checked, setChecked] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [filed, setFiled] = useState<FiledCase | null>(null);
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

  const set = <K extends keyof RequestFormValues>(key: K, value: RequestFormValues[K]) => {
    const next = { ...values, [key]: value };
    setValues(next);
    // Once the customer tried to send, the messages follow what they correct.
    if (checked) setErrors(validateRequest(next));
  };

  const errorOf = (field: RequestField) => {
    const error = errors.find((e) => e.field === field);
    if (!error) return undefined;
    const limits = field === 'subject' || field === 'message' ? LIMITS[field] : {};
    return t(`support.form.errors.${error.code}`, limits);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    const found = validateRequest(values);
    setChecked(true);
    focusSummary.current = true;
    setErrors(found);
    if (found.length > 0 || values.kind === '') return;
    inFlight.current = true;
    setSending(true);
    setFailure(null);
    try {
      const result = await fileSupportCase({
        kind: values.kind,
        subject: values.subject.trim(),
        message: values.message.trim(),
        privacyAcknowledged: values.privacyAcknowledged,
        ...(values.supplyId ? { supplyId: values.supplyId } : {}),
        ...(values.invoiceNumber.trim() ? { invoiceNumber: values.invoiceNumber.trim() } : {}),
        ...(registryId ? { registryId } : {}),
      });
      setFiled(result);
      setValues(EMPTY_REQUEST);
      setChecked(false);
      setErrors([]);
      onFiled(result);
    } catch (error) {
      setFailure(error);
    } finally {
      inFlight.current = false;
      setSending(false);
    }
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
    <Card aria-labelledby={`${id}-heading`}>
      <Stack $gap={3}>
        <h2 id={`${id}-heading`}>{t('support.form.heading')}</h2>
        <p>{t('support.form.intro')}</p>
        {registryName && <p>{t('support.form.registry', { name: registryName })}</p>}
        <Form noValidate aria-labelledby={`${id}-heading`} aria-busy={sending} onSubmit={submit}>
          {errors.length > 0 && (
            <ErrorSummary
              ref={summary}
              id={`${id}-summary`}
              title={t('support.form.errorTitle')}
              items={REQUEST_FIELDS.flatMap((field) => {
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
              <p>{t('support.form.failed')}</p>
              <p>
                {failure instanceof ApiError && failure.code === 'NOT_FOUND' ? (
                  t('support.form.notFound')
                ) : (
                  <ErrorMessage error={failure} />
                )}
              </p>
            </Alert>
          )}
          <Field
            id={ids.kind}
            label={t('support.form.kind')}
            hint={kindHint}
            error={errorOf('kind')}
          >
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
          <Field
            id={ids.subject}
            label={t('support.form.subject')}
            hint={t('support.form.subjectHint', LIMITS.subject)}
            error={errorOf('subject')}
          >
            <Input
              value={values.subject}
              autoComplete="off"
              onChange={(event) => set('subject', event.target.value)}
            />
          </Field>
          <Field
            id={ids.message}
            label={t('support.form.message')}
            hint={t('support.form.messageHint', LIMITS.message)}
            error={errorOf('message')}
            describedBy={countId}
          >
            <TextArea
              value={values.message}
              rows={8}
              onChange={(event) => set('message', event.target.value)}
            />
          </Field>
          <Count id={countId}>
            {t('support.form.messageCount', { count: messageLength, max: LIMITS.message.max })}
          </Count>
          <Field
            id={ids.supplyId}
            label={t('support.form.supply')}
            hint={t(`support.form.supplyHint.${commodity ?? 'any'}`)}
            optional
          >
            <Select
              value={values.supplyId}
              onChange={(event) => set('supplyId', event.target.value)}
            >
              <option value="">{t('support.form.supplyNone')}</option>
              {supplies.map((supply) => (
                <option key={supply.id} value={supply.id}>
                  {supply.label}
                </option>
              ))}
            </Select>
          </Field>
          <Field
            id={ids.invoiceNumber}
            label={t('support.form.invoice')}
            hint={t('support.form.invoiceHint')}
            error={errorOf('invoiceNumber')}
            optional={values.kind === '' || values.kind !== 'BILLING_RECTIFICATION'}
          >
            <Input
              value={values.invoiceNumber}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => set('invoiceNumber', event.target.value)}
            />
          </Field>
          <Checkbox
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
          <Actions>
            <Button type="submit" disabled={sending}>
              {t('support.form.send')}
            </Button>
            <span role="status" aria-live="polite">
              {sending ? t('support.form.sending') : ''}
            </span>
          </Actions>
        </Form>
      </Stack>
    </Card>
  );
}
