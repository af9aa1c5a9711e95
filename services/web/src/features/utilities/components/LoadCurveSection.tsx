// A household's load curve on its supply page: a smart power meter's day, week or month as
// hourly totals shaded by the F1/F2/F3 bands, a smart gas meter's days; the figures with the
// bands' totals, a table of the same numbers (by hour for a day, by day otherwise) as the chart's
// text alternative, and the CSV export in both dialects. The pieces are the business load-curve
// page's (components/load-curve). A supply whose meter records no intervals says so in a line.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Radios } from '@/components/forms/index.ts';
import {
  BandLegend,
  chartSeries,
  CurveChart,
  curveFigure,
  CurveExport,
  CurveSummary,
  CurveTable,
  dayRows,
  hourRows,
  hourSeries,
  missingText,
  useLoadCurve,
  type SlotKind,
} from '@/components/load-curve/index.ts';
import { EmptyState, ErrorState, SkeletonBlock } from '@/components/page-scaffold/index.ts';
import { Button, FactCard, Stack } from '@/components/ui/index.ts';
import dayjs from '@/lib/dayjs.ts';
import {
  dayBefore,
  hasLater,
  moveAnchor,
  periodOf,
  type CurvePeriod,
  type CurveView,
} from '../model/curve-period.ts';
import { romeToday } from '../model/months.ts';
import { HourTable } from './HourTable.tsx';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const Period = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
`;

export interface CurveSupply {
  id: string;
  utility: 'POWER' | 'GAS';
  pointId: string;
  intervalMeter: boolean;
}

type Translate = (key: string) => string;

/** The period in words, in the page's language (its date patterns are translations). */
function periodText(t: Translate, view: CurveView, period: CurvePeriod): string {
  const format = (day: string, key: string) =>
    dayjs(day).format(t(`utilities.curve.formats.${key}`));
  if (view === 'day') return format(period.from, 'day');
  if (view === 'month') return format(period.from, 'month');
  return `${format(period.from, 'weekStart')} – ${format(period.to, 'weekEnd')}`;
}

export function LoadCurveSection({ supply }: { supply: CurveSupply }) {
  const { t } = useTranslation();
  if (!supply.intervalMeter)
    return (
      <FactCard title={t(`utilities.curve.title.${supply.utility}`)}>
        <p>{t(`utilities.curve.noIntervalMeter.${supply.utility}`)}</p>
      </FactCard>
    );
  return <IntervalCurve supply={supply} />;
}

function IntervalCurve({ supply }: { supply: CurveSupply }) {
  const { t } = useTranslation();
  const power = supply.utility === 'POWER';
  // A gas meter's day is one value: a smart gas meter's curve is read by week or month.
  const views: readonly CurveView[] = power ? ['day', 'week', 'month'] : ['week', 'month'];
  const last = useMemo(() => dayBefore(romeToday()), []);
  const [view, setView] = useState<CurveView>(power ? 'day' : 'week');
  const [anchor, setAnchor] = useState(last);
  const [page, setPage] = useState(1);
  const period = periodOf(view, anchor, last);
  const query = useLoadCurve({
    supplyId: supply.id,
    from: period.from,
    to: period.to,
    granularity: null,
  });
  const curve = query.data?.loadCurve ?? null;
  const hours = useMemo(() => (curve ? hourRows(curve) : []), [curve]);
  const series = useMemo(
    () => (curve ? (hours.length > 0 ? hourSeries(hours) : chartSeries(curve)) : null),
    [curve, hours],
  );
  const days = useMemo(() => (curve ? dayRows(curve) : []), [curve]);
  const slot: SlotKind = power ? 'quarterHours' : 'days';
  const hourly = hours.length > 0;
  const valueUnit = hourly ? (curve?.quantityUnit ?? '') : (curve?.unit ?? '');
  const peakIndex = useMemo(() => {
    if (!series) return -1;
    let best = -1;
    series.y.forEach((v, i) => {
      if (v !== null && (best < 0 || v > (series.y[best] ?? 0))) best = i;
    });
    return best;
  }, [series]);

  const change = (next: string) => {
    setAnchor(next);
    setPage(1);
  };

  return (
    <FactCard title={t(`utilities.curve.title.${supply.utility}`)}>
      <Stack $gap={4}>
        <p>{t(`utilities.curve.intro.${supply.utility}`)}</p>
        <Radios
          id={`curve-view-${supply.id}`}
          name="curve-view"
          legend={t('utilities.curve.view')}
          value={view}
          onChange={(next) => {
            setView(next);
            setPage(1);
          }}
          options={views.map((v) => ({ value: v, label: t(`utilities.curve.views.${v}`) }))}
        />
        <Toolbar>
          <Button $variant="secondary" onClick={() => change(moveAnchor(view, anchor, -1, last))}>
            <span aria-hidden="true">← </span>
            {t(`utilities.curve.earlier.${view}`)}
          </Button>
          <Period aria-live="polite" data-period={`${period.from}/${period.to}`}>
            {periodText(t, view, period)}
          </Period>
          <Button
            $variant="secondary"
            disabled={!hasLater(period, last)}
            onClick={() => change(moveAnchor(view, anchor, 1, last))}
          >
            {t(`utilities.curve.later.${view}`)}
            <span aria-hidden="true"> →</span>
          </Button>
        </Toolbar>
        {query.error ? (
          <ErrorState error={query.error} retry={() => query.mutate()} />
        ) : !curve || !series ? (
          <div aria-busy="true">
            <Stack $gap={3}>
              <SkeletonBlock height="5rem" />
              <SkeletonBlock height="15rem" />
            </Stack>
          </div>
        ) : curve.count === 0 ? (
          <EmptyState>{t('loadCurves.empty')}</EmptyState>
        ) : (
          <Stack $gap={4} aria-busy={query.isLoading || undefined}>
            <CurveSummary curve={curve} slot={slot} />
            <Stack $gap={3}>
              <Heading>
                {t(hourly ? 'utilities.curve.chartHourly' : 'utilities.curve.chartDaily')}
              </Heading>
              {curve.bandTotals && <BandLegend />}
              <CurveChart
                series={series}
                compare={null}
                peakIndex={peakIndex}
                formatValue={(v) => `${curveFigure(v)} ${valueUnit}`}
                mainLabel={supply.pointId}
                compareLabel={null}
                label={t('utilities.curve.chartLabel', {
                  period: periodText(t, view, period),
                  total: `${curveFigure(curve.total)} ${curve.quantityUnit}`,
                  missing: missingText(t, curve.gapCount, slot),
                })}
              />
            </Stack>
            <Stack $gap={3}>
              <Heading>
                {t(view === 'day' ? 'utilities.curve.tableHourly' : 'utilities.curve.tableDaily')}
              </Heading>
              {view === 'day' && hourly ? (
                <HourTable rows={hours} unit={curve.quantityUnit} />
              ) : (
                <CurveTable
                  rows={days}
                  banded={Boolean(curve.bandTotals)}
                  quantityUnit={curve.quantityUnit}
                  unit={curve.unit}
                  slotKind={power ? 'quarterHours' : null}
                  page={page}
                  onPage={setPage}
                />
              )}
            </Stack>
          </Stack>
        )}
        <Stack $gap={3}>
          <Heading>{t('loadCurves.export.heading')}</Heading>
          <p>{t('loadCurves.export.intro')}</p>
          <CurveExport
            request={{
              from: period.from,
              to: period.to,
              supplyId: supply.id,
              utility: supply.utility,
              registryId: null,
              hourly: false,
            }}
            supplyLabel={supply.pointId}
            oneSupplyOnly
          />
        </Stack>
      </Stack>
    </FactCard>
  );
}
