// The consumption of each month of the report as bars: a small hand-drawn SVG,
// one bar a month, so no chart library weighs on the page. For assistive technology the drawing is
// one image named by a summary of its figures and described by a note that the "totals per month"
// table below holds every number: that table is the chart's text alternative. Drawn at the width it
// is given, so its words keep their size on a phone.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { chartFrame, useElementWidth, ValueGrid } from '@/components/charts/index.ts';
import { labelEvery, niceScale, type ChartMonth } from '../model/chart.ts';
import { monthName, number, quantity } from './values.ts';

const HEIGHT = 240;
const MARGIN = { top: 16, right: 8, bottom: 32, left: 64 };
const FALLBACK_WIDTH = 720;
const LABEL_ROOM = 76;

const Frame = styled.figure`
  margin: 0;
  ${chartFrame}
  .bar {
    fill: ${({ theme }) => theme.color.primary};
  }
  figcaption {
    margin-top: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.color.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

export function ReportChart({
  series,
  unit,
  tableId,
}: {
  series: readonly ChartMonth[];
  unit: string;
  /** The id of the table with the same figures (the chart's text alternative). */
  tableId: string;
}) {
  const { t } = useTranslation();
  const noteId = useId();
  const { ref, width } = useElementWidth<HTMLElement>(FALLBACK_WIDTH);
  const first = series[0];
  const last = series.at(-1);
  if (!first || !last) return null;
  const peak = series.reduce((best, m) => (m.value > best.value ? m : best), first);
  const total = series.reduce((sum, m) => sum + m.value, 0);
  const { top, step } = niceScale(peak.value);
  const plotWidth = Math.max(1, width - MARGIN.left - MARGIN.right);
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const slot = plotWidth / series.length;
  const barWidth = Math.max(1, slot * 0.7);
  const every = labelEvery(series.length, plotWidth, LABEL_ROOM);
  const y = (value: number) => MARGIN.top + plotHeight - (value / top) * plotHeight;
  const ticks = Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step);

  return (
    <Frame ref={ref}>
      <svg
        width={width}
        height={HEIGHT}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        role="img"
        aria-label={t('conventionReporting.chart.label', {
          from: monthName(first.month, 'long'),
          to: monthName(last.month, 'long'),
          peak: quantity(t, peak.value, unit),
          peakMonth: monthName(peak.month, 'long'),
          total: quantity(t, total, unit),
        })}
        aria-describedby={noteId}
      >
        <ValueGrid
          ticks={ticks}
          y={y}
          left={MARGIN.left}
          width={plotWidth}
          format={number}
          gap={6}
        />
        {series.map((m, i) => {
          const x = MARGIN.left + i * slot + (slot - barWidth) / 2;
          return (
            <g key={m.month} data-month={m.month} data-value={m.value}>
              <rect
                className="bar"
                x={x}
                y={y(m.value)}
                width={barWidth}
                height={Math.max(0, MARGIN.top + plotHeight - y(m.value))}
              />
              {i % every === 0 && (
                <text x={x + barWidth / 2} y={HEIGHT - MARGIN.bottom + 18} textAnchor="middle">
                  {monthName(m.month)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption id={noteId}>
        {t('conventionReporting.chart.note', { unit })}{' '}
        <a href={`#${tableId}`}>{t('conventionReporting.chart.tableLink')}</a>
      </figcaption>
    </Frame>
  );
}
