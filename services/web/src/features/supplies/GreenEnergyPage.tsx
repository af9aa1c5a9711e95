// The business green energy page (§2 /<corporate|pa|pa-non-conv|consortia>/<gas|light>/supplies/
// greenEnergy, page kind 'greenEnergy'): the supplies of the commodity with energy from renewable
// sources, each with its certificate (guarantee of origin), renewable share and CO₂ avoided, and
// the totals of all of them — count, CO₂ avoided, mean share — whatever page is shown; the same
// search, filters and paging as the supplies page, in the address.
import { useTranslation } from 'react-i18next';
import { PageScaffold } from '@/components/page-scaffold/index.ts';
import { usePageContext } from '@/lib/page-context.ts';
import { PAGE_SIZE, useGreenSupplies } from './api/useSupplies.ts';
import { useSupplySites } from './api/useSupplySites.ts';
import { GreenTotals } from './components/GreenTotals.tsx';
import { SupplyList } from './components/SupplyList.tsx';
import { contractHrefOf, useRegistryOptions } from './model/page-scope.ts';
import { useSupplySearch } from './model/useSupplySearch.ts';

export default function GreenEnergyPage() {
  const { t } = useTranslation();
  const { segment, commodity, utility, locale, session, hasSupply } = usePageContext();
  const kind = commodity ?? 'light';
  const { registries, registryIds } = useRegistryOptions(session);
  const state = useSupplySearch(PAGE_SIZE, registryIds);
  const { search } = state;
  const active = hasSupply && utility !== null;
  const query = useGreenSupplies(
    active && !search.searchTooLong ? { utility, filter: search.filter, page: search.page } : null,
  );
  const sites = useSupplySites(active ? utility : null, search.filter);
  const page = query.data?.supplies;
  const [only] = registries;

  return (
    <PageScaffold title={t(`supplies.green.title.${kind}`)}>
      <p>{t('supplies.green.intro')}</p>
      {registries.length === 1 && only && <p>{t('supplies.registry', { name: only.name })}</p>}
      <SupplyList
        state={state}
        list={{
          page,
          error: query.error,
          isLoading: query.isLoading,
          isValidating: query.isValidating,
          retry: () => void query.mutate(),
        }}
        pageSize={PAGE_SIZE}
        commodity={kind}
        variant="green"
        sites={sites.data?.sites ?? []}
        registries={registries.length > 1 ? registries : undefined}
        contractHref={contractHrefOf(segment, kind, locale)}
        caption={t('supplies.green.caption')}
        count={(count) => t('supplies.green.count', { count })}
        empty={t('supplies.green.empty')}
        summary={<GreenTotals totals={page} />}
      />
    </PageScaffold>
  );
}
