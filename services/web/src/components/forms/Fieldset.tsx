// A group of controls the GOV.UK way: a fieldset named by its legend, its hint and its error under
// the legend and describing the group, the red bar beside it while it is in error.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { FieldError } from './FieldError.tsx';
import { Hint, invalidBar } from './layout.ts';

const Set = styled.fieldset<{ $invalid: boolean; $gap: number; $legendGap: number }>`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap }) => theme.space($gap)};
  ${({ $invalid }) => $invalid && invalidBar}
  legend {
    padding: 0;
    margin-bottom: ${({ theme, $legendGap }) => theme.space($legendGap)};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

export interface FieldsetProps {
  /** The base of the hint's and the error's ids. */
  id: string;
  legend: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Space between the group's parts, in steps of the 4 px grid. */
  gap?: number;
  /** Space under the legend, in steps of the 4 px grid. */
  legendGap?: number;
  children: ReactNode;
}

export function Fieldset({
  id,
  legend,
  hint,
  error,
  gap = 2,
  legendGap = 1,
  children,
}: FieldsetProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <Set
      $invalid={Boolean(error)}
      $gap={gap}
      $legendGap={legendGap}
      aria-describedby={describedBy || undefined}
    >
      <legend>{legend}</legend>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && <FieldError id={errorId}>{error}</FieldError>}
      {children}
    </Set>
  );
}
