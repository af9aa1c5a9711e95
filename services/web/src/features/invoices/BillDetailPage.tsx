// /retail/myBills/:id?issueDate=YYYY-MM-DD (§2): the bill's data, rows, totals and PDFs, with the
// components of the business invoices page, under a breadcrumb back to the bills and the summary. The QR flow (§4) lands here through the BFF.
// A bill that can be paid online has its Pay action; the card provider returns here with
// ?checkoutId=…, whose outcome is shown above the bill (§1).
import { parseIsoDay } from '@portal/shared/inputs';
import { buildPath } from '@portal/shared/routes';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PayBillButton } from '@/components/pay-bill/PayBillButton.tsx';
import { Alert, ErrorMessage, PageHeader, Skeleton, Stack } from '@/components/ui/index.ts';
import { loadFeatureTexts } from '@/lib/i18n.ts';
import { usePageContext } from '@/lib/page-context.ts';
import { usePageTitle } from '@/lib/usePageTitle.ts';
import { DetailSkeleton } from './components/DetailSkeleton.tsx';
import { useInvoice } from './api/useInvoice.ts';
import { InvoiceDetailView } from './components/InvoiceDetailView.tsx';

/** The outcome of a card payment and its words, loaded only when the provider sends the customer back. */
const CheckoutOutcome = lazy(() =>
  Promise.all([import('./components/CheckoutOutcome.tsx'), loadFeatureTexts()]).then(
    ([module]) => module,
  ),
);

export default function BillDetailPage() {
  const { t } = useTranslation();
  const { locale, params } = usePageContext();
  const id = params.id ?? '';
  const [query] = useSearchParams();
  const issueDate = parseIsoDay(query.get('issueDate') ?? '');
  // The card provider returns here with the checkout's id (§1 online payment, docs/api.md).
  const checkoutId = query.get('checkoutId');
  const { data, error, isLoading } = useInvoice(id, issueDate);
  const title = t('invoices.detail.title', { number: id });
  usePageTitle(title);

  return (
    <Stack>
      <PageHeader
        title={title}
        breadcrumb={[
          { label: t('dashboard.title'), to: buildPath('retail', {}, locale) },
          { label: t('invoices.title'), to: buildPath('retail-myBills', {}, locale) },
        ]}
      />
      {checkoutId && (
        <Suspense fallback={<Skeleton $height="3em" />}>
          <CheckoutOutcome checkoutId={checkoutId} />
        </Suspense>
      )}
      {!issueDate && <Alert role="alert">{t('invoices.detail.missingIssueDate')}</Alert>}
      {isLoading && <DetailSkeleton />}
      {error && (
        <Alert role="alert">
          <ErrorMessage error={error} />
        </Alert>
      )}
      {data && data.invoice === null && <Alert role="alert">{t('invoices.detail.notFound')}</Alert>}
      {data?.invoice && (
        <>
          <PayBillButton bill={data.invoice.invoice} />
          <InvoiceDetailView detail={data.invoice} rowsTitle={t('invoices.detail.rows')} />
        </>
      )}
    </Stack>
  );
}
