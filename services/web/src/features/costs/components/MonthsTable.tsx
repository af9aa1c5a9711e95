// The chart's numbers as a table (conventions 22: every chart with the same
// numbers as a table): each month's consumption — for light in F1, F2 and F3 — and cost beside
// the same month a year earlier and the change. A table from 768 px, one card per month on a
// phone. A month without figures says so instead of showing zeros.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ResponsiveTable, type TableColumn } from '@/components/ui/index.ts';
import type { CostsMonth, MonthFigures } from '../api/types.ts';
import { bandsOf, change, hasData } from '../model/figures.ts';
import { formatAmount } from '@portal/shared/format';
import { monthName, signedPercent, wholeNumber } from './values.ts';

/** The month's name on one line, a note under it. */
const Month = styled.span`
  white-space: nowrap;
`;

const Note = styled.span`
  display: block;
  white-space: nowrap;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.regular};
`;

/** Long headers wrap over two lines, so the table's nine columns fit beside the menu at 1280 px. */
const Frame = styled.div`
  min-width: 0;
  && th {
    white-space: normal;
    vertical-align: bottom;
  }
`;

const Hint = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export interface MonthsTableProps {
  months: readonly CostsMonth[];
  unit: string;
  caption: string;
  /** Light: the F1, F2, F3 columns. */
  withBands: boolean;
}

export function MonthsTable({ months, unit, caption, withBands }: MonthsTableProps) {
  const { t } = useTranslation();
  const none = t('costs.none');
  const figure = (figures: MonthFigures, text: (f: MonthFigures) => string) =>
    hasData(figures) ? text(figures) : none;
  const band = (key: 'f1' | 'f2' | 'f3'): TableColumn<CostsMonth> => ({
    key,
    header: t(`costs.table.${key}`, { unit }),
    numeric: true,
    cell: (month) => {
      const bands = bandsOf(month.current);
      return hasData(month.current) && bands ? wholeNumber(bands[key]) : none;
    },
  });

  const columns: TableColumn<CostsMonth>[] = [
    {
      key: 'month',
      header: t('costs.table.month'),
      card: 'heading',
      cell: (month) => (
        <>
          <Month>{monthName(month.month, 'long')}</Month>
          {!hasData(month.current) ? (
            <Note>{t('costs.noData')}</Note>
          ) : (
            month.current.estimatedSupplyCount > 0 && (
              <Note>
                {month.current.supplyCount === 1
                  ? t('costs.table.estimatedOne')
                  : t('costs.table.estimated', {
                      count: month.current.estimatedSupplyCount,
                      total: month.current.supplyCount,
                    })}
              </Note>
            )
          )}
        </>
      ),
    },
    {
      key: 'quantity',
      header: t('costs.table.quantity', { unit }),
      numeric: true,
      card: 'prominent',
      cell: (month) => figure(month.current, (f) => wholeNumber(f.quantity)),
    },
    ...(withBands ? [band('f1'), band('f2'), band('f3')] : []),
    {
      key: 'previousQuantity',
      header: t('costs.table.previousQuantity', { unit }),
      numeric: true,
      cell: (month) => figure(month.previous, (f) => wholeNumber(f.quantity)),
    },
    {
      key: 'change',
      header: t('costs.table.change'),
      numeric: true,
      cell: (month) => {
        const value =
          hasData(month.current) && hasData(month.previous)
            ? change(month.current.quantity, month.previous.quantity)
            : null;
        return value === null ? none : signedPercent(t, value);
      },
    },
    {
      key: 'cost',
      header: t('costs.table.cost'),
      numeric: true,
      card: 'prominent',
      cell: (month) => figure(month.current, (f) => formatAmount(f.cost)),
    },
    {
      key: 'previousCost',
      header: t('costs.table.previousCost'),
      numeric: true,
      cell: (month) => figure(month.previous, (f) => formatAmount(f.cost)),
    },
  ];

  // The hint's example is a month of this page, so its numbers are the page's own supplies'.
  const estimated = months.find(
    (month) => hasData(month.current) && month.current.estimatedSupplyCount > 0,
  )?.current;
  return (
    <Frame>
      <ResponsiveTable
        caption={caption}
        columns={columns}
        rows={months}
        rowKey={(month) => month.month}
        stickyFirstColumn
        cardHeadingLevel={3}
      />
      {estimated && (
        <Hint>
          {estimated.supplyCount === 1
            ? t('costs.table.estimatedOneHint')
            : t('costs.table.estimatedHint', {
                count: estimated.estimatedSupplyCount,
                total: estimated.supplyCount,
              })}
        </Hint>
      )}
    </Frame>
  );
}
