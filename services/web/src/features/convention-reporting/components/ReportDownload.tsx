// The report as CSV, in both dialects of the consumption exports as the load
// curves page offers them: the standard one (comma, decimal point) and the one an Italian
// spreadsheet opens directly (semicolon, decimal comma, byte-order mark). The file has the page's
// rows and totals (one function on the BFF makes both). What happened is said politely; a failure
// in words.
import type { CsvDialect } from '@portal/shared/csv';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/ui/index.ts';
import { errorKey } from '@/lib/errors.ts';
import { downloadReport, reportFileUrl } from '../api/reportFile.ts';
import type { ReportPeriod } from '../model/period.ts';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

export function ReportDownload({
  utility,
  period,
}: {
  utility: 'GAS' | 'POWER';
  period: ReportPeriod;
}) {
  const { t } = useTranslation();
  const [running, setRunning] = useState<CsvDialect | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);

  const start = async (dialect: CsvDialect) => {
    if (busy.current) return;
    busy.current = true;
    setRunning(dialect);
    setDone(null);
    setError(null);
    try {
      const name = await downloadReport(
        reportFileUrl(utility, period, dialect),
        `report-convenzione-${period.from}-${period.to}.csv`,
      );
      setDone(name);
    } catch (caught) {
      setError(t(errorKey(caught)));
    } finally {
      busy.current = false;
      setRunning(null);
    }
  };

  return (
    <>
      <Actions>
        <Button disabled={running !== null} onClick={() => void start('it')}>
          {t('conventionReporting.download.italian')}
        </Button>
        <Button
          $variant="secondary"
          disabled={running !== null}
          onClick={() => void start('standard')}
        >
          {t('conventionReporting.download.standard')}
        </Button>
      </Actions>
      <p role="status">
        {running
          ? t('conventionReporting.download.running')
          : done
            ? t('conventionReporting.download.done', { name: done })
            : ''}
      </p>
      {error && (
        <p role="alert">
          {t('conventionReporting.download.failed')} {error}
        </p>
      )}
    </>
  );
}
