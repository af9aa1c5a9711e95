// The life of a form that sends once (conventions 21, GOV.UK): checked before anything is sent,
// its problems listed in a summary that takes the focus; once the customer tried, the messages
// follow what they correct; sent once per press (a second press meanwhile does nothing, and
// nothing is repeated on its own); a refusal that names a field goes back on that field, any other
// failure is said above the form, and nothing typed is ever cleared by either. A submission has one
// Idempotency-Key (lib/submission-key.ts): a retry of the same values after a failure is sent under
// it again, so the BFF never files it twice; what is sent after a success or a refusal is new.
import type { FormEvent } from 'react';
import { useRef, useState } from 'react';
import { newSubmissionKey, sendingAs } from '../../lib/submission-key.ts';
import { useSummaryFocus } from './FormErrorSummary.tsx';

export interface SubmissionOptions<V, E, R> {
  initial: V | (() => V);
  /** The problems of the values, in the form's order; none: they can be sent. */
  validate: (values: V) => E[];
  send: (values: V) => Promise<R>;
  /** A refusal of the API that names a field, as that field's problem; null: a failure. */
  refusal?: (error: unknown) => E | null;
  /** After a try, the messages follow each change (the default), or wait for the next try. */
  live?: boolean;
  /** The form says it was sent when it appears (a save that reloaded the page in another language). */
  sent?: boolean;
  /** What is done with the answer; `reset` empties the form for another (a request filed). */
  onSent?: (result: R, sent: { values: V; reset: () => void }) => unknown;
}

export function useSubmission<V, E, R>({
  initial,
  validate,
  send,
  refusal,
  live = true,
  sent: sentAtFirst = false,
  onSent,
}: SubmissionOptions<V, E, R>) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<E[]>([]);
  const [checked, setChecked] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [sent, setSent] = useState(sentAtFirst);
  const inFlight = useRef(false);
  /** The submission being sent or last failed: its values and its key. */
  const submission = useRef<{ values: V; key: string } | null>(null);
  const summary = useSummaryFocus(errors, errors.length > 0);

  const update = (next: V) => {
    setValues(next);
    if (live && checked) setErrors(validate(next));
  };
  const set = <K extends keyof V>(key: K, value: V[K]) => update({ ...values, [key]: value });

  const reset = () => {
    setValues(typeof initial === 'function' ? (initial as () => V)() : initial);
    setChecked(false);
    setErrors([]);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    const found = validate(values);
    setChecked(true);
    summary.request();
    setErrors(found);
    setFailure(null);
    setSent(false);
    if (found.length > 0) return;
    inFlight.current = true;
    setSending(true);
    if (submission.current?.values !== values)
      submission.current = { values, key: newSubmissionKey() };
    const { key } = submission.current;
    try {
      const result = await sendingAs(key, () => send(values));
      submission.current = null;
      // Said at once; what follows (a refresh of the page's data) may take its time.
      setSent(true);
      await onSent?.(result, { values, reset });
    } catch (error) {
      setSent(false);
      const refused = refusal?.(error) ?? null;
      if (refused) {
        submission.current = null;
        summary.request();
        setErrors([refused]);
      } else {
        setFailure(error);
      }
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  return {
    values,
    set,
    update,
    errors,
    sending,
    failure,
    /** The last send went through (a save says so until the next try). */
    sent,
    submit: (event: FormEvent) => void submit(event),
    /** The error summary's ref. */
    attachSummary: summary.attach,
  };
}
