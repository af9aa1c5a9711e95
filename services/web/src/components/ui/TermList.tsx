// Terms and their values (a dl) in the body's type: each term in the semibold weight, above its
// value on a phone and beside it from 768 px, the terms' column as wide as the longest. A contact
// desk's lines, a confirmation's case number and dates. `touchRows` makes each value's first line
// (a link, or an element with the class "line") as tall as a 44 px touch target (WCAG 2.5.5), so a
// link wraps like text on a narrow screen and, from 768 px, every term sits level with its value.
import styled, { css } from 'styled-components';

export const TermList = styled.dl<{ $touchRows?: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  margin: 0;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: max-content minmax(0, 1fr);
  }
  dt {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  dd {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    overflow-wrap: anywhere;
  }
  ${({ $touchRows, theme }) =>
    $touchRows &&
    css`
      a,
      .line {
        display: inline-flex;
        align-items: center;
        min-height: ${theme.touchTarget};
      }
      ${theme.media.md} {
        dt {
          display: flex;
          align-items: center;
          align-self: start;
          min-height: ${theme.touchTarget};
        }
      }
    `}
`;
