// Download of a bill's PDF (the invoice or its detail) with a progress bar and a status text
// screen readers announce.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/ui/index.ts';
import { downloadPdf, type Progress } from '@/lib/download.ts';

const Bar = styled.progress`
  width: min(100%, ${({ theme }) => theme.size.cardMin});
  height: ${({ theme }) => theme.space(3)};
`;

type State =
  | { kind: 'idle' }
  | { kind: 'running'; progress: Progress }
  | { kind: 'done' }
  | { kind: 'failed' };

export function PdfDownload({
  url,
  fileName,
  label,
}: {
  url: string;
  fileName: string;
  /** The button's words: which PDF it fetches. */
  label: string;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const running = useRef(false);

  const start = async () => {
    if (running.current) return;
    running.current = true;
    setState({ kind: 'running', progress: { received: 0, total: null } });
    try {
      await downloadPdf(url, fileName, (progress) => setState({ kind: 'running', progress }));
      setState({ kind: 'done' });
    } catch {
      setState({ kind: 'failed' });
    } finally {
      running.current = false;
    }
  };

  const percent =
    state.kind === 'running' && state.progress.total
      ? Math.min(100, Math.round((state.progress.received / state.progress.total) * 100))
      : null;

  return (
    <div>
      <Button onClick={() => void start()} disabled={state.kind === 'running'}>
        {label}
      </Button>
      {state.kind === 'running' && (
        <div>
          <Bar max={100} value={percent ?? undefined} aria-label={label} />
        </div>
      )}
      <p role="status" aria-live="polite">
        {state.kind === 'running' &&
          (percent === null
            ? t('invoices.detail.downloadingUnknown')
            : t('invoices.detail.downloading', { percent }))}
        {state.kind === 'done' && t('invoices.detail.downloaded')}
      </p>
      {state.kind === 'failed' && <p role="alert">{t('invoices.detail.downloadFailed')}</p>}
    </div>
  );
}
