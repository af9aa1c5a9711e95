// The downloads page's form on the theme's tokens: fieldsets of choices, and a radio or a
// checkbox with its words whose whole touch target presses it.
import styled from 'styled-components';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  fieldset {
    border: 0;
    margin: 0;
    padding: 0;
    min-width: 0;
  }
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space(2)};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

export const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(6)}`};
`;

/** A radio or a checkbox with its words: the whole touch target presses it. */
export const Choice = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: ${({ theme }) => theme.touchTarget};
  cursor: pointer;
  input {
    width: ${({ theme }) => theme.space(5)};
    height: ${({ theme }) => theme.space(5)};
    margin: 0;
    accent-color: ${({ theme }) => theme.color.primary};
  }
`;

/** An invoice number is one word: it never breaks. */
export const DocumentNumber = styled.span`
  white-space: nowrap;
`;
