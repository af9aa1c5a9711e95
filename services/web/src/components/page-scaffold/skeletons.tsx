// Skeletons that reserve the final layout while a page loads: fixed heights that
// match what replaces them, so nothing below shifts when the data arrives (CLS ≈ 0). Hidden from
// assistive technology; the scaffold announces the loading once instead.
import styled from 'styled-components';
import { Skeleton, Stack, TABLE_ROW_HEIGHT } from '../ui/index.ts';

/** One grey block of a given height (a total, a chart, a card's body). */
export function SkeletonBlock({ height, width = '100%' }: { height: string; width?: string }) {
  return <Skeleton $height={height} $width={width} />;
}

const Table = styled.div<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
`;

const Cell = styled.div`
  display: flex;
  align-items: center;
  height: ${TABLE_ROW_HEIGHT};
  box-sizing: border-box;
  padding: 0 ${({ theme }) => theme.space(3)};
  border-bottom: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.color.border};
`;

/** A table's header and `rows` rows of `columns` cells, each row as tall as a real one. */
export function SkeletonTable({ rows, columns }: { rows: number; columns: number }) {
  const cells = Array.from({ length: (rows + 1) * columns }, (_, index) => index);
  return (
    <Table $columns={columns} aria-hidden="true" data-skeleton="table">
      {cells.map((cell) => (
        <Cell key={cell}>
          <Skeleton $width={cell < columns ? '60%' : '80%'} $height="0.9em" />
        </Cell>
      ))}
    </Table>
  );
}

/** Blocks one under the other with the page's gaps (a column of cards), hidden as a whole. */
export function SkeletonStack({ heights }: { heights: readonly string[] }) {
  return (
    <Stack aria-hidden="true">
      {heights.map((height, index) => (
        <SkeletonBlock key={index} height={height} />
      ))}
    </Stack>
  );
}
