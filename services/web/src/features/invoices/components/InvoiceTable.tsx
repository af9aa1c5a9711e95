// The bills table: number, dates (§5 DD/MM/YYYY), amounts (§5), utility and paid status (§4).
import type { Locale } from '@portal/shared/constants';
import { formatAmount, formatDate } from '@portal/shared/format';
import { buildPath } from '@portal/shared/routes';
import { paidStatus } from '@portal/shared/status';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DataTable, Skeleton, StatusBadge, TableScroll } from '@/components/ui/index.ts';
import type { Invoice } from '../api/types.ts';

export function billPath(
  invoice: Pick<Invoice, 'documentNumber' | 'issueDate'>,
  language: Locale,
): string {
  return `${buildPath('retail-myBills-id', { id: invoice.documentNumber }, language)}?issueDate=${encodeURIComponent(invoice.issueDate)}`;
}

export function InvoiceTable({
  invoices,
  loading,
  language,
  rows,
}: {
  invoices: Invoice[];
  loading: boolean;
  language: Locale;
  rows: number;
}) {
  const { t } = useTranslation();
  return (
    <TableScroll tabIndex={0} role="region" aria-label={t('invoices.table.caption')}>
      <DataTable aria-busy={loading}>
        <caption className="visually-hidden">{t('invoices.table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('invoices.table.number')}</th>
            <th scope="col">{t('invoices.table.utility')}</th>
            <th scope="col">{t('invoices.table.issueDate')}</th>
            <th scope="col">{t('invoices.table.dueDate')}</th>
            <th scope="col" className="num">
              {t('invoices.table.amount')}
            </th>
            <th scope="col" className="num">
              {t('invoices.table.toPay')}
            </th>
            <th scope="col">{t('invoices.table.status')}</th>
          </tr>
        </thead>
        <tbody>
          {loading && invoices.length === 0
            ? Array.from({ length: rows }, (_, index) => (
                <tr key={index}>
                  {Array.from({ length: 7 }, (__, cell) => (
                    <td key={cell}>
                      <Skeleton />
                    </td>
                  ))}
                </tr>
              ))
            : invoices.map((invoice) => {
                const status = paidStatus(invoice.paid);
                return (
                  <tr key={invoice.id}>
                    <td>
                      <Link
                        to={billPath(invoice, language)}
                        aria-label={t('invoices.table.open', { number: invoice.documentNumber })}
                      >
                        {invoice.documentNumber}
                      </Link>
                    </td>
                    <td>{t(`supply.utility_${invoice.utility}`)}</td>
                    <td>{formatDate(invoice.issueDate)}</td>
                    <td>{formatDate(invoice.dueDate)}</td>
                    <td className="num">
                      {t('invoices.table.currency', { amount: formatAmount(invoice.amount) })}
                    </td>
                    <td className="num">
                      {t('invoices.table.currency', { amount: formatAmount(invoice.amountToPay) })}
                    </td>
                    <td>
                      <StatusBadge $tone={status.tone}>
                        {t(`invoices.status.${status.key}`)}
                      </StatusBadge>
                    </td>
                  </tr>
                );
              })}
        </tbody>
      </DataTable>
    </TableScroll>
  );
}
