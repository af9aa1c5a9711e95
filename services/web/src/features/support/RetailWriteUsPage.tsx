// The retail write-us page (§2 /retail/assistance/writeus, page kind 'retail-writeus'): the written
// request form as the TIQV classifies requests (complaint, information request, billing
// rectification; case number, timestamp and the day the answer is due, 30 or 60 days) and the
// customer's requests with their state — the business support page's form and list on the selected
// registry, which may name any of its supplies, gas or light. The requests' page lives in the
// address (?page=).
import { useTranslation } from 'react-i18next';
import { PageScaffold } from '@/components/page-scaffold/index.ts';
import { Stack } from '@/components/ui/index.ts';
import { usePageContext } from '@/lib/page-context.ts';
import { useSupplyOptions } from './api/useSupplyOptions.ts';
import { useSupportCases } from './api/useSupportCases.ts';
import { RequestsAndCases } from './components/RequestsAndCases.tsx';
import { useSupportAddress } from './model/search-params.ts';

export default function RetailWriteUsPage() {
  const { t } = useTranslation();
  const { locale, selectedRegistry } = usePageContext();
  const address = useSupportAddress();
  const registryId = selectedRegistry ? String(selectedRegistry.idAnagrafica) : null;
  const cases = useSupportCases({}, address.search.page);
  const supplies = useSupplyOptions(['POWER', 'GAS'], registryId, { withSite: false });

  return (
    <PageScaffold title={t('support.retail.writeus.title')}>
      <Stack $gap={6}>
        <p>{t('support.retail.writeus.intro')}</p>
        <RequestsAndCases
          address={address}
          cases={cases}
          locale={locale}
          commodity={null}
          filingFor={null}
          supplies={supplies}
        />
      </Stack>
    </PageScaffold>
  );
}
