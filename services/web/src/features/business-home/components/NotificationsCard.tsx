// The latest notifications of the registry. The business areas have no
// notifications page (§2), so the card lists them without a link.
import { formatDate } from '@portal/shared/format';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '@/components/ui/index.ts';
import { notificationWords } from '@/lib/notification-text.ts';
import type { BusinessDashboard } from '../api/useBusinessDashboard.ts';
import { List, ListCard, Muted, Row } from './layout.tsx';
import { Unavailable } from './Unavailable.tsx';

type Latest = NonNullable<BusinessDashboard['notifications']>['latest'][number];

/** The title in the page's language (§9), or upstream's marked with its language. */
function NotificationTitle({ notification }: { notification: Latest }) {
  const { t } = useTranslation();
  const words = notificationWords(t, notification);
  return <strong lang={words.lang ?? undefined}>{words.title}</strong>;
}

export function NotificationsCard({
  data,
  retry,
}: {
  data: BusinessDashboard['notifications'];
  retry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ListCard aria-labelledby="home-notifications">
      <h2 id="home-notifications">{t('businessHome.notifications.title')}</h2>
      {data === null ? (
        <Unavailable retry={retry} />
      ) : data.latest.length === 0 ? (
        <p>{t('businessHome.notifications.none')}</p>
      ) : (
        <>
          <p>{t('businessHome.notifications.unread', { count: data.unreadCount })}</p>
          <List>
            {data.latest.map((notification) => (
              <li key={notification.id}>
                <Row>
                  <NotificationTitle notification={notification} />
                  {!notification.read && (
                    <StatusBadge $tone="orange">{t('businessHome.notifications.new')}</StatusBadge>
                  )}
                </Row>
                <Muted>{formatDate(notification.date)}</Muted>
              </li>
            ))}
          </List>
        </>
      )}
    </ListCard>
  );
}
