// The steps every supply change request goes through (conventions 21, GOV.UK "check answers"):
// the form, checked before anything is sent, with an error summary that links to each field;
// then the answers to check, with a way back that keeps everything typed, and the one button that
// sends (once per press, disabled meanwhile, never repeated by itself); then the confirmation with
// the request's number and state and what happens next. A refusal — a request of the kind already
// open, the service down — is said on the check step, translated, with the answers kept. Each step
// takes the focus on its heading, so a screen reader hears where it is.
import type { FormEvent, ReactNode } from 'react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CheckActions,
  errorsInOrder,
  FailureAlert,
  FormActions,
  FormErrorSummary,
  FormPanel,
  FormStack,
  useSteps,
  useSummaryFocus,
} from '@/components/forms/index.ts';
import { Button, FactList, LinkButton } from '@/components/ui/index.ts';
import type { SupplyChangeInput, SupplyChangeKind } from '@/graphql/generated/graphql.ts';
import { ApiError } from '@/lib/http.ts';
import { requestSupplyChange, type FiledRequest } from '../api/requestSupplyChange.ts';
import type { FieldError } from '../model/forms.ts';
import type { OperationContext } from './OperationScaffold.tsx';
import { RequestSummary } from './RequestSummary.tsx';

export interface Answer {
  label: string;
  value: ReactNode;
}

export interface RequestFlowProps<F extends string> {
  kind: SupplyChangeKind;
  /** The supply's operation page: its id, the way back to it and to the notifications. */
  operation: Pick<OperationContext, 'supplyId' | 'manageHref' | 'notificationsHref' | 'refresh'>;
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
  /**
   * Sends somewhere else instead of filing here (a card goes to the payment provider's page first):
   * the button stays busy while the browser leaves; a failure is said like a refusal.
   */
  leave?: () => Promise<void>;
}

type Step = 'edit' | 'check' | 'done';

export function RequestFlow<F extends string>({
  kind,
  operation,
  fields,
  ids,
  validate,
  input,
  children,
  answers,
  nextSteps,
  leave,
}: RequestFlowProps<F>) {
  const { supplyId, manageHref, notificationsHref, refresh: onFiled } = operation;
  const { t } = useTranslation();
  const id = useId();
  const { step, goTo, headingRef } = useSteps<Step>('edit');
  const [errors, setErrors] = useState<FieldError<F>[]>([]);
  const [checked, setChecked] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [filed, setFiled] = useState<FiledRequest | null>(null);
  const inFlight = useRef(false);
  const { attach: attachSummary, request: requestSummaryFocus } = useSummaryFocus(
    errors,
    errors.length > 0,
  );

  // Once the customer tried to go on, the messages follow what they correct.
  const current = checked ? validate() : errors;
  const errorOf = (field: F) => {
    const error = current.find((e) => e.field === field);
    return error ? t(`manageSupply.errors.${error.code}`) : undefined;
  };

  const proceed = (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setChecked(true);
    requestSummaryFocus();
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
      onFiled();
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
      <FormPanel heading={t('manageSupply.flow.doneHeading')} headingRef={headingRef}>
        <RequestSummary request={filed} />
        <div>{nextSteps}</div>
        <p>{t('manageSupply.flow.follow')}</p>
        <FormActions>
          <LinkButton to={notificationsHref}>{t('manageSupply.flow.notifications')}</LinkButton>
          <LinkButton to={manageHref} $variant="secondary">
            {t('manageSupply.flow.backToSupply')}
          </LinkButton>
        </FormActions>
      </FormPanel>
    );
  }

  if (step === 'check') {
    const pending =
      failure instanceof ApiError &&
      failure.code === 'CONFLICT' &&
      failure.reason === 'requestAlreadyPending';
    return (
      <FormPanel heading={t('manageSupply.flow.checkHeading')} headingRef={headingRef} gap={4}>
        {failure !== null && (
          <FailureAlert
            error={failure}
            title={t('manageSupply.flow.failed')}
            reason={
              pending
                ? t('manageSupply.flow.pending')
                : failure instanceof ApiError && failure.code === 'BAD_USER_INPUT'
                  ? t('manageSupply.flow.refused')
                  : undefined
            }
          />
        )}
        <FactList facts={answers()} strong />
        <div>{nextSteps}</div>
        <CheckActions
          confirm={t('manageSupply.flow.confirm')}
          change={t('manageSupply.flow.change')}
          sendingText={t('manageSupply.flow.sending')}
          sending={sending}
          onSend={() => void send()}
          onChange={() => goTo('edit')}
        />
      </FormPanel>
    );
  }

  const shown = errors.length > 0 ? current : [];
  return (
    <FormPanel
      heading={t('manageSupply.flow.formHeading')}
      headingId={`${id}-heading`}
      headingRef={headingRef}
    >
      <FormStack noValidate aria-labelledby={`${id}-heading`} onSubmit={proceed}>
        <FormErrorSummary
          ref={attachSummary}
          id={`${id}-summary`}
          title={t('manageSupply.flow.errorTitle')}
          errors={errorsInOrder(
            fields,
            (field) => (shown.some((e) => e.field === field) ? errorOf(field) : undefined),
            (field) => ids[field],
          )}
        />
        {children(errorOf)}
        <FormActions>
          <Button type="submit">{t('manageSupply.flow.continue')}</Button>
          <LinkButton to={manageHref} $variant="quiet">
            {t('manageSupply.flow.cancel')}
          </LinkButton>
        </FormActions>
      </FormStack>
    </FormPanel>
  );
}
