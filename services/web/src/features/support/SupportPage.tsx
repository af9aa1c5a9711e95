// The business support page (§2 /<corporate|pa|pa-non-conv|consortia>/<gas|light>/support, page
// kind 'support', assistance layout): the supplier's desk for business customers,
// the FAQ of the content site searchable as the customer types, the written request form (TIQV:
// complaint, information request, billing rectification, with the day the answer is due) and the
// requests already filed. The FAQ search, the requests' page and a consortium's choice of member
// live in the address (?q=, ?page=, ?cases=), so a reload keeps them.
import { useTranslation } from 'react-i18next';
import { useSegmentRegistries } from '@/components/filters/index.ts';
import { PageScaffold } from '@/components/page-scaffold/index.ts';
import { Stack } from '@/components/ui/index.ts';
import { usePageContext } from '@/lib/page-context.ts';
import { useSupplyOptions } from './api/useSupplyOptions.ts';
import { useSupportCases, type CasesScope } from './api/useSupportCases.ts';
import { BusinessContacts } from './components/BusinessContacts.tsx';
import { ALL_MEMBERS } from './components/CaseList.tsx';
import { RequestsAndCases } from './components/RequestsAndCases.tsx';
import { SupportFaq } from './components/SupportFaq.tsx';
import { PARAM, useSupportAddress } from './model/search-params.ts';

export default function SupportPage() {
  const { t } = useTranslation();
  const { commodity, utility, locale, session, selectedRegistry, hasSupply } = usePageContext();
  const address = useSupportAddress();
  const { search: state, apply } = address;
  const kind = commodity ?? 'light';
  const { registries } = useSegmentRegistries(session);
  const selectedId = selectedRegistry ? String(selectedRegistry.idAnagrafica) : null;
  const filingFor = registries.find((r) => r.id === selectedId) ?? registries[0] ?? null;

  // Whose requests: a consortium may choose a member or all; by default the selected one.
  const casesChoice =
    state.cases === ALL_MEMBERS || registries.some((r) => r.id === state.cases)
      ? (state.cases as string)
      : (filingFor?.id ?? ALL_MEMBERS);
  const casesScope: CasesScope | null = !hasSupply
    ? null
    : registries.length <= 1
      ? {}
      : casesChoice === ALL_MEMBERS
        ? { allRegistries: true }
        : { registryId: casesChoice };

  const cases = useSupportCases(casesScope, state.page);
  const supplies = useSupplyOptions([hasSupply ? utility : null], filingFor?.id ?? null, {
    withSite: true,
  });

  return (
    <PageScaffold title={t(`support.title.${kind}`)}>
      <Stack $gap={6}>
        <p>{t('support.intro')}</p>
        <BusinessContacts locale={locale} />
        <SupportFaq locale={locale} address={address} />
        <RequestsAndCases
          address={address}
          cases={cases}
          locale={locale}
          commodity={kind}
          filingFor={registries.length > 1 ? filingFor : null}
          supplies={supplies}
          choice={{
            registries,
            scope: casesChoice,
            onScope: (scope) => apply({ [PARAM.cases]: scope, [PARAM.page]: null }),
          }}
        />
      </Stack>
    </PageScaffold>
  );
}
