// The report's figures as tables: the totals per month (the chart's text
// alternative, with the period's total), the totals per site, and consumption and spend per point
// and month, a page at a time. Each has a caption and column headers; on a phone each row is a card.
import type { Commodity } from '@portal/shared/pages';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination, ResponsiveTable, Stack, type TableColumn } from '@/components/ui/index.ts';
import type { ConventionReport, ReportRow, ReportTotal } from '../api/useConventionReport.ts';
import { monthName, number } from './values.ts';
import { formatAmount } from '@portal/shared/format';

/** Lines of the detail table on one page. */
export const ROWS_PAGE_SIZE = 24;

interface TotalLine {
  key: string;
  name: ReactNode;
  consumption: number;
  spend: number;
}

function useFigureColumns(unit: string): TableColumn<TotalLine>[] {
  const { t } = useTranslation();
  return [
    {
      key: 'consumption',
      header: t('conventionReporting.columns.consumption', { unit }),
      numeric: true,
      card: 'prominent',
      cell: (line) => number(line.consumption),
    },
    {
      key: 'spend',
      header: t('conventionReporting.columns.spend'),
      numeric: true,
      cell: (line) => formatAmount(line.spend),
    },
  ];
}

function TotalsTable({
  id,
  heading,
  nameHeader,
  lines,
  total,
  unit,
}: {
  id: string;
  heading: string;
  nameHeader: string;
  lines: TotalLine[];
  total: { consumption: number; spend: number };
  unit: string;
}) {
  const { t } = useTranslation();
  const figures = useFigureColumns(unit);
  const columns: TableColumn<TotalLine>[] = [
    { key: 'name', header: nameHeader, card: 'heading', cell: (line) => line.name },
    ...figures,
  ];
  const rows = [
    ...lines,
    { key: 'total', name: <strong>{t('conventionReporting.total')}</strong>, ...total },
  ];
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} tabIndex={-1}>
        {heading}
      </h2>
      <div id={id}>
        <ResponsiveTable
          caption={heading}
          captionHidden
          columns={columns}
          rows={rows}
          rowKey={(line) => line.key}
          cardHeadingLevel={3}
        />
      </div>
    </section>
  );
}

/** The report's totals by month or by site, each with its consumption and spend, and the period's. */
export function ReportTotals({
  id,
  report,
  unit,
  by,
}: {
  id: string;
  report: ConventionReport;
  unit: string;
  by: 'months' | 'sites';
}) {
  const { t } = useTranslation();
  const byMonth = by === 'months';
  return (
    <TotalsTable
      id={id}
      heading={
        byMonth ? t('conventionReporting.months.heading') : t('conventionReporting.sites.heading')
      }
      nameHeader={
        byMonth ? t('conventionReporting.columns.month') : t('conventionReporting.columns.site')
      }
      lines={report[by].map((line: ReportTotal) => ({
        key: line.name,
        name: byMonth ? monthName(line.name, 'long') : line.name,
        consumption: line.consumption,
        spend: line.spend,
      }))}
      total={{ consumption: report.totalConsumption, spend: report.totalSpend }}
      unit={unit}
    />
  );
}

export function PointRows({
  id,
  report,
  unit,
  commodity,
}: {
  id: string;
  report: ConventionReport;
  unit: string;
  commodity: Commodity;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(report.rows.length / ROWS_PAGE_SIZE));
  const current = Math.min(page, pages);
  const shown = report.rows.slice((current - 1) * ROWS_PAGE_SIZE, current * ROWS_PAGE_SIZE);
  const columns: TableColumn<ReportRow>[] = [
    {
      key: 'point',
      header: t(`conventionReporting.columns.point.${commodity}`),
      card: 'heading',
      cell: (row) => row.pointId,
    },
    {
      key: 'month',
      header: t('conventionReporting.columns.month'),
      cell: (row) => monthName(row.month),
    },
    { key: 'site', header: t('conventionReporting.columns.site'), cell: (row) => row.site },
    {
      key: 'consumption',
      header: t('conventionReporting.columns.consumption', { unit }),
      numeric: true,
      cell: (row) => number(row.consumption),
    },
    {
      key: 'spend',
      header: t('conventionReporting.columns.spend'),
      numeric: true,
      cell: (row) => formatAmount(row.spend),
    },
  ];
  return (
    <section aria-labelledby={`${id}-heading`}>
      <Stack>
        <div>
          <h2 id={`${id}-heading`}>{t('conventionReporting.rows.heading')}</h2>
          <p>{t('conventionReporting.rows.intro', { count: report.rows.length })}</p>
        </div>
        <ResponsiveTable
          caption={t('conventionReporting.rows.caption', { page: current, pages })}
          captionHidden
          columns={columns}
          rows={shown}
          rowKey={(row) => `${row.month}-${row.supplyId}`}
          cardHeadingLevel={3}
        />
        {pages > 1 && (
          <Pagination
            page={current}
            pages={pages}
            onPage={setPage}
            label={t('conventionReporting.rows.pages')}
          />
        )}
      </Stack>
    </section>
  );
}
