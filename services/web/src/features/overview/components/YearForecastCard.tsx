// The year's cost of a commodity so far and at its end (decision 0021): the cost from January to
// the last month with figures, the year-end projection with its range, in words how it was made
// and how far it may stray, and for power the F1, F2 and F3 energy so far and at the year's end —
// a table, the same numbers for every reader. No figure where the data fall short: the reason.
import { formatAmount, formatDate, formatFixed, formatQuantity } from '@portal/shared/format';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Card,
  Columns,
  KeyFigure,
  ResponsiveTable,
  type TableColumn,
} from '@/components/ui/index.ts';
import type { CommodityOverview } from '../api/useCommodityOverview.ts';

type Forecast = NonNullable<CommodityOverview['yearForecast']>;
type Band = NonNullable<Forecast['bands']>[number];

const monthEnd = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);

export function YearForecastCard({
  forecast,
  unit,
}: {
  forecast: CommodityOverview['yearForecast'];
  unit: 'KWH' | 'SMC';
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const euro = (amount: number) => t('overview.currency', { amount: formatAmount(amount) });
  const quantity = (value: number, as: 'KWH' | 'SMC' = unit) =>
    t('overview.quantity', { value: formatQuantity(value), unit: t(`overview.units.${as}`) });
  if (!forecast)
    return (
      <Card aria-labelledby={headingId}>
        <h2 id={headingId}>{t('overview.forecast.titleNow')}</h2>
        <p>{t('overview.forecast.unavailable')}</p>
      </Card>
    );
  const { estimate, year, monthsToDate } = forecast;
  const from = formatDate(`${year}-01-01`);
  const to = formatDate(monthEnd(year, Math.max(1, monthsToDate)));
  const columns: TableColumn<Band>[] = [
    {
      key: 'band',
      header: t('overview.forecast.bands.band'),
      card: 'heading',
      cell: (b) => b.band,
    },
    {
      key: 'toDate',
      header: t('overview.forecast.bands.toDate'),
      numeric: true,
      cell: (b) => quantity(b.toDate, 'KWH'),
    },
    {
      key: 'yearEnd',
      header: t('overview.forecast.bands.yearEnd'),
      numeric: true,
      card: 'prominent',
      cell: (b) => (b.yearEnd === null ? '' : quantity(b.yearEnd, 'KWH')),
    },
    {
      key: 'share',
      header: t('overview.forecast.bands.share'),
      numeric: true,
      cell: (b) =>
        b.share === null
          ? ''
          : t('overview.forecast.bands.percent', { value: formatFixed(b.share * 100, 1) }),
    },
  ];
  return (
    <Card aria-labelledby={headingId}>
      <h2 id={headingId}>{t('overview.forecast.title', { year })}</h2>
      {monthsToDate === 0 ? (
        <p>{t(`overview.forecast.notEnough_${forecast.notEnoughData ?? 'USE'}`)}</p>
      ) : (
        <>
          <Columns>
            <KeyFigure
              label={t('overview.forecast.toDate')}
              value={euro(forecast.costToDate)}
              detail={t('overview.forecast.toDateDetail', {
                from,
                to,
                quantity: quantity(forecast.quantityToDate),
              })}
            />
            {estimate && (
              <KeyFigure
                label={t('overview.forecast.yearEnd', { year })}
                value={euro(estimate.cost)}
                detail={t('overview.forecast.range', {
                  low: euro(estimate.low),
                  high: euro(estimate.high),
                  quantity: quantity(estimate.quantity),
                })}
              />
            )}
          </Columns>
          <p>
            {estimate
              ? t('overview.forecast.method', { from, to, percent: estimate.uncertaintyPercent })
              : t(`overview.forecast.notEnough_${forecast.notEnoughData ?? 'USE'}`)}
          </p>
          {forecast.bands && (
            <>
              <ResponsiveTable
                caption={t('overview.forecast.bands.caption')}
                columns={columns}
                rows={forecast.bands}
                rowKey={(b) => b.band}
              />
              <p>{t('overview.forecast.bands.note')}</p>
            </>
          )}
        </>
      )}
    </Card>
  );
}
