// The states every page and every section share: the error
// (translated, with a retry, focused so keyboard and screen reader users land on it), the empty
// state, "no supply of this kind" and the loading announcement. The page scaffold shows them for a
// whole page; a section of a page (a card, a tab) uses the same ones.
import type { ReactNode } from 'react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageContext } from '../../lib/page-context.ts';
import { Alert, Button, ErrorMessage, Spread as Row } from '../ui/index.ts';
import { SkeletonBlock } from './skeletons.tsx';

export function ErrorState({ error, retry }: { error: unknown; retry?: () => unknown }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [error]);
  return (
    <Alert role="alert" tabIndex={-1} ref={ref} data-state="error">
      <Row>
        <span>
          <ErrorMessage error={error} />
        </span>
        {retry && (
          <Button $variant="secondary" onClick={() => void retry()}>
            {t('app.retry')}
          </Button>
        )}
      </Row>
    </Alert>
  );
}

export function EmptyState({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Alert $tone="info" role="status" data-state="empty">
      {children ?? t('pages.empty')}
    </Alert>
  );
}

export function NoSupplyState() {
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

/** Said once while a page or section loads; the skeleton beside it is hidden from readers. */
export function LoadingAnnouncement() {
  const { t } = useTranslation();
  return (
    <span role="status" className="visually-hidden">
      {t('pages.loading')}
    </span>
  );
}

/**
 * A section of a page still loading (a card, a list below the page's own data): announced once
 * and busy, its skeleton — a block of `height`, or the children — keeping the room it will take.
 */
export function SectionLoading({ height, children }: { height?: string; children?: ReactNode }) {
  return (
    <div aria-busy="true">
      <LoadingAnnouncement />
      {children ?? <SkeletonBlock height={height ?? '12rem'} />}
    </div>
  );
}
