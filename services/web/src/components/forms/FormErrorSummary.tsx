// The error summary of a form (GOV.UK, conventions 21): one link per problem, in the form's order,
// each moving the focus to its field; it takes the focus itself after a try that found problems
// (useSummaryFocus), so a screen reader hears what to correct.
import type { Ref } from 'react';
import { useCallback, useEffect, useRef } from 'react';
import { ErrorSummary } from '../ui/index.ts';

export interface FormError {
  /** The field's id in the page (or of a group, whose first control takes the focus). */
  target: string;
  text: string;
  /** Where one field has two problems, what tells them apart. */
  key?: string;
}

/** Focuses a field: the control of that id, or the first control inside it (a group, a picker). */
export function focusField(id: string): void {
  const target = document.getElementById(id);
  const control = target?.matches('input, select, textarea, button')
    ? target
    : target?.querySelector<HTMLElement>('input, select, textarea');
  control?.focus();
}

export function FormErrorSummary({
  id,
  title,
  errors,
  ref,
}: {
  id: string;
  title: string;
  errors: readonly FormError[];
  ref: Ref<HTMLDivElement>;
}) {
  if (errors.length === 0) return null;
  return (
    <ErrorSummary
      ref={ref}
      id={id}
      title={title}
      items={errors.map((error) => ({
        key: error.key ?? error.target,
        target: error.target,
        text: error.text,
        onSelect: () => focusField(error.target),
      }))}
    />
  );
}

/**
 * The summary's focus: `request()` before setting the errors of a try, and the summary takes the
 * focus once they are drawn — only then, not while the customer corrects them. `attach` is the
 * summary's ref (a callback, so the form's state can travel with it).
 */
export function useSummaryFocus(errors: unknown, shown: boolean) {
  const node = useRef<HTMLDivElement | null>(null);
  const wanted = useRef(false);
  useEffect(() => {
    if (wanted.current && shown) node.current?.focus();
    wanted.current = false;
  }, [errors, shown]);
  const attach = useCallback((element: HTMLDivElement | null) => {
    node.current = element;
  }, []);
  const request = useCallback(() => {
    wanted.current = true;
  }, []);
  return { attach, request };
}

/** The fields' messages in the form's order, for the summary. */
export function errorsInOrder<F extends string>(
  fields: readonly F[],
  errorOf: (field: F) => string | undefined,
  targetOf: (field: F) => string,
): FormError[] {
  return fields.flatMap((field) => {
    const text = errorOf(field);
    return text ? [{ target: targetOf(field), text }] : [];
  });
}
