// The layout of a form on the theme's tokens (conventions 21): the form a column of its parts,
// the row of its buttons and status, a hint under a label, the red bar beside a part in error.
import styled, { css } from 'styled-components';

/** A form, its parts one under the other; `$gap` counts steps of the 4 px grid (4 = 16 px). */
export const FormStack = styled.form<{ $gap?: number }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap = 4 }) => theme.space($gap)};
`;

/** The row of a form's buttons and its status, wrapping on a phone. */
export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

/** A hint under a label or a legend. */
export const Hint = styled.span`
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** The red bar beside a part of the form in error (GOV.UK), with the room it takes. */
export const invalidBar = css`
  padding-left: ${({ theme }) => theme.space(3)};
  border-left: ${({ theme }) => theme.border.accent} solid ${({ theme }) => theme.color.danger};
`;
