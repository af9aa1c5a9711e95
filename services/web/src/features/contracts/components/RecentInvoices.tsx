// The latest invoices of a contract: number, issue date, amount (§5) and the §4 payment state in
// words and colour.
import { formatAmount, formatDate } from '@portal/shared/format';
import { PAYMENT_STATE_STYLE } from '@portal/shared/status';
import { useTranslation } from 'react-i18next';
import { ResponsiveTable, StatusBadge, type TableColumn, FactCard } from '@/components/ui/index.ts';
import type { ContractInvoice } from '../api/types.ts';

function PaymentState({ invoice }: { invoice: ContractInvoice }) {
  const { t } = useTranslation();
  const style = PAYMENT_STATE_STYLE[invoice.paymentState] ?? PAYMENT_STATE_STYLE.OTHER;
  return (
    <StatusBadge $tone={style.tone}>
      {style.labelKey ? t(style.labelKey) : invoice.paymentStateText}
    </StatusBadge>
  );
}

export function RecentInvoices({ invoices }: { invoices: readonly ContractInvoice[] }) {
  const { t } = useTranslation();
  const columns: TableColumn<ContractInvoice>[] = [
    {
      key: 'number',
      header: t('contracts.detail.invoiceColumns.number'),
      card: 'heading',
      cell: (invoice) => invoice.documentNumber,
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
      cell: (invoice) => <PaymentState invoice={invoice} />,
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
