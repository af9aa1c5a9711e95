// The parts every list page shows around its table (a list's filters stay on screen in every
// state, so these sit under them): a failed request said in words with its retry, the count of
// what the API answered — announced politely when it changes, "loading" until then — and nothing
// found, with the way to take the filters off where the list was narrowed.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, ErrorMessage } from '../ui/index.ts';

/** How many pages `total` rows fill (at least one). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export function ListFailure({ error, retry }: { error: unknown; retry: () => unknown }) {
  const { t } = useTranslation();
  return (
    <Alert role="alert">
      <ErrorMessage error={error} />{' '}
      <Button type="button" $variant="secondary" onClick={() => void retry()}>
        {t('app.retry')}
      </Button>
    </Alert>
  );
}

export function ListCount({
  total,
  loading,
  count,
}: {
  /** The API's count; undefined until it answered (or after a failure). */
  total: number | undefined;
  loading: boolean;
  count: (total: number) => string;
}) {
  const { t } = useTranslation();
  return (
    <p role="status" aria-live="polite">
      {total !== undefined ? count(total) : loading ? t('app.loading') : ''}
    </p>
  );
}

/** Nothing found: the list's own words, and a button that takes the filters off where given. */
export function ListEmpty({
  children,
  reset,
}: {
  children: ReactNode;
  reset?: { label: string; onClick: () => void };
}) {
  return (
    <Alert $tone="info">
      {children}
      {reset && (
        <>
          {' '}
          <Button $variant="secondary" onClick={reset.onClick}>
            {reset.label}
          </Button>
        </>
      )}
    </Alert>
  );
}
