// The business supplies page (§2 /<corporate|pa|pa-non-conv|consortia>/<gas|light>/supplies, page
// kind 'supplies'): every POD (light) or PDR (gas) of the commodity with its site, address, §4
// status, product, committed power or meter class and annual consumption; a search by point id,
// address, locality or site, filters by status and site, server-side paging, each supply linking
// to its contract where the segment has contracts pages. The search, filters,
// registry and page live in the address (?q=, ?status=, ?site=, ?registry=, ?page=). Under the list,
// one of the page's supplies may be given alerts of its own (decision 0023).
import { useTranslation } from 'react-i18next';
import { SupplyAlertPicker } from '@/components/alerts/SupplyAlertPicker.tsx';
import { useSupplyList } from './api/useSupplies.ts';
import { SupplyList } from './components/SupplyList.tsx';
import { useSuppliesScope } from './model/useSupplySearch.ts';

export default function SuppliesPage() {
  const { t } = useTranslation();
  const scope = useSuppliesScope();
  const query = useSupplyList(scope.args);
  return (
    <SupplyList
      scope={scope}
      query={query}
      variant="all"
      title={t(`supplies.title.${scope.kind}`)}
      intro={t('supplies.intro')}
      caption={t('supplies.caption')}
      count={(count) => t('supplies.count', { count })}
      empty={t('supplies.empty')}
      footer={<SupplyAlertPicker supplies={query.data?.supplies.nodes ?? []} />}
    />
  );
}
