// The list as the filters have it, as a CSV file: in the standard dialect or in the one an
// Italian spreadsheet opens directly (semicolons, comma decimals). A list too long for one file
// says so, with what to do. Beside it, where the page has one, the way to the downloads page's
// export of the bills' PDFs with the same filter.
import type { CsvDialect } from '@portal/shared/csv';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@/components/ui/index.ts';
import type { InvoicesQueryVariables } from '@/graphql/generated/graphql.ts';
import { saveBlob } from '@/lib/download.ts';
import { errorKey } from '@/lib/errors.ts';
import { ApiError } from '@/lib/http.ts';
import { fetchInvoicesCsv, invoicesCsvUrl } from '../model/csv-export.ts';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

export function InvoiceCsvExport({
  variables,
  pdfHref,
}: {
  variables: InvoicesQueryVariables;
  /** The downloads page with the filter it shares with the list (payment state, period, registry). */
  pdfHref?: string | undefined;
}) {
  const { t } = useTranslation();
  const [running, setRunning] = useState(false);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);

  const start = async (dialect: CsvDialect) => {
    setRunning(true);
    setMessage(null);
    try {
      const { blob, name } = await fetchInvoicesCsv(invoicesCsvUrl(variables, dialect));
      const file = name ?? 'fatture.csv';
      saveBlob(blob, file);
      setMessage({ error: false, text: t('invoiceExport.done', { name: file }) });
    } catch (caught) {
      const tooLarge = caught instanceof ApiError && caught.reason === 'exportTooLarge';
      setMessage({
        error: true,
        text: tooLarge ? t('invoiceExport.tooLarge') : t(errorKey(caught)),
      });
    } finally {
      setRunning(false);
    }
  };

  return (
    <section aria-label={t('invoiceExport.label')}>
      <Actions>
        <Button $variant="secondary" disabled={running} onClick={() => void start('standard')}>
          {t('invoiceExport.standard')}
        </Button>
        <Button $variant="secondary" disabled={running} onClick={() => void start('it')}>
          {t('invoiceExport.italian')}
        </Button>
        {pdfHref && <Link to={pdfHref}>{t('invoiceExport.pdf')}</Link>}
      </Actions>
      {message && <p role={message.error ? 'alert' : 'status'}>{message.text}</p>}
    </section>
  );
}
