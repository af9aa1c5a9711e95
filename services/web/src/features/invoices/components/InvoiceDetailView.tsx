// A bill's detail as both the retail bill page and the business invoices page show it: summary,
// PDFs and rows, each a section named by its heading.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/index.ts';
import type { InvoiceDetail } from '../api/types.ts';
import { InvoiceFacts } from './InvoiceFacts.tsx';
import { InvoicePdfs } from './InvoicePdfs.tsx';
import { InvoiceRows } from './InvoiceRows.tsx';

export function InvoiceDetailView({
  detail,
  level = 2,
  rowsTitle,
}: {
  detail: InvoiceDetail;
  /** The level of the section headings: 2 on a page of its own, 3 inside a page's section. */
  level?: 2 | 3;
  /** The rows' heading, in the page's words (a retail bill, a business invoice). */
  rowsTitle: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <>
      <Card aria-labelledby={`${id}-summary`}>
        <Heading id={`${id}-summary`}>{t('invoices.detail.summary')}</Heading>
        <InvoiceFacts invoice={detail.invoice} />
      </Card>
      <Card aria-labelledby={`${id}-pdf`}>
        <Heading id={`${id}-pdf`} className="visually-hidden">
          {t('invoices.detail.downloads')}
        </Heading>
        <InvoicePdfs detail={detail} />
      </Card>
      <section aria-labelledby={`${id}-rows`}>
        <Heading id={`${id}-rows`}>{rowsTitle}</Heading>
        <InvoiceRows rows={detail.rows} invoice={detail.invoice} labelledBy={`${id}-rows`} />
      </section>
    </>
  );
}
