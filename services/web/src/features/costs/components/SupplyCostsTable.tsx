// The supplies of a period: each point with its site, its consumption, its
// share of the total (in words and as a bar), its cost and the months it had figures for, sorted
// on the server; each point links to its own costs page. A table from 768 px, one card per supply
// on a phone, the sorts in one "Sort by" select there.
import type { Commodity } from '@portal/shared/pages';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { NumberText } from '@/components/lists/index.ts';
import { Name, ResponsiveTable, type TableColumn } from '@/components/ui/index.ts';
import type { SupplyCosts, SupplyCostsSort } from '../api/types.ts';
import { SORTS } from '../model/search.ts';
import { amount, percent, quantity } from './values.ts';

const Share = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  white-space: nowrap;
`;

/** The share as a bar: decoration beside the number, which is what is read. */
const Meter = styled.span`
  display: inline-block;
  width: ${({ theme }) => theme.space(16)};
  height: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.color.surfaceSunken};
  overflow: hidden;
  span {
    display: block;
    height: 100%;
    background: ${({ theme }) => theme.color.primary};
  }
`;

/** Long headers wrap, so the six columns fit beside the menu at 1280 px in German too. */
const Frame = styled.div`
  min-width: 0;
  && th {
    white-space: normal;
    vertical-align: bottom;
  }
`;

/** Each sortable column's two orders, the first chosen first. */
const SORTABLE = {
  point: ['POINT_ASC', 'POINT_ASC'],
  site: ['SITE_ASC', 'SITE_ASC'],
  quantity: ['QUANTITY_DESC', 'QUANTITY_ASC'],
  cost: ['COST_DESC', 'COST_ASC'],
} as const satisfies Record<string, readonly [SupplyCostsSort, SupplyCostsSort]>;
type SortableColumn = keyof typeof SORTABLE;

export interface SupplyCostsTableProps {
  supplies: readonly SupplyCosts[];
  commodity: Commodity;
  unit: string;
  caption: string;
  sort: SupplyCostsSort;
  onSort: (sort: SupplyCostsSort) => void;
  /** The address of a supply's costs page. */
  href: (supply: SupplyCosts) => string;
  busy: boolean;
  skeletonRows: number;
}

export function SupplyCostsTable({
  supplies,
  commodity,
  unit,
  caption,
  sort,
  onSort,
  href,
  busy,
  skeletonRows,
}: SupplyCostsTableProps) {
  const { t } = useTranslation();
  const sortOf = (column: SortableColumn): TableColumn<SupplyCosts>['sort'] => {
    const [first, second] = SORTABLE[column];
    const direction =
      sort === first || sort === second
        ? sort.endsWith('_ASC')
          ? ('ascending' as const)
          : ('descending' as const)
        : null;
    return { direction, onToggle: () => onSort(sort === first ? second : first) };
  };

  const columns: TableColumn<SupplyCosts>[] = [
    {
      key: 'point',
      header: t(`costs.supplies.point.${commodity}`),
      card: 'heading',
      sort: sortOf('point'),
      cell: (supply) => (
        <Link to={href(supply)} aria-label={t('costs.supplies.open', { point: supply.pointId })}>
          <NumberText>{supply.pointId}</NumberText>
        </Link>
      ),
    },
    {
      key: 'site',
      header: t('costs.supplies.site'),
      sort: sortOf('site'),
      cell: (supply) => <Name value={supply.siteName} lang="it" none={t('costs.none')} />,
    },
    {
      key: 'quantity',
      header: t('costs.supplies.quantity', { unit }),
      numeric: true,
      card: 'prominent',
      sort: sortOf('quantity'),
      cell: (supply) => quantity(t, supply.quantity, unit),
    },
    {
      key: 'share',
      header: t('costs.supplies.share'),
      numeric: true,
      card: 'prominent',
      cell: (supply) =>
        supply.share === null || supply.share === undefined ? (
          t('costs.none')
        ) : (
          <Share>
            <Meter aria-hidden="true">
              <span style={{ width: `${Math.min(100, Math.max(0, supply.share * 100))}%` }} />
            </Meter>
            {percent(t, supply.share)}
          </Share>
        ),
    },
    {
      key: 'cost',
      header: t('costs.supplies.cost'),
      numeric: true,
      sort: sortOf('cost'),
      cell: (supply) => amount(t, supply.cost),
    },
    {
      key: 'months',
      header: t('costs.supplies.months'),
      numeric: true,
      cell: (supply) => String(supply.months),
    },
  ];

  return (
    <Frame>
      <ResponsiveTable
        caption={caption}
        captionHidden
        tableHint={t('costs.supplies.sortHint')}
        columns={columns}
        rows={supplies}
        rowKey={(supply) => supply.supplyId}
        busy={busy}
        skeletonRows={skeletonRows}
        stickyFirstColumn
        cardHeadingLevel={3}
        sortChoice={{
          value: sort,
          options: SORTS.map((value) => ({ value, label: t(`costs.supplies.sort.${value}`) })),
          onChange: (value) => {
            const order = SORTS.find((known) => known === value);
            if (order) onSort(order);
          },
        }}
      />
    </Frame>
  );
}
