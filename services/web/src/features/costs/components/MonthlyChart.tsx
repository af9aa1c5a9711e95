// The months as bars: each month's bar beside the same month a year earlier —
// for light's consumption stacked in F1, F2 and F3, told apart by pattern as well as colour (solid,
// hatched, dotted). A hand-drawn SVG, a dozen rectangles a month at most, so no chart library
// weighs on the page. The picture is one image for assistive technology, named by a summary of
// its figures; the table under it has every number (and the bars carry theirs as data-*), the
// legend says which bar is which. Drawn at the width it is given, so its words keep their size.
import { formatQuantity } from '@portal/shared/format';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { chartFrame, useElementWidth, ValueGrid } from '@/components/charts/index.ts';
import type { CostsMonth, MonthFigures } from '../api/types.ts';
import { bandsOf, hasData, labelEvery, valueScale } from '../model/figures.ts';
import type { Measure } from '../model/search.ts';
import { amount, monthName, monthShort, quantity } from './values.ts';

/** The drawing's height in CSS pixels (its width is the container's). */
export const CHART_HEIGHT = 260;
const MARGIN = { top: 24, right: 8, bottom: 44, left: 64 };
const FALLBACK_WIDTH = 720;
/** Room a month's name needs under the axis. */
const LABEL_ROOM = 44;

const Frame = styled.div`
  ${chartFrame}
  & > svg {
    overflow: visible;
  }
  .f1,
  .current {
    fill: ${({ theme }) => theme.color.primary};
  }
  .previous {
    fill: ${({ theme }) => theme.color.borderStrong};
  }
  /* F2 and F3 bars are filled with their pattern (the fill attribute): only the patterns'
     own shapes are coloured here, as a CSS fill would override the attribute. */
  pattern .f2 {
    fill: ${({ theme }) => theme.color.highlight};
  }
  pattern .f3 {
    fill: ${({ theme }) => theme.tone.green.fg};
  }
  pattern .mark {
    stroke: ${({ theme }) => theme.color.surface};
    fill: ${({ theme }) => theme.color.surface};
  }
  g.month:hover rect {
    opacity: 0.85;
  }
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(5)}`};
  list-style: none;
  margin: ${({ theme }) => theme.space(3)} 0 0;
  padding: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }
  svg {
    flex: none;
    border: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.color.border};
  }
`;

export type ChartSeries = 'f1' | 'f2' | 'f3' | 'current' | 'previous';

/** What a bar's fill is: the patterns are defined once in the chart, by id. */
function fillOf(ids: string, series: ChartSeries): string | undefined {
  return series === 'f2' || series === 'f3' ? `url(#${ids}-${series})` : undefined;
}

function Patterns({ ids }: { ids: string }) {
  return (
    <defs>
      <pattern
        id={`${ids}-f2`}
        width="6"
        height="6"
        patternUnits="userSpaceOnUse"
        patternTransform="rotate(45)"
      >
        <rect className="f2" width="6" height="6" />
        <line className="mark" x1="3" y1="0" x2="3" y2="6" strokeWidth="1.5" />
      </pattern>
      <pattern id={`${ids}-f3`} width="6" height="6" patternUnits="userSpaceOnUse">
        <rect className="f3" width="6" height="6" />
        <circle className="mark" cx="3" cy="3" r="1.2" />
      </pattern>
    </defs>
  );
}

/** One swatch of the legend, filled like its bars. */
function Swatch({ ids, series }: { ids: string; series: ChartSeries }) {
  return (
    <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" focusable="false">
      <rect className={series} width="18" height="18" fill={fillOf(ids, series)} />
    </svg>
  );
}

function valueOf(figures: MonthFigures, measure: Measure): number {
  return measure === 'cost' ? figures.cost : figures.quantity;
}

export interface MonthlyChartProps {
  months: readonly CostsMonth[];
  measure: Measure;
  /** kWh or Smc. */
  unit: string;
  /** The picture's name for assistive technology: what it shows and its totals. */
  summary: string;
  /** The legend's words for the period and the year before. */
  legend: { current: string; previous: string; bands?: Record<'f1' | 'f2' | 'f3', string> };
}

export function MonthlyChart({ months, measure, unit, summary, legend }: MonthlyChartProps) {
  const { t } = useTranslation();
  const ids = `costs-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const { ref, width } = useElementWidth(FALLBACK_WIDTH);
  const stacked = measure === 'quantity' && months.some((m) => bandsOf(m.current) !== null);

  const plotWidth = Math.max(1, width - MARGIN.left - MARGIN.right);
  const plotHeight = CHART_HEIGHT - MARGIN.top - MARGIN.bottom;
  const largest = Math.max(
    0,
    ...months.flatMap((m) => [valueOf(m.current, measure), valueOf(m.previous, measure)]),
  );
  const { top, ticks } = valueScale(largest);
  const y = (value: number) => MARGIN.top + plotHeight - (value / top) * plotHeight;
  const slot = plotWidth / Math.max(1, months.length);
  const bar = Math.max(2, Math.min(slot * 0.38, 28));
  const every = labelEvery(months.length, plotWidth, LABEL_ROOM);
  const words = (figures: MonthFigures) =>
    measure === 'cost' ? amount(t, figures.cost) : quantity(t, figures.quantity, unit);

  const rect = (series: ChartSeries, x: number, from: number, to: number, key?: string) =>
    to > from ? (
      <rect
        key={key ?? series}
        className={series}
        fill={fillOf(ids, series)}
        x={x}
        y={y(to)}
        width={bar}
        height={Math.max(0, y(from) - y(to))}
      />
    ) : null;

  const currentBars = (month: CostsMonth, x: number): ReactNode => {
    if (!hasData(month.current)) return null;
    const bands = stacked ? bandsOf(month.current) : null;
    if (!bands) return rect('current', x, 0, valueOf(month.current, measure));
    return [
      rect('f1', x, 0, bands.f1),
      rect('f2', x, bands.f1, bands.f1 + bands.f2),
      rect('f3', x, bands.f1 + bands.f2, bands.f1 + bands.f2 + bands.f3),
    ];
  };

  const tooltip = (month: CostsMonth) => {
    const current = hasData(month.current) ? words(month.current) : t('costs.noData');
    const previous = hasData(month.previous) ? words(month.previous) : t('costs.noData');
    return t('costs.chart.tooltip', {
      month: monthName(month.month, 'long'),
      current,
      previous,
    });
  };

  return (
    <Frame ref={ref}>
      <svg
        role="img"
        aria-label={summary}
        width={width}
        height={CHART_HEIGHT}
        viewBox={`0 0 ${width} ${CHART_HEIGHT}`}
        data-measure={measure}
      >
        <Patterns ids={ids} />
        <text x={MARGIN.left - 8} y={MARGIN.top - 10} textAnchor="end">
          {measure === 'cost' ? t('costs.chart.euro') : unit}
        </text>
        <ValueGrid
          ticks={ticks}
          y={y}
          left={MARGIN.left}
          width={plotWidth}
          format={formatQuantity}
          gap={8}
        />
        {months.map((month, index) => {
          const middle = MARGIN.left + slot * index + slot / 2;
          const year = month.month.slice(0, 4);
          const named = index % every === 0;
          const bands = bandsOf(month.current);
          return (
            <g
              key={month.month}
              className="month"
              data-month={month.month}
              data-has-data={hasData(month.current)}
              data-quantity={month.current.quantity}
              data-cost={month.current.cost}
              data-f1={bands?.f1}
              data-f2={bands?.f2}
              data-f3={bands?.f3}
              data-previous-quantity={month.previous.quantity}
              data-previous-cost={month.previous.cost}
            >
              <title>{tooltip(month)}</title>
              {/* The whole slot answers the pointer, so a short bar's tooltip is easy to reach. */}
              <rect
                x={middle - slot / 2}
                y={MARGIN.top}
                width={slot}
                height={plotHeight}
                fill="transparent"
              />
              {currentBars(month, middle - bar - 1)}
              {hasData(month.previous) &&
                rect('previous', middle + 1, 0, valueOf(month.previous, measure))}
              {named && (
                <text x={middle} y={MARGIN.top + plotHeight + 16} textAnchor="middle">
                  {monthShort(month.month)}
                </text>
              )}
              {named && (index === 0 || year !== months[index - every]?.month.slice(0, 4)) && (
                <text x={middle} y={MARGIN.top + plotHeight + 32} textAnchor="middle">
                  {year}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <Legend aria-label={t('costs.chart.legend')}>
        {stacked && legend.bands ? (
          (['f1', 'f2', 'f3'] as const).map((band) => (
            <li key={band}>
              <Swatch ids={ids} series={band} />
              {legend.bands?.[band]}
            </li>
          ))
        ) : (
          <li>
            <Swatch ids={ids} series="current" />
            {legend.current}
          </li>
        )}
        <li>
          <Swatch ids={ids} series="previous" />
          {legend.previous}
        </li>
      </Legend>
    </Frame>
  );
}
