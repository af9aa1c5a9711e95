// A checkbox, a radio or a switch with its label beside it (GOV.UK): the whole label a 44 px
// target, the control 24 px, an optional hint under the label, level with its text and outside
// the label, read as the control's description. A switch is a checkbox whose state is read out as
// on/off (role=switch).
import type { ComponentProps, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { focusRing } from '../../theme.ts';
import { Hint } from './layout.ts';

const Label = styled.label<{ $wrap: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  min-height: ${({ theme }) => theme.touchTarget};
  padding-top: ${({ theme }) => theme.space(2)};
  cursor: pointer;
  ${({ $wrap }) =>
    $wrap &&
    css`
      min-width: 0;
      overflow-wrap: anywhere;
    `}
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

const Strong = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

/** Under the label, level with its text (past the control and the gap). */
const ChoiceHint = styled(Hint)<{ $tight: boolean }>`
  display: block;
  padding-left: calc(${({ theme }) => theme.space(6)} + ${({ theme }) => theme.space(3)});
  ${({ $tight, theme }) =>
    $tight &&
    css`
      margin-top: calc(-1 * ${theme.space(1)});
    `}
`;

export type ChoiceProps = Omit<ComponentProps<'input'>, 'type' | 'children'> & {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  type?: 'checkbox' | 'radio' | 'switch';
  /** The label in the semibold weight (a setting rather than an answer). */
  strong?: boolean;
  /** A long label (a supply's address) breaks anywhere rather than push the page sideways. */
  wrap?: boolean;
  /** The hint close under the label (the radios of a question). */
  tightHint?: boolean;
};

export function Choice({
  id,
  label,
  hint,
  type = 'checkbox',
  strong = false,
  wrap = false,
  tightHint = false,
  ...input
}: ChoiceProps) {
  const hintId = `${id}-hint`;
  const control = (
    <Label htmlFor={id} $wrap={wrap}>
      <input
        {...(hint ? { 'aria-describedby': hintId } : {})}
        {...input}
        id={id}
        type={type === 'radio' ? 'radio' : 'checkbox'}
        {...(type === 'switch' ? { role: 'switch' } : {})}
      />
      {strong ? <Strong>{label}</Strong> : <span>{label}</span>}
    </Label>
  );
  if (!hint) return control;
  return (
    <div>
      {control}
      <ChoiceHint id={hintId} $tight={tightHint}>
        {hint}
      </ChoiceHint>
    </div>
  );
}
