// /retail/myServices (§2, page kind 'retail-services'): the services the customer
// has on each supply — digital bill, direct debit, green energy, self-reading, committed power —
// derived from the registry's digital bill (§3 fatturaDigitale), the contracts and the supplies,
// each with the page where it is changed (§2 manageUts pages); then the content site's news in
// the customer's language (§7 posts, page 1 of size 10).
import { useTranslation } from 'react-i18next';
import { PageScaffold, SkeletonBlock } from '@/components/page-scaffold/index.ts';
import { Stack } from '@/components/ui/index.ts';
import { usePageContext } from '@/lib/page-context.ts';
import { useMyServices } from './api/useMyServices.ts';
import { NewsList } from './components/NewsList.tsx';
import { SupplyServicesCard } from './components/SupplyServicesCard.tsx';
import { supplyServices } from './model/services.ts';

function ServicesSkeleton() {
  return (
    <Stack aria-hidden="true">
      <SkeletonBlock height="1.5em" width="70%" />
      <SkeletonBlock height="22rem" />
      <SkeletonBlock height="22rem" />
    </Stack>
  );
}

export default function ServicesPage() {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  const query = useMyServices();

  return (
    <PageScaffold
      title={t('services.title')}
      intro={t('services.intro')}
      query={query}
      skeleton={<ServicesSkeleton />}
    >
      {(data) => {
        const items = supplyServices(data, locale);
        return (
          <Stack>
            {items.length === 0 ? (
              <p role="status">{t('services.noSupplies')}</p>
            ) : (
              items.map((item) => <SupplyServicesCard key={item.supply.id} item={item} />)
            )}
            <NewsList />
          </Stack>
        );
      }}
    </PageScaffold>
  );
}
