// The load curve on a canvas with uPlot. This module and uPlot's CSS are imported
// dynamically by CurveChart, so the chart library travels in a chunk of its own that only the load
// curves page asks for. Behind the curve the F1/F2/F3 bands are shaded (contiguous runs, drawn in
// the 'drawClear' hook); over it the peak is marked and labelled and every missing run is ticked on
// the time axis ('draw' hook), since a gap of a few quarter hours is narrower than a pixel in a
// year. Missing values are null and the line is broken there (spanGaps false). Dragging across
// the plot zooms (uPlot's select-to-zoom); the page's buttons and keys pan, zoom and reset.
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { ChartSeries } from './curve-data.ts';

export interface ChartColours {
  line: string;
  compare: string;
  text: string;
  grid: string;
  peak: string;
  gap: string;
  /** F1, F2, F3 shading. */
  bands: readonly [string, string, string];
}

export interface ChartTexts {
  /** The value with its unit: "12,5 kW". */
  value: (value: number) => string;
  /** An axis label of an instant (UTC seconds), given the ticks' spacing in seconds. */
  tick: (seconds: number, spacing: number, first: boolean) => string;
  peak: (value: number) => string;
  main: string;
  compare: string | null;
}

export interface ChartInput {
  series: ChartSeries;
  compare: (number | null)[] | null;
  /** Index of the peak interval in series.x, or -1. */
  peakIndex: number;
}

export interface CurveChartHandle {
  setInput(input: ChartInput): void;
  setSize(width: number, height: number): void;
  /** Moves the visible window by a fraction of its width (negative: earlier). */
  pan(fraction: number): void;
  /** Narrows (factor < 1) or widens the visible window around its middle. */
  zoom(factor: number): void;
  reset(): void;
  /** Moves the crosshair by `steps` intervals (keyboard reading); answers the index shown. */
  step(steps: number): number | null;
  destroy(): void;
}

export interface ChartEvents {
  onCursor: (index: number | null) => void;
  onZoom: (zoomed: boolean) => void;
  /** Milliseconds from the data handed to uPlot to the drawn canvas (Performance API). */
  onDrawn: (ms: number) => void;
}

/** First index whose x is ≥ value (binary search; x ascends). */
function lowerBound(x: ArrayLike<number>, value: number): number {
  let lo = 0;
  let hi = x.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((x[mid] ?? 0) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export function createCurveChart(
  target: HTMLElement,
  size: { width: number; height: number },
  initial: ChartInput,
  colours: ChartColours,
  texts: ChartTexts,
  events: ChartEvents,
): CurveChartHandle {
  let input = initial;
  let drawStarted: number | null = null;

  const xs = () => input.series.x;
  const stepSeconds = () => {
    const x = xs();
    return x.length > 1 ? (x[1] ?? 0) - (x[0] ?? 0) : 900;
  };

  /** The visible intervals' index range [first, last]. */
  const visible = (u: uPlot): [number, number] => {
    const x = xs();
    const min = u.scales.x?.min ?? x[0] ?? 0;
    const max = u.scales.x?.max ?? x[x.length - 1] ?? 0;
    return [Math.max(0, lowerBound(x, min) - 1), Math.min(x.length - 1, lowerBound(x, max))];
  };

  const shadeBands = (u: uPlot) => {
    const bands = input.series.bands;
    const x = xs();
    if (!bands || x.length === 0) return;
    const { ctx, bbox } = u;
    const [first, last] = visible(u);
    const step = stepSeconds();
    ctx.save();
    ctx.beginPath();
    ctx.rect(bbox.left, bbox.top, bbox.width, bbox.height);
    ctx.clip();
    let runStart = first;
    for (let i = first + 1; i <= last + 1; i++) {
      if (i <= last && bands[i] === bands[runStart]) continue;
      const band = bands[runStart] ?? 0;
      const from = u.valToPos(x[runStart] ?? 0, 'x', true);
      const to = u.valToPos(i <= last ? (x[i] ?? 0) : (x[last] ?? 0) + step, 'x', true);
      const fill = colours.bands[band - 1];
      if (fill) {
        ctx.fillStyle = fill;
        ctx.fillRect(from, bbox.top, Math.max(1, to - from), bbox.height);
      }
      runStart = i;
    }
    ctx.restore();
  };

  const markGapsAndPeak = (u: uPlot) => {
    const { ctx, bbox } = u;
    const x = xs();
    const y = input.series.y;
    const [first, last] = visible(u);
    const ratio = uPlot.pxRatio;
    ctx.save();
    // Missing runs: a tick under the plot, at least two pixels wide.
    ctx.fillStyle = colours.gap;
    const tick = 6 * ratio;
    for (let i = first; i <= last; i++) {
      if (y[i] !== null) continue;
      let end = i;
      while (end + 1 <= last && y[end + 1] === null) end++;
      const from = u.valToPos(x[i] ?? 0, 'x', true);
      const to = u.valToPos((x[end] ?? 0) + stepSeconds(), 'x', true);
      ctx.fillRect(from, bbox.top + bbox.height - tick, Math.max(2 * ratio, to - from), tick);
      i = end;
    }
    const p = input.peakIndex;
    const value = y[p];
    if (p >= first && p <= last && value !== null && value !== undefined) {
      const cx = u.valToPos(x[p] ?? 0, 'x', true);
      const cy = u.valToPos(value, 'y', true);
      ctx.fillStyle = colours.peak;
      ctx.strokeStyle = colours.peak;
      ctx.lineWidth = 2 * ratio;
      ctx.beginPath();
      ctx.arc(cx, cy, 5 * ratio, 0, 2 * Math.PI);
      ctx.fill();
      const label = texts.peak(value);
      ctx.font = `${13 * ratio}px system-ui, sans-serif`;
      ctx.fillStyle = colours.text;
      const width = ctx.measureText(label).width;
      const left = cx + width + 10 * ratio > bbox.left + bbox.width;
      ctx.textAlign = left ? 'right' : 'left';
      ctx.textBaseline = 'middle';
      ctx.fillText(
        label,
        left ? cx - 9 * ratio : cx + 9 * ratio,
        Math.max(bbox.top + 8 * ratio, cy),
      );
    }
    ctx.restore();
  };

  const dataOf = (next: ChartInput): uPlot.AlignedData =>
    next.compare ? [next.series.x, next.series.y, next.compare] : [next.series.x, next.series.y];

  const full = () => {
    const x = xs();
    return { min: x[0] ?? 0, max: (x[x.length - 1] ?? 0) + stepSeconds() };
  };

  const series: uPlot.Series[] = [
    {},
    {
      label: texts.main,
      stroke: colours.line,
      width: 1.5,
      spanGaps: false,
      points: { show: false },
    },
  ];
  /** The compared curve: dashed, drawn over the chosen one. */
  const compareSeries = (): uPlot.Series => ({
    label: texts.compare ?? '',
    stroke: colours.compare,
    width: 1.5,
    dash: [6, 4],
    spanGaps: false,
    points: { show: false },
  });
  if (initial.compare) series.push(compareSeries());

  const axisLabels = (
    _u: uPlot,
    splits: number[],
    _axis: number,
    _space: number,
    spacing: number,
  ) => splits.map((s, i) => texts.tick(s, spacing, i === 0));

  const options: uPlot.Options = {
    width: size.width,
    height: size.height,
    tzDate: (ts) => uPlot.tzDate(new Date(ts * 1e3), 'Europe/Rome'),
    legend: { show: false },
    cursor: {
      drag: { x: true, y: false, setScale: true },
      points: { show: false },
    },
    scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.08 : 1] } },
    series,
    axes: [
      {
        stroke: colours.text,
        grid: { stroke: colours.grid, width: 1 },
        ticks: { stroke: colours.grid },
        values: axisLabels,
        space: 70,
      },
      {
        stroke: colours.text,
        grid: { stroke: colours.grid, width: 1 },
        ticks: { stroke: colours.grid },
        values: (_u, splits) => splits.map((v) => texts.value(v)),
        size: 84,
      },
    ],
    hooks: {
      drawClear: [shadeBands],
      draw: [
        (u) => {
          markGapsAndPeak(u);
          if (drawStarted !== null) {
            performance.mark('curve:drawn');
            const ms = performance.now() - drawStarted;
            drawStarted = null;
            events.onDrawn(ms);
          }
        },
      ],
      setCursor: [(u) => events.onCursor(u.cursor.idx ?? null)],
      setScale: [
        (u, key) => {
          if (key !== 'x') return;
          const { min, max } = full();
          const s = u.scales.x;
          events.onZoom((s?.min ?? min) > min + 1 || (s?.max ?? max) < max - 1);
        },
      ],
    },
  };

  performance.mark('curve:draw-start');
  drawStarted = performance.now();
  const chart = new uPlot(options, dataOf(initial), target);

  const setWindow = (min: number, max: number) => {
    const bounds = full();
    const width = Math.min(max - min, bounds.max - bounds.min);
    let lo = Math.max(bounds.min, min);
    let hi = lo + width;
    if (hi > bounds.max) {
      hi = bounds.max;
      lo = hi - width;
    }
    chart.setScale('x', { min: lo, max: hi });
  };

  return {
    setInput(next) {
      const seriesChanged = Boolean(next.compare) !== Boolean(input.compare);
      input = next;
      if (seriesChanged) {
        if (next.compare) chart.addSeries(compareSeries());
        else chart.delSeries(2);
      }
      performance.mark('curve:draw-start');
      drawStarted = performance.now();
      chart.setData(dataOf(next), true);
    },
    setSize(width, height) {
      chart.setSize({ width, height });
    },
    pan(fraction) {
      const s = chart.scales.x;
      const bounds = full();
      const min = s?.min ?? bounds.min;
      const max = s?.max ?? bounds.max;
      const shift = (max - min) * fraction;
      setWindow(min + shift, max + shift);
    },
    zoom(factor) {
      const s = chart.scales.x;
      const bounds = full();
      const min = s?.min ?? bounds.min;
      const max = s?.max ?? bounds.max;
      const middle = (min + max) / 2;
      const half = Math.max(((max - min) * factor) / 2, stepSeconds() * 2);
      setWindow(middle - half, middle + half);
    },
    reset() {
      const { min, max } = full();
      chart.setScale('x', { min, max });
    },
    step(steps) {
      const x = xs();
      if (x.length === 0) return null;
      const [first, last] = visible(chart);
      const current = chart.cursor.idx ?? (steps > 0 ? first - 1 : last + 1);
      const next = Math.min(last, Math.max(first, current + steps));
      const value = input.series.y[next];
      chart.setCursor({
        left: chart.valToPos(x[next] ?? 0, 'x'),
        top: value === null || value === undefined ? 0 : chart.valToPos(value, 'y'),
      });
      return next;
    },
    destroy() {
      chart.destroy();
    },
  };
}
