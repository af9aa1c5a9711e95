// The chart of a load curve: uPlot is loaded here, on first render, from a chunk
// of its own (curve-chart.ts), so neither the first visit nor the page's own chunk carries it. The
// plot reads its colours from the theme's roles when it draws (a canvas cannot read var()). A
// reading under the chart gives the exact value and Rome time at the crosshair, from the mouse or
// from the arrow keys on the focused plot; buttons and keys pan, zoom and reset.
import { romeClock } from '@portal/shared/rome-time';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { useTheme } from 'styled-components';
import { Button, mediaCondition, useMediaQuery } from '@/components/ui/index.ts';
import type { ChartSeries } from './curve-data.ts';
import { romeDate, romeDateTime } from './curve-data.ts';
import { LegendList } from './BandLegend.tsx';
import type { ChartColours, CurveChartHandle } from './curve-chart.ts';

/** The plot's height (axes included): uPlot takes numbers; the frame reserves the same. */
const HEIGHT = { phone: 240, wide: 320 } as const;

const Frame = styled.div`
  position: relative;
  min-height: ${({ theme }) => theme.space(60)};
  ${({ theme }) => theme.media.md} {
    min-height: ${({ theme }) => theme.space(80)};
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.focusRing.width} solid ${({ theme }) => theme.color.focus};
    outline-offset: ${({ theme }) => theme.focusRing.offset};
  }
  .u-select {
    background: ${({ theme }) => theme.color.accent};
    opacity: 0.6;
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Reading = styled.p`
  min-height: ${({ theme }) => theme.touchTarget};
  margin: 0;
  font-variant-numeric: tabular-nums;
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Line = styled.span<{ $dashed: boolean }>`
  display: inline-block;
  width: ${({ theme }) => theme.space(6)};
  margin-right: ${({ theme }) => theme.space(2)};
  vertical-align: middle;
  border-top: ${({ theme }) => theme.border.thick}
    ${({ $dashed }) => ($dashed ? 'dashed' : 'solid')}
    ${({ theme, $dashed }) => ($dashed ? theme.color.highlight : theme.color.primary)};
`;

const two = (n: number) => String(n).padStart(2, '0');

/** An axis label: hours within a day, the day at midnight and at the first tick; days; months. */
function tickText(seconds: number, spacing: number, first: boolean): string {
  const c = romeClock(seconds * 1000);
  const day = `${two(c.day)}/${two(c.month)}`;
  if (spacing >= 28 * 86_400) return `${two(c.month)}/${c.year}`;
  if (spacing >= 86_400) return day;
  const time = `${two(Math.floor(c.minuteOfDay / 60))}:${two(c.minuteOfDay % 60)}`;
  return first || c.minuteOfDay === 0 ? `${day}\n${time}` : time;
}

/** A theme colour as the canvas can use it: the computed value of a role under `host`. */
function resolved(host: HTMLElement, colour: string): string {
  const probe = document.createElement('span');
  probe.style.color = colour;
  probe.hidden = true;
  host.append(probe);
  const value = getComputedStyle(probe).color;
  probe.remove();
  return value;
}

export interface CurveChartProps {
  series: ChartSeries;
  compare: (number | null)[] | null;
  peakIndex: number;
  /** The value with its unit: "12,5 kW". */
  formatValue: (value: number) => string;
  mainLabel: string;
  compareLabel: string | null;
  /** The chart's name for assistive technology (what it shows, its peak and gaps). */
  label: string;
}

export function CurveChart({
  series,
  compare,
  peakIndex,
  formatValue,
  mainLabel,
  compareLabel,
  label,
}: CurveChartProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const wide = useMediaQuery(mediaCondition(theme.media.md), true);
  const frame = useRef<HTMLDivElement>(null);
  const chart = useRef<CurveChartHandle | null>(null);
  const [index, setIndex] = useState<number | null>(null);
  const [zoomed, setZoomed] = useState(false);
  const [failed, setFailed] = useState(false);
  const hintId = useId();
  const latest = useRef({ series, compare, peakIndex });
  const texts = useRef({ formatValue, mainLabel, compareLabel });
  useLayoutEffect(() => {
    latest.current = { series, compare, peakIndex };
    texts.current = { formatValue, mainLabel, compareLabel };
  });
  // New data: the reading and the zoom start again (derived during render, not in an effect).
  const [drawn, setDrawn] = useState(series);
  if (drawn !== series) {
    setDrawn(series);
    setIndex(null);
    setZoomed(false);
  }
  const height = wide ? HEIGHT.wide : HEIGHT.phone;

  // The chart is made once (uPlot loaded on the way) and given new data as it comes.
  useEffect(() => {
    const host = frame.current;
    if (!host) return undefined;
    let cancelled = false;
    let observer: ResizeObserver | null = null;
    import('./curve-chart.ts')
      .then(({ createCurveChart }) => {
        if (cancelled) return;
        const colours: ChartColours = {
          line: resolved(host, theme.color.primary),
          compare: resolved(host, theme.color.highlight),
          text: resolved(host, theme.color.text),
          grid: resolved(host, theme.color.border),
          peak: resolved(host, theme.color.danger),
          gap: resolved(host, theme.tone.orange.fg),
          bands: [
            resolved(host, theme.tone.red.bg),
            resolved(host, theme.color.banner),
            resolved(host, theme.tone.green.bg),
          ],
        };
        chart.current = createCurveChart(
          host,
          { width: host.clientWidth, height },
          latest.current,
          colours,
          {
            value: (v) => texts.current.formatValue(v),
            tick: tickText,
            peak: (v) => t('loadCurves.chart.peakLabel', { value: texts.current.formatValue(v) }),
            main: texts.current.mainLabel,
            compare: texts.current.compareLabel,
          },
          {
            onCursor: setIndex,
            onZoom: setZoomed,
            onDrawn: (ms) => {
              host.dataset.drawMs = ms.toFixed(1);
              host.dataset.points = String(latest.current.series.x.length);
            },
          },
        );
        if (typeof ResizeObserver === 'function') {
          observer = new ResizeObserver(() => {
            chart.current?.setSize(host.clientWidth, host.clientHeight || height);
          });
          observer.observe(host);
        }
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      observer?.disconnect();
      chart.current?.destroy();
      chart.current = null;
    };
    // Made once; data, size and texts reach it through the effects below and the refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    chart.current?.setInput({ series, compare, peakIndex });
  }, [series, compare, peakIndex]);

  useEffect(() => {
    const host = frame.current;
    if (host) chart.current?.setSize(host.clientWidth, height);
  }, [height]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const c = chart.current;
    if (!c) return;
    const actions: Record<string, () => void> = {
      ArrowLeft: () => (event.shiftKey ? c.pan(-0.5) : setIndex(c.step(-1))),
      ArrowRight: () => (event.shiftKey ? c.pan(0.5) : setIndex(c.step(1))),
      '+': () => c.zoom(0.5),
      '=': () => c.zoom(0.5),
      '-': () => c.zoom(2),
      Escape: () => c.reset(),
      '0': () => c.reset(),
    };
    const action = actions[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  };

  const x = index === null ? undefined : series.x[index];
  const value = index === null ? undefined : series.y[index];
  const other = index === null || !compare ? undefined : compare[index];
  const missing = t('loadCurves.chart.missing');

  return (
    <>
      <Toolbar role="group" aria-label={t('loadCurves.chart.controls')}>
        <Button $variant="secondary" onClick={() => chart.current?.pan(-0.5)}>
          {t('loadCurves.chart.earlier')}
        </Button>
        <Button $variant="secondary" onClick={() => chart.current?.pan(0.5)}>
          {t('loadCurves.chart.later')}
        </Button>
        <Button $variant="secondary" onClick={() => chart.current?.zoom(0.5)}>
          {t('loadCurves.chart.zoomIn')}
        </Button>
        <Button $variant="secondary" onClick={() => chart.current?.zoom(2)}>
          {t('loadCurves.chart.zoomOut')}
        </Button>
        <Button $variant="secondary" disabled={!zoomed} onClick={() => chart.current?.reset()}>
          {t('loadCurves.chart.reset')}
        </Button>
      </Toolbar>
      <Hint id={hintId}>{t('loadCurves.chart.keys')}</Hint>
      {/* Which line is which when two are drawn: solid the chosen curve, dashed the compared one. */}
      {compare && (
        <LegendList>
          <li>
            <Line $dashed={false} aria-hidden="true" />
            {mainLabel}
          </li>
          <li>
            <Line $dashed aria-hidden="true" />
            {compareLabel}
          </li>
        </LegendList>
      )}
      <Frame
        ref={frame}
        role="group"
        tabIndex={0}
        aria-label={label}
        aria-describedby={hintId}
        onKeyDown={onKeyDown}
        data-chart="load-curve"
      />
      {failed && <p role="alert">{t('loadCurves.chart.failed')}</p>}
      <Reading aria-live="polite" data-reading="">
        {x === undefined
          ? t('loadCurves.chart.readingHint')
          : [
              // Daily values (no bands) are a day each, with no time of day.
              series.bands === null ? romeDate(x * 1000) : romeDateTime(x * 1000),
              `${mainLabel}: ${value === null || value === undefined ? missing : formatValue(value)}`,
              ...(compare
                ? [
                    `${compareLabel ?? ''}: ${other === null || other === undefined ? missing : formatValue(other)}`,
                  ]
                : []),
            ].join(' · ')}
      </Reading>
    </>
  );
}
