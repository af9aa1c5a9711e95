// The business operations page (§2 /<corporate|pa|pa-non-conv|consortia>/<gas|light>/operations,
// page kind 'operations'): the requests of the commodity with their type,
// description, point, opened and updated days and §4 state, filtered by state, type and the days
// they were opened, paged on the server; each request discloses its history as a timeline. The
// list is the header's selected registry's; a page spanning several (a consortium's members) may
// choose another or all of them. Filters, registry and page live in the address.
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddressSearch, useSegmentRegistries } from '@/components/filters/index.ts';
import { ListFailure } from '@/components/lists/index.ts';
import { PageScaffold } from '@/components/page-scaffold/index.ts';
import { Alert, Card, Pagination } from '@/components/ui/index.ts';
import { usePageContext } from '@/lib/page-context.ts';
import type { Operation } from './api/types.ts';
import { PAGE_SIZE, useOperations } from './api/useOperations.ts';
import { OperationFilters } from './components/OperationFilters.tsx';
import { OperationTable } from './components/OperationTable.tsx';
import { ALL_REGISTRIES, operationsVariables, readSearch, RULES } from './model/search.ts';

export default function OperationsPage() {
  const { t } = useTranslation();
  const { commodity, utility, session, selectedRegistry, hasSupply } = usePageContext();
  const { registries, ids } = useSegmentRegistries(session);
  const read = useCallback((params: URLSearchParams) => readSearch(params, PAGE_SIZE, ids), [ids]);
  const { search, apply, reset } = useAddressSearch(read, RULES);
  const variables = hasSupply ? operationsVariables(search, utility ?? 'POWER', PAGE_SIZE) : null;
  const { data, error, isLoading, isValidating, mutate } = useOperations(variables);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const kind = commodity ?? 'light';

  const toggle = (operation: Operation) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(operation.id)) next.add(operation.id);
      return next;
    });

  // After a failed or refused search the previous page must not pass for its result.
  const page = error || !variables ? undefined : data?.operations;
  const pages = page ? Math.max(1, Math.ceil(page.totalCount / PAGE_SIZE)) : 1;
  const filtered = Boolean(search.state || search.kind || search.openedFrom || search.openedTo);
  const names = new Map(registries.map((r) => [r.id, r.name]));
  const spansSeveral = search.registry === ALL_REGISTRIES;
  const selectedId = selectedRegistry ? String(selectedRegistry.idAnagrafica) : null;
  const shownRegistry = names.get(search.registry ?? selectedId ?? '') ?? null;

  return (
    <PageScaffold title={t(`operations.title.${kind}`)}>
      <p>{t('operations.intro')}</p>
      {registries.length === 1 && shownRegistry && (
        <p>{t('operations.registry', { name: shownRegistry })}</p>
      )}
      <Card>
        <OperationFilters
          search={search}
          selectedRegistry={selectedId}
          registries={registries.length > 1 ? registries : undefined}
          onApply={apply}
          onReset={reset}
        />
      </Card>

      {error && <ListFailure error={error} retry={() => mutate()} />}

      <p role="status" aria-live="polite">
        {page
          ? t('operations.count', { count: page.totalCount })
          : isLoading
            ? t('app.loading')
            : ''}
      </p>

      {page && page.totalCount === 0 ? (
        <Alert $tone="info">{t(filtered ? 'operations.noMatch' : 'operations.empty')}</Alert>
      ) : (
        variables &&
        !error && (
          <OperationTable
            operations={page?.nodes ?? []}
            commodity={kind}
            open={open}
            onToggle={toggle}
            registryName={
              spansSeveral ? (id: string) => names.get(id) ?? t('operations.none') : undefined
            }
            busy={isLoading || isValidating}
            skeletonRows={PAGE_SIZE}
          />
        )
      )}

      {page && (
        <Pagination
          page={search.page}
          pages={pages}
          onPage={(next) => apply({ page: String(next) })}
          label={t('operations.pages')}
        />
      )}
    </PageScaffold>
  );
}
