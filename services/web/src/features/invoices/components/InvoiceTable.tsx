// The invoices table of the retail bills page and the business invoices page: dates (§5
// DD/MM/YYYY), amounts (§5), payment state (§4). Sortable columns carry aria-sort and a button; the
// table scrolls sideways inside a focusable, named region so it stays usable at 375 px.
import { formatAmount, formatDate } from '@portal/shared/format';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DataTable, Skeleton, TableScroll } from '@/components/ui/index.ts';
import type { Invoice } from '../api/types.ts';
import { SORTABLE, type InvoiceSort, type SortableColumn } from '../model/search.ts';
import { PaymentStateBadge } from './PaymentStateBadge.tsx';

export type InvoiceColumn =
  | 'number'
  | 'utility'
  | 'pointId'
  | 'competence'
  | 'issueDate'
  | 'dueDate'
  | 'amount'
  | 'toPay'
  | 'status';

const NUMERIC: ReadonlySet<InvoiceColumn> = new Set(['amount', 'toPay']);

const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.link};
  text-decoration: underline;
  cursor: pointer;
`;

const Region = styled(TableScroll)`
  &:focus-visible {
    outline-offset: 0;
  }
  th,
  td {
    padding-left: ${({ theme }) => theme.space(2)};
    padding-right: ${({ theme }) => theme.space(2)};
  }
  th:first-child,
  td:first-child {
    position: sticky;
    left: 0;
    z-index: 1;
  }
  td:first-child {
    background: ${({ theme }) => theme.color.surface};
  }
`;

/**
 * A competence period as short as it reads: whole months as MM/YYYY ("10/2026", "09/2026 –
 * 10/2026"), other periods as their two days (§5 DD/MM/YYYY).
 */
export function competenceText(
  from: string | null,
  to: string | null,
  range: (from: string, to: string) => string,
): string {
  if (!from || !to) return '';
  const start = formatDate(from);
  const end = formatDate(to);
  if (!start || !end) return '';
  const nextDay = new Date(`${to.slice(0, 10)}T12:00:00Z`);
  nextDay.setUTCDate(nextDay.getUTCDate() + 1);
  const wholeMonths = start.startsWith('01/') && nextDay.getUTCDate() === 1;
  if (!wholeMonths) return range(start, end);
  const first = start.slice(3);
  const last = end.slice(3);
  return first === last ? first : range(first, last);
}

function isSortable(column: InvoiceColumn): column is SortableColumn {
  return Object.hasOwn(SORTABLE, column);
}

function SortArrow({ direction }: { direction: 'ascending' | 'descending' | null }) {
  const path =
    direction === 'ascending'
      ? 'M6 15l6-6 6 6'
      : direction === 'descending'
        ? 'M6 9l6 6 6-6'
        : 'M8 9l4-4 4 4M8 15l4 4 4-4';
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

export interface InvoiceTableProps {
  caption: string;
  invoices: readonly Invoice[];
  columns: readonly InvoiceColumn[];
  loading: boolean;
  /** Placeholder rows while the first page loads (reserves the table's height). */
  skeletonRows: number;
  /** The number cell: a link to the bill or to its detail. */
  renderNumber: (invoice: Invoice) => ReactNode;
  sort?: { value: InvoiceSort; onChange: (sort: InvoiceSort) => void };
  /** Headers in the page's own words, where they differ from the table's (POD, PDR). */
  headers?: Partial<Record<InvoiceColumn, string>>;
}

export function InvoiceTable({
  caption,
  invoices,
  columns,
  loading,
  skeletonRows,
  renderNumber,
  sort,
  headers,
}: InvoiceTableProps) {
  const { t } = useTranslation();
  const money = (value: number) => t('invoices.table.currency', { amount: formatAmount(value) });

  const cell = (invoice: Invoice, column: InvoiceColumn): ReactNode => {
    switch (column) {
      case 'number':
        return renderNumber(invoice);
      case 'utility':
        return t(`supply.utility_${invoice.utility}`);
      case 'pointId':
        return invoice.pointId ?? '';
      case 'competence':
        return competenceText(invoice.competenceFrom, invoice.competenceTo, (from, to) =>
          t('invoices.table.competenceRange', { from, to }),
        );
      case 'issueDate':
        return formatDate(invoice.issueDate);
      case 'dueDate':
        return formatDate(invoice.dueDate);
      case 'amount':
        return money(invoice.amount);
      case 'toPay':
        return money(invoice.amountToPay);
      case 'status':
        return <PaymentStateBadge invoice={invoice} />;
    }
  };

  const header = (column: InvoiceColumn) => {
    const label = headers?.[column] ?? t(`invoices.table.${column}`);
    if (!sort || !isSortable(column)) {
      return (
        <th key={column} scope="col" className={NUMERIC.has(column) ? 'num' : undefined}>
          {label}
        </th>
      );
    }
    const [first, second] = SORTABLE[column];
    const direction =
      sort.value !== first && sort.value !== second
        ? null
        : sort.value.endsWith('_ASC')
          ? 'ascending'
          : 'descending';
    return (
      <th
        key={column}
        scope="col"
        className={NUMERIC.has(column) ? 'num' : undefined}
        aria-sort={direction ?? undefined}
      >
        <SortButton
          type="button"
          onClick={() => sort.onChange(sort.value === first ? second : first)}
        >
          {label}
          <SortArrow direction={direction} />
        </SortButton>
      </th>
    );
  };

  return (
    <Region tabIndex={0} role="region" aria-label={caption}>
      <DataTable aria-busy={loading}>
        <caption className="visually-hidden">
          {caption}
          {sort && ` ${t('invoices.table.sortHint')}`}
        </caption>
        <thead>
          <tr>{columns.map(header)}</tr>
        </thead>
        <tbody>
          {loading && invoices.length === 0
            ? Array.from({ length: skeletonRows }, (_, index) => (
                <tr key={index}>
                  {columns.map((column) => (
                    <td key={column}>
                      <Skeleton />
                    </td>
                  ))}
                </tr>
              ))
            : invoices.map((invoice) => (
                <tr key={invoice.id}>
                  {columns.map((column) => (
                    <td key={column} className={NUMERIC.has(column) ? 'num' : undefined}>
                      {cell(invoice, column)}
                    </td>
                  ))}
                </tr>
              ))}
        </tbody>
      </DataTable>
    </Region>
  );
}
