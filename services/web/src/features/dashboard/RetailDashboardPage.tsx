// /retail (§2): what a residential customer looks at first, on the page scaffold: while it loads,
// four cards of the final size (no layout shift); the supplies' §4 states worded and coloured;
// each bill that can be paid online with its Pay action (§1).
import type { Locale } from '@portal/shared/constants';
import { formatAmount, formatDate } from '@portal/shared/format';
import { buildPath } from '@portal/shared/routes';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ContractStatusBadge } from '@/components/badges/index.ts';
import { PageScaffold, SkeletonBlock } from '@/components/page-scaffold/index.ts';
import { KeyFigure, LinkButton, Name, StatusBadge, Stack } from '@/components/ui/index.ts';
import { notificationWords } from '@/lib/notification-text.ts';
import { usePageContext } from '@/lib/page-context.ts';
import { useRetailDashboard, type RetailDashboard } from './api/useRetailDashboard.ts';
import { DashboardCard, Grid, List, Muted, Row } from './components/layout.ts';
import { NextBillsCard } from './components/NextBillsCard.tsx';

// The Pay action (§1) is not needed for the first render: its chunk is asked for
// as this page loads, beside the dashboard's data, and each bill keeps the button's place until
// it is there (sign-in → dashboard stays within its JavaScript budget).
const payModule = import('@/components/pay-bill/PayBillButton.tsx');
const PayBillButton = lazy(() => payModule.then((module) => ({ default: module.PayBillButton })));

/** The Pay button's place while its chunk arrives (no layout shift). */
const PayPlace = styled.span`
  display: block;
  height: ${({ theme }) => theme.touchTarget};
`;

function Loading() {
  return (
    <Grid aria-hidden="true">
      {[0, 1, 2, 3].map((key) => (
        <DashboardCard key={key} as="div">
          <Stack $gap={3}>
            <SkeletonBlock height="1.6em" width="50%" />
            <SkeletonBlock height="1em" />
            <SkeletonBlock height="2.2em" width="40%" />
            <SkeletonBlock height="1em" width="80%" />
          </Stack>
        </DashboardCard>
      ))}
    </Grid>
  );
}

function Bills({ data, language }: { data: RetailDashboard; language: Locale }) {
  const { t } = useTranslation();
  return (
    <DashboardCard aria-labelledby="bills-to-pay">
      <h2 id="bills-to-pay">{t('dashboard.billsToPay')}</h2>
      <KeyFigure
        label={t('dashboard.totalToPay')}
        value={t('invoices.table.currency', { amount: formatAmount(data.totalToPay) })}
      />
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
                {bill.onlinePaymentEnabled && !bill.paid && (
                  <Suspense fallback={<PayPlace aria-hidden="true" />}>
                    <PayBillButton bill={bill} />
                  </Suspense>
                )}
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
    </DashboardCard>
  );
}

function Supplies({ data }: { data: RetailDashboard }) {
  const { t } = useTranslation();
  return (
    <DashboardCard aria-labelledby="supplies">
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
                  <ContractStatusBadge status={supply.status} />
                </Row>
                <div>
                  {t(`supply.pointId_${supply.utility}`)}: {supply.pointId}
                </div>
                <Muted>
                  <Name
                    value={[supply.address, supply.locality, supply.province]
                      .filter(Boolean)
                      .join(', ')}
                    lang="it"
                  />
                </Muted>
                {supply.greenEnergy && <div>{t('supply.greenEnergy')}</div>}
              </li>
            );
          })}
        </List>
      )}
    </DashboardCard>
  );
}

function Notifications({ data }: { data: RetailDashboard }) {
  const { t } = useTranslation();
  return (
    <DashboardCard aria-labelledby="notifications">
      <h2 id="notifications">{t('dashboard.notifications')}</h2>
      {data.notifications.length === 0 ? (
        <p>{t('dashboard.noNotifications')}</p>
      ) : (
        <List>
          {data.notifications.map((notification) => {
            // In the page's language (§9); upstream's own words keep theirs.
            const words = notificationWords(t, notification);
            return (
              <li key={notification.id}>
                <Row>
                  <strong lang={words.lang ?? undefined}>{words.title}</strong>
                  <Muted>{formatDate(notification.date)}</Muted>
                </Row>
                <div lang={words.lang ?? undefined}>{words.body}</div>
                {!notification.read && (
                  <StatusBadge $tone="orange">{t('dashboard.unread')}</StatusBadge>
                )}
              </li>
            );
          })}
        </List>
      )}
    </DashboardCard>
  );
}

export default function RetailDashboardPage() {
  const { t } = useTranslation();
  const { session, locale } = usePageContext();
  const query = useRetailDashboard();
  return (
    <PageScaffold
      title={t('dashboard.title')}
      heading={session ? t('dashboard.greeting', { name: session.user.name }) : undefined}
      query={query}
      skeleton={<Loading />}
    >
      {({ retailDashboard }) => (
        <Grid>
          <Bills data={retailDashboard} language={locale} />
          <NextBillsCard data={retailDashboard} />
          <Supplies data={retailDashboard} />
          <Notifications data={retailDashboard} />
        </Grid>
      )}
    </PageScaffold>
  );
}
