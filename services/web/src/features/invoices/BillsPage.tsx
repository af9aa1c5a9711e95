// /retail/myBills (§2, page kind 'retail-bills'): the retail customer's bills with the components
// of the business invoices page — filters (payment state, issue date range with the §9 picker,
// competence period, document number), sort, paging, totals — and the texts that change on
// 2024-06-17 (§5); a bill that can be paid online has its Pay action (§1).
import { ERROR_TEXTS } from '@portal/shared/errors';
import { billsTextVariant } from '@portal/shared/format';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageScaffold } from '@/components/page-scaffold/index.ts';
import { PayBillButton } from '@/components/pay-bill/PayBillButton.tsx';
import { Alert } from '@/components/ui/index.ts';
import { usePageContext } from '@/lib/page-context.ts';
import { PAGE_SIZE } from './api/useInvoices.ts';
import { billPath } from './bill-path.ts';
import { InvoiceList } from './components/InvoiceList.tsx';
import type { InvoiceColumn } from './components/InvoiceTable.tsx';
import { useInvoiceSearch } from './model/useInvoiceSearch.ts';

/** The BFF sends a QR link whose invoice is not the customer's here (§4, §8; docs/api.md). */
const QR_ERROR_PARAM = 'qrError';
const DROP_ON_CHANGE = [QR_ERROR_PARAM] as const;

const COLUMNS: readonly InvoiceColumn[] = [
  'number',
  'utility',
  'issueDate',
  'dueDate',
  'amount',
  'toPay',
  'status',
];

export default function BillsPage() {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  const state = useInvoiceSearch(PAGE_SIZE, { drop: DROP_ON_CHANGE });
  const variant = billsTextVariant(new Date());

  return (
    <PageScaffold title={t('invoices.title')}>
      <p>{t(`invoices.intro.${variant}`)}</p>
      {state.params.get(QR_ERROR_PARAM) === 'invoiceNotFoundForQr' && (
        <Alert role="alert" data-error-code="invoiceNotFoundForQr">
          {ERROR_TEXTS.invoiceNotFoundForQr}
        </Alert>
      )}
      <InvoiceList
        state={state}
        columns={COLUMNS}
        caption={t('invoices.table.caption')}
        count={(count) => t('invoices.count', { count })}
        empty={t(`invoices.empty.${variant}`)}
        skeletonRows={5}
        action={{
          header: t('invoices.pay.column'),
          cell: (invoice) => <PayBillButton bill={invoice} />,
        }}
        renderNumber={(invoice) => (
          <Link
            to={billPath(invoice, locale)}
            aria-label={t('invoices.table.open', { number: invoice.documentNumber })}
          >
            {invoice.documentNumber}
          </Link>
        )}
      />
    </PageScaffold>
  );
}
