// The supply's latest bills: number (to the bill's page, §2
// /retail/myBills/{id}?issueDate=), issue date, amount and the §4 payment state in words and colour.
import type { Locale } from '@portal/shared/constants';
import { formatAmount, formatDate } from '@portal/shared/format';
import { buildPath } from '@portal/shared/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PaymentStateBadge } from '@/components/badges/index.ts';
import { ResponsiveTable, type TableColumn, FactCard } from '@/components/ui/index.ts';
import type { UtilityBill } from '../api/useUtility.ts';

export function billPath(bill: Pick<UtilityBill, 'documentNumber' | 'issueDate'>, locale: Locale) {
  return `${buildPath('retail-myBills-id', { id: bill.documentNumber }, locale)}?issueDate=${encodeURIComponent(bill.issueDate)}`;
}

/** How many of the supply's latest bills the page lists. */
const LATEST = 5;

export function UtilityBills({
  bills: siteBills,
  supplyId,
  locale,
}: {
  /** The latest bills of the supply's site: a household's power and gas share one. */
  bills: readonly UtilityBill[];
  supplyId: string;
  locale: Locale;
}) {
  const { t } = useTranslation();
  const bills = siteBills.filter((bill) => bill.supplyId === supplyId).slice(0, LATEST);
  const columns: TableColumn<UtilityBill>[] = [
    {
      key: 'number',
      header: t('utilities.detail.billColumns.number'),
      card: 'heading',
      cell: (bill) => <Link to={billPath(bill, locale)}>{bill.documentNumber}</Link>,
    },
    {
      key: 'issueDate',
      header: t('utilities.detail.billColumns.issueDate'),
      numeric: true,
      cell: (bill) => formatDate(bill.issueDate),
    },
    {
      key: 'amount',
      header: t('utilities.detail.billColumns.amount'),
      numeric: true,
      card: 'prominent',
      cell: (bill) => t('utilities.currency', { amount: formatAmount(bill.amount) }),
    },
    {
      key: 'state',
      header: t('utilities.detail.billColumns.state'),
      card: 'prominent',
      cell: (bill) => <PaymentStateBadge state={bill.paymentState} text={bill.paymentStateText} />,
    },
  ];
  return (
    <FactCard title={t('utilities.detail.groups.bills')}>
      {bills.length === 0 ? (
        <p>{t('utilities.detail.noBills')}</p>
      ) : (
        <ResponsiveTable
          caption={t('utilities.detail.billsCaption')}
          captionHidden
          columns={columns}
          rows={bills}
          rowKey={(bill) => bill.id}
          cardHeadingLevel={3}
        />
      )}
      <p>
        <Link to={buildPath('retail-myBills', {}, locale)}>{t('utilities.detail.allBills')}</Link>
      </p>
    </FactCard>
  );
}
