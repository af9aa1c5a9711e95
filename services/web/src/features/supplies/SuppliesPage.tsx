// The business supplies page (§2 /<corporate|pa|pa-non-conv|consortia>/<gas|light>/supplies, page
// kind 'supplies'): every POD (light) or PDR (gas) of the commodity with its site, address, §4
// status, product, committed power or meter class and annual consumption; a search by point id,
// address, locality or site, filters by status and site, server-side paging, each supply linking
// to its contract where the segment has contracts pages. The search, filters,
// registry and page live in the address (?q=, ?status=, ?site=, ?registry=, ?page=).
import { useTranslation } from 'react-i18next';
import { useSupplyList } from './api/useSupplies.ts';
import { SupplyList } from './components/SupplyList.tsx';
import { useSuppliesScope } from './model/useSupplySearch.ts';

export default function SuppliesPage() {
  const { t } = useTranslation();
  const scope = useSuppliesScope();
  return (
    <SupplyList
      scope={scope}
      query={useSupplyList(scope.args)}
      variant="all"
      title={t(`supplies.title.${scope.kind}`)}
      intro={t('supplies.intro')}
      caption={t('supplies.caption')}
      count={(count) => t('supplies.count', { count })}
      empty={t('supplies.empty')}
    />
  );
}
