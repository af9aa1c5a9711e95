// A form field the GOV.UK way (conventions 21): the label above, the hint under
// the label, the error message under the hint (prefixed "Errore:" for screen readers), then the
// control, which keeps what was typed. The control inside (Input, Select) takes its id,
// aria-describedby and aria-invalid from the field, so the three are never wired by hand.
import type { ComponentProps, ReactNode } from 'react';
import { createContext, useContext, useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { focusRing } from '../../theme.ts';

interface FieldControl {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

const FieldContext = createContext<FieldControl | null>(null);

/** The id and descriptions of the field around a control; empty outside a field. */
export function useFieldControl(): Partial<FieldControl> {
  return useContext(FieldContext) ?? {};
}

const Group = styled.div<{ $invalid: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
  ${({ $invalid, theme }) =>
    $invalid &&
    css`
      padding-left: ${theme.space(3)};
      border-left: ${theme.border.accent} solid ${theme.color.danger};
    `}
`;

const Label = styled.label`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Optional = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.regular};
  color: ${({ theme }) => theme.color.muted};
`;

const Hint = styled.span`
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const ErrorText = styled.span`
  color: ${({ theme }) => theme.color.danger};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  /** The message of what is wrong; the field is marked invalid while it is set. */
  error?: ReactNode;
  optional?: boolean;
  /** The control's id (a GOV.UK error summary links to it); generated when not given. */
  id?: string;
  /** Ids of descriptions outside the field, read before its own (a fieldset's shared hint). */
  describedBy?: string;
  children: ReactNode;
}

export function Field({
  label,
  hint,
  error,
  optional = false,
  id,
  describedBy: outside,
  children,
}: FieldProps) {
  const { t } = useTranslation();
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [outside, hint ? hintId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ');
  const control: FieldControl = {
    id: controlId,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(error ? { 'aria-invalid': true as const } : {}),
  };
  return (
    <Group $invalid={Boolean(error)}>
      <Label htmlFor={controlId}>
        {label}
        {optional && <Optional> {t('ui.optional')}</Optional>}
      </Label>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && (
        <ErrorText id={errorId}>
          <span className="visually-hidden">{t('ui.errorPrefix')} </span>
          {error}
        </ErrorText>
      )}
      <FieldContext.Provider value={control}>{children}</FieldContext.Provider>
    </Group>
  );
}

export const controlLook = css`
  font: inherit;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  width: 100%;
  max-width: ${({ theme }) => theme.size.fieldMax};
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surface};
  border: ${({ theme }) => theme.border.thick} solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius};
  &:focus-visible {
    ${focusRing}
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const InputBox = styled.input`
  ${controlLook}
`;

/** A text input; inside a Field it is labelled and described by it. */
export function Input(props: ComponentProps<'input'>) {
  const control = useFieldControl();
  return <InputBox {...control} {...props} />;
}
