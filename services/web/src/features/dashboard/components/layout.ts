// The retail dashboard's cards and lists: the page's and the next-bills card's.
import styled from 'styled-components';
import { Card } from '@/components/ui/index.ts';

export const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(
    auto-fit,
    minmax(min(100%, ${({ theme }) => theme.size.cardMin}), 1fr)
  );
`;

/** The skeleton's cards and the loaded ones share this height (70 grid steps, 280 px), so the page does not jump. */
export const DashboardCard = styled(Card)`
  min-height: ${({ theme }) => theme.space(70)};
`;

export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    padding: ${({ theme }) => theme.space(3)} 0;
    border-bottom: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.color.border};
  }
  li:last-child {
    border-bottom: 0;
  }
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.color.muted};
`;
