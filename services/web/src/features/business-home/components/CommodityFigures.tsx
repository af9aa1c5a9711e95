// One commodity of the business home: the bills to pay and overdue (§4 to pay
// orange, overdue red), the supplies by §4 status and the requests still open, each part linking
// to its page of the commodity, and the year's cost so far and at its end (YearCost). A part the
// BFF could not read says so, with a retry.
import type { Locale } from '@portal/shared/constants';
import { formatAmount } from '@portal/shared/format';
import type { Commodity } from '@portal/shared/routes';
import { buildPath } from '@portal/shared/routes';
import type { Segment } from '@portal/shared/segment';
import { PAYMENT_STATE_TONES } from '@portal/shared/status';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ContractStatusBadge, RequestStateBadge } from '@/components/badges/index.ts';
import { KeyFigure, StatusBadge } from '@/components/ui/index.ts';
import type { DashboardCommodity } from '../api/useBusinessDashboard.ts';
import { openStateRows, supplyStatusRows } from '../model/status-rows.ts';
import { CommodityCard, Counts, Figures, Links, Part } from './layout.tsx';
import { Unavailable } from './Unavailable.tsx';
import { YearCost } from './YearCost.tsx';

interface Props {
  data: DashboardCommodity;
  commodity: Commodity;
  segment: Segment;
  locale: Locale;
  retry: () => void;
}

export function CommodityFigures({ data, commodity, segment, locale, retry }: Props) {
  const { t } = useTranslation();
  const headingId = `home-${commodity}`;
  const path = (page: string) => buildPath(`${segment}-${commodity}-${page}`, {}, locale);
  const money = (amount: number) => t('invoices.table.currency', { amount: formatAmount(amount) });
  const { bills, supplies, operations } = data;

  return (
    <CommodityCard aria-labelledby={headingId} data-commodity={commodity}>
      <h2 id={headingId}>{t(`businessHome.commodity.${commodity}`)}</h2>

      <Part aria-labelledby={`${headingId}-bills`}>
        <h3 id={`${headingId}-bills`}>{t('businessHome.bills.title')}</h3>
        {bills === null ? (
          <Unavailable retry={retry} />
        ) : bills.toPay.count === 0 ? (
          <p>
            <StatusBadge $tone={PAYMENT_STATE_TONES.PAID}>
              {t('businessHome.bills.allPaid')}
            </StatusBadge>{' '}
            {t('businessHome.bills.nothingToPay')}
          </p>
        ) : (
          <Figures>
            <KeyFigure
              label={t('businessHome.bills.toPay')}
              value={money(bills.toPay.amount)}
              detail={t('businessHome.bills.count', { count: bills.toPay.count })}
            />
            <KeyFigure
              size="md"
              label={t('businessHome.bills.overdue')}
              value={money(bills.overdue.amount)}
              detail={
                bills.overdue.count === 0 ? (
                  t('businessHome.bills.noneOverdue')
                ) : (
                  <StatusBadge $tone={PAYMENT_STATE_TONES.OVERDUE}>
                    {t('businessHome.bills.overdueCount', { count: bills.overdue.count })}
                  </StatusBadge>
                )
              }
            />
          </Figures>
        )}
        <Links>
          <Link to={path('invoices')}>{t(`businessHome.bills.link.${commodity}`)}</Link>
          {bills !== null && bills.overdue.count > 0 && (
            <Link to={`${path('invoices')}?state=OVERDUE`}>
              {t('businessHome.bills.overdueLink')}
            </Link>
          )}
        </Links>
      </Part>

      <Part aria-labelledby={`${headingId}-supplies`}>
        <h3 id={`${headingId}-supplies`}>{t('businessHome.supplies.title')}</h3>
        {supplies === null ? (
          <Unavailable retry={retry} />
        ) : (
          <>
            <p>{t('businessHome.supplies.count', { count: supplies.totalCount })}</p>
            {supplies.totalCount > 0 && (
              <Counts aria-label={t('businessHome.supplies.byStatus')}>
                {supplyStatusRows(supplies.byStatus).map(({ status, count }) => (
                  <li key={status}>
                    <ContractStatusBadge status={status} />
                    <strong>{count}</strong>
                  </li>
                ))}
              </Counts>
            )}
          </>
        )}
        <Links>
          <Link to={path('supplies')}>{t(`businessHome.supplies.link.${commodity}`)}</Link>
        </Links>
      </Part>

      <Part aria-labelledby={`${headingId}-operations`}>
        <h3 id={`${headingId}-operations`}>{t('businessHome.operations.title')}</h3>
        {operations === null ? (
          <Unavailable retry={retry} />
        ) : operations.openCount === 0 ? (
          <p>{t('businessHome.operations.none')}</p>
        ) : (
          <>
            <p>{t('businessHome.operations.count', { count: operations.openCount })}</p>
            <Counts aria-label={t('businessHome.operations.byState')}>
              {openStateRows(operations.byState).map(({ state, count }) => (
                <li key={state}>
                  <RequestStateBadge state={state} wording="enumeration" />
                  <strong>{count}</strong>
                </li>
              ))}
            </Counts>
          </>
        )}
        <Links>
          <Link to={path('operations')}>{t(`businessHome.operations.link.${commodity}`)}</Link>
        </Links>
      </Part>

      <YearCost
        forecast={data.yearForecast}
        headingId={`${headingId}-year`}
        overview={path('overview')}
        overviewLink={t(`businessHome.year.link.${commodity}`)}
        retry={retry}
      />
    </CommodityCard>
  );
}
