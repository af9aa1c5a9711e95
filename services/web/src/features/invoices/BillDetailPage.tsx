// /retail/myBills/:id?issueDate=YYYY-MM-DD (§2): the bill's data, rows, totals and PDFs, with the
// components of the business invoices page, under a breadcrumb back to the bills and the summary. The QR flow (§4) lands here through the BFF.
import { parseIsoDay } from '@portal/shared/inputs';
import { buildPath } from '@portal/shared/routes';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Alert, Card, ErrorMessage, PageHeader, Skeleton, Stack } from '@/components/ui/index.ts';
import { usePageContext } from '@/lib/page-context.ts';
import { usePageTitle } from '@/lib/usePageTitle.ts';
import { useInvoice } from './api/useInvoice.ts';
import { InvoiceDetailView } from './components/InvoiceDetailView.tsx';

export default function BillDetailPage() {
  const { t } = useTranslation();
  const { locale, params } = usePageContext();
  const id = params.id ?? '';
  const [query] = useSearchParams();
  const issueDate = parseIsoDay(query.get('issueDate') ?? '');
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
      {!issueDate && <Alert role="alert">{t('invoices.detail.missingIssueDate')}</Alert>}
      {isLoading && (
        <Card aria-hidden="true">
          <Skeleton $width="40%" $height="1.4em" />
          <br />
          <Skeleton />
          <br />
          <Skeleton $width="70%" />
        </Card>
      )}
      {error && (
        <Alert role="alert">
          <ErrorMessage error={error} />
        </Alert>
      )}
      {data && data.invoice === null && <Alert role="alert">{t('invoices.detail.notFound')}</Alert>}
      {data?.invoice && (
        <InvoiceDetailView detail={data.invoice} rowsTitle={t('invoices.detail.rows')} />
      )}
    </Stack>
  );
}
