// The value axis of a hand-drawn SVG chart: a line across the plot at every tick (the axis at 0,
// grid lines above it) and the tick's figure left of the plot, lined up on its right edge. The
// chart's frame (chartFrame) colours them.
import { css } from 'styled-components';

export interface ValueGridProps {
  ticks: readonly number[];
  /** The y of a value in the drawing. */
  y: (value: number) => number;
  /** Where the plot starts and how wide it is. */
  left: number;
  width: number;
  /** The figure written at a tick. */
  format: (value: number) => string;
  /** Pixels between a figure and the plot. */
  gap: number;
}

export function ValueGrid({ ticks, y, left, width, format, gap }: ValueGridProps) {
  return ticks.map((tick) => (
    <g key={tick}>
      <line
        className={tick === 0 ? 'axis' : 'grid'}
        x1={left}
        x2={left + width}
        y1={y(tick)}
        y2={y(tick)}
      />
      <text x={left - gap} y={y(tick)} dy="0.32em" textAnchor="end">
        {format(tick)}
      </text>
    </g>
  ));
}

/**
 * The frame of a drawn chart: as wide as its container (until measured anew the drawing shrinks
 * to fit, never wider), its words in the small muted figures, the axis and grid lines coloured.
 */
export const chartFrame = css`
  width: 100%;
  min-width: 0;
  & > svg {
    display: block;
    max-width: 100%;
    height: auto;
  }
  text {
    fill: ${({ theme }) => theme.color.muted};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-variant-numeric: tabular-nums;
  }
  .grid {
    stroke: ${({ theme }) => theme.color.border};
  }
  .axis {
    stroke: ${({ theme }) => theme.color.borderStrong};
  }
`;
