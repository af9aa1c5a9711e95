// Choosing invoices by hand: the invoices the filter selects, a page at a time,
// each with a checkbox, one more to take the whole page, and how many are chosen out of the
// most an export by selection may name. The choice survives paging and filter changes.
import { EXPORT_MAX_SELECTED } from '@portal/shared/constants';
import type { Commodity } from '@portal/shared/pages';
import { formatAmount, formatDate } from '@portal/shared/format';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PaymentStateBadge } from '@/components/badges/index.ts';
import { Choice, FormActions } from '@/components/forms/index.ts';
import {
  Alert,
  Button,
  Pagination,
  ResponsiveTable,
  type TableColumn,
} from '@/components/ui/index.ts';
import { PAGE_SIZE, type ExportInvoice } from '../api/useExportInvoices.ts';

/** The base of the checkboxes' ids: a page has one export form, so one picker. */
const ID = 'export-invoice';

/** An invoice number is one word: it never breaks. */
const DocumentNumber = styled.span`
  white-space: nowrap;
`;

export interface InvoicePickerProps {
  invoices: readonly ExportInvoice[];
  totalCount: number | null;
  busy: boolean;
  commodity: Commodity | null;
  page: number;
  onPage: (page: number) => void;
  chosen: ReadonlySet<string>;
  onChange: (chosen: ReadonlySet<string>) => void;
}

export function InvoicePicker({
  invoices,
  totalCount,
  busy,
  commodity,
  page,
  onPage,
  chosen,
  onChange,
}: InvoicePickerProps) {
  const { t } = useTranslation();
  const toggle = (ids: readonly string[], on: boolean) => {
    const next = new Set(chosen);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    onChange(next);
  };
  const pageIds = invoices.map((invoice) => invoice.id);
  const wholePage = pageIds.length > 0 && pageIds.every((id) => chosen.has(id));
  const pages = Math.max(1, Math.ceil((totalCount ?? 0) / PAGE_SIZE));

  const columns: TableColumn<ExportInvoice>[] = [
    {
      // The checkbox and the number in one label: pressing the number chooses the invoice.
      key: 'number',
      header: t('downloads.picker.columns.number'),
      card: 'heading',
      cell: (invoice) => (
        <Choice
          id={`${ID}-${invoice.id}`}
          label={<DocumentNumber>{invoice.documentNumber}</DocumentNumber>}
          checked={chosen.has(invoice.id)}
          onChange={(event) => toggle([invoice.id], event.target.checked)}
          aria-label={t('downloads.picker.select', { number: invoice.documentNumber })}
        />
      ),
    },
    {
      key: 'issueDate',
      header: t('downloads.picker.columns.issueDate'),
      numeric: true,
      cell: (invoice) => formatDate(invoice.issueDate),
    },
    {
      key: 'amount',
      header: t('downloads.picker.columns.amount'),
      numeric: true,
      card: 'prominent',
      cell: (invoice) => t('downloads.picker.amount', { amount: formatAmount(invoice.amount) }),
    },
    {
      key: 'state',
      header: t('downloads.picker.columns.state'),
      card: 'prominent',
      cell: (invoice) => (
        <PaymentStateBadge state={invoice.paymentState} text={invoice.paymentStateText} />
      ),
    },
    {
      key: 'point',
      header: t(`downloads.picker.columns.point.${commodity ?? 'any'}`),
      cell: (invoice) => invoice.pointId ?? '',
    },
  ];

  return (
    <div>
      <FormActions>
        <Choice
          id={`${ID}-page`}
          label={t('downloads.picker.selectPage')}
          checked={wholePage}
          disabled={pageIds.length === 0}
          onChange={(event) => toggle(pageIds, event.target.checked)}
        />
        <Button
          type="button"
          $variant="secondary"
          disabled={chosen.size === 0}
          onClick={() => onChange(new Set())}
        >
          {t('downloads.picker.clear')}
        </Button>
      </FormActions>
      <p role="status">
        {t('downloads.picker.selected', { count: chosen.size, limit: EXPORT_MAX_SELECTED })}
      </p>
      {totalCount === 0 ? (
        <Alert $tone="info">{t('downloads.picker.empty')}</Alert>
      ) : (
        <ResponsiveTable
          caption={t('downloads.picker.caption')}
          columns={columns}
          rows={invoices}
          rowKey={(invoice) => invoice.id}
          busy={busy}
          skeletonRows={PAGE_SIZE}
          cardHeadingLevel={3}
        />
      )}
      {totalCount !== null && totalCount > PAGE_SIZE && (
        <Pagination page={page} pages={pages} onPage={onPage} label={t('downloads.picker.pages')} />
      )}
    </div>
  );
}
