// A day's hourly totals as a table: the chart's text alternative on the day view. Each hour
// is written in Rome's time from its start to its end (the hour the clocks go back appears twice,
// with its offset), its energy and its ARERA band.
import { romeClock } from '@portal/shared/rome-time';
import { useTranslation } from 'react-i18next';
import { curveFigure, type HourRow } from '@/components/load-curve/index.ts';
import { ResponsiveTable, type TableColumn } from '@/components/ui/index.ts';

const HOUR_MS = 3_600_000;
const two = (n: number) => String(n).padStart(2, '0');

function clockText(ms: number): string {
  const c = romeClock(ms);
  return `${two(Math.floor(c.minuteOfDay / 60))}:${two(c.minuteOfDay % 60)}`;
}

/** 10:00–11:00; on the day the clocks change, with the offset that tells the two 02:00 apart. */
export function hourText(start: number, repeated: boolean): string {
  const text = `${clockText(start)}–${clockText(start + HOUR_MS)}`;
  return repeated ? `${text} (UTC+${romeClock(start).offsetMinutes / 60})` : text;
}

export function HourTable({ rows, unit }: { rows: readonly HourRow[]; unit: string }) {
  const { t } = useTranslation();
  const starts = rows.map((r) => clockText(r.start));
  const columns: TableColumn<HourRow>[] = [
    {
      key: 'hour',
      header: t('utilities.curve.hour'),
      card: 'heading',
      cell: (r) => {
        const at = clockText(r.start);
        return hourText(r.start, starts.indexOf(at) !== starts.lastIndexOf(at));
      },
    },
    {
      key: 'energy',
      header: t('loadCurves.table.total', { unit }),
      numeric: true,
      card: 'prominent',
      cell: (r) =>
        r.energy === null ? t('loadCurves.table.noValue') : `${curveFigure(r.energy)} ${unit}`,
    },
    { key: 'band', header: t('utilities.curve.band'), cell: (r) => r.band },
  ];
  return (
    <ResponsiveTable
      caption={t('utilities.curve.hourCaption')}
      captionHidden
      columns={columns}
      rows={rows}
      rowKey={(r) => String(r.start)}
      layout="table"
    />
  );
}
