// A file's download through the BFF's file route (the session cookie and the CSRF header, never a
// token in JavaScript): one button, pressed once until the file is saved, what happens said to
// screen readers (downloading, downloaded) and a failure said as an alert.
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { downloadPdf } from '../../lib/download.ts';
import { Button, type ButtonVariant } from './primitives.tsx';

/** The words of a download, each naming the file (a document's title, a job's number). */
export interface DownloadTexts {
  button: string;
  /** The button's accessible name. */
  label: string;
  running: string;
  done: string;
  failed: string;
}

const Said = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.font.size.sm};
  &:empty {
    display: none;
  }
`;

type State = 'idle' | 'running' | 'done' | 'failed';

export function DownloadButton({
  url,
  fileName,
  texts,
  variant,
}: {
  url: string;
  /** The name to save under when the answer does not give one. */
  fileName: string;
  texts: DownloadTexts;
  variant?: ButtonVariant;
}) {
  const [state, setState] = useState<State>('idle');
  const running = useRef(false);

  const start = async () => {
    if (running.current) return;
    running.current = true;
    setState('running');
    try {
      await downloadPdf(url, fileName, () => undefined);
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
        {...(variant ? { $variant: variant } : {})}
        onClick={() => void start()}
        disabled={state === 'running'}
        aria-label={texts.label}
      >
        {texts.button}
      </Button>
      <Said role="status">
        {state === 'running' && texts.running}
        {state === 'done' && texts.done}
      </Said>
      {state === 'failed' && <p role="alert">{texts.failed}</p>}
    </div>
  );
}
