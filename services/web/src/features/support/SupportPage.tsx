// The business support page (§2 /<corporate|pa|pa-non-conv|consortia>/<gas|light>/support, page
// kind 'support', assistance layout): the supplier's desk for business customers,
// the FAQ of the content site searchable as the customer types, the written request form (TIQV:
// complaint, information request, billing rectification, with the day the answer is due) and the
// requests already filed. The FAQ search, the requests' page and a consortium's choice of member
// live in the address (?q=, ?page=, ?cases=), so a reload keeps them.
import { registriesOfSegment } from '@portal/shared/segment';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageScaffold } from '@/components/page-scaffold/index.ts';
import { Stack } from '@/components/ui/index.ts';
import { usePageContext } from '@/lib/page-context.ts';
import { useRequestSupplies } from './api/useRequestSupplies.ts';
import { useSupportCases, type CasesScope } from './api/useSupportCases.ts';
import { useSupportFaq } from './api/useSupportFaq.ts';
import { BusinessContacts } from './components/BusinessContacts.tsx';
import { ALL_MEMBERS, CaseList } from './components/CaseList.tsx';
import { FaqList } from './components/FaqList.tsx';
import { RequestForm } from './components/RequestForm.tsx';
import { PARAM, pageOf, useAddressState } from './model/search-params.ts';

export default function SupportPage() {
  const { t } = useTranslation();
  const { commodity, utility, locale, session, selectedRegistry, hasSupply } = usePageContext();
  const { params, update } = useAddressState();
  const kind = commodity ?? 'light';

  const registries = useMemo(
    () =>
      session
        ? registriesOfSegment(session.segment, session.registries).map((r) => ({
            id: String(r.idAnagrafica),
            name: r.ragSoc,
          }))
        : [],
    [session],
  );
  const selectedId = selectedRegistry ? String(selectedRegistry.idAnagrafica) : null;
  const filingFor = registries.find((r) => r.id === selectedId) ?? registries[0] ?? null;

  // Whose requests: a consortium may choose a member or all; by default the selected one.
  const casesParam = params.get(PARAM.cases);
  const casesChoice =
    casesParam === ALL_MEMBERS || registries.some((r) => r.id === casesParam)
      ? (casesParam as string)
      : (filingFor?.id ?? ALL_MEMBERS);
  const casesScope: CasesScope | null = !hasSupply
    ? null
    : registries.length <= 1
      ? {}
      : casesChoice === ALL_MEMBERS
        ? { allRegistries: true }
        : { registryId: casesChoice };
  const page = pageOf(params.get(PARAM.page));
  const search = params.get(PARAM.search) ?? '';

  const faq = useSupportFaq(locale);
  const cases = useSupportCases(casesScope, page);
  const supplies = useRequestSupplies(hasSupply ? utility : null, filingFor?.id ?? null);

  const supplyOptions = (supplies.data?.supplies.nodes ?? []).map((supply) => ({
    id: supply.id,
    label: t('support.form.supplyOption', {
      point: supply.pointId,
      address: [supply.siteName, supply.address, supply.locality].filter(Boolean).join(', '),
    }),
  }));

  return (
    <PageScaffold title={t(`support.title.${kind}`)}>
      <Stack $gap={6}>
        <p>{t('support.intro')}</p>
        <BusinessContacts locale={locale} />
        <FaqList
          entries={faq.data?.supportFaq}
          error={faq.error}
          loading={faq.isLoading}
          retry={() => faq.mutate()}
          text={search}
          onText={(text) => update({ [PARAM.search]: text }, true)}
        />
        <RequestForm
          locale={locale}
          commodity={kind}
          registryId={registries.length > 1 ? (filingFor?.id ?? null) : null}
          registryName={registries.length > 1 ? (filingFor?.name ?? null) : null}
          supplies={supplyOptions}
          onFiled={() => {
            // The new request heads the list of the registry it was filed for.
            if (page !== 1) update({ [PARAM.page]: null });
            void cases.mutate();
          }}
        />
        <CaseList
          data={cases.data}
          error={cases.error}
          loading={cases.isLoading}
          busy={cases.isValidating}
          retry={() => cases.mutate()}
          page={page}
          onPage={(next) => update({ [PARAM.page]: next <= 1 ? null : String(next) })}
          registries={registries}
          scope={casesChoice}
          onScope={(scope) => update({ [PARAM.cases]: scope, [PARAM.page]: null })}
        />
      </Stack>
    </PageScaffold>
  );
}
