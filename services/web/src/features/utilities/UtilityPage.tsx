// /retail/myUtilities/{id} (§2, page kind 'retail-utility'; id is the supply's):
// the supply, its contract and meter, the last twelve months of consumption, its latest bills and
// its open requests, its load curve where a smart meter records one, with the way to manage it (/retail/myUtilities/manageUts/{id}) and, for a gas
// supply that takes readings, to self-read. A supply that is not the customer's (the BFF answers
// NOT_FOUND, as for one that does not exist) shows the 404 page's words in the layout.
import { buildPath } from '@portal/shared/routes';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SupplyAlertSettings } from '@/components/alerts/SupplyAlertSettings.tsx';
import { PageScaffold, SkeletonBlock } from '@/components/page-scaffold/index.ts';
import { Columns, FullRow, LinkButton, Stack } from '@/components/ui/index.ts';
import { ApiError } from '@/lib/http.ts';
import { usePageContext } from '@/lib/page-context.ts';
import { usePageTitle } from '@/lib/usePageTitle.ts';
import { useUtility, type UtilityDetail } from './api/useUtility.ts';
import { ConsumptionSection } from './components/ConsumptionSection.tsx';
import { LoadCurveSection } from './components/LoadCurveSection.tsx';
import { UtilityBills } from './components/UtilityBills.tsx';
import { ContractFacts, SupplyFacts, SupplyMeter } from './components/UtilityFacts.tsx';
import { UtilityRequests } from './components/UtilityRequests.tsx';
import { lastTwelveMonths, romeToday } from './model/months.ts';

const Groups = styled(Columns).attrs({ $two: 'lg', $top: true })``;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

const Code = styled.p`
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  margin: 0;
  color: ${({ theme }) => theme.color.primary};
`;

const Skeleton = () => (
  <Groups aria-hidden="true">
    <SkeletonBlock height="22rem" />
    <SkeletonBlock height="22rem" />
    <SkeletonBlock height="8rem" />
    <SkeletonBlock height="8rem" />
    <FullRow>
      <SkeletonBlock height="20rem" />
    </FullRow>
  </Groups>
);

function UtilityNotFound() {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  const title = t('errorPage.notFoundTitle');
  usePageTitle(`404 · ${title}`);
  return (
    <Stack $gap={2} data-status={404}>
      <Code>{t('errorPage.notFoundCode')}</Code>
      <h1>{title}</h1>
      <p>{t('utilities.detail.notFound')}</p>
      <p>
        <LinkButton $variant="secondary" to={buildPath('retail-myUtilities', {}, locale)}>
          {t('utilities.title')}
        </LinkButton>
      </p>
    </Stack>
  );
}

function UtilityView({ data, id }: { data: UtilityDetail; id: string }) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  const { supply } = data;
  const contracts = data.contracts.nodes;
  const contract = contracts.find((c) => c.id === supply.contractId) ?? contracts[0] ?? null;
  const gas = supply.utility === 'GAS';
  const selfRead = gas && contract?.canInsertReading;
  return (
    <Stack $gap={4}>
      <Actions>
        <LinkButton to={buildPath('retail-myUtilities-manageUts-id', { id }, locale)}>
          {t('utilities.detail.manage')}
        </LinkButton>
        {selfRead && contract && (
          <LinkButton
            $variant="secondary"
            to={`${buildPath('retail-selfRead', {}, locale)}?supply=${encodeURIComponent(contract.id)}`}
          >
            {t('utilities.detail.selfRead')}
          </LinkButton>
        )}
      </Actions>
      <Groups>
        <SupplyFacts supply={supply} />
        <ContractFacts contract={contract} gas={gas} />
        <SupplyMeter supply={supply} />
        <UtilityRequests supplyId={id} />
        <FullRow>
          <ConsumptionSection consumption={data.consumptions} supply={supply} />
        </FullRow>
        <FullRow>
          <LoadCurveSection supply={supply} />
        </FullRow>
        <FullRow>
          <UtilityBills bills={data.invoices.nodes} supplyId={supply.id} locale={locale} />
        </FullRow>
        <FullRow>
          <SupplyAlertSettings supplyId={supply.id} />
        </FullRow>
      </Groups>
    </Stack>
  );
}

export default function UtilityPage() {
  const { t } = useTranslation();
  const { locale, params } = usePageContext();
  const id = params.id ?? '';
  const variables = useMemo(() => ({ id, ...lastTwelveMonths(romeToday()) }), [id]);
  const query = useUtility(id ? variables : null);
  if (query.error instanceof ApiError && query.error.code === 'NOT_FOUND')
    return <UtilityNotFound />;
  const supply = query.data?.supply;
  return (
    <PageScaffold
      title={
        supply
          ? t('utilities.detail.title', {
              utility: t(`utilities.utility.${supply.utility}`),
              pointId: supply.pointId,
            })
          : t('utilities.detail.loading')
      }
      breadcrumb={[
        { label: t('utilities.title'), to: buildPath('retail-myUtilities', {}, locale) },
      ]}
      query={query}
      skeleton={<Skeleton />}
    >
      {(data) => <UtilityView data={data} id={id} />}
    </PageScaffold>
  );
}
