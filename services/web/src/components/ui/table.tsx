// Tables that stay usable from 360 px: they scroll sideways inside a focusable region.
import styled from 'styled-components';

export const TableScroll = styled.div`
  overflow-x: auto;
  max-width: 100%;
`;

/** One line's row height, shared with the loading skeleton (SkeletonTable) so rows do not jump. */
export const TABLE_ROW_HEIGHT = '48px';

export const DataTable = styled.table`
  width: 100%;
  background: ${({ theme }) => theme.color.surface};
  font-size: 0.95rem;
  caption {
    text-align: left;
    font-weight: 600;
    padding: 8px 0;
  }
  th,
  td {
    height: ${TABLE_ROW_HEIGHT};
    box-sizing: border-box;
    padding: 10px 12px;
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    vertical-align: middle;
  }
  th {
    background: ${({ theme }) => theme.color.accent};
    font-weight: 600;
    white-space: nowrap;
  }
  td.num,
  th.num {
    text-align: right;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
`;
