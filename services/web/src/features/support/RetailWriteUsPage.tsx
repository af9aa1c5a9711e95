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
import { useRequestSupplies } from './api/useRequestSupplies.ts';
import { useSupportCases } from './api/useSupportCases.ts';
import { CaseList } from './components/CaseList.tsx';
import { RequestForm, type SupplyOption } from './components/RequestForm.tsx';
import { PARAM, pageOf, useAddressState } from './model/search-params.ts';

export default function RetailWriteUsPage() {
  const { t } = useTranslation();
  const { locale, selectedRegistry } = usePageContext();
  const { params, update } = useAddressState();
  const page = pageOf(params.get(PARAM.page));
  const registryId = selectedRegistry ? String(selectedRegistry.idAnagrafica) : null;
  const cases = useSupportCases({}, page);
  const light = useRequestSupplies('POWER', registryId);
  const gas = useRequestSupplies('GAS', registryId);

  const supplies: SupplyOption[] = [
    ...(light.data?.supplies.nodes ?? []),
    ...(gas.data?.supplies.nodes ?? []),
  ].map((supply) => ({
    id: supply.id,
    label: t('support.form.supplyOption', {
      point: supply.pointId,
      address: [supply.address, supply.locality].filter(Boolean).join(', '),
    }),
  }));

  return (
    <PageScaffold title={t('support.retail.writeus.title')}>
      <Stack $gap={6}>
        <p>{t('support.retail.writeus.intro')}</p>
        <RequestForm
          locale={locale}
          commodity={null}
          registryId={null}
          registryName={null}
          supplies={supplies}
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
