// The invoices table of the retail bills page and the business invoices page: dates (§5
// DD/MM/YYYY), amounts (§5), payment state (§4), on the shared ResponsiveTable:
// from 768 px a table whose sortable headers carry aria-sort and a button; under it one card per
// invoice, its number as the heading, the amounts and the payment state at the top, every value
// under its column's header, and the sorts in one "Sort by" select.
import { formatAmount, formatDate } from '@portal/shared/format';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PaymentStateBadge } from '@/components/badges/index.ts';
import { ResponsiveTable, type TableColumn } from '@/components/ui/index.ts';
import type { Invoice } from '../api/types.ts';
import { SORTABLE, SORTS, type InvoiceSort, type SortableColumn } from '../model/search.ts';

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
const PROMINENT: ReadonlySet<InvoiceColumn> = new Set(['amount', 'toPay', 'status']);

/** Eight or nine columns fit from 768 px with a little less room around each cell. */
const Frame = styled.div`
  th,
  td {
    padding-left: ${({ theme }) => theme.space(2)};
    padding-right: ${({ theme }) => theme.space(2)};
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
  /** A last column of the page's own: an action on the invoice (the retail bills' Pay). */
  action?: InvoiceAction | undefined;
}

export interface InvoiceAction {
  header: string;
  cell: (invoice: Invoice) => ReactNode;
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
  action,
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
        return <PaymentStateBadge state={invoice.paymentState} text={invoice.paymentStateText} />;
    }
  };

  const direction = (column: SortableColumn, value: InvoiceSort) => {
    const [first, second] = SORTABLE[column];
    if (value !== first && value !== second) return null;
    return value.endsWith('_ASC') ? ('ascending' as const) : ('descending' as const);
  };

  const tableColumns = columns.map((column): TableColumn<Invoice> => {
    const sortable = sort && isSortable(column) ? column : null;
    return {
      key: column,
      header: headers?.[column] ?? t(`invoices.table.${column}`),
      cell: (invoice) => cell(invoice, column),
      ...(NUMERIC.has(column) ? { numeric: true } : {}),
      ...(column === 'number' ? { card: 'heading' as const } : {}),
      ...(PROMINENT.has(column) ? { card: 'prominent' as const } : {}),
      ...(sort && sortable
        ? {
            sort: {
              direction: direction(sortable, sort.value),
              onToggle: () => {
                const [first, second] = SORTABLE[sortable];
                sort.onChange(sort.value === first ? second : first);
              },
            },
          }
        : {}),
    };
  });

  if (action) tableColumns.push({ key: 'action', header: action.header, cell: action.cell });

  return (
    <Frame>
      <ResponsiveTable
        caption={caption}
        captionHidden
        tableHint={sort ? t('invoices.table.sortHint') : undefined}
        columns={tableColumns}
        rows={invoices}
        rowKey={(invoice) => invoice.id}
        busy={loading}
        skeletonRows={skeletonRows}
        stickyFirstColumn
        cardHeadingLevel={2}
        sortChoice={
          sort && {
            value: sort.value,
            options: SORTS.map((value) => ({ value, label: t(`invoices.table.sort.${value}`) })),
            onChange: (value) => {
              const order = SORTS.find((known) => known === value);
              if (order) sort.onChange(order);
            },
          }
        }
      />
    </Frame>
  );
}
