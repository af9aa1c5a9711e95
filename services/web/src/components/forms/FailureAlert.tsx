// What went wrong with a send the form could not help: what was not done, then why — a known
// refusal in the form's words, else the API's error in words — focused when it appears or
// changes, so keyboard and screen reader users land on it. Nothing typed is cleared.
import type { ReactNode } from 'react';
import { useEffect, useRef } from 'react';
import { Alert, ErrorMessage } from '../ui/index.ts';

export function FailureAlert({
  error,
  title,
  reason,
  focus = true,
}: {
  error: unknown;
  /** What was not done ("La richiesta non è stata inviata."); absent: the reason alone. */
  title?: ReactNode;
  /** The form's own words for a refusal it knows; absent: the API's error in words. */
  reason?: ReactNode;
  /** Take the focus (a form whose status line already says it may not). */
  focus?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [error, focus]);
  const why = reason ?? <ErrorMessage error={error} />;
  return (
    <Alert role="alert" {...(focus ? { tabIndex: -1, ref } : {})}>
      {title ? (
        <>
          <p>{title}</p>
          <p>{why}</p>
        </>
      ) : (
        <p>{why}</p>
      )}
    </Alert>
  );
}
