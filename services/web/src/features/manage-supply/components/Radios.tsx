// A choice of one among a few (GOV.UK radios): a fieldset named by its legend, the hint and the
// error under it, each option a 44 px target with its own hint. The first option carries the id
// the error summary links to. Arrow keys move between options, as the browser does for radios.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { focusRing } from '@/theme.ts';

const Set = styled.fieldset<{ $invalid: boolean }>`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
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

const Option = styled.label`
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

/** An option's hint, under its label, in line with the label's text (GOV.UK: outside the label). */
const OptionHint = styled(Hint)`
  display: block;
  margin-top: calc(-1 * ${({ theme }) => theme.space(1)});
  padding-left: ${({ theme }) => theme.space(9)};
`;

export interface RadioOption<V extends string> {
  value: V;
  label: ReactNode;
  hint?: ReactNode;
}

export function Radios<V extends string>({
  id,
  name,
  legend,
  hint,
  error,
  options,
  value,
  onChange,
}: {
  id: string;
  name: string;
  legend: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  options: readonly RadioOption<V>[];
  value: V | '';
  onChange: (value: V) => void;
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
      {options.map((option, index) => {
        const optionId = index === 0 ? id : `${id}-${option.value}`;
        const optionHintId = `${optionId}-hint`;
        return (
          <div key={option.value}>
            <Option htmlFor={optionId}>
              <input
                id={optionId}
                type="radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                aria-describedby={option.hint ? optionHintId : undefined}
                onChange={() => onChange(option.value)}
              />
              <span>{option.label}</span>
            </Option>
            {option.hint && <OptionHint id={optionHintId}>{option.hint}</OptionHint>}
          </div>
        );
      })}
    </Set>
  );
}
