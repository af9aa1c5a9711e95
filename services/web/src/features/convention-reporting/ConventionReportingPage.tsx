// The convention's reporting page (§2 /pa/subsidizedGas/reporting and /pa/subsidizedLight/reporting,
// page kind 'subsidized-reporting'): the periodic report a convention asks a public
// body for — over a period of months (the last 12 complete months by default, at most 36, in the
// address), the consumption and the spend of the period, the quantity consumed against the one
// ordered, the consumption per month as a chart and as a table, the totals per site, and every
// point's consumption and spend per month; the same report as CSV in either dialect. One page for
// both schemes: the commodity comes from the page's context.
import { useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  EmptyState,
  ErrorState,
  LoadingAnnouncement,
  PageScaffold,
  SkeletonBlock,
  SkeletonTable,
} from '@/components/page-scaffold/index.ts';
import { Card, Stack } from '@/components/ui/index.ts';
import { usePageContext } from '@/lib/page-context.ts';
import { useConventionReport, type ConventionReport } from './api/useConventionReport.ts';
import { PeriodForm } from './components/PeriodForm.tsx';
import { ReportChart } from './components/ReportChart.tsx';
import { ReportDownload } from './components/ReportDownload.tsx';
import { Figures, ReportFigures } from './components/ReportFigures.tsx';
import { PointRows, ReportTotals } from './components/ReportTables.tsx';
import { monthName, unitLabel } from './components/values.ts';
import { monthlySeries } from './model/chart.ts';
import { monthCount, PARAM, readPeriod, type ReportPeriod } from './model/period.ts';

const Results = styled(Stack)`
  min-width: 0;
  &[aria-busy='true'] {
    opacity: 0.7;
  }
`;

function ReportSkeleton() {
  return (
    <Stack aria-hidden="true">
      <Figures>
        {Array.from({ length: 3 }, (_, index) => (
          <SkeletonBlock key={index} height="8rem" />
        ))}
      </Figures>
      <SkeletonBlock height="20rem" />
      <SkeletonTable rows={12} columns={3} />
    </Stack>
  );
}

export default function ConventionReportingPage() {
  const { t } = useTranslation();
  const { commodity, utility, hasSupply } = usePageContext();
  const [params, setParams] = useSearchParams();
  const [today] = useState(() => new Date());
  const monthsTableId = useId();
  const sitesTableId = useId();
  const rowsId = useId();
  const kind = commodity ?? 'gas';
  const search = useMemo(() => readPeriod(params, today), [params, today]);
  const variables =
    hasSupply && utility && search.period
      ? { utility, fromMonth: search.period.from, toMonth: search.period.to }
      : null;
  const query = useConventionReport(variables);
  const data = query.error || !variables ? undefined : query.data?.conventionReport;
  const busy = Boolean(variables) && !query.error && (!data || query.isValidating);

  const apply = useCallback(
    (period: ReportPeriod | null) =>
      setParams(
        () =>
          new URLSearchParams(period ? { [PARAM.from]: period.from, [PARAM.to]: period.to } : {}),
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );

  const results = (report: ConventionReport, period: ReportPeriod) => {
    if (report.rows.length === 0) {
      return <EmptyState>{t('conventionReporting.empty')}</EmptyState>;
    }
    const unit = unitLabel(t, report);
    return (
      <>
        <ReportFigures report={report} unit={unit} />
        <Card aria-labelledby={`${monthsTableId}-chart`}>
          <h2 id={`${monthsTableId}-chart`}>{t('conventionReporting.chart.heading')}</h2>
          <ReportChart
            series={monthlySeries(period, report.months)}
            unit={unit}
            tableId={`${monthsTableId}-heading`}
          />
        </Card>
        <Card aria-labelledby={`${rowsId}-download`}>
          <h2 id={`${rowsId}-download`}>{t('conventionReporting.download.heading')}</h2>
          <p>{t('conventionReporting.download.intro')}</p>
          <ReportDownload utility={report.utility === 'GAS' ? 'GAS' : 'POWER'} period={period} />
        </Card>
        <ReportTotals id={monthsTableId} report={report} unit={unit} by="months" />
        <ReportTotals id={sitesTableId} report={report} unit={unit} by="sites" />
        <PointRows id={rowsId} report={report} unit={unit} commodity={kind} />
      </>
    );
  };

  return (
    <PageScaffold title={t(`conventionReporting.title.${kind}`)}>
      <Stack>
        <p>{t(`conventionReporting.intro.${kind}`)}</p>
        <Card>
          <PeriodForm
            key={`${search.from}|${search.to}`}
            from={search.from}
            to={search.to}
            errors={search.errors}
            onApply={apply}
            onReset={() => apply(null)}
          />
          {search.period && (
            <p role="status">
              {t('conventionReporting.period.months', {
                count: monthCount(search.period),
                from: monthName(search.period.from, 'long'),
                to: monthName(search.period.to, 'long'),
              })}
            </p>
          )}
        </Card>
        {variables && search.period && (
          <Results aria-busy={busy}>
            {query.error ? (
              <ErrorState error={query.error} retry={() => void query.mutate()} />
            ) : data ? (
              results(data, { from: data.fromMonth, to: data.toMonth })
            ) : (
              <>
                <LoadingAnnouncement />
                <ReportSkeleton />
              </>
            )}
          </Results>
        )}
      </Stack>
    </PageScaffold>
  );
}
