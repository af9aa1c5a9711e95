// The one frame of every page (issue 11 item 4, conventions 19): the page's title (heading and
// document title) and the states every page has — loading (a skeleton of the final layout, marked
// aria-busy), error (translated, with a retry, focused), empty, and "no supply of this kind" (a
// business customer opening the gas pages without a gas supply, from the §4 menu section flags).
import type { ReactNode } from 'react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { usePageContext } from '../../lib/page-context.ts';
import { usePageTitle } from '../../lib/usePageTitle.ts';
import { Alert, Button, ErrorMessage, Stack } from '../ui/index.ts';

/** What a page's data hook gives the scaffold; an SWR response fits as it is. */
export interface PageQuery<T> {
  data?: T | undefined;
  error?: unknown;
  isLoading: boolean;
  mutate: () => unknown;
}

interface CommonProps {
  /** The page's name: its document title, and its heading unless `heading` is given. */
  title: string;
  heading?: ReactNode;
  /** Shown while loading; it should have the final layout's size (skeletons.tsx). */
  skeleton?: ReactNode;
  /** The empty state's text; defaults to a general "no data". */
  empty?: ReactNode;
}

interface QueryProps<T> extends CommonProps {
  query: PageQuery<T>;
  /** Whether loaded data counts as empty (the empty state replaces the content). */
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

interface StaticProps extends CommonProps {
  query?: undefined;
  isEmpty?: undefined;
  children: ReactNode;
}

export type PageScaffoldProps<T> = QueryProps<T> | StaticProps;

const Region = styled.div`
  min-width: 0;
`;

const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

function ErrorState({ error, retry }: { error: unknown; retry: () => unknown }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  // Move focus to the message, so keyboard and screen reader users land on what went wrong.
  useEffect(() => ref.current?.focus(), [error]);
  return (
    <Alert role="alert" tabIndex={-1} ref={ref} data-state="error">
      <ErrorMessage error={error} />{' '}
      <Button $variant="secondary" onClick={() => void retry()}>
        {t('app.retry')}
      </Button>
    </Alert>
  );
}

function NoSupply() {
  const { t } = useTranslation();
  const { commodity, scheme } = usePageContext();
  const area = scheme ?? commodity ?? 'gas';
  return (
    <Alert $tone="info" role="status" data-state="no-supply">
      <p>{t(`pages.noSupply.${area}`)}</p>
      <p>{t('pages.noSupplyHint')}</p>
    </Alert>
  );
}

export function PageScaffold<T>(props: PageScaffoldProps<T>) {
  const { t } = useTranslation();
  const { hasSupply } = usePageContext();
  const headingId = useId();
  usePageTitle(props.title);

  const body = (): { busy: boolean; content: ReactNode } => {
    if (!hasSupply) return { busy: false, content: <NoSupply /> };
    if (props.query === undefined) return { busy: false, content: props.children };
    const { data, error, isLoading, mutate } = props.query;
    if (error) return { busy: false, content: <ErrorState error={error} retry={mutate} /> };
    if (data === undefined || isLoading) {
      return {
        busy: true,
        content: (
          <>
            <VisuallyHidden role="status">{t('pages.loading')}</VisuallyHidden>
            {props.skeleton}
          </>
        ),
      };
    }
    if (props.isEmpty?.(data)) {
      return {
        busy: false,
        content: (
          <Alert $tone="info" role="status" data-state="empty">
            {props.empty ?? t('pages.empty')}
          </Alert>
        ),
      };
    }
    return { busy: false, content: props.children(data) };
  };
  const { busy, content } = body();

  return (
    <Stack as="section" aria-labelledby={headingId}>
      <h1 id={headingId}>{props.heading ?? props.title}</h1>
      <Region aria-busy={busy} data-state={busy ? 'loading' : undefined}>
        {content}
      </Region>
    </Stack>
  );
}
