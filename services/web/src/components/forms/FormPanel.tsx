// A form's card, or one step of it (the form, the answers to check, the confirmation): a card
// named by its heading, its parts one under the other. A step that opens takes the focus on its
// heading (useSteps), and so does a confirmation when it appears (`focusOnMount`), so a screen
// reader hears where it is; the heading shows no focus ring, being no control.
import type { ReactNode, Ref } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, Card, Stack } from '../ui/index.ts';

const Heading = styled.h2`
  &:focus {
    outline: none;
  }
`;

export function FormPanel({
  heading,
  headingId,
  headingRef,
  focusOnMount = false,
  gap = 3,
  state,
  children,
}: {
  heading: ReactNode;
  /** The heading's id, where the form inside is named by it too; generated when not given. */
  headingId?: string;
  /** The heading a step flow focuses when the step opens (useSteps). */
  headingRef?: Ref<HTMLHeadingElement>;
  /** Focus the heading when the panel appears (a confirmation). */
  focusOnMount?: boolean;
  /** Space between the parts, in steps of the 4 px grid. */
  gap?: number;
  /** The panel's data-state (tests and styles tell a confirmation by it). */
  state?: string;
  children: ReactNode;
}) {
  const generated = useId();
  const id = headingId ?? generated;
  const own = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) own.current?.focus();
  }, [focusOnMount]);
  const focusable = focusOnMount || headingRef !== undefined;
  return (
    <Card aria-labelledby={id} {...(state ? { 'data-state': state } : {})}>
      <Stack $gap={gap}>
        <Heading
          id={id}
          {...(focusable ? { tabIndex: -1, ref: focusOnMount ? own : headingRef } : {})}
        >
          {heading}
        </Heading>
        {children}
      </Stack>
    </Card>
  );
}

/**
 * The steps of a form (edit, check, done): `goTo` opens a step and focuses its heading once it is
 * drawn; `show` opens one without moving the focus (back on the form with the API's refusal, whose
 * summary takes it).
 */
export function useSteps<S>(first: S) {
  const [step, setStep] = useState<S>(first);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const wanted = useRef(false);
  useEffect(() => {
    if (wanted.current) headingRef.current?.focus();
    wanted.current = false;
  }, [step]);
  return {
    step,
    headingRef,
    goTo: (next: S) => {
      wanted.current = true;
      setStep(next);
    },
    show: setStep,
  };
}

/**
 * What a form's send did (a request filed, a correction asked for): its heading takes the focus,
 * the text says it in a status, then its facts and, where the form can be used again, the way back
 * to it.
 */
export function ConfirmationPanel({
  heading,
  text,
  again,
  children,
}: {
  heading: ReactNode;
  text: ReactNode;
  /** The button that opens the form again, empty. */
  again?: { label: ReactNode; onClick: () => void };
  children?: ReactNode;
}) {
  return (
    <FormPanel heading={heading} focusOnMount state="filed">
      <p role="status">{text}</p>
      {children}
      {again && (
        <div>
          <Button $variant="secondary" onClick={again.onClick}>
            {again.label}
          </Button>
        </div>
      )}
    </FormPanel>
  );
}
