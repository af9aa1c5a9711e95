// The small pieces of a table's cells on the theme's tokens: a number or a code that never
// breaks and lines up (a case number, a point), and a second line under a cell's first (muted).
import styled from 'styled-components';

/** A number or a code in a cell: on one line, its digits lined up. */
export const NumberText = styled.span`
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

/** A second line in a cell, under its first, in the muted small type. */
export const SecondLine = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** Muted small words beside others (a date after a request). */
export const Muted = styled.span`
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
