// The costs-and-consumptions page (§2 /<corporate|pa|pa-non-conv|consortia>/<gas|light>/
// costsAndConsumptions, page kind 'costsAndConsumptions'): month by month, the
// consumption (kWh for light, Smc for gas) and cost of every supply of the commodity — or of one
// site — for light split into the ARERA bands F1, F2, F3, each month beside the same month a year
// earlier, as bars and as a table of the same numbers; below, the page of supplies with their
// share of the total, each linking to its own page. The period (the last 12 whole months by
// default, chosen with the §9 picker), registry, site, sort, page and the chart's measure live in
// the address. A consortium sees the member selected in the header, or another, or all of them.
import { buildPath } from '@portal/shared/routes';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAddressSearch, useSegmentRegistries, useSites } from '@/components/filters/index.ts';
import {
  EmptyState,
  ErrorState,
  LoadingAnnouncement,
  PageScaffold,
} from '@/components/page-scaffold/index.ts';
import { pageCount } from '@/components/lists/index.ts';
import {
  Card,
  KeyFigure,
  nameSlot,
  RegistryLine,
  Pagination,
  Stack,
} from '@/components/ui/index.ts';
import { usePageContext } from '@/lib/page-context.ts';
import type { CostsAndConsumptions } from './api/types.ts';
import { PAGE_SIZE, useCostsAndConsumptions } from './api/useCostsAndConsumptions.ts';
import { CostsFilters } from './components/CostsFilters.tsx';
import { CostsSkeleton } from './components/CostsSkeleton.tsx';
import { MonthsView } from './components/MonthsView.tsx';
import { PeriodTotals } from './components/PeriodTotals.tsx';
import { SupplyCostsTable } from './components/SupplyCostsTable.tsx';
import { isEmptyPeriod } from './model/figures.ts';
import {
  PARAM,
  costsVariables,
  periodQuery,
  readCostsSearch,
  registryScope,
  RULES,
} from './model/search.ts';

const Results = styled(Stack)`
  min-width: 0;
  &[aria-busy='true'] {
    opacity: 0.7;
  }
`;

const SectionHeader = styled.div`
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
`;

export default function CostsAndConsumptionsPage() {
  const { t } = useTranslation();
  const { segment, commodity, utility, locale, session, selectedRegistry, hasSupply } =
    usePageContext();
  const [today] = useState(() => new Date());
  const suppliesHeading = useId();
  const kind = commodity ?? 'light';
  const { registries, ids } = useSegmentRegistries(session);
  const read = useCallback(
    (params: URLSearchParams) => readCostsSearch(params, today, PAGE_SIZE, ids),
    [today, ids],
  );
  const { search, apply, reset } = useAddressSearch(read, RULES);
  const active = hasSupply && utility !== null;
  const variables = active ? costsVariables(search, utility, PAGE_SIZE) : null;
  const query = useCostsAndConsumptions(variables);
  const sites = useSites(active ? utility : null, registryScope(search));

  const selectedId = selectedRegistry ? String(selectedRegistry.idAnagrafica) : null;
  const [only] = registries;
  const siteName = search.siteId
    ? (sites.data?.sites.find((site) => site.id === search.siteId)?.name ?? search.siteId)
    : null;
  const subject = siteName
    ? t('costs.subject.site', { name: siteName })
    : t(`costs.subject.all.${kind}`);
  const detailHref = (supplyId: string) =>
    `${buildPath(`${segment ?? 'corporate'}-${kind}-costsAndConsumptions-id`, { id: supplyId }, locale)}${periodQuery(search.period)}`;

  const data = query.error || !variables ? undefined : query.data?.costsAndConsumptions;
  const busy = Boolean(variables) && !query.error && (!data || query.isValidating);

  const results = (costs: CostsAndConsumptions) => {
    if (isEmptyPeriod(costs.months, costs.total)) {
      return <EmptyState>{t('costs.empty')}</EmptyState>;
    }
    const pages = pageCount(costs.supplies.totalCount, PAGE_SIZE);
    return (
      <>
        <PeriodTotals
          total={costs.total}
          previousTotal={costs.previousTotal}
          unit={costs.unit}
          extra={
            <KeyFigure
              size="md"
              label={t(`costs.totals.supplies.${kind}`)}
              value={String(costs.supplyCount)}
              detail={subject}
            />
          }
        />
        <MonthsView
          months={costs.months}
          total={costs.total}
          previousTotal={costs.previousTotal}
          unit={costs.unit}
          commodity={kind}
          measure={search.measure}
          onMeasure={(measure) =>
            apply({ [PARAM.measure]: measure === 'quantity' ? null : measure })
          }
          caption={(range) =>
            siteName
              ? t('costs.months.caption.site', { name: siteName, ...range })
              : t(`costs.months.caption.all.${kind}`, range)
          }
        />
        <Card aria-labelledby={suppliesHeading}>
          <SectionHeader>
            <h2 id={suppliesHeading}>{t('costs.supplies.title')}</h2>
            <p>{t('costs.supplies.intro')}</p>
          </SectionHeader>
          <SupplyCostsTable
            supplies={costs.supplies.nodes}
            commodity={kind}
            unit={costs.unit}
            caption={t('costs.supplies.caption')}
            sort={search.sort}
            onSort={(sort) => apply({ [PARAM.sort]: sort })}
            href={(supply) => detailHref(supply.supplyId)}
            busy={query.isValidating}
            skeletonRows={PAGE_SIZE}
          />
          <Pagination
            page={search.page}
            pages={pages}
            onPage={(next) => apply({ [PARAM.page]: String(next) })}
            label={t('costs.supplies.pages')}
          />
        </Card>
      </>
    );
  };

  return (
    <PageScaffold title={t(`costs.title.${kind}`)}>
      <Stack>
        <p>{t(`costs.intro.${kind}`)}</p>
        {registries.length === 1 && only && (
          <RegistryLine text={t('costs.registry', { name: nameSlot() })} name={only.name} />
        )}
        <Card>
          <CostsFilters
            search={search}
            selectedRegistry={selectedId}
            registries={registries.length > 1 ? registries : undefined}
            sites={sites.data?.sites ?? []}
            onApply={apply}
            onReset={reset}
          />
        </Card>
        {query.error ? (
          <ErrorState error={query.error} retry={() => query.mutate()} />
        ) : (
          variables && (
            <Results aria-busy={busy} data-state={busy ? 'loading' : undefined}>
              {data ? (
                results(data)
              ) : (
                <>
                  <LoadingAnnouncement />
                  <CostsSkeleton />
                </>
              )}
            </Results>
          )
        )}
      </Stack>
    </PageScaffold>
  );
}
