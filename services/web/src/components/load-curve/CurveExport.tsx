// The export of the chosen range as CSV: for the chosen supply or (on a business page)
// every supply of the commodity, in either dialect — standard (comma, dot decimals) or the one an Italian
// spreadsheet opens directly (semicolon, comma decimals, byte-order mark). Progress in rows while
// it streams, announced politely; a refusal (too large, a meter without hours) in words.
import type { CsvDialect } from '@portal/shared/csv';
import { formatQuantity } from '@portal/shared/format';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Radios } from '@/components/forms/index.ts';
import { Button } from '@/components/ui/index.ts';
import { saveBlob } from '@/lib/download.ts';
import { errorKey } from '@/lib/errors.ts';
import { ApiError } from '@/lib/http.ts';
import { exportUrl, fetchExport, type ExportProgress, type ExportRequest } from './csv-export.ts';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Progress = styled.progress`
  width: 100%;
  max-width: ${({ theme }) => theme.size.fieldNarrow};
`;

const REASONS = new Set(['exportTooLarge', 'granularityUnavailable']);

export function CurveExport({
  request,
  supplyLabel,
  oneSupplyOnly = false,
}: {
  /** The export's range and scope but its dialect and whether it is one supply or all. */
  request: {
    from: string;
    to: string;
    supplyId: string | null;
    utility: 'GAS' | 'POWER';
    registryId: string | null;
    hourly: boolean;
  };
  supplyLabel: string | null;
  /** A household's page exports its one supply: no choice of scope. */
  oneSupplyOnly?: boolean;
}) {
  const { t } = useTranslation();
  // The chosen supply by default; every supply of the commodity on request (or while none is chosen).
  const [all, setAll] = useState(false);
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const running = progress !== null;
  const oneSupply = !all && request.supplyId !== null;

  const start = async (dialect: CsvDialect) => {
    const scope: ExportRequest['scope'] = oneSupply
      ? { supplyId: request.supplyId ?? '' }
      : { utility: request.utility, registryId: request.registryId };
    const controller = new AbortController();
    abort.current = controller;
    setError(null);
    setDone(null);
    setProgress({ rows: 0, total: null });
    try {
      const { blob, name } = await fetchExport(
        exportUrl({ from: request.from, to: request.to, dialect, scope, hourly: request.hourly }),
        setProgress,
        controller.signal,
      );
      saveBlob(blob, name ?? `consumi-${request.from}-${request.to}.csv`);
      setDone(name);
    } catch (caught) {
      if (caught instanceof ApiError && caught.code === 'ABORTED') {
        setError(t('loadCurves.export.cancelled'));
      } else if (caught instanceof ApiError && caught.reason && REASONS.has(caught.reason)) {
        setError(t(`loadCurves.export.errors.${caught.reason}`));
      } else {
        setError(t(errorKey(caught)));
      }
    } finally {
      abort.current = null;
      setProgress(null);
    }
  };

  return (
    <>
      {!oneSupplyOnly && (
        <Radios
          id="curve-export-scope"
          name="curve-export-scope"
          legend={t('loadCurves.export.scope')}
          value={oneSupply ? 'one' : 'all'}
          onChange={(scope) => setAll(scope === 'all')}
          options={[
            {
              value: 'one',
              label: supplyLabel
                ? t('loadCurves.export.oneSupply', { supply: supplyLabel })
                : t('loadCurves.export.oneSupplyUnnamed'),
              disabled: request.supplyId === null || running,
            },
            {
              value: 'all',
              label: t(`loadCurves.export.allSupplies.${request.utility}`),
              disabled: running,
            },
          ]}
        />
      )}
      <Actions>
        <Button disabled={running} onClick={() => void start('standard')}>
          {t('loadCurves.export.standard')}
        </Button>
        <Button $variant="secondary" disabled={running} onClick={() => void start('it')}>
          {t('loadCurves.export.italian')}
        </Button>
        {running && (
          <Button $variant="secondary" onClick={() => abort.current?.abort()}>
            {t('loadCurves.export.cancel')}
          </Button>
        )}
      </Actions>
      {running && (
        <Progress
          max={progress.total ?? undefined}
          value={progress.total ? Math.min(progress.rows, progress.total) : undefined}
          aria-label={t('loadCurves.export.progressLabel')}
        />
      )}
      <p role="status">
        {running
          ? progress.total
            ? t('loadCurves.export.progress', {
                rows: formatQuantity(Math.min(progress.rows, progress.total)),
                total: formatQuantity(progress.total),
              })
            : t('loadCurves.export.starting')
          : done
            ? t('loadCurves.export.done', { name: done })
            : ''}
      </p>
      {error && <p role="alert">{error}</p>}
    </>
  );
}
