// The filter form's layout: fields that wrap (each a shared Field: label above, hint and error
// under the label); the date range picker, which labels itself, in the same look.
import styled from 'styled-components';
import { controlLook } from '@/components/ui/index.ts';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

export const Fields = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => `${theme.space(4)} ${theme.space(6)}`};
  fieldset {
    border: 0;
    margin: 0;
    padding: 0;
    min-width: 0;
  }
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space(1)};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
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
    /* The picker's own inset: its placeholder's two dates fit the field at 360 px. */
    padding-inline: ${({ theme }) => theme.space(2)};
  }
`;

export const Hint = styled.span`
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** The picker's error under it (the other fields' errors are the shared Field's). */
export const FieldError = styled.span`
  color: ${({ theme }) => theme.color.danger};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export const Months = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  input[type='text'] {
    width: ${({ theme }) => theme.size.fieldShort};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

/** A choice of a fixed width: options arriving later (long site names) move nothing. */
export const ChoiceField = styled.div`
  width: min(100%, ${({ theme }) => theme.size.fieldChoice});
`;
