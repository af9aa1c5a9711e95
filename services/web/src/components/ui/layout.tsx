// The layout primitives a page arranges its parts with, on the theme's tokens: a list without
// bullets, cards side by side, a part across all of them, the two ends of a row. A module of their
// own, so that a page that uses none of them does not load them.
import styled, { css } from 'styled-components';

/**
 * A list without bullets or indent. With `$flow` its items stand in a column or in a row that
 * wraps, `$gap` (and `$rowGap` between wrapped rows) steps of the 4 px grid apart.
 */
export const BareList = styled.ul<{ $flow?: 'column' | 'row'; $gap?: number; $rowGap?: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  ${({ $flow, $gap = 3, $rowGap, theme }) =>
    $flow
      ? css`
          display: flex;
          flex-direction: ${$flow};
          flex-wrap: ${$flow === 'row' ? 'wrap' : 'nowrap'};
          gap: ${theme.space($rowGap ?? $gap)} ${theme.space($gap)};
        `
      : ''}
`;

/**
 * Cards or groups side by side: one column on a phone, two from `$two` (768 px; 1280 px for wide
 * groups), three from 1280 px with `$three`; `$top` keeps each as tall as its own content.
 */
export const Columns = styled.div<{ $two?: 'md' | 'lg'; $three?: boolean; $top?: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  ${({ $top }) => ($top ? 'align-items: start;' : '')}
  ${({ theme, $two = 'md' }) => theme.media[$two]} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme, $three }) =>
    $three
      ? css`
          ${theme.media.lg} {
            grid-template-columns: repeat(3, minmax(0, 1fr));
          }
        `
      : ''}
`;

/** A part of Columns as wide as all of them (a table). */
export const FullRow = styled.div`
  grid-column: 1 / -1;
  min-width: 0;
`;

/**
 * Parts at the two ends of a row (a heading and its actions, a count and its button), wrapping one
 * under the other when there is no room; `$gap` and `$rowGap` count steps of the 4 px grid.
 */
export const Spread = styled.div<{
  $gap?: number;
  $rowGap?: number;
  $align?: 'center' | 'baseline' | 'flex-start';
}>`
  display: flex;
  flex-wrap: wrap;
  align-items: ${({ $align = 'center' }) => $align};
  justify-content: space-between;
  gap: ${({ theme, $gap = 3, $rowGap }) => `${theme.space($rowGap ?? $gap)} ${theme.space($gap)}`};
`;
