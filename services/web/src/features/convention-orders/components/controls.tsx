// The controls the order form needs beyond components/ui, on the same tokens and wiring (GOV.UK):
// a fieldset named by its legend with its hint and error under it, a checkbox or radio option of
// 44 px with its label, and a multi-line text inside a Field.
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { controlLook, useFieldControl } from '@/components/ui/index.ts';
import { focusRing } from '@/theme.ts';

const Set = styled.fieldset<{ $invalid: boolean }>`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  ${({ $invalid, theme }) =>
    $invalid &&
    css`
      padding-left: ${theme.space(3)};
      border-left: ${theme.border.accent} solid ${theme.color.danger};
    `}
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space(1)};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

const Hint = styled.span`
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const ErrorText = styled.span`
  color: ${({ theme }) => theme.color.danger};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

/** A group of controls named by its legend; its hint and error describe it. */
export function Fieldset({
  id,
  legend,
  hint,
  error,
  children,
}: {
  id: string;
  legend: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <Set $invalid={Boolean(error)} aria-describedby={describedBy || undefined}>
      <legend>{legend}</legend>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && (
        <ErrorText id={errorId}>
          <span className="visually-hidden">{t('ui.errorPrefix')} </span>
          {error}
        </ErrorText>
      )}
      {children}
    </Set>
  );
}

const OptionLabel = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  min-height: ${({ theme }) => theme.touchTarget};
  padding-top: ${({ theme }) => theme.space(2)};
  cursor: pointer;
  min-width: 0;
  overflow-wrap: anywhere;
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

/** A checkbox or radio with its label beside it (a 44 px target). */
export function Option({
  label,
  ...input
}: { label: ReactNode } & Omit<ComponentProps<'input'>, 'children'>) {
  return (
    <OptionLabel htmlFor={input.id}>
      <input {...input} />
      <span>{label}</span>
    </OptionLabel>
  );
}

const Area = styled.textarea`
  ${controlLook}
  min-height: ${({ theme }) => theme.space(24)};
  resize: vertical;
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

/** A multi-line text; inside a Field it is labelled and described by it. */
export function TextArea(props: ComponentProps<'textarea'>) {
  const control = useFieldControl();
  return <Area {...control} {...props} />;
}

export { Hint, ErrorText };
