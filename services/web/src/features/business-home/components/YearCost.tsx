// A commodity's year on the business home (decision 0021): the cost so far and the year-end
// projection with its range and ±, in words; the overview page has the method and the bands.
import { formatAmount, formatDate } from '@portal/shared/format';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { KeyFigure } from '@/components/ui/index.ts';
import type { DashboardCommodity } from '../api/useBusinessDashboard.ts';
import { Figures, Links, Part } from './layout.tsx';
import { Unavailable } from './Unavailable.tsx';

const monthEnd = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);

export function YearCost({
  forecast,
  headingId,
  overview,
  overviewLink,
  retry,
}: {
  forecast: DashboardCommodity['yearForecast'];
  headingId: string;
  overview: string;
  overviewLink: string;
  retry: () => void;
}) {
  const { t } = useTranslation();
  const money = (amount: number) => t('invoices.table.currency', { amount: formatAmount(amount) });
  const estimate = forecast?.estimate;
  return (
    <Part aria-labelledby={headingId}>
      <h3 id={headingId}>
        {forecast
          ? t('businessHome.year.title', { year: forecast.year })
          : t('businessHome.year.titleNow')}
      </h3>
      {!forecast ? (
        <Unavailable retry={retry} />
      ) : forecast.monthsToDate === 0 ? (
        <p>{t(`businessHome.year.notEnough_${forecast.notEnoughData ?? 'USE'}`)}</p>
      ) : (
        <>
          <Figures>
            <KeyFigure
              label={t('businessHome.year.toDate')}
              value={money(forecast.costToDate)}
              detail={t('businessHome.year.toDateDetail', {
                to: formatDate(monthEnd(forecast.year, forecast.monthsToDate)),
              })}
            />
            {estimate && (
              <KeyFigure
                size="md"
                label={t('businessHome.year.yearEnd')}
                value={money(estimate.cost)}
                detail={t('businessHome.year.range', {
                  low: money(estimate.low),
                  high: money(estimate.high),
                  percent: estimate.uncertaintyPercent,
                })}
              />
            )}
          </Figures>
          {!estimate && (
            <p>{t(`businessHome.year.notEnough_${forecast.notEnoughData ?? 'USE'}`)}</p>
          )}
        </>
      )}
      <Links>
        <Link to={overview}>{overviewLink}</Link>
      </Links>
    </Part>
  );
}
