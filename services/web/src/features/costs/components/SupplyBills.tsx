// A supply's bills for the period its costs page shows: number (opening the
// bill's detail on the invoices page), issue day, the months it bills, amount and §4 payment state
// in words and colour; their count and total, a page at a time.
import { formatDate } from '@portal/shared/format';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PaymentStateBadge } from '@/components/badges/index.ts';
import {
  Alert,
  Button,
  Card,
  ErrorMessage,
  Pagination,
  ResponsiveTable,
  type TableColumn,
} from '@/components/ui/index.ts';
import type { SupplyBill, SupplyBillsQuery } from '../api/types.ts';
import { BILLS_PAGE_SIZE } from '../api/useSupplyBills.ts';
import { amount } from './values.ts';

export interface SupplyBillsProps {
  bills: SupplyBillsQuery['invoices'] | undefined;
  error: unknown;
  retry: () => void;
  busy: boolean;
  page: number;
  onPage: (page: number) => void;
  /** The address of a bill's detail (the invoices page with the bill open). */
  href: (bill: SupplyBill) => string;
}

export function SupplyBills({ bills, error, retry, busy, page, onPage, href }: SupplyBillsProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const columns: TableColumn<SupplyBill>[] = [
    {
      key: 'number',
      header: t('costs.bills.number'),
      card: 'heading',
      cell: (bill) => (
        <Link to={href(bill)} aria-label={t('costs.bills.open', { number: bill.documentNumber })}>
          {bill.documentNumber}
        </Link>
      ),
    },
    {
      key: 'issueDate',
      header: t('costs.bills.issueDate'),
      numeric: true,
      cell: (bill) => formatDate(bill.issueDate),
    },
    {
      key: 'competence',
      header: t('costs.bills.competence'),
      cell: (bill) =>
        bill.competenceFrom && bill.competenceTo
          ? t('costs.bills.competenceRange', {
              from: formatDate(bill.competenceFrom),
              to: formatDate(bill.competenceTo),
            })
          : t('costs.none'),
    },
    {
      key: 'amount',
      header: t('costs.bills.amount'),
      numeric: true,
      card: 'prominent',
      cell: (bill) => amount(t, bill.amount),
    },
    {
      key: 'state',
      header: t('costs.bills.state'),
      card: 'prominent',
      cell: (bill) => <PaymentStateBadge state={bill.paymentState} text={bill.paymentStateText} />,
    },
  ];
  const pages = bills ? Math.max(1, Math.ceil(bills.totalCount / BILLS_PAGE_SIZE)) : 1;

  return (
    <Card aria-labelledby={headingId}>
      <h2 id={headingId}>{t('costs.bills.title')}</h2>
      {error ? (
        <Alert role="alert">
          <ErrorMessage error={error} />{' '}
          <Button $variant="secondary" onClick={retry}>
            {t('app.retry')}
          </Button>
        </Alert>
      ) : (
        <>
          <p role="status" aria-live="polite">
            {bills
              ? t('costs.bills.count', {
                  count: bills.totalCount,
                  total: amount(t, bills.totalAmount),
                })
              : t('app.loading')}
          </p>
          {bills?.totalCount === 0 ? (
            <p>{t('costs.bills.empty')}</p>
          ) : (
            <ResponsiveTable
              caption={t('costs.bills.caption')}
              captionHidden
              columns={columns}
              rows={bills?.nodes ?? []}
              rowKey={(bill) => bill.id}
              busy={busy}
              skeletonRows={6}
              cardHeadingLevel={3}
            />
          )}
          <Pagination page={page} pages={pages} onPage={onPage} label={t('costs.bills.pages')} />
        </>
      )}
    </Card>
  );
}
