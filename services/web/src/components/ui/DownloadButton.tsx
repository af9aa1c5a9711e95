// A file's download through the BFF's file route (the session cookie and the CSRF header, never a
// token in JavaScript): one button, pressed once until the file is saved, what happens said to
// screen readers (downloading, downloaded) and a failure said as an alert. A file whose title is on
// the page in its own language (an Italian document on a German page) names the button together
// with the label's words (aria-labelledby), so no one string mixes two languages.
import { useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { downloadPdf } from '../../lib/download.ts';
import { Button, type ButtonVariant } from './primitives.tsx';

/** The words of a download, each naming the file (a document's title, a job's number). */
export interface DownloadTexts {
  button: string;
  /** The button's accessible name; with `labelledBy`, the words before the file's name. */
  label: string;
  running: ReactNode;
  done: ReactNode;
  failed: ReactNode;
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
  labelledBy,
}: {
  url: string;
  /** The name to save under when the answer does not give one. */
  fileName: string;
  texts: DownloadTexts;
  variant?: ButtonVariant;
  /** The id of the element on the page that names the file: the name is `label` and that. */
  labelledBy?: string;
}) {
  const labelId = useId();
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
        {...(labelledBy
          ? { 'aria-labelledby': `${labelId} ${labelledBy}` }
          : { 'aria-label': texts.label })}
      >
        {texts.button}
      </Button>
      {labelledBy && (
        <span id={labelId} hidden>
          {texts.label}
        </span>
      )}
      <Said role="status">
        {state === 'running' && texts.running}
        {state === 'done' && texts.done}
      </Said>
      {state === 'failed' && <p role="alert">{texts.failed}</p>}
    </div>
  );
}
