// The overview's figures (conventions 22: the numbers large, each with the page
// that has its detail): supplies by §4 state and sites, annual consumption, the last 12 months'
// spend, what is left to pay with what of it is overdue (§4: unpaid past its due date, in red)
// and the next due date from today on, the business convention, and the year's cost so far and at
// its end (YearForecastCard).
import { formatAmount, formatDate, formatQuantity } from '@portal/shared/format';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  contractStatusStyle,
  PaymentStateBadge,
  StateBadge,
  stateText,
} from '@/components/badges/index.ts';
import { BareList, Card, Columns, FullRow, KeyFigure, Name } from '@/components/ui/index.ts';
import type { CommodityOverview } from '../api/useCommodityOverview.ts';
import { YearForecastCard } from './YearForecastCard.tsx';

/** Where each figure's detail is: the commodity's pages (consortia have no contracts page). */
export interface OverviewLinks {
  supplies: string;
  invoices: string;
  invoice: (id: string) => string;
  contracts: string | null;
}

export const Grid = styled(Columns).attrs({ $three: true })``;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  height: 100%;
`;

const More = styled.p`
  margin: auto 0 0;
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
  }
`;

const States = styled(BareList).attrs({ $flow: 'row', $gap: 2 })``;

/** A count for a plural text: the number that picks the form and the number as written (§5). */
const counted = (count: number) => ({ count, number: formatQuantity(count) });

function FigureCard({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId}>
      <Body>
        <h2 id={headingId}>{title}</h2>
        {children}
      </Body>
    </Card>
  );
}

export function OverviewCards({
  overview,
  commodity,
  links,
}: {
  overview: CommodityOverview;
  commodity: 'gas' | 'light';
  links: OverviewLinks;
}) {
  const { t } = useTranslation();
  const euro = (amount: number) => t('overview.currency', { amount: formatAmount(amount) });
  const quantity = (value: number) =>
    t('overview.quantity', {
      value: formatQuantity(value),
      unit: t(`overview.units.${overview.unit === 'SMC' ? 'SMC' : 'KWH'}`),
    });
  const { nextDue, convention } = overview;

  return (
    <Grid>
      <FigureCard title={t('overview.supplies.title')}>
        <KeyFigure
          label={t(`overview.supplies.count.${commodity}`)}
          value={formatQuantity(overview.supplyCount)}
          detail={t('overview.supplies.sites', counted(overview.siteCount))}
        />
        {overview.suppliesByStatus.length > 0 && (
          <States aria-label={t('overview.supplies.byStatus')}>
            {overview.suppliesByStatus.map(({ status, count }) => (
              <li key={status}>
                <StateBadge style={contractStatusStyle(status)}>
                  {t('overview.supplies.state', {
                    state: stateText(t, contractStatusStyle(status)),
                    count: formatQuantity(count),
                  })}
                </StateBadge>
              </li>
            ))}
          </States>
        )}
        <More>
          <Link to={links.supplies}>{t(`overview.supplies.link.${commodity}`)}</Link>
        </More>
      </FigureCard>

      <FigureCard title={t('overview.consumption.title')}>
        <KeyFigure
          label={t('overview.consumption.supplies')}
          value={quantity(overview.annualConsumption)}
        />
        {overview.registryAnnualConsumption !== null && (
          <KeyFigure
            size="md"
            label={t('overview.consumption.registry')}
            value={quantity(overview.registryAnnualConsumption)}
            detail={t('overview.consumption.registryHint')}
          />
        )}
      </FigureCard>

      <FigureCard title={t('overview.spend.title')}>
        <KeyFigure
          label={t('overview.spend.label')}
          value={euro(overview.annualSpend)}
          detail={t('overview.spend.detail', {
            ...counted(overview.invoiceCount),
            from: formatDate(overview.spendFrom),
            to: formatDate(overview.spendTo),
          })}
        />
        <More>
          <Link to={links.invoices}>{t('overview.spend.link')}</Link>
        </More>
      </FigureCard>

      <FigureCard title={t('overview.payments.title')}>
        <KeyFigure
          label={t('overview.payments.toPay')}
          value={euro(overview.amountToPay)}
          detail={t('overview.payments.unpaid', counted(overview.unpaidCount))}
        />
        {overview.overdueCount > 0 && (
          <KeyFigure
            size="md"
            label={t('overview.payments.overdue')}
            value={euro(overview.overdueAmount)}
            detail={
              <>
                <PaymentStateBadge state="OVERDUE" />{' '}
                {t('overview.payments.overdueCount', counted(overview.overdueCount))}
              </>
            }
          />
        )}
        {nextDue ? (
          <KeyFigure
            size="md"
            label={t('overview.payments.nextDue')}
            value={formatDate(nextDue.dueDate)}
            detail={
              <>
                <Link
                  to={links.invoice(nextDue.invoiceId)}
                  aria-label={t('overview.payments.openInvoice', {
                    number: nextDue.documentNumber,
                  })}
                >
                  {nextDue.documentNumber}
                </Link>
                {' · '}
                {euro(nextDue.amountToPay)}
              </>
            }
          />
        ) : (
          <p>
            {t(
              overview.unpaidCount > 0
                ? 'overview.payments.nothingUpcoming'
                : 'overview.payments.nothingDue',
            )}
          </p>
        )}
      </FigureCard>

      <FigureCard title={t('overview.convention.title')}>
        {convention ? (
          <KeyFigure
            size="md"
            label={t('overview.convention.label')}
            value={<Name value={convention.name ?? convention.code} lang="it" />}
            detail={
              <>
                {t('overview.convention.code', { code: convention.code })}
                {convention.startDate && (
                  <>
                    <br />
                    {convention.endDate
                      ? t('overview.convention.validity', {
                          from: formatDate(convention.startDate),
                          to: formatDate(convention.endDate),
                        })
                      : t('overview.convention.validFrom', {
                          from: formatDate(convention.startDate),
                        })}
                  </>
                )}
              </>
            }
          />
        ) : (
          <p>{t('overview.convention.none')}</p>
        )}
        {links.contracts && (
          <More>
            <Link to={links.contracts}>{t(`overview.convention.link.${commodity}`)}</Link>
          </More>
        )}
      </FigureCard>

      <FullRow>
        <YearForecastCard
          forecast={overview.yearForecast}
          unit={overview.unit === 'SMC' ? 'SMC' : 'KWH'}
        />
      </FullRow>
    </Grid>
  );
}
