// The table alternative of the chart (architecture "every chart has a table"):
// one row per Rome day — its energy, the F1/F2/F3 totals for power, the peak and its time (none
// for daily values: a day's one value has no time of day), how
// many intervals the day has (92/96/100 quarter hours: the clocks' change days read as they are)
// and how many of them are missing. A year is 366 rows: shown a month's worth at a time.
import { formatFixed } from '@portal/shared/format';
import { useTranslation } from 'react-i18next';
import { Pagination, ResponsiveTable, type TableColumn } from '@/components/ui/index.ts';
import { dayText, romeDateTime, type DayRow } from './curve-data.ts';

/** Days on one page of the table. */
export const DAYS_PER_PAGE = 31;

/**
 * Each column one precision, two decimals (§5 separators): 285,10 above 464,58, not 285,1; the
 * export keeps every interval's own.
 */
export const CURVE_DECIMALS = 2;
export const curveFigure = (value: number) => formatFixed(value, CURVE_DECIMALS);

export function CurveTable({
  rows,
  banded,
  quantityUnit,
  unit,
  slotKind,
  page,
  onPage,
}: {
  rows: readonly DayRow[];
  banded: boolean;
  quantityUnit: string;
  unit: string;
  /** What an interval is called: quarter hours, hours; null for daily values. */
  slotKind: 'quarterHours' | 'hours' | null;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(rows.length / DAYS_PER_PAGE));
  const current = Math.min(page, pages);
  const shown = rows.slice((current - 1) * DAYS_PER_PAGE, current * DAYS_PER_PAGE);
  const energy = (value: number) => `${curveFigure(value)} ${quantityUnit}`;

  const columns: TableColumn<DayRow>[] = [
    { key: 'day', header: t('loadCurves.table.day'), cell: (r) => dayText(r.day), card: 'heading' },
    {
      key: 'total',
      header: t('loadCurves.table.total', { unit: quantityUnit }),
      cell: (r) => energy(r.total),
      numeric: true,
      card: 'prominent',
    },
    ...(banded
      ? (['F1', 'F2', 'F3'] as const).map((band): TableColumn<DayRow> => ({
          key: band,
          header: t('loadCurves.table.band', { band, unit: quantityUnit }),
          cell: (r) => energy(r[band]),
          numeric: true,
        }))
      : []),
    {
      key: 'peak',
      header: t('loadCurves.table.peak', { unit }),
      cell: (r) =>
        r.peak === null || r.peakAt === null
          ? t('loadCurves.table.noValue')
          : slotKind === null
            ? `${curveFigure(r.peak)} ${unit}`
            : t('loadCurves.table.peakAt', {
                value: `${curveFigure(r.peak)} ${unit}`,
                time: romeDateTime(r.peakAt).slice(11),
              }),
      numeric: true,
    },
    ...(slotKind
      ? [
          {
            key: 'slots',
            header: t(`loadCurves.table.${slotKind}`),
            cell: (r: DayRow) => String(r.slots),
            numeric: true,
          },
        ]
      : []),
    {
      key: 'gaps',
      header: t('loadCurves.table.missing'),
      cell: (r) => (r.gaps > 0 ? t('loadCurves.table.missingCount', { count: r.gaps }) : '0'),
      numeric: true,
    },
  ];

  return (
    <>
      <ResponsiveTable
        caption={t('loadCurves.table.caption', {
          from: rows[0] ? dayText(rows[0].day) : '',
          to: rows.at(-1) ? dayText(rows.at(-1)?.day ?? '') : '',
        })}
        columns={columns}
        rows={shown}
        rowKey={(r) => r.day}
        cardHeadingLevel={3}
      />
      <Pagination
        page={current}
        pages={pages}
        onPage={onPage}
        label={t('loadCurves.table.paging')}
      />
    </>
  );
}
