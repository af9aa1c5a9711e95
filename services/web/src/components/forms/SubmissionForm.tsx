// The two shapes of a form that sends once, around its fields (useSubmission holds its life):
// a form in its own card — heading, intro, the error summary, the failure of a send, the fields,
// the button with "sending…" — and a settings form that saves in place, whose button says
// "saving…" and whose status says "saved", its failure under the button.
import type { ReactNode } from 'react';
import { Stack } from '../ui/index.ts';
import { FailureAlert } from './FailureAlert.tsx';
import { FormErrorSummary, type FormError } from './FormErrorSummary.tsx';
import { FormPanel } from './FormPanel.tsx';
import { FormStack } from './layout.ts';
import { SubmitActions } from './SubmitActions.tsx';
import type { useSubmission } from './useSubmission.ts';

type Submission = Pick<ReturnType<typeof useSubmission>, 'submit' | 'sending' | 'failure' | 'sent'>;

export function SubmissionForm({
  id,
  form: { attachSummary, submit, sending, failure },
  heading,
  intro,
  errors,
  texts,
  reason,
  children,
}: {
  /** The base of the form's ids (the heading names the card and the form). */
  id: string;
  /** useSubmission's, or a form's own life with the same parts (the self-reading's). */
  form: Omit<Submission, 'sent'> & Pick<ReturnType<typeof useSubmission>, 'attachSummary'>;
  heading: ReactNode;
  /** What comes before the form in the card (its purpose, whom it is for). */
  intro?: ReactNode;
  /** The problems of the last try, in the form's order. */
  errors: readonly FormError[];
  texts: { errorTitle: string; failed: ReactNode; send: ReactNode; sending: ReactNode };
  /** The form's own words for a failure it knows; absent: the API's error in words. */
  reason?: (failure: unknown) => ReactNode;
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <FormPanel heading={heading} headingId={headingId}>
      {intro}
      <FormStack noValidate aria-labelledby={headingId} aria-busy={sending} onSubmit={submit}>
        <FormErrorSummary
          ref={attachSummary}
          id={`${id}-summary`}
          title={texts.errorTitle}
          errors={errors}
        />
        {failure !== null && (
          <FailureAlert
            error={failure}
            title={texts.failed}
            reason={reason?.(failure) ?? undefined}
          />
        )}
        {children}
        <SubmitActions label={texts.send} busy={sending} status={sending ? texts.sending : ''} />
      </FormStack>
    </FormPanel>
  );
}

export function SettingsForm({
  form: { submit, sending, sent, failure },
  texts,
  describedBy,
  children,
}: {
  form: Submission;
  texts: { save: ReactNode; saving: ReactNode; saved: ReactNode; failed: ReactNode };
  /** The id of the text that says what the form is for. */
  describedBy?: string;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={submit} aria-describedby={describedBy}>
      <Stack>
        {children}
        <SubmitActions
          label={texts.save}
          busyLabel={texts.saving}
          busy={sending}
          hold="aria"
          live={false}
          status={sent ? texts.saved : ''}
        />
        {failure !== null && <FailureAlert error={failure} title={texts.failed} focus={false} />}
      </Stack>
    </form>
  );
}
