// A load curve as the business load-curve page and a household's supply page both show it: the
// query, the chart (uPlot, in a chunk of its own), the figures with the F1/F2/F3 totals, the bands'
// legend, the table by day that is the chart's text alternative, and the CSV export in both
// dialects. Their texts are impersonal (loadCurves.*), so either segment can read them.
export { BandLegend, LegendList } from './BandLegend.tsx';
export { CurveChart } from './CurveChart.tsx';
export { CurveExport } from './CurveExport.tsx';
export { CurveSummary, missingText, type SlotKind } from './CurveSummary.tsx';
export { CurveTable, curveFigure, CURVE_DECIMALS, DAYS_PER_PAGE } from './CurveTable.tsx';
export {
  alignedValues,
  chartSeries,
  dayRows,
  dayText,
  hourRows,
  hourSeries,
  intervalText,
  romeDate,
  romeDateTime,
  type ChartSeries,
  type CurveInput,
  type DayRow,
  type HourRow,
} from './curve-data.ts';
export { LOAD_CURVE_QUERY, useLoadCurve, type LoadCurve } from './useLoadCurve.ts';
