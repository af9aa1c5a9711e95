// The subsidised contract status page (§2 /pa/subsidizedGas|subsidizedLight/contractStatus, page
// kind 'subsidized-contractStatus'; issue 15 item 5): the contracts under the body's convention of
// the scheme's commodity, one per accepted order, with their §4 status, validity and quantities.
// One page for both schemes; the empty state says when contracts come.
import { PageScaffold, SkeletonTable } from '@/components/page-scaffold/index.ts';
import { Stack } from '@/components/ui/index.ts';
import { usePageContext } from '@/lib/page-context.ts';
import { useTranslation } from 'react-i18next';
import { useConventionContracts } from './api/useConventionContracts.ts';
import { ConventionContractTable } from './components/ConventionContractTable.tsx';

const COLUMNS = 7;

export default function ConventionContractsPage() {
  const { t } = useTranslation();
  const { commodity, utility, hasSupply } = usePageContext();
  const kind = commodity ?? 'gas';
  const query = useConventionContracts(hasSupply ? utility : null);
  return (
    <PageScaffold
      title={t(`convention.contracts.title.${kind}`)}
      query={query}
      skeleton={<SkeletonTable rows={4} columns={COLUMNS} />}
      isEmpty={(data) => data.conventionContracts.length === 0}
      empty={t('convention.contracts.empty')}
    >
      {(data) => (
        <Stack>
          <p>{t('convention.contracts.intro')}</p>
          <p>{t('convention.contracts.count', { count: data.conventionContracts.length })}</p>
          <ConventionContractTable
            contracts={data.conventionContracts}
            unit={data.convention.unit}
            unitText={data.convention.unitText}
          />
        </Stack>
      )}
    </PageScaffold>
  );
}
