// A switch (a checkbox with role=switch: its state is read out as on/off) and a radio, each a
// 44 px target with its label beside it and an optional hint under the label (conventions 21).
import type { ComponentProps, ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing } from '@/theme.ts';

const Label = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  min-height: ${({ theme }) => theme.touchTarget};
  padding-top: ${({ theme }) => theme.space(2)};
  cursor: pointer;
  input {
    flex: none;
    width: ${({ theme }) => theme.space(6)};
    height: ${({ theme }) => theme.space(6)};
    margin: 0;
    accent-color: ${({ theme }) => theme.color.primary};
    &:focus-visible {
      ${focusRing}
    }
  }
`;

const Text = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

/** Under the label, level with its text (past the control and the gap). */
const Hint = styled.span`
  display: block;
  padding-left: calc(${({ theme }) => theme.space(6)} + ${({ theme }) => theme.space(3)});
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

type ChoiceProps = Omit<ComponentProps<'input'>, 'type'> & {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
};

function Choice({ id, label, hint, type, ...input }: ChoiceProps & { type: 'checkbox' | 'radio' }) {
  const hintId = `${id}-hint`;
  return (
    <div>
      <Label htmlFor={id}>
        <input
          {...input}
          id={id}
          type={type}
          {...(type === 'checkbox' ? { role: 'switch' } : {})}
          aria-describedby={hint ? hintId : undefined}
        />
        <Text>{label}</Text>
      </Label>
      {hint && <Hint id={hintId}>{hint}</Hint>}
    </div>
  );
}

export function Switch(props: ChoiceProps) {
  return <Choice {...props} type="checkbox" />;
}

export function Radio(props: ChoiceProps) {
  return <Choice {...props} type="radio" />;
}
