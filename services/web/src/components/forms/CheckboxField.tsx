// A checkbox that is a question of its own (an acknowledgement): its error above it, named by
// the error and marked invalid while it is set, the red bar beside it, and what follows it (a link
// to the text acknowledged) as tall as a touch target.
import type { ComponentProps, ReactNode } from 'react';
import styled from 'styled-components';
import { Choice } from './Choice.tsx';
import { FieldError } from './FieldError.tsx';
import { invalidBar } from './layout.ts';

const Group = styled.div<{ $invalid: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  ${({ $invalid }) => $invalid && invalidBar}
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
  }
`;

export function CheckboxField({
  id,
  label,
  error,
  after,
  ...input
}: Omit<ComponentProps<'input'>, 'type' | 'children'> & {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  after?: ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <Group $invalid={Boolean(error)}>
      {error && <FieldError id={errorId}>{error}</FieldError>}
      <Choice
        {...input}
        id={id}
        label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {after}
    </Group>
  );
}
