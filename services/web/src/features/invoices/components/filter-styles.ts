// The filter form's layout: fields that wrap, labels above, hints and errors under the label.
import styled from 'styled-components';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

export const Fields = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 16px 24px;
  select,
  input[type='text'] {
    font: inherit;
    min-height: 44px;
    padding: 8px;
    border: 1px solid ${({ theme }) => theme.color.muted};
    border-radius: ${({ theme }) => theme.radius};
    max-width: 100%;
  }
  [aria-invalid='true'] {
    border: 2px solid ${({ theme }) => theme.color.danger};
  }
  fieldset {
    border: 0;
    margin: 0;
    padding: 0;
    min-width: 0;
  }
  legend {
    padding: 0;
    margin-bottom: 4px;
  }
`;

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
  max-width: 100%;
`;

/** Room for the picker's text input (two dates and the separator). */
export const RangeField = styled(Field)`
  width: min(100%, 22rem);
`;

export const Hint = styled.span`
  color: ${({ theme }) => theme.color.muted};
  font-size: 0.9rem;
`;

export const FieldError = styled.span`
  color: ${({ theme }) => theme.color.danger};
  font-weight: 600;
`;

export const Months = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  input[type='text'] {
    width: 9em;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

/** A choice of a fixed width: options arriving later (long site names) move nothing. */
export const ChoiceField = styled(Field)`
  width: min(100%, 20rem);
  select {
    width: 100%;
  }
`;
