// The information and complaints page of a pa's subsidised schemes (§2
// /pa/subsidized<Gas|Light>/informationAndComplaints, page kind
// 'subsidized-informationAndComplaints'): the convention's contacts (the API's
// convention.contacts of the scheme's commodity), the written request classified per TIQV with its
// case number, timestamp and due date (the support domain's fileSupportCase, as on the business
// support page), and the body's requests with their state. One page for both schemes: the scheme's
// commodity comes from usePageContext(). Nothing is asked without the scheme's convention (§4 flags):
// the scaffold shows "no supply of this kind" instead. The requests' page lives in the address.
import { registriesOfSegment } from '@portal/shared/segment';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageScaffold } from '@/components/page-scaffold/index.ts';
import { Stack } from '@/components/ui/index.ts';
import { usePageContext } from '@/lib/page-context.ts';
import { useConventionContacts } from './api/useConventionContacts.ts';
import { useRequestSupplies } from './api/useRequestSupplies.ts';
import { useSupportCases, type CasesScope } from './api/useSupportCases.ts';
import { CaseList } from './components/CaseList.tsx';
import { ConventionContacts } from './components/ConventionContacts.tsx';
import { RequestForm } from './components/RequestForm.tsx';
import { PARAM, pageOf, useAddressState } from './model/search-params.ts';

export default function ConventionSupportPage() {
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
  // The requests of the body the page speaks for: the selected registry.
  const casesScope: CasesScope | null = !hasSupply
    ? null
    : registries.length > 1 && filingFor
      ? { registryId: filingFor.id }
      : {};
  const page = pageOf(params.get(PARAM.page));

  const contacts = useConventionContacts(hasSupply ? utility : null);
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
    <PageScaffold title={t(`support.convention.title.${kind}`)}>
      <Stack $gap={6}>
        <p>{t('support.convention.intro')}</p>
        <ConventionContacts
          contacts={contacts.data?.convention.contacts}
          error={contacts.error}
          loading={contacts.isLoading}
          retry={() => contacts.mutate()}
        />
        <RequestForm
          locale={locale}
          commodity={kind}
          registryId={registries.length > 1 ? (filingFor?.id ?? null) : null}
          registryName={registries.length > 1 ? (filingFor?.name ?? null) : null}
          supplies={supplyOptions}
          onFiled={() => {
            // The new request heads the list.
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
        />
      </Stack>
    </PageScaffold>
  );
}
