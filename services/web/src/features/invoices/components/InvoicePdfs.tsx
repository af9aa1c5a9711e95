// The bill's PDF (§7 fattura/pdf) and, where upstream has one (hasPdfdettaglio), its detail PDF
// (§7 fattura/apccb/pdf), through the BFF's file routes (docs/api.md "Files").
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { InvoiceDetail } from '../api/types.ts';
import { PdfDownload } from './PdfDownload.tsx';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(6)}`};
`;

export function InvoicePdfs({ detail }: { detail: InvoiceDetail }) {
  const { t } = useTranslation();
  const { invoice } = detail;
  const name = invoice.documentNumber.replace(/[^A-Za-z0-9._-]+/g, '-');
  if (!invoice.hasPdf && !(invoice.hasDetailPdf && detail.detailPdfUrl))
    return <p>{t('invoices.detail.noPdf')}</p>;
  return (
    <Row>
      {invoice.hasPdf && (
        <PdfDownload
          url={detail.pdfUrl ?? `/api/files/invoices/${encodeURIComponent(invoice.id)}`}
          fileName={`${name}.pdf`}
          label={t('invoices.detail.download')}
        />
      )}
      {invoice.hasDetailPdf && detail.detailPdfUrl && (
        <PdfDownload
          url={detail.detailPdfUrl}
          fileName={`${name}-detail.pdf`}
          label={t('invoices.detail.downloadDetail')}
        />
      )}
    </Row>
  );
}
