// The latest invoices of a contract — its own supply point's, never another point's of its site:
// number (a link to the bill on the invoices page), the point (POD or PDR), issue date, amount
// (§5) and the §4 payment state in words and colour.
import { formatAmount, formatDate } from '@portal/shared/format';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PaymentStateBadge } from '@/components/badges/index.ts';
import { ResponsiveTable, type TableColumn, FactCard } from '@/components/ui/index.ts';
import type { ContractInvoice } from '../api/types.ts';

export function RecentInvoices({
  invoices,
  commodity,
  invoiceHref,
}: {
  invoices: readonly ContractInvoice[];
  commodity: 'gas' | 'light';
  /** Where a bill opens: the commodity's invoices page with the bill's detail. */
  invoiceHref: (id: string) => string;
}) {
  const { t } = useTranslation();
  const columns: TableColumn<ContractInvoice>[] = [
    {
      key: 'number',
      header: t('contracts.detail.invoiceColumns.number'),
      card: 'heading',
      cell: (invoice) => (
        <Link
          to={invoiceHref(invoice.id)}
          aria-label={t('contracts.detail.openInvoice', { number: invoice.documentNumber })}
        >
          {invoice.documentNumber}
        </Link>
      ),
    },
    {
      key: 'pointId',
      header: t(`contracts.detail.invoiceColumns.pointId.${commodity}`),
      cell: (invoice) => invoice.pointId ?? '',
    },
    {
      key: 'issueDate',
      header: t('contracts.detail.invoiceColumns.issueDate'),
      numeric: true,
      cell: (invoice) => formatDate(invoice.issueDate),
    },
    {
      key: 'amount',
      header: t('contracts.detail.invoiceColumns.amount'),
      numeric: true,
      card: 'prominent',
      cell: (invoice) => t('contracts.currency', { amount: formatAmount(invoice.amount) }),
    },
    {
      key: 'state',
      header: t('contracts.detail.invoiceColumns.state'),
      card: 'prominent',
      cell: (invoice) => (
        <PaymentStateBadge state={invoice.paymentState} text={invoice.paymentStateText} />
      ),
    },
  ];
  return (
    <FactCard title={t('contracts.detail.groups.invoices')}>
      {invoices.length === 0 ? (
        <p>{t('contracts.detail.noInvoices')}</p>
      ) : (
        <ResponsiveTable
          caption={t('contracts.detail.invoicesCaption')}
          captionHidden
          columns={columns}
          rows={invoices}
          rowKey={(invoice) => invoice.id}
          cardHeadingLevel={3}
        />
      )}
    </FactCard>
  );
}
