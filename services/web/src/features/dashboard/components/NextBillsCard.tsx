// Each active supply's next bill, estimated before it is issued (decision 0021): the amount, its
// range, the period it covers and, in words, what it rests on (the use measured so far, or for a
// meter without a load curve last year's same period and the bills' trend) and how far it may
// stray — or, when the data do not support a figure, why there is none.
import { formatAmount, formatDate } from '@portal/shared/format';
import { useTranslation } from 'react-i18next';
import { KeyFigure } from '@/components/ui/index.ts';
import type { RetailDashboard } from '../api/useRetailDashboard.ts';
import { DashboardCard, List, Muted, Row } from './layout.ts';

type Forecast = NonNullable<RetailDashboard['forecasts']>[number];

function ForecastItem({ forecast, pointId }: { forecast: Forecast; pointId: string | null }) {
  const { t } = useTranslation();
  const money = (amount: number) => t('invoices.table.currency', { amount: formatAmount(amount) });
  const { estimate } = forecast;
  return (
    <li>
      <Row>
        <strong>{t(`supply.utility_${forecast.utility}`)}</strong>
        {pointId && (
          <Muted>
            {t(`supply.pointId_${forecast.utility}`)}: {pointId}
          </Muted>
        )}
      </Row>
      {estimate ? (
        <>
          <KeyFigure
            size="md"
            label={t('dashboard.forecast.estimate')}
            value={money(estimate.amount)}
            detail={t('dashboard.forecast.range', {
              low: money(estimate.low),
              high: money(estimate.high),
            })}
          />
          {forecast.periodFrom && forecast.periodTo && (
            <div>
              {t('dashboard.forecast.period', {
                from: formatDate(forecast.periodFrom),
                to: formatDate(forecast.periodTo),
              })}
            </div>
          )}
          <Muted as="p">
            {estimate.basis === 'MEASURED'
              ? t('dashboard.forecast.method_MEASURED', {
                  from: formatDate(forecast.periodFrom),
                  to: formatDate(forecast.measuredTo),
                  count: estimate.billsUsed,
                  unit: forecast.unit,
                  percent: estimate.uncertaintyPercent,
                })
              : // Nothing of the period is measured (no interval meter): last year's same days,
                // scaled by the trend of the bills compared with the year before.
                t('dashboard.forecast.method_LAST_YEAR_TREND', {
                  count: estimate.comparisons,
                  bills: estimate.billsUsed,
                  unit: forecast.unit,
                  percent: estimate.uncertaintyPercent,
                })}
          </Muted>
        </>
      ) : (
        <p>{t(`dashboard.forecast.notEnough_${forecast.notEnoughData ?? 'USE'}`)}</p>
      )}
    </li>
  );
}

export function NextBillsCard({ data }: { data: RetailDashboard }) {
  const { t } = useTranslation();
  const pointOf = new Map(data.supplies.map((s) => [s.id, s.pointId]));
  return (
    <DashboardCard aria-labelledby="next-bills">
      <h2 id="next-bills">{t('dashboard.forecast.title')}</h2>
      {data.forecasts === null || data.forecasts === undefined ? (
        <p>{t('dashboard.forecast.unavailable')}</p>
      ) : data.forecasts.length === 0 ? (
        <p>{t('dashboard.forecast.none')}</p>
      ) : (
        <List>
          {data.forecasts.map((forecast) => (
            <ForecastItem
              key={forecast.supplyId}
              forecast={forecast}
              pointId={pointOf.get(forecast.supplyId) ?? null}
            />
          ))}
        </List>
      )}
    </DashboardCard>
  );
}
