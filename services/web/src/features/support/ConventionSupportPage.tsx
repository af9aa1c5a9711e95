// The information and complaints page of a pa's subsidised schemes (§2
// /pa/subsidized<Gas|Light>/informationAndComplaints, page kind
// 'subsidized-informationAndComplaints'): the convention's contacts (the API's
// convention.contacts of the scheme's commodity), the written request classified per TIQV with its
// case number, timestamp and due date (the support domain's fileSupportCase, as on the business
// support page), and the body's requests with their state. One page for both schemes: the scheme's
// commodity comes from usePageContext(). Nothing is asked without the scheme's convention (§4 flags):
// the scaffold shows "no supply of this kind" instead. The requests' page lives in the address.
import { useTranslation } from 'react-i18next';
import { useSegmentRegistries } from '@/components/filters/index.ts';
import { PageScaffold } from '@/components/page-scaffold/index.ts';
import { Stack } from '@/components/ui/index.ts';
import { usePageContext } from '@/lib/page-context.ts';
import { useConventionContacts } from './api/useConventionContacts.ts';
import { useSupplyOptions } from './api/useSupplyOptions.ts';
import { useSupportCases, type CasesScope } from './api/useSupportCases.ts';
import { ConventionContacts } from './components/ConventionContacts.tsx';
import { RequestsAndCases } from './components/RequestsAndCases.tsx';
import { useSupportAddress } from './model/search-params.ts';

export default function ConventionSupportPage() {
  const { t } = useTranslation();
  const { commodity, utility, locale, session, selectedRegistry, hasSupply } = usePageContext();
  const address = useSupportAddress();
  const kind = commodity ?? 'light';
  const { registries } = useSegmentRegistries(session);
  const selectedId = selectedRegistry ? String(selectedRegistry.idAnagrafica) : null;
  const filingFor = registries.find((r) => r.id === selectedId) ?? registries[0] ?? null;
  // The requests of the body the page speaks for: the selected registry.
  const casesScope: CasesScope | null = !hasSupply
    ? null
    : registries.length > 1 && filingFor
      ? { registryId: filingFor.id }
      : {};

  const contacts = useConventionContacts(hasSupply ? utility : null);
  const cases = useSupportCases(casesScope, address.search.page);
  const supplies = useSupplyOptions([hasSupply ? utility : null], filingFor?.id ?? null, {
    withSite: true,
  });

  return (
    <PageScaffold title={t(`support.convention.title.${kind}`)}>
      <Stack $gap={6}>
        <p>{t('support.convention.intro')}</p>
        <ConventionContacts
          contacts={contacts.data?.convention.contacts}
          error={contacts.error}
          loading={contacts.isLoading}
          retry={() => contacts.mutate()}
        />
        <RequestsAndCases
          address={address}
          cases={cases}
          locale={locale}
          commodity={kind}
          filingFor={registries.length > 1 ? filingFor : null}
          supplies={supplies}
        />
      </Stack>
    </PageScaffold>
  );
}
