// A supply's costs and consumptions (§2 /<corporate|pa|pa-non-conv|consortia>/<gas|light>/
// costsAndConsumptions/{id}, page kind 'costsAndConsumptionsDetail'): the supply
// and its contract (linked where the segment has contracts pages), its share of the commodity's
// total, its months beside the year before as bars and as a table, and its bills of the period.
// The period comes with the address from the list (?from=&to=, the last 12 whole months by
// default) and can be changed here with the §9 picker; the chart's measure and the bills' page
// live in the address too.
import { buildPath, routeByName } from '@portal/shared/routes';
import { registriesOfSegment } from '@portal/shared/segment';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAddressSearch } from '@/components/filters/index.ts';
import {
  ErrorState,
  LoadingAnnouncement,
  PageScaffold,
  SkeletonBlock,
} from '@/components/page-scaffold/index.ts';
import { Card, KeyFigure, Stack } from '@/components/ui/index.ts';
import { ApiError } from '@/lib/http.ts';
import { usePageContext } from '@/lib/page-context.ts';
import type { SupplyBillsQueryVariables, SupplyCostsAndConsumptions } from './api/types.ts';
import { BILLS_PAGE_SIZE, useSupplyBills } from './api/useSupplyBills.ts';
import { useSupplyCosts } from './api/useSupplyCosts.ts';
import { CostsSkeleton } from './components/CostsSkeleton.tsx';
import { MonthsView } from './components/MonthsView.tsx';
import { PeriodPicker } from './components/PeriodPicker.tsx';
import { PeriodTotals } from './components/PeriodTotals.tsx';
import { SupplyBills } from './components/SupplyBills.tsx';
import { SupplyFacts } from './components/SupplyFacts.tsx';
import { percent, quantity } from './components/values.ts';
import { isEmptyPeriod } from './model/figures.ts';
import { PARAM, periodQuery, periodRange, readCostsSearch, RULES } from './model/search.ts';

/** The bills' page in the address. */
const BILLS_PARAM = 'bills';

/** The list's rules, and a new period goes back to the bills' first page. */
const DETAIL_RULES = {
  ...RULES,
  forgets: { ...RULES.forgets, [PARAM.from]: [BILLS_PARAM], [PARAM.to]: [BILLS_PARAM] },
};

const Results = styled(Stack)`
  min-width: 0;
  &[aria-busy='true'] {
    opacity: 0.7;
  }
`;

function dayOf(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export default function SupplyCostsPage() {
  const { t } = useTranslation();
  const {
    segment,
    commodity,
    utility,
    locale,
    params: routeParams,
    session,
    hasSupply,
  } = usePageContext();
  const [today] = useState(() => new Date());
  const kind = commodity ?? 'light';
  const area = segment ?? 'corporate';
  const id = routeParams.id ?? null;
  const read = useCallback(
    (params: URLSearchParams) => readCostsSearch(params, today, BILLS_PAGE_SIZE),
    [today],
  );
  const { params, search, apply } = useAddressSearch(read, DETAIL_RULES);
  const { period } = search;
  const query = useSupplyCosts(
    hasSupply && id && period ? { supplyId: id, from: period.from, to: period.to } : null,
  );
  const costs = query.data?.supplyCostsAndConsumptions;
  // A supply of the other commodity is not one of this page's: as unknown as another customer's.
  const otherKind = Boolean(costs && utility && costs.utility !== utility);
  const shown = costs && costs.supply.id === id && !otherKind ? costs : undefined;

  const billsPage = Math.max(1, Math.floor(Number(params.get(BILLS_PARAM) ?? '1')) || 1);
  const severalRegistries = session
    ? registriesOfSegment(session.segment, session.registries).length > 1
    : false;
  const billsVariables: SupplyBillsQueryVariables | null =
    shown && period
      ? {
          filter: {
            supplyId: shown.supply.id,
            utility: shown.utility,
            competenceFrom: dayOf(periodRange(period).start),
            competenceTo: dayOf(periodRange(period).end),
            ...(severalRegistries ? { allRegistries: true } : {}),
          },
          offset: (billsPage - 1) * BILLS_PAGE_SIZE,
        }
      : null;
  const bills = useSupplyBills(billsVariables);

  const listTitle = t(`costs.title.${kind}`);
  const list = `${buildPath(`${area}-${kind}-costsAndConsumptions`, {}, locale)}${periodQuery(period)}`;
  const contractRoute = `${area}-${kind}-contracts-id`;
  const invoices = buildPath(`${area}-${kind}-invoices`, {}, locale);

  const content = (data: SupplyCostsAndConsumptions) => {
    const contractHref =
      data.supply.contractId && routeByName(contractRoute)
        ? buildPath(contractRoute, { id: data.supply.contractId }, locale)
        : null;
    const empty = isEmptyPeriod(data.months, data.total);
    return (
      <>
        <SupplyFacts supply={data.supply} commodity={kind} contractHref={contractHref} />
        {empty ? (
          <Card>
            <p role="status">{t('costs.detail.empty')}</p>
          </Card>
        ) : (
          <>
            <PeriodTotals
              total={data.total}
              previousTotal={data.previousTotal}
              unit={data.unit}
              extra={
                <KeyFigure
                  size="md"
                  label={t(`costs.detail.share.${kind}`)}
                  value={
                    data.share === null || data.share === undefined
                      ? t('costs.none')
                      : percent(t, data.share)
                  }
                  detail={t('costs.detail.shareOf', {
                    count: data.commoditySupplyCount,
                    total: quantity(t, data.commodityTotal.quantity, data.unit),
                  })}
                />
              }
            />
            <MonthsView
              months={data.months}
              total={data.total}
              previousTotal={data.previousTotal}
              unit={data.unit}
              commodity={kind}
              measure={search.measure}
              onMeasure={(measure) =>
                apply({ [PARAM.measure]: measure === 'quantity' ? null : measure })
              }
              caption={(range) =>
                t('costs.months.caption.point', { point: data.supply.pointId, ...range })
              }
            />
          </>
        )}
        <SupplyBills
          bills={bills.error ? undefined : bills.data?.invoices}
          error={bills.error}
          retry={() => void bills.mutate()}
          busy={bills.isLoading || bills.isValidating}
          page={billsPage}
          onPage={(next) => apply({ [BILLS_PARAM]: next === 1 ? null : String(next) })}
          href={(bill) => `${invoices}?invoice=${encodeURIComponent(bill.id)}`}
        />
      </>
    );
  };

  const busy = Boolean(shown) && query.isValidating;

  return (
    <PageScaffold
      title={
        shown ? t('costs.detail.title', { point: shown.supply.pointId }) : t('costs.detail.loading')
      }
      breadcrumb={[{ label: listTitle, to: list }]}
    >
      <Stack>
        <Card>
          <PeriodPicker
            period={period}
            error={search.periodError}
            onChange={(next) =>
              apply({ [PARAM.from]: next?.from ?? null, [PARAM.to]: next?.to ?? null })
            }
          />
        </Card>
        {query.error || otherKind ? (
          <ErrorState
            error={query.error ?? new ApiError(404, 'NOT_FOUND')}
            retry={query.error ? () => query.mutate() : undefined}
          />
        ) : (
          period && (
            <Results aria-busy={!shown || busy} data-state={!shown || busy ? 'loading' : undefined}>
              {shown ? (
                content(shown)
              ) : (
                <>
                  <LoadingAnnouncement />
                  <CostsSkeleton first={<SkeletonBlock height="11rem" />} />
                </>
              )}
            </Results>
          )
        )}
      </Stack>
    </PageScaffold>
  );
}
