// A form whose answers are checked before they are sent (conventions 21, GOV.UK "check answers"):
// the form, checked before going on, with an error summary that links to each field; the answers
// to check, with a way back that keeps everything typed and the one button that sends (once per
// press, disabled meanwhile, never repeated by itself); then what was sent. Once the customer tried
// to go on, the messages follow what they correct. A refusal of the API that names a field goes
// back on the form, on that field and in the summary, until the next try; any other failure is
// said on the check step. Each step takes the focus on its heading.
import type { FormEvent, ReactNode, Ref } from 'react';
import { useRef, useState } from 'react';
import { Button, LinkButton } from '../ui/index.ts';
import { FormErrorSummary, useSummaryFocus, type FormError } from './FormErrorSummary.tsx';
import { FormPanel, useSteps } from './FormPanel.tsx';
import { FormActions, FormStack } from './layout.ts';
import { CheckActions } from './SubmitActions.tsx';

export type CheckStep = 'edit' | 'check' | 'done';

export interface CheckFlowOptions<E extends { field: string }, R> {
  /** The problems of the answers as they are now, in the form's order; none: they can be checked. */
  validate: () => E[];
  send: () => Promise<R>;
  /** A refusal of the API that names a field, as that field's problem; null: a failure. */
  refusal?: (error: unknown) => E | null;
  /** What is done with the answer before the last step opens (a refresh, a draft dropped). */
  onSent?: (result: R) => void;
  /** The send takes the browser elsewhere: once it went through, the button stays busy. */
  leaves?: boolean;
}

export function useCheckFlow<E extends { field: string }, R>({
  validate,
  send,
  refusal,
  onSent,
  leaves = false,
}: CheckFlowOptions<E, R>) {
  const { step, goTo, show, headingRef } = useSteps<CheckStep>('edit');
  const [errors, setErrors] = useState<E[]>([]);
  const [refused, setRefused] = useState<E[]>([]);
  const [checked, setChecked] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [result, setResult] = useState<{ value: R } | null>(null);
  const inFlight = useRef(false);
  const summary = useSummaryFocus(errors, errors.length > 0);

  const found = checked ? validate() : errors;
  const current = checked
    ? [...found, ...refused.filter((r) => !found.some((e) => e.field === r.field))]
    : errors;

  const proceed = (event: FormEvent) => {
    event.preventDefault();
    const problems = validate();
    setChecked(true);
    setRefused([]);
    summary.request();
    setErrors(problems);
    if (problems.length === 0) {
      setFailure(null);
      goTo('check');
    }
  };

  const confirm = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    setFailure(null);
    let settled = true;
    try {
      const value = await send();
      if (leaves) {
        settled = false;
        return;
      }
      setResult({ value });
      onSent?.(value);
      goTo('done');
    } catch (error) {
      const problem = refusal?.(error) ?? null;
      if (problem) {
        // Back on the form, the refusal on its field and in the summary, everything kept.
        setRefused([problem]);
        setErrors([problem]);
        setChecked(true);
        summary.request();
        show('edit');
      } else setFailure(error);
    } finally {
      if (settled) {
        inFlight.current = false;
        setSending(false);
      }
    }
  };

  return {
    step,
    headingRef,
    /** The problems to say on the fields: the last try's, then as the customer corrects them. */
    current,
    /** The problems the summary lists: none until a try found some. */
    summarised: errors.length > 0 ? current : [],
    sending,
    failure,
    /** What the send answered, once the last step is open. */
    result: step === 'done' && result ? result.value : null,
    proceed,
    confirm: () => void confirm(),
    /** Back to the answers, as they are. */
    change: () => goTo('edit'),
    /** The form again for another (the caller empties its answers). */
    again: () => {
      setChecked(false);
      setErrors([]);
      setRefused([]);
      setResult(null);
      goTo('edit');
    },
    attachSummary: summary.attach,
  };
}

type CheckFlow = ReturnType<typeof useCheckFlow>;

/** The first step: the form, its summary, the button that goes on and the way out. */
export function AnswersForm({
  id,
  flow: { proceed, attachSummary, headingRef },
  heading,
  errorTitle,
  errors,
  next,
  cancel,
  gap,
  fieldGap,
  children,
}: {
  /** The base of the form's ids (the heading names the card and the form). */
  id: string;
  flow: Pick<CheckFlow, 'proceed' | 'attachSummary' | 'headingRef'>;
  heading: ReactNode;
  errorTitle: string;
  /** The summary's problems, in the form's order. */
  errors: readonly FormError[];
  next: ReactNode;
  cancel: { to: string; label: ReactNode };
  /** Space between the card's parts, in steps of the 4 px grid. */
  gap?: number;
  /** Space between the form's parts, in steps of the 4 px grid. */
  fieldGap?: number;
  children: ReactNode;
}) {
  return (
    <FormPanel
      heading={heading}
      headingId={`${id}-heading`}
      headingRef={headingRef}
      {...(gap === undefined ? {} : { gap })}
    >
      <FormStack
        {...(fieldGap === undefined ? {} : { $gap: fieldGap })}
        noValidate
        aria-labelledby={`${id}-heading`}
        onSubmit={proceed}
      >
        <FormErrorSummary
          ref={attachSummary}
          id={`${id}-summary`}
          title={errorTitle}
          errors={errors}
        />
        {children}
        <FormActions>
          <Button type="submit">{next}</Button>
          <LinkButton to={cancel.to} $variant="quiet">
            {cancel.label}
          </LinkButton>
        </FormActions>
      </FormStack>
    </FormPanel>
  );
}

/** The second step: what went wrong with the last send, the answers, and the send or the way back. */
export function AnswersCheck({
  flow: { sending, confirm, change, headingRef },
  heading,
  failure,
  texts,
  children,
}: {
  flow: Pick<CheckFlow, 'sending' | 'confirm' | 'change'> & {
    headingRef: Ref<HTMLHeadingElement>;
  };
  heading: ReactNode;
  /** The failure of the last send, in the form's words. */
  failure?: ReactNode;
  texts: { confirm: ReactNode; change: ReactNode; sending: ReactNode };
  children: ReactNode;
}) {
  return (
    <FormPanel heading={heading} headingRef={headingRef} gap={4}>
      {failure}
      {children}
      <CheckActions
        confirm={texts.confirm}
        change={texts.change}
        sendingText={texts.sending}
        sending={sending}
        onSend={confirm}
        onChange={change}
      />
    </FormPanel>
  );
}
