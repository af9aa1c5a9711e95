// The steps every supply change request goes through (conventions 21, GOV.UK "check answers"):
// the form, checked before anything is sent, with an error summary that links to each field;
// then the answers to check, with a way back that keeps everything typed, and the one button that
// sends (once per press, disabled meanwhile, never repeated by itself); then the confirmation with
// the request's number and state and what happens next. A refusal — a request of the kind already
// open, the service down — is said on the check step, translated, with the answers kept. Each step
// takes the focus on its heading, so a screen reader hears where it is. The page keeps the values
// (its answers and its request are worded from them); each control is bound to its field here.
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AnswersCheck,
  AnswersForm,
  errorsInOrder,
  FailureAlert,
  FormActions,
  FormPanel,
  useCheckFlow,
} from '@/components/forms/index.ts';
import { FactList, LinkButton } from '@/components/ui/index.ts';
import { ApiError } from '@/lib/http.ts';
import { requestSupplyChange } from '../api/requestSupplyChange.ts';
import type { RequestForm } from '../model/forms.ts';
import type { OperationContext } from './OperationScaffold.tsx';
import { RequestSummary } from './RequestSummary.tsx';

export interface Answer {
  label: string;
  value: ReactNode;
}

/**
 * A control bound to its field: its id (the error summary links to it), its translated error, its
 * value and the change it makes to the form's values.
 */
export interface FieldBindings<F extends string, V extends Record<F, string>> {
  /** A text field, an input or a select of any text: the change is the value its event carries. */
  text: (field: F) => {
    id: string;
    error: string | undefined;
    value: string;
    onChange: (event: { target: { value: string } }) => void;
  };
  /** A group of radios, named by its field: the change is the value chosen. */
  choice: <K extends F>(
    field: K,
  ) => {
    id: string;
    name: string;
    error: string | undefined;
    value: V[K];
    onChange: (value: V[K]) => void;
  };
}

export interface RequestFlowProps<F extends string, V extends Record<F, string>> {
  /** The form: its operation, fields, checks and the request it files. */
  form: RequestForm<F, V>;
  /** The supply's operation page: its data, the way back to it and to the notifications. */
  operation: OperationContext;
  /** What is typed and chosen, kept by the page (it words the answers from it). */
  values: V;
  onChange: (values: V) => void;
  /** The form's controls, each bound to its field. */
  children: (fields: FieldBindings<F, V>) => ReactNode;
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

export function RequestFlow<F extends string, V extends Record<F, string>>({
  form,
  operation,
  values,
  onChange,
  children,
  answers,
  nextSteps,
  leave,
}: RequestFlowProps<F, V>) {
  const { data, supplyId, manageHref, notificationsHref, refresh: onFiled } = operation;
  const { t } = useTranslation();
  const id = useId();
  const flow = useCheckFlow({
    validate: () => form.errors(values, data),
    send: leave
      ? async () => {
          await leave();
          return null;
        }
      : () => requestSupplyChange(supplyId, form.kind, form.input(values)),
    onSent: onFiled,
    leaves: Boolean(leave),
  });
  const { current, failure } = flow;

  const errorOf = (field: F) => {
    const error = current.find((e) => e.field === field);
    return error ? t(`manageSupply.errors.${error.code}`) : undefined;
  };
  const fieldId = (field: F) => `${id}-${field}`;
  const change = <K extends F>(field: K, value: V[K]) => {
    const next = { ...values };
    next[field] = value;
    onChange(next);
  };
  const bindings: FieldBindings<F, V> = {
    text: (field) => ({
      id: fieldId(field),
      error: errorOf(field),
      value: values[field],
      onChange: (event) => change(field, event.target.value as V[F]),
    }),
    choice: (field) => ({
      id: fieldId(field),
      name: fieldId(field),
      error: errorOf(field),
      value: values[field],
      onChange: (value) => change(field, value),
    }),
  };

  if (flow.result) {
    return (
      <FormPanel heading={t('manageSupply.flow.doneHeading')} headingRef={flow.headingRef}>
        <RequestSummary request={flow.result} />
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

  if (flow.step === 'check') {
    const pending =
      failure instanceof ApiError &&
      failure.code === 'CONFLICT' &&
      failure.reason === 'requestAlreadyPending';
    return (
      <AnswersCheck
        flow={flow}
        heading={t('manageSupply.flow.checkHeading')}
        failure={
          failure !== null && (
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
          )
        }
        texts={{
          confirm: t('manageSupply.flow.confirm'),
          change: t('manageSupply.flow.change'),
          sending: t('manageSupply.flow.sending'),
        }}
      >
        <FactList facts={answers()} strong />
        <div>{nextSteps}</div>
      </AnswersCheck>
    );
  }

  return (
    <AnswersForm
      id={id}
      flow={flow}
      heading={t('manageSupply.flow.formHeading')}
      errorTitle={t('manageSupply.flow.errorTitle')}
      errors={errorsInOrder(
        form.fields,
        (field) => (flow.summarised.some((e) => e.field === field) ? errorOf(field) : undefined),
        fieldId,
      )}
      next={t('manageSupply.flow.continue')}
      cancel={{ to: manageHref, label: t('manageSupply.flow.cancel') }}
    >
      {children(bindings)}
    </AnswersForm>
  );
}
