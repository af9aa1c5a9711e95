// The load curves page (§2 /<corporate|pa|pa-non-conv|consortia>/<gas|light>/loadCurves, page kind
// 'loadCurves'): one supply's curve over a range of up to a year — quarter hours
// of power in kW, gas by day or, where the meter records them, by hour — with the F1/F2/F3 bands
// behind it, the peak marked, missing intervals as gaps and counted, another period or supply
// drawn over it, a per-day table for keyboard and screen-reader users and the CSV export.
// The supply, range, comparison, granularity, registry and table page live in the address.
import { romeDayStart, parseRomeDay } from '@portal/shared/rome-time';
import dayjs from '@/lib/dayjs.ts';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DateRangePicker } from '@/components/date-range-picker/DateRangePicker.tsx';
import {
  EmptyState,
  ErrorState,
  LoadingAnnouncement,
  PageScaffold,
  SkeletonBlock,
  SkeletonTable,
} from '@/components/page-scaffold/index.ts';
import { useAddressSearch, useSegmentRegistries } from '@/components/filters/index.ts';
import { Card, Field, Select, Stack } from '@/components/ui/index.ts';
import { usePageContext } from '@/lib/page-context.ts';
import {
  alignedValues,
  BandLegend,
  chartSeries,
  CurveChart,
  curveFigure,
  CurveExport,
  CurveSummary,
  CurveTable,
  dayRows,
  intervalText,
  missingText,
  useLoadCurve,
  type LoadCurve,
  type SlotKind,
} from '@/components/load-curve/index.ts';
import { CompareTotals } from './components/CompareTotals.tsx';
import { SupplyPicker, supplyText, type SupplyChoice } from './components/SupplyPicker.tsx';
import {
  PARAM,
  comparedRange,
  comparisonParam,
  lastCurveDay,
  readView,
  RULES,
  type Comparison,
  type DayRange,
} from './model/search.ts';

const DAY = 'YYYY-MM-DD';

const Controls = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  > * {
    min-width: 0;
  }
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(auto-fit, minmax(${({ theme }) => theme.size.fieldNarrow}, 1fr));
    align-items: start;
  }
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const Check = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: ${({ theme }) => theme.touchTarget};
`;

/** A range's first Rome midnight, epoch milliseconds. */
function rangeStart(range: DayRange): number {
  const d = parseRomeDay(range.from);
  return d ? romeDayStart(d.year, d.month, d.day) : 0;
}

function slotOf(curve: LoadCurve): SlotKind {
  if (curve.stepMinutes === 15) return 'quarterHours';
  return curve.stepMinutes === 60 ? 'hours' : 'days';
}

export default function LoadCurvesPage() {
  const { t } = useTranslation();
  const { commodity, utility, session, hasSupply } = usePageContext();
  const apiUtility = utility ?? 'POWER';
  const { registries, ids } = useSegmentRegistries(session);
  // Each change is a step in the history: back returns to the curve before.
  const read = useCallback((params: URLSearchParams) => readView(params, ids), [ids]);
  const { search: view, apply } = useAddressSearch(read, { ...RULES, history: 'push' });

  // Without a supply in the address, the first of the commodity's list is drawn.
  const [first, setFirst] = useState<{ supply: SupplyChoice | null; loading: boolean }>({
    supply: null,
    loading: true,
  });
  const onFirst = useCallback(
    (supply: SupplyChoice | null, loading: boolean) => setFirst({ supply, loading }),
    [],
  );
  const [chosen, setChosen] = useState<SupplyChoice | null>(null);
  // "Another supply" is chosen before the supply is: the second picker shows until one is.
  const [comparingSupply, setComparingSupply] = useState(false);
  const supplyId = view.supplyId ?? first.supply?.id ?? null;
  const supplyLabel =
    chosen?.id === supplyId
      ? supplyText(chosen)
      : first.supply?.id === supplyId && first.supply
        ? supplyText(first.supply)
        : null;

  const { range, comparison } = view;
  const granularity = view.hourly && apiUtility === 'GAS' ? ('HOUR' as const) : null;
  const main = useLoadCurve(
    hasSupply && supplyId && range
      ? { supplyId, from: range.from, to: range.to, granularity }
      : null,
  );
  const compareRange =
    range && comparison.kind === 'period' ? comparedRange(range, comparison.period) : range;
  const other = useLoadCurve(
    hasSupply && supplyId && range && compareRange && comparison.kind !== 'none'
      ? {
          supplyId: comparison.kind === 'supply' ? comparison.supplyId : supplyId,
          from: compareRange.from,
          to: compareRange.to,
          granularity,
        }
      : null,
  );

  const curve = main.data?.loadCurve ?? null;
  const series = useMemo(() => (curve ? chartSeries(curve) : null), [curve]);
  const rows = useMemo(() => (curve ? dayRows(curve) : []), [curve]);
  const otherCurve = comparison.kind === 'none' ? null : (other.data?.loadCurve ?? null);
  const shiftMs = range && compareRange ? rangeStart(range) - rangeStart(compareRange) : 0;
  const compareValues = useMemo(
    () => (series && otherCurve ? alignedValues(series, otherCurve, shiftMs) : null),
    [series, otherCurve, shiftMs],
  );
  const peakIndex = useMemo(() => {
    if (!series || !curve?.peak) return -1;
    const at = Date.parse(curve.peak.at) / 1000;
    return series.x.findIndex((x) => x === at);
  }, [series, curve]);

  const compareLabel = (c: Comparison): string | null => {
    if (c.kind === 'none' || !compareRange) return null;
    if (c.kind === 'supply') return t('loadCurves.compare.otherSupplyLabel');
    return t('loadCurves.compare.periodLabel', {
      from: dayjs(compareRange.from).format('DD/MM/YYYY'),
      to: dayjs(compareRange.to).format('DD/MM/YYYY'),
    });
  };

  const pickerValue = range
    ? { start: dayjs(range.from).toDate(), end: dayjs(range.to).endOf('day').toDate() }
    : null;
  const slot = curve ? slotOf(curve) : apiUtility === 'POWER' ? 'quarterHours' : 'days';
  const formatValue = (v: number) => `${curveFigure(v)} ${curve?.unit ?? ''}`;
  const noSupplies = !first.loading && first.supply === null && view.supplyId === null;

  return (
    <PageScaffold title={t(`loadCurves.title.${commodity ?? 'light'}`)}>
      <Stack $gap={6}>
        <p>{t(`loadCurves.intro.${commodity ?? 'light'}`)}</p>
        <Card aria-labelledby="curve-choice">
          <Stack $gap={4}>
            <Heading id="curve-choice">{t('loadCurves.choice.heading')}</Heading>
            {registries.length > 1 && (
              <Field label={t('loadCurves.choice.registry')}>
                <Select
                  value={view.registryId ?? ''}
                  onChange={(event) =>
                    apply({ [PARAM.registry]: event.target.value || null, [PARAM.supply]: null })
                  }
                >
                  <option value="">{t('loadCurves.choice.allRegistries')}</option>
                  {registries.map((r) => (
                    <option key={r.id} value={r.id} translate="no">
                      {r.name}
                    </option>
                  ))}
                </Select>
              </Field>
            )}
            <SupplyPicker
              label={t(`loadCurves.supply.label.${apiUtility}`)}
              searchLabel={t('loadCurves.supply.search')}
              utility={apiUtility}
              registryId={view.registryId}
              value={supplyId}
              onChange={(supply) => {
                setChosen(supply);
                apply({ [PARAM.supply]: supply.id });
              }}
              onFirst={onFirst}
            />
            <Controls>
              <div>
                <DateRangePicker
                  label={t('loadCurves.choice.period')}
                  format={DAY}
                  value={pickerValue}
                  onChange={(next) =>
                    apply({
                      [PARAM.from]: next ? dayjs(next.start).format(DAY) : null,
                      [PARAM.to]: next ? dayjs(next.end).format(DAY) : null,
                    })
                  }
                />
                {view.rangeError && (
                  <p role="alert">
                    {t(`loadCurves.choice.rangeError.${view.rangeError}`, {
                      last: dayjs(lastCurveDay()).format('DD/MM/YYYY'),
                    })}
                  </p>
                )}
              </div>
              <Field label={t('loadCurves.compare.label')}>
                <Select
                  value={
                    comparison.kind === 'supply' || comparingSupply
                      ? 'supply'
                      : (comparisonParam(comparison) ?? '')
                  }
                  onChange={(event) => {
                    const value = event.target.value;
                    if (value === 'supply') {
                      setComparingSupply(true);
                      return;
                    }
                    setComparingSupply(false);
                    apply({ [PARAM.compare]: value || null });
                  }}
                >
                  <option value="">{t('loadCurves.compare.none')}</option>
                  <option value="previous">{t('loadCurves.compare.previous')}</option>
                  <option value="year">{t('loadCurves.compare.year')}</option>
                  <option value="supply">{t('loadCurves.compare.supply')}</option>
                </Select>
              </Field>
              {apiUtility === 'GAS' && curve?.granularities.includes('HOUR') && (
                <Check>
                  <input
                    type="checkbox"
                    checked={view.hourly}
                    onChange={(event) =>
                      apply({ [PARAM.granularity]: event.target.checked ? 'HOUR' : null })
                    }
                  />
                  {t('loadCurves.choice.hourly')}
                </Check>
              )}
            </Controls>
            {(comparingSupply || comparison.kind === 'supply') && supplyId && (
              <SupplyPicker
                label={t('loadCurves.compare.supplyLabel')}
                searchLabel={t('loadCurves.compare.supplySearch')}
                utility={apiUtility}
                registryId={view.registryId}
                value={comparison.kind === 'supply' ? comparison.supplyId : null}
                exclude={supplyId}
                onChange={(supply) =>
                  apply({
                    [PARAM.compare]: comparisonParam({ kind: 'supply', supplyId: supply.id }),
                  })
                }
              />
            )}
          </Stack>
        </Card>
        {noSupplies ? (
          <EmptyState>{t(`loadCurves.noSupplies.${apiUtility}`)}</EmptyState>
        ) : main.error ? (
          <ErrorState error={main.error} retry={() => main.mutate()} />
        ) : !curve || !series ? (
          <div aria-busy="true">
            <Stack $gap={4}>
              <SkeletonBlock height="5rem" />
              <SkeletonBlock height="20rem" />
              <SkeletonTable rows={7} columns={apiUtility === 'POWER' ? 8 : 5} />
            </Stack>
          </div>
        ) : curve.count === 0 ? (
          <EmptyState>{t('loadCurves.empty')}</EmptyState>
        ) : (
          // Another supply or range on its way: the last curve stays, marked busy, until it comes.
          <Stack $gap={6} aria-busy={main.isLoading || undefined}>
            {main.isLoading && <LoadingAnnouncement />}
            <CurveSummary curve={curve} slot={slot} />
            {otherCurve && compareRange && comparison.kind !== 'none' && (
              <CompareTotals
                current={curve.total}
                compared={otherCurve.total}
                currentLabel={
                  comparison.kind === 'supply'
                    ? (supplyLabel ?? t('loadCurves.chart.mainLabel'))
                    : t('loadCurves.compare.periodLabel', {
                        from: dayjs(curve.from).format('DD/MM/YYYY'),
                        to: dayjs(curve.to).format('DD/MM/YYYY'),
                      })
                }
                comparedLabel={compareLabel(comparison) ?? ''}
                unit={curve.quantityUnit}
              />
            )}
            <section aria-labelledby="curve-chart">
              <Stack $gap={3}>
                <Heading id="curve-chart">{t('loadCurves.chart.heading')}</Heading>
                {curve.bandTotals && <BandLegend />}
                {comparison.kind !== 'none' && other.error && (
                  <ErrorState error={other.error} retry={() => other.mutate()} />
                )}
                <CurveChart
                  series={series}
                  compare={compareValues}
                  peakIndex={peakIndex}
                  formatValue={formatValue}
                  mainLabel={supplyLabel ?? t('loadCurves.chart.mainLabel')}
                  compareLabel={compareLabel(comparison)}
                  label={t('loadCurves.chart.label', {
                    from: dayjs(curve.from).format('DD/MM/YYYY'),
                    to: dayjs(curve.to).format('DD/MM/YYYY'),
                    peak: curve.peak
                      ? `${curveFigure(curve.peak.value)} ${curve.unit}, ${intervalText(Date.parse(curve.peak.at), curve.stepMinutes)}`
                      : '—',
                    missing: missingText(t, curve.gapCount, slot),
                  })}
                />
              </Stack>
            </section>
            <section aria-labelledby="curve-table">
              <Stack $gap={3}>
                <Heading id="curve-table">{t('loadCurves.table.heading')}</Heading>
                <CurveTable
                  rows={rows}
                  banded={curve.bandTotals !== null && curve.bandTotals !== undefined}
                  quantityUnit={curve.quantityUnit}
                  unit={curve.unit}
                  slotKind={slot === 'days' ? null : slot}
                  page={view.page}
                  onPage={(page) => apply({ [PARAM.page]: page > 1 ? String(page) : null })}
                />
              </Stack>
            </section>
          </Stack>
        )}
        {range && !noSupplies && (
          <Card aria-labelledby="curve-export">
            <Stack $gap={3}>
              <Heading id="curve-export">{t('loadCurves.export.heading')}</Heading>
              <p>{t('loadCurves.export.intro')}</p>
              <CurveExport
                request={{
                  from: range.from,
                  to: range.to,
                  supplyId,
                  utility: apiUtility,
                  registryId: view.registryId,
                  hourly: granularity === 'HOUR',
                }}
                supplyLabel={supplyLabel}
              />
            </Stack>
          </Card>
        )}
      </Stack>
    </PageScaffold>
  );
}
