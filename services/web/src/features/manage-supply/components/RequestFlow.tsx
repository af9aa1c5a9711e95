// The steps every supply change request goes through (conventions 21, GOV.UK "check answers"):
// the form, checked before anything is sent, with an error summary that links to each field;
// then the answers to check, with a way back that keeps everything typed, and the one button that
// sends (once per press, disabled meanwhile, never repeated by itself); then the confirmation with
// the request's number and state and what happens next. A refusal — a request of the kind already
// open, the service down — is said on the check step, translated, with the answers kept. Each step
// takes the focus on its heading, so a screen reader hears where it is.
import type { FormEvent, ReactNode } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Alert,
  Button,
  Card,
  ErrorMessage,
  ErrorSummary,
  FactList,
  LinkButton,
  Stack,
} from '@/components/ui/index.ts';
import type { SupplyChangeInput, SupplyChangeKind } from '@/graphql/generated/graphql.ts';
import { ApiError } from '@/lib/http.ts';
import { requestSupplyChange, type FiledRequest } from '../api/requestSupplyChange.ts';
import type { FieldError } from '../model/forms.ts';
import { RequestSummary } from './RequestSummary.tsx';

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

const Heading = styled.h2`
  &:focus {
    outline: none;
  }
`;

export interface Answer {
  label: string;
  value: ReactNode;
}

export interface RequestFlowProps<F extends string> {
  kind: SupplyChangeKind;
  supplyId: string;
  /** The form's fields in page order (the error summary lists problems in it), with their ids. */
  fields: readonly F[];
  ids: Record<F, string>;
  validate: () => FieldError<F>[];
  input: () => SupplyChangeInput;
  /** The form's controls, given each field's translated error. */
  children: (errorOf: (field: F) => string | undefined) => ReactNode;
  /** The answers to check before sending. */
  answers: () => readonly Answer[];
  /** What happens once the request is sent (shown before confirming and after). */
  nextSteps: ReactNode;
  manageHref: string;
  notificationsHref: string;
  onFiled: (filed: FiledRequest) => void;
  /**
   * Sends somewhere else instead of filing here (a card goes to the payment provider's page first):
   * the button stays busy while the browser leaves; a failure is said like a refusal.
   */
  leave?: () => Promise<void>;
}

type Step = 'edit' | 'check' | 'done';

export function RequestFlow<F extends string>({
  kind,
  supplyId,
  fields,
  ids,
  validate,
  input,
  children,
  answers,
  nextSteps,
  manageHref,
  notificationsHref,
  onFiled,
  leave,
}: RequestFlowProps<F>) {
  const { t } = useTranslation();
  const id = useId();
  const [step, setStep] = useState<Step>('edit');
  const [errors, setErrors] = useState<FieldError<F>[]>([]);
  const [checked, setChecked] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [filed, setFiled] = useState<FiledRequest | null>(null);
  const inFlight = useRef(false);
  const summary = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const focusSummary = useRef(false);
  const focusHeading = useRef(false);

  useEffect(() => {
    if (focusSummary.current && errors.length > 0) summary.current?.focus();
    focusSummary.current = false;
  }, [errors]);
  useEffect(() => {
    if (focusHeading.current) heading.current?.focus();
    focusHeading.current = false;
  }, [step]);
  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  // Once the customer tried to go on, the messages follow what they correct.
  const current = checked ? validate() : errors;
  const errorOf = (field: F) => {
    const error = current.find((e) => e.field === field);
    return error ? t(`manageSupply.errors.${error.code}`) : undefined;
  };

  const goTo = (next: Step) => {
    focusHeading.current = true;
    setStep(next);
  };

  const proceed = (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setChecked(true);
    focusSummary.current = true;
    setErrors(found);
    if (found.length === 0) {
      setFailure(null);
      goTo('check');
    }
  };

  const send = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    setFailure(null);
    if (leave) {
      try {
        await leave();
      } catch (error) {
        setFailure(error);
        inFlight.current = false;
        setSending(false);
      }
      return;
    }
    try {
      const result = await requestSupplyChange(supplyId, kind, input());
      setFiled(result);
      onFiled(result);
      goTo('done');
    } catch (error) {
      setFailure(error);
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  if (step === 'done' && filed) {
    return (
      <Card aria-labelledby={`${id}-heading`}>
        <Stack $gap={3}>
          <Heading id={`${id}-heading`} ref={heading} tabIndex={-1}>
            {t('manageSupply.flow.doneHeading')}
          </Heading>
          <RequestSummary request={filed} />
          <div>{nextSteps}</div>
          <p>{t('manageSupply.flow.follow')}</p>
          <Actions>
            <LinkButton to={notificationsHref}>{t('manageSupply.flow.notifications')}</LinkButton>
            <LinkButton to={manageHref} $variant="secondary">
              {t('manageSupply.flow.backToSupply')}
            </LinkButton>
          </Actions>
        </Stack>
      </Card>
    );
  }

  if (step === 'check') {
    const pending =
      failure instanceof ApiError &&
      failure.code === 'CONFLICT' &&
      failure.reason === 'requestAlreadyPending';
    return (
      <Card aria-labelledby={`${id}-heading`}>
        <Stack $gap={4}>
          <Heading id={`${id}-heading`} ref={heading} tabIndex={-1}>
            {t('manageSupply.flow.checkHeading')}
          </Heading>
          {failure !== null && (
            <Alert role="alert" tabIndex={-1} ref={failureRef}>
              <p>{t('manageSupply.flow.failed')}</p>
              <p>
                {pending ? (
                  t('manageSupply.flow.pending')
                ) : failure instanceof ApiError && failure.code === 'BAD_USER_INPUT' ? (
                  t('manageSupply.flow.refused')
                ) : (
                  <ErrorMessage error={failure} />
                )}
              </p>
            </Alert>
          )}
          <FactList facts={answers()} strong />
          <div>{nextSteps}</div>
          <Actions>
            <Button type="button" onClick={send} disabled={sending}>
              {t('manageSupply.flow.confirm')}
            </Button>
            <Button
              type="button"
              $variant="secondary"
              disabled={sending}
              onClick={() => goTo('edit')}
            >
              {t('manageSupply.flow.change')}
            </Button>
            <span role="status" aria-live="polite">
              {sending ? t('manageSupply.flow.sending') : ''}
            </span>
          </Actions>
        </Stack>
      </Card>
    );
  }

  const shown = errors.length > 0 ? current : [];
  return (
    <Card aria-labelledby={`${id}-heading`}>
      <Stack $gap={3}>
        <Heading id={`${id}-heading`} ref={heading} tabIndex={-1}>
          {t('manageSupply.flow.formHeading')}
        </Heading>
        <Form noValidate aria-labelledby={`${id}-heading`} onSubmit={proceed}>
          {shown.length > 0 && (
            <ErrorSummary
              ref={summary}
              id={`${id}-summary`}
              title={t('manageSupply.flow.errorTitle')}
              items={fields.flatMap((field) => {
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
          {children(errorOf)}
          <Actions>
            <Button type="submit">{t('manageSupply.flow.continue')}</Button>
            <LinkButton to={manageHref} $variant="quiet">
              {t('manageSupply.flow.cancel')}
            </LinkButton>
          </Actions>
        </Form>
      </Stack>
    </Card>
  );
}
