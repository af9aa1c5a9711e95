// The download of one document of the catalogue through the BFF's file route (the session cookie
// and the CSRF header, never a token in JavaScript), what happened said to screen readers.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/ui/index.ts';
import { downloadPdf } from '@/lib/download.ts';

type State = 'idle' | 'running' | 'done' | 'failed';

const Said = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.font.size.sm};
  &:empty {
    display: none;
  }
`;

export function DocumentDownload({ id, title, url }: { id: string; title: string; url: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>('idle');
  const running = useRef(false);

  const start = async () => {
    if (running.current) return;
    running.current = true;
    setState('running');
    try {
      await downloadPdf(url, `${id}.pdf`, () => undefined);
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
        $variant="secondary"
        onClick={() => void start()}
        disabled={state === 'running'}
        aria-label={t('downloads.documents.downloadLabel', { title })}
      >
        {t('downloads.documents.download')}
      </Button>
      <Said role="status">
        {state === 'running' && t('downloads.documents.downloading', { title })}
        {state === 'done' && t('downloads.documents.downloaded', { title })}
      </Said>
      {state === 'failed' && <p role="alert">{t('downloads.documents.failed', { title })}</p>}
    </div>
  );
}
