// Both supplies pages: the page with its intro (and the registry it shows, for a company of one),
// search and filters, the API's answer (count, the green totals on the green page, table, pager),
// the empty and no-match states and a failed request's message with retry. The filters stay on
// screen in every state — loading, empty, failed — so a customer can always change what they
// asked for; the page around it is the page scaffold's.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListCount, ListEmpty, ListFailure, pageCount } from '@/components/lists/index.ts';
import { PageScaffold } from '@/components/page-scaffold/index.ts';
import { Card, nameSlot, Pagination, RegistryLine } from '@/components/ui/index.ts';
import type { Supply } from '../api/types.ts';
import { PAGE_SIZE } from '../api/useSupplies.ts';
import { PARAM } from '../model/search.ts';
import type { SuppliesScope } from '../model/useSupplySearch.ts';
import { SupplyFilters } from './SupplyFilters.tsx';
import { SupplyTable, type SupplyTableVariant } from './SupplyTable.tsx';

export interface SupplyListProps {
  scope: SuppliesScope;
  /** The SWR answer of the page's list query. */
  query: {
    data?: { supplies: { totalCount: number; nodes: readonly Supply[] } } | undefined;
    error: unknown;
    isLoading: boolean;
    isValidating: boolean;
    mutate: () => unknown;
  };
  variant: SupplyTableVariant;
  title: string;
  intro: string;
  caption: string;
  count: (count: number) => string;
  /** Nothing at all of this kind (no search, no filter). */
  empty: string;
  /** Shown above the table once the list has answered (the green totals). */
  summary?: ReactNode;
  /** Shown at the end of the page (a supply's own alerts). */
  footer?: ReactNode;
}

export function SupplyList({
  scope,
  query,
  variant,
  title,
  intro,
  caption,
  count,
  empty,
  summary,
  footer,
}: SupplyListProps) {
  const { t } = useTranslation();
  const { kind, registries, state, sites, contractHref } = scope;
  const { params, search, apply, reset } = state;
  const { error, isLoading, isValidating } = query;
  // After a failed search the previous page must not pass for its result.
  const page = error || search.searchTooLong ? undefined : query.data?.supplies;
  const pages = page ? pageCount(page.totalCount, PAGE_SIZE) : 1;
  const nothing = page?.totalCount === 0;
  const [only] = registries;

  return (
    <PageScaffold title={title}>
      <p>{intro}</p>
      {registries.length === 1 && only && (
        <RegistryLine text={t('supplies.registry', { name: nameSlot() })} name={only.name} />
      )}
      <Card>
        <SupplyFilters
          params={params}
          search={search}
          commodity={kind}
          onApply={apply}
          onReset={reset}
          sites={sites}
          registries={registries.length > 1 ? registries : undefined}
        />
      </Card>

      {Boolean(error) && <ListFailure error={error} retry={query.mutate} />}

      <ListCount total={page?.totalCount} loading={isLoading} count={count} />

      {!error && !search.searchTooLong && !nothing && summary}

      {nothing ? (
        <ListEmpty
          {...(search.narrowed
            ? { reset: { label: t('supplies.filters.reset'), onClick: reset } }
            : {})}
        >
          {search.narrowed ? t('supplies.noMatch') : empty}
        </ListEmpty>
      ) : (
        !error &&
        !search.searchTooLong && (
          <SupplyTable
            supplies={page?.nodes ?? []}
            commodity={kind}
            variant={variant}
            caption={caption}
            contractHref={contractHref}
            busy={isLoading || isValidating}
            skeletonRows={PAGE_SIZE}
          />
        )
      )}

      {page && page.totalCount > PAGE_SIZE && (
        <Pagination
          page={Math.min(search.page, pages)}
          pages={pages}
          onPage={(next) => apply({ [PARAM.page]: String(next) })}
          label={t('supplies.pages')}
        />
      )}

      {footer}
    </PageScaffold>
  );
}
