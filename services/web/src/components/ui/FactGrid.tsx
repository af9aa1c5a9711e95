// Facts as tiles that wrap (a dl): as many columns as fit at the given least width (in spacing
// units), each muted small label above its value. A bill's summary, the totals of a list.
import styled from 'styled-components';

export const FactGrid = styled.dl<{ $min: number }>`
  display: grid;
  grid-template-columns: repeat(
    auto-fit,
    minmax(min(100%, ${({ theme, $min }) => theme.space($min)}), 1fr)
  );
  gap: ${({ theme }) => `${theme.space(3)} ${theme.space(6)}`};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.color.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  dd {
    margin: 0;
  }
`;
