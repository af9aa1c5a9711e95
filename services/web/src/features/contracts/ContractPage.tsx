// The contract detail page (§2 /<corporate|pa|pa-non-conv>/<gas|light>/contracts/{id}, page kind
// 'contract'): everything §3 contratti names about the contract in readable groups, its supply and
// its latest invoices, under a breadcrumb back to the list.
import { buildPath } from '@portal/shared/routes';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PageScaffold, SkeletonBlock } from '@/components/page-scaffold/index.ts';
import { Columns, FullRow } from '@/components/ui/index.ts';
import { usePageContext } from '@/lib/page-context.ts';
import { useContract } from './api/useContract.ts';
import { ContractFacts } from './components/ContractFacts.tsx';
import { RecentInvoices } from './components/RecentInvoices.tsx';
import { SupplyFacts } from './components/SupplyFacts.tsx';

const Groups = styled(Columns).attrs({ $two: 'lg', $top: true })``;

const Skeleton = () => (
  <Groups aria-hidden="true">
    <SkeletonBlock height="24rem" />
    <SkeletonBlock height="24rem" />
    <SkeletonBlock height="12rem" />
    <SkeletonBlock height="12rem" />
  </Groups>
);

export default function ContractPage() {
  const { t } = useTranslation();
  const { segment, commodity, locale, params, hasSupply } = usePageContext();
  const id = params.id ?? null;
  const query = useContract(hasSupply ? id : null);
  const kind = commodity ?? 'light';
  const number = query.data?.contract.contract.contractNumber;
  const listTitle = t(`contracts.title.${kind}`);

  return (
    <PageScaffold
      title={number ? t('contracts.detail.title', { number }) : t('contracts.detail.loading')}
      breadcrumb={[
        {
          label: listTitle,
          to: buildPath(`${segment ?? 'corporate'}-${kind}-contracts`, {}, locale),
        },
      ]}
      query={query}
      skeleton={<Skeleton />}
    >
      {(data) => (
        <Groups>
          <ContractFacts contract={data.contract.contract} commodity={kind} />
          <SupplyFacts supply={data.contract.supply} commodity={kind} />
          <FullRow>
            <RecentInvoices
              invoices={data.contract.recentInvoices}
              commodity={kind}
              invoiceHref={(invoiceId) =>
                `${buildPath(`${segment ?? 'corporate'}-${kind}-invoices`, {}, locale)}?invoice=${encodeURIComponent(invoiceId)}`
              }
            />
          </FullRow>
        </Groups>
      )}
    </PageScaffold>
  );
}
