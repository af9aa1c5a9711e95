// The two controls the request form needs beyond the shared ones, on the same tokens and wiring:
// a multi-line text inside a Field, and a checkbox with its label, its error and a link after it.
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { controlLook, useFieldControl } from '@/components/ui/index.ts';
import { focusRing } from '@/theme.ts';

const Area = styled.textarea`
  ${controlLook}
  max-width: none;
  min-height: ${({ theme }) => theme.space(40)};
  resize: vertical;
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

/** A multi-line text; inside a Field it is labelled and described by it. */
export function TextArea(props: ComponentProps<'textarea'>) {
  const control = useFieldControl();
  return <Area {...control} {...props} />;
}

const Group = styled.div<{ $invalid: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  ${({ $invalid, theme }) =>
    $invalid &&
    css`
      padding-left: ${theme.space(3)};
      border-left: ${theme.border.accent} solid ${theme.color.danger};
    `}
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
  }
`;

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

const ErrorText = styled.span`
  color: ${({ theme }) => theme.color.danger};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export function Checkbox({
  id,
  label,
  error,
  after,
  ...input
}: Omit<ComponentProps<'input'>, 'type'> & {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  after?: ReactNode;
}) {
  const { t } = useTranslation();
  const errorId = `${id}-error`;
  return (
    <Group $invalid={Boolean(error)}>
      {error && (
        <ErrorText id={errorId}>
          <span className="visually-hidden">{t('ui.errorPrefix')} </span>
          {error}
        </ErrorText>
      )}
      <Label htmlFor={id}>
        <input
          {...input}
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <span>{label}</span>
      </Label>
      {after}
    </Group>
  );
}
