// /retail (§2): what a residential customer looks at first.
import { contractStatusTone } from '@portal/shared/status';
import { formatAmount, formatDate } from '@portal/shared/format';
import { buildPath } from '@portal/shared/routes';
import { useTranslation } from 'react-i18next';
import { Link, useRouteLoaderData } from 'react-router-dom';
import styled from 'styled-components';
import {
  Alert,
  ErrorMessage,
  Button,
  Card,
  LinkButton,
  Skeleton,
  StatusBadge,
} from '@/components/ui/index.ts';
import { usePageTitle } from '@/lib/usePageTitle.ts';
import type { Locale } from '@portal/shared/constants';
import type { Session } from '@/lib/session.ts';
import { useRetailDashboard, type RetailDashboard } from './api/useRetailDashboard.ts';
import { STATUS_KEYS } from './status-keys.ts';

const Grid = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 320px), 1fr));
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    padding: 12px 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  li:last-child {
    border-bottom: 0;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 4px 12px;
`;

const Total = styled.p`
  font-size: 1.5rem;
  font-weight: 700;
  margin: 0 0 8px;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.color.muted};
`;

interface RootData {
  session: Session | null;
  language: Locale;
}

function Loading() {
  return (
    <Grid aria-hidden="true">
      {[0, 1, 2].map((key) => (
        <Card key={key}>
          <Skeleton $width="50%" $height="1.4em" />
          <br />
          <Skeleton />
          <br />
          <Skeleton $width="80%" />
        </Card>
      ))}
    </Grid>
  );
}

function Bills({ data, language }: { data: RetailDashboard; language: Locale }) {
  const { t } = useTranslation();
  return (
    <Card aria-labelledby="bills-to-pay">
      <h2 id="bills-to-pay">{t('dashboard.billsToPay')}</h2>
      <p>{t('dashboard.totalToPay')}</p>
      <Total>{t('invoices.table.currency', { amount: formatAmount(data.totalToPay) })}</Total>
      {data.billsToPay.length === 0 ? (
        <p>{t('dashboard.noBillsToPay')}</p>
      ) : (
        <>
          <p>{t('dashboard.billsToPayCount', { count: data.billsToPay.length })}</p>
          <List>
            {data.billsToPay.map((bill) => (
              <li key={bill.id}>
                <Row>
                  <Link
                    to={`${buildPath('retail-myBills-id', { id: bill.documentNumber }, language)}?issueDate=${bill.issueDate}`}
                  >
                    {t('invoices.table.open', { number: bill.documentNumber })}
                  </Link>
                  <strong>
                    {t('invoices.table.currency', { amount: formatAmount(bill.amountToPay) })}
                  </strong>
                </Row>
                <Row>
                  <Muted>{t(`supply.utility_${bill.utility}`)}</Muted>
                  <span>
                    {t('invoices.table.dueDate')}: {formatDate(bill.dueDate)}
                  </span>
                </Row>
              </li>
            ))}
          </List>
        </>
      )}
      <p>
        <LinkButton $variant="secondary" to={buildPath('retail-myBills', {}, language)}>
          {t('dashboard.seeAllBills')}
        </LinkButton>
      </p>
    </Card>
  );
}

function Supplies({ data }: { data: RetailDashboard }) {
  const { t } = useTranslation();
  return (
    <Card aria-labelledby="supplies">
      <h2 id="supplies">{t('dashboard.supplies')}</h2>
      {data.supplies.length === 0 ? (
        <p>{t('dashboard.noSupplies')}</p>
      ) : (
        <List>
          {data.supplies.map((supply) => {
            return (
              <li key={supply.id}>
                <Row>
                  <strong>{t(`supply.utility_${supply.utility}`)}</strong>
                  <StatusBadge $tone={contractStatusTone(supply.status)}>
                    {t(`supply.statuses.${STATUS_KEYS[supply.status]}`)}
                  </StatusBadge>
                </Row>
                <div>
                  {t(`supply.pointId_${supply.utility}`)}: {supply.pointId}
                </div>
                <Muted>
                  {[supply.address, supply.locality, supply.province].filter(Boolean).join(', ')}
                </Muted>
                {supply.greenEnergy && <div>{t('supply.greenEnergy')}</div>}
              </li>
            );
          })}
        </List>
      )}
    </Card>
  );
}

function Notifications({ data }: { data: RetailDashboard }) {
  const { t } = useTranslation();
  return (
    <Card aria-labelledby="notifications">
      <h2 id="notifications">{t('dashboard.notifications')}</h2>
      {data.notifications.length === 0 ? (
        <p>{t('dashboard.noNotifications')}</p>
      ) : (
        <List>
          {data.notifications.map((notification) => (
            <li key={notification.id}>
              <Row>
                <strong>{notification.title}</strong>
                <Muted>{formatDate(notification.date)}</Muted>
              </Row>
              <div>{notification.body}</div>
              {!notification.read && (
                <StatusBadge $tone="orange">{t('dashboard.unread')}</StatusBadge>
              )}
            </li>
          ))}
        </List>
      )}
    </Card>
  );
}

export default function RetailDashboardPage() {
  const { t } = useTranslation();
  const root = useRouteLoaderData('root') as RootData;
  const { data, error, isLoading, mutate } = useRetailDashboard();
  const title = t('dashboard.title');
  usePageTitle(title);
  return (
    <div>
      <h1>{root.session ? t('dashboard.greeting', { name: root.session.user.name }) : title}</h1>
      {isLoading && <Loading />}
      {error && (
        <Alert role="alert">
          <ErrorMessage error={error} />{' '}
          <Button $variant="secondary" onClick={() => void mutate()}>
            {t('app.retry')}
          </Button>
        </Alert>
      )}
      {data && (
        <Grid>
          <Bills data={data.retailDashboard} language={root.language} />
          <Supplies data={data.retailDashboard} />
          <Notifications data={data.retailDashboard} />
        </Grid>
      )}
    </div>
  );
}
