// The downloads page's form layout on the theme's tokens: fieldsets of choices, radios with a
// full touch target, fields that wrap.
import styled from 'styled-components';
import { controlLook } from '@/components/ui/index.ts';

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

export const Fields = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => `${theme.space(4)} ${theme.space(6)}`};
`;

/** A choice of a fixed width: options arriving later move nothing. */
export const ChoiceField = styled.div`
  width: min(100%, ${({ theme }) => theme.size.fieldChoice});
`;

/** Room for the picker's text input (two dates and the separator); its label as a Field's. */
export const RangeField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
  width: min(100%, ${({ theme }) => theme.size.fieldRange});
  label {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  input[type='text'] {
    ${controlLook}
    width: auto;
    padding-inline: ${({ theme }) => theme.space(2)};
  }
`;

export const FieldError = styled.span`
  color: ${({ theme }) => theme.color.danger};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

/** A checkbox of the picker with its words: the whole touch target presses it. */
export const Check = styled.label`
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
