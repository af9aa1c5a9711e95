// The business supplies page (§2 /<corporate|pa|pa-non-conv|consortia>/<gas|light>/supplies, page
// kind 'supplies'): every POD (light) or PDR (gas) of the commodity with its site, address, §4
// status, product, committed power or meter class and annual consumption; a search by point id,
// address, locality or site, filters by status and site, server-side paging, each supply linking
// to its contract where the segment has contracts pages. The search, filters,
// registry and page live in the address (?q=, ?status=, ?site=, ?registry=, ?page=).
import { useTranslation } from 'react-i18next';
import { PageScaffold } from '@/components/page-scaffold/index.ts';
import { usePageContext } from '@/lib/page-context.ts';
import { PAGE_SIZE, useSupplyList } from './api/useSupplies.ts';
import { useSupplySites } from './api/useSupplySites.ts';
import { SupplyList } from './components/SupplyList.tsx';
import { contractHrefOf, useRegistryOptions } from './model/page-scope.ts';
import { useSupplySearch } from './model/useSupplySearch.ts';

export default function SuppliesPage() {
  const { t } = useTranslation();
  const { segment, commodity, utility, locale, session, hasSupply } = usePageContext();
  const kind = commodity ?? 'light';
  const { registries, registryIds } = useRegistryOptions(session);
  const state = useSupplySearch(PAGE_SIZE, registryIds);
  const { search } = state;
  const active = hasSupply && utility !== null;
  const query = useSupplyList(
    active && !search.searchTooLong ? { utility, filter: search.filter, page: search.page } : null,
  );
  const sites = useSupplySites(active ? utility : null, search.filter);
  const [only] = registries;

  return (
    <PageScaffold title={t(`supplies.title.${kind}`)}>
      <p>{t('supplies.intro')}</p>
      {registries.length === 1 && only && <p>{t('supplies.registry', { name: only.name })}</p>}
      <SupplyList
        state={state}
        list={{
          page: query.data?.supplies,
          error: query.error,
          isLoading: query.isLoading,
          isValidating: query.isValidating,
          retry: () => void query.mutate(),
        }}
        pageSize={PAGE_SIZE}
        commodity={kind}
        variant="all"
        sites={sites.data?.sites ?? []}
        registries={registries.length > 1 ? registries : undefined}
        contractHref={contractHrefOf(segment, kind, locale)}
        caption={t('supplies.caption')}
        count={(count) => t('supplies.count', { count })}
        empty={t('supplies.empty')}
      />
    </PageScaffold>
  );
}
