// The subsidised contract status page (§2 /pa/subsidizedGas|subsidizedLight/contractStatus, page
// kind 'subsidized-contractStatus'): the contracts under the body's convention of
// the scheme's commodity, one per accepted order, with their §4 status, validity and quantities.
// One page for both schemes; the empty state says when contracts come. A contract's order links
// to the order status page with ?orderId=<id>, the address that page opens one order at (as the
// order page's confirmation links to it).
import { buildPath } from '@portal/shared/routes';
import { PageScaffold, SkeletonTable } from '@/components/page-scaffold/index.ts';
import { Stack } from '@/components/ui/index.ts';
import { usePageContext } from '@/lib/page-context.ts';
import { useTranslation } from 'react-i18next';
import { useConventionContracts } from './api/useConventionContracts.ts';
import { ConventionContractTable } from './components/ConventionContractTable.tsx';

const COLUMNS = 6;

export default function ConventionContractsPage() {
  const { t } = useTranslation();
  const { commodity, utility, scheme, locale, hasSupply } = usePageContext();
  const kind = commodity ?? 'gas';
  const query = useConventionContracts(hasSupply ? utility : null);
  const orderStatus = buildPath(`pa-${scheme ?? 'subsidizedGas'}-orderStatus`, {}, locale);
  const orderHref = (orderId: string) => `${orderStatus}?orderId=${encodeURIComponent(orderId)}`;
  return (
    <PageScaffold
      title={t(`convention.contracts.title.${kind}`)}
      intro={t('convention.contracts.intro')}
      query={query}
      skeleton={<SkeletonTable rows={4} columns={COLUMNS} />}
      isEmpty={(data) => data.conventionContracts.length === 0}
      empty={t('convention.contracts.empty')}
    >
      {(data) => (
        <Stack>
          <p>{t('convention.contracts.count', { count: data.conventionContracts.length })}</p>
          <ConventionContractTable
            contracts={data.conventionContracts}
            orders={data.conventionOrders}
            orderHref={orderHref}
            unit={data.convention.unit}
            unitText={data.convention.unitText}
          />
        </Stack>
      )}
    </PageScaffold>
  );
}
