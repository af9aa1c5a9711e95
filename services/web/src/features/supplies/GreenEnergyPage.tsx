// The business green energy page (§2 /<corporate|pa|pa-non-conv|consortia>/<gas|light>/supplies/
// greenEnergy, page kind 'greenEnergy'): the supplies of the commodity with energy from renewable
// sources, each with its certificate (guarantee of origin), renewable share and CO₂ avoided, and
// the totals of all of them — count, CO₂ avoided, mean share — whatever page is shown; the same
// search, filters and paging as the supplies page, in the address.
import { useTranslation } from 'react-i18next';
import { useGreenSupplies } from './api/useSupplies.ts';
import { GreenTotals } from './components/GreenTotals.tsx';
import { SupplyList } from './components/SupplyList.tsx';
import { useSuppliesScope } from './model/useSupplySearch.ts';

export default function GreenEnergyPage() {
  const { t } = useTranslation();
  const scope = useSuppliesScope();
  const query = useGreenSupplies(scope.args);
  return (
    <SupplyList
      scope={scope}
      query={query}
      variant="green"
      title={t(`supplies.green.title.${scope.kind}`)}
      intro={t('supplies.green.intro')}
      caption={t('supplies.green.caption')}
      count={(count) => t('supplies.green.count', { count })}
      empty={t('supplies.green.empty')}
      summary={<GreenTotals totals={query.data?.supplies} />}
    />
  );
}
