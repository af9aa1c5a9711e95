// The business home's grid and the pieces its cards share, on the theme's tokens. The skeleton's
// cards and the loaded ones share one height so nothing shifts when the figures arrive.
import styled from 'styled-components';
import { BareList, Card, Spread } from '@/components/ui/index.ts';

export const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(
    auto-fit,
    minmax(min(100%, ${({ theme }) => theme.size.cardMin}), 1fr)
  );
  align-items: start;
`;

/** A commodity's card: bills, supplies and operations, one under the other. */
export const CommodityCard = styled(Card)`
  min-height: ${({ theme }) => theme.space(120)};
`;

/** The notifications' and the export jobs' cards. */
export const ListCard = styled(Card)`
  min-height: ${({ theme }) => theme.space(70)};
`;

/** A part of a commodity's card (h3 and its figures), separated from the one above by a rule. */
export const Part = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding-top: ${({ theme }) => theme.space(4)};
  margin-top: ${({ theme }) => theme.space(4)};
  border-top: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.color.border};
  h3,
  p {
    margin: 0;
  }
`;

/** Key figures side by side where there is room, one under the other on a phone. */
export const Figures = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(3)} ${theme.space(8)}`};
`;

/** Status badges with their counts, in a row that wraps. */
export const Counts = styled(BareList).attrs({ $flow: 'row', $gap: 4, $rowGap: 2 })`
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

export const List = styled(BareList)`
  li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(1)};
    padding: ${({ theme }) => theme.space(3)} 0;
    border-bottom: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.color.border};
  }
  li:last-child {
    border-bottom: 0;
  }
`;

export const Row = styled(Spread).attrs({ $rowGap: 1 })``;

export const Muted = styled.span`
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** The links of a part to its page, each a full touch target. */
export const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
  }
`;
