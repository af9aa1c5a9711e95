// The list part of both supplies pages: search and filters, the API's answer (count, the green
// totals on the green page, table, pager), the empty and no-match states and a failed request's
// message with retry. The filters stay on screen in every state — loading, empty, failed — so a
// customer can always change what they asked for; the page around it is the page scaffold's.
import type { Commodity } from '@portal/shared/pages';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, ErrorMessage, Pagination } from '@/components/ui/index.ts';
import type { Site, Supply } from '../api/types.ts';
import { PARAM } from '../model/search.ts';
import type { SupplySearchState } from '../model/useSupplySearch.ts';
import { SupplyFilters, type RegistryOption } from './SupplyFilters.tsx';
import { SupplyTable, type SupplyTableVariant } from './SupplyTable.tsx';

export interface SupplyListProps {
  state: SupplySearchState;
  /** The SWR answer of the page's list query. */
  list: {
    page: { totalCount: number; nodes: readonly Supply[] } | undefined;
    error: unknown;
    isLoading: boolean;
    isValidating: boolean;
    retry: () => void;
  };
  pageSize: number;
  commodity: Commodity;
  variant: SupplyTableVariant;
  sites: readonly Site[];
  registries?: readonly RegistryOption[] | undefined;
  contractHref: ((supply: Supply) => string | null) | null;
  caption: string;
  count: (count: number) => string;
  /** Nothing at all of this kind (no search, no filter). */
  empty: string;
  /** Shown above the table once the list has answered (the green totals). */
  summary?: ReactNode;
}

export function SupplyList({
  state,
  list,
  pageSize,
  commodity,
  variant,
  sites,
  registries,
  contractHref,
  caption,
  count,
  empty,
  summary,
}: SupplyListProps) {
  const { t } = useTranslation();
  const { params, search, apply, reset } = state;
  const { error, isLoading, isValidating, retry } = list;
  // After a failed search the previous page must not pass for its result.
  const page = error || search.searchTooLong ? undefined : list.page;
  const pages = page ? Math.max(1, Math.ceil(page.totalCount / pageSize)) : 1;
  const nothing = page?.totalCount === 0;

  return (
    <>
      <Card>
        <SupplyFilters
          params={params}
          search={search}
          commodity={commodity}
          onApply={apply}
          onReset={reset}
          sites={sites}
          registries={registries}
        />
      </Card>

      {Boolean(error) && (
        <Alert role="alert">
          <ErrorMessage error={error} />{' '}
          <Button $variant="secondary" onClick={retry}>
            {t('app.retry')}
          </Button>
        </Alert>
      )}

      <p role="status" aria-live="polite">
        {page ? count(page.totalCount) : isLoading ? t('app.loading') : ''}
      </p>

      {!error && !search.searchTooLong && !nothing && summary}

      {nothing ? (
        <Alert $tone="info">
          {search.narrowed ? t('supplies.noMatch') : empty}
          {search.narrowed && (
            <>
              {' '}
              <Button $variant="secondary" onClick={reset}>
                {t('supplies.filters.reset')}
              </Button>
            </>
          )}
        </Alert>
      ) : (
        !error &&
        !search.searchTooLong && (
          <SupplyTable
            supplies={page?.nodes ?? []}
            commodity={commodity}
            variant={variant}
            caption={caption}
            contractHref={contractHref}
            busy={isLoading || isValidating}
            skeletonRows={pageSize}
          />
        )
      )}

      {page && page.totalCount > pageSize && (
        <Pagination
          page={Math.min(search.page, pages)}
          pages={pages}
          onPage={(next) => apply({ [PARAM.page]: String(next) })}
          label={t('supplies.pages')}
        />
      )}
    </>
  );
}
