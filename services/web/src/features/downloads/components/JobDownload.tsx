// The download of a finished export's PDF through the BFF's file route (the session cookie and the
// CSRF header, never a token in JavaScript), its progress said to screen readers.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/ui/index.ts';
import { downloadPdf } from '@/lib/download.ts';

type State = 'idle' | 'running' | 'done' | 'failed';

const Progress = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.font.size.sm};
  &:empty {
    display: none;
  }
`;

export function JobDownload({ id, url }: { id: string; url: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>('idle');
  const running = useRef(false);

  const start = async () => {
    if (running.current) return;
    running.current = true;
    setState('running');
    try {
      await downloadPdf(url, `fatture-${id}.pdf`, () => undefined);
      setState('done');
    } catch {
      setState('failed');
    } finally {
      running.current = false;
    }
  };

  return (
    <div>
      <Button
        onClick={() => void start()}
        disabled={state === 'running'}
        aria-label={t('downloads.jobs.downloadLabel', { id })}
      >
        {t('downloads.jobs.download')}
      </Button>
      <Progress role="status">
        {state === 'running' && t('downloads.jobs.downloading', { id })}
        {state === 'done' && t('downloads.jobs.downloaded', { id })}
      </Progress>
      {state === 'failed' && <p role="alert">{t('downloads.jobs.downloadFailed', { id })}</p>}
    </div>
  );
}
