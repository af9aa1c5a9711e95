// The business contracts page (§2 /<corporate|pa|pa-non-conv>/<gas|light>/contracts, page kind
// 'contracts'; consortia have no contracts pages): the contracts of the commodity with the §3
// contratti fields that matter to a customer and their §4 status, paged on the server, each
// linking to its own page. The page lives in the address (?page=N).
import { buildPath } from '@portal/shared/routes';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageScaffold, SkeletonTable } from '@/components/page-scaffold/index.ts';
import { Pagination, Stack } from '@/components/ui/index.ts';
import { usePageContext } from '@/lib/page-context.ts';
import type { Contract } from './api/types.ts';
import { PAGE_SIZE, useContracts } from './api/useContracts.ts';
import { ContractTable } from './components/ContractTable.tsx';

const COLUMNS = 12;

/** The page of the address; anything but a whole number from 1 reads as the first. */
function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export default function ContractsPage() {
  const { t } = useTranslation();
  const { segment, commodity, utility, locale, hasSupply } = usePageContext();
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  const query = useContracts(hasSupply ? utility : null, page);
  const kind = commodity ?? 'light';

  const hrefOf = (contract: Contract) =>
    buildPath(`${segment ?? 'corporate'}-${kind}-contracts-id`, { id: contract.id }, locale);

  const goTo = (next: number) => {
    const search = new URLSearchParams(params);
    if (next <= 1) search.delete('page');
    else search.set('page', String(next));
    setParams(search);
  };

  return (
    <PageScaffold
      title={t(`contracts.title.${kind}`)}
      intro={t('contracts.intro')}
      query={query}
      skeleton={<SkeletonTable rows={PAGE_SIZE} columns={COLUMNS} />}
      isEmpty={(data) => data.contracts.totalCount === 0}
      empty={t('contracts.empty')}
    >
      {(data) => {
        const pages = Math.max(1, Math.ceil(data.contracts.totalCount / PAGE_SIZE));
        return (
          <Stack>
            <p>{t('contracts.count', { count: data.contracts.totalCount })}</p>
            <ContractTable
              contracts={data.contracts.nodes}
              commodity={kind}
              hrefOf={hrefOf}
              busy={query.isValidating}
            />
            <Pagination page={page} pages={pages} onPage={goTo} label={t('contracts.pages')} />
          </Stack>
        );
      }}
    </PageScaffold>
  );
}
