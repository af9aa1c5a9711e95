// The header's count of unread alerts (decision 0023): a link to where the alerts are listed —
// the retail notifications page, a business segment's home — shown only when there are some.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useUnreadAlerts } from './api.ts';

const Badge = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: ${({ theme }) => theme.touchTarget};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  .count {
    display: inline-block;
    min-width: 1.5em;
    padding: 0 ${({ theme }) => theme.space(1.5)};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.color.danger};
    color: ${({ theme }) => theme.color.surface};
    text-align: center;
  }
`;

export function AlertBadge({ href }: { href: string }) {
  const { t } = useTranslation();
  const count = useUnreadAlerts().data?.alerts.unreadCount ?? 0;
  if (count === 0) return null;
  return (
    <Badge href={href} data-testid="alert-badge">
      <span className="count" aria-hidden="true">
        {count}
      </span>
      <span className="visually-hidden">{t('alerts.badge', { count })}</span>
    </Badge>
  );
}
