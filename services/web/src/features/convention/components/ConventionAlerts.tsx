// The convention's alerts, first on the overview and in words: the convention
// expires within 60 days (with the days left and the day), or the body has ordered 90 % or more of
// its maximum quantity (with the share and what is left). A notice with its heading, not a colour.
import { formatDate } from '@portal/shared/format';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert } from '@/components/ui/index.ts';
import type { ConventionOverview } from '../api/useConventionOverview.ts';
import { percent, quantity } from '../model/values.ts';

const List = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  li + li {
    margin-top: ${({ theme }) => theme.space(1)};
  }
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(2)};
`;

export function ConventionAlerts({ convention }: { convention: ConventionOverview }) {
  const { t } = useTranslation();
  const headingId = useId();
  if (convention.alerts.length === 0) return null;
  const unit = (value: number) => quantity(t, value, convention.unit, convention.unitText);
  return (
    <Alert as="section" role="status" aria-labelledby={headingId} data-testid="convention-alerts">
      <Heading id={headingId}>{t('convention.overview.alerts.heading')}</Heading>
      <List>
        {convention.alerts.map((alert) => (
          <li key={alert.kind}>
            {alert.kind === 'EXPIRING'
              ? (alert.daysLeft ?? 0) <= 0
                ? t('convention.overview.alerts.expiringToday')
                : t('convention.overview.alerts.EXPIRING', {
                    count: alert.daysLeft ?? 0,
                    date: formatDate(convention.validTo),
                  })
              : t('convention.overview.alerts.QUANTITY_NEARLY_USED', {
                  percent: percent(alert.usedShare ?? convention.usedShare),
                  available: unit(convention.availableQuantity),
                })}
          </li>
        ))}
      </List>
    </Alert>
  );
}
