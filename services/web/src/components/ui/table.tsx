// Tables that stay usable from 360 px: they scroll sideways inside a focusable region
// (ResponsiveTable turns them into cards under 768 px).
import styled from 'styled-components';
import { StatusBadge } from './primitives.tsx';

export const TableScroll = styled.div`
  overflow-x: auto;
  max-width: 100%;
`;

/** One line's row height, shared with the loading skeleton (SkeletonTable) so rows do not jump. */
export const TABLE_ROW_HEIGHT = '48px';

/**
 * From 1280 px (beside the menu) a header wraps between its words when the table would not fit its
 * region otherwise — auto layout keeps every column on one line while there is room — so the last
 * column of a wide table is in view, not clipped behind a scroll; on a phone it scrolls sideways.
 */
export const DataTable = styled.table`
  width: 100%;
  background: ${({ theme }) => theme.color.surface};
  font-size: ${({ theme }) => theme.font.size.sm};
  caption {
    text-align: left;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    padding: ${({ theme }) => theme.space(2)} 0;
  }
  th,
  td {
    height: ${TABLE_ROW_HEIGHT};
    box-sizing: border-box;
    padding: ${({ theme }) => `${theme.space(2.5)} ${theme.space(3)}`};
    text-align: left;
    border-bottom: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.color.border};
    vertical-align: middle;
  }
  th {
    background: ${({ theme }) => theme.color.accent};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    white-space: nowrap;
  }
  ${({ theme }) => theme.media.print} {
    tr {
      break-inside: avoid;
    }
    th {
      background: none;
    }
  }
  /* A state stays on one line in a table, which scrolls sideways instead. */
  td ${StatusBadge} {
    white-space: nowrap;
  }
  td.num,
  th.num {
    text-align: right;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  ${({ theme }) => theme.media.lg} {
    th,
    th.num {
      white-space: normal;
    }
  }
`;
