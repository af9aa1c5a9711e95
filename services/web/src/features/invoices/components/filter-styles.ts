// The filter form's layout: fields that wrap, labels above, hints and errors under the label.
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
  select,
  input[type='text'] {
    ${controlLook}
    width: auto;
  }
  [aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
  fieldset {
    border: 0;
    margin: 0;
    padding: 0;
    min-width: 0;
  }
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
`;

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
  max-width: 100%;
`;

/** Room for the picker's text input (two dates and the separator). */
export const RangeField = styled(Field)`
  width: min(100%, ${({ theme }) => theme.size.fieldRange});
`;

export const Hint = styled.span`
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const FieldError = styled.span`
  color: ${({ theme }) => theme.color.danger};
  font-weight: 600;
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
export const ChoiceField = styled(Field)`
  width: min(100%, ${({ theme }) => theme.size.fieldChoice});
  select {
    width: 100%;
  }
`;
