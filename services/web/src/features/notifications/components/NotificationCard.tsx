// One notification: its title, day, kind, whether it is read, its text, a link
// to the bill, supply, request or self-reading page it is about, and for an unread one a button to
// mark it read (one request per press; the button waits while it runs).
import type { Locale } from '@portal/shared/constants';
import { formatDate } from '@portal/shared/format';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, StatusBadge } from '@/components/ui/index.ts';
import { enumerationLabelKey, OTHER } from '@portal/shared/enumerations';
import { notificationWords } from '@/lib/notification-text.ts';
import type { NotificationItem } from '../api/useNotifications.ts';
import { objectLink } from './objectLink.ts';

const Item = styled(Card)<{ $unread: boolean }>`
  border-left: ${({ theme }) => theme.border.accent} solid
    ${({ theme, $unread }) => ($unread ? theme.color.primary : theme.color.border)};
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => `${theme.space(1)} 0 0`};
  color: ${({ theme }) => theme.color.muted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

export interface NotificationCardProps {
  notification: NotificationItem;
  language: Locale;
  busy: boolean;
  onMarkRead: (notification: NotificationItem) => void;
}

export function NotificationCard({
  notification: n,
  language,
  busy,
  onMarkRead,
}: NotificationCardProps) {
  const { t } = useTranslation();
  const target = objectLink(n.link, language);
  const headingId = `notification-${n.id}`;
  // In the page's language; a notification the portal cannot word keeps upstream's (§9).
  const words = notificationWords(t, n);
  const lang = words.lang ?? undefined;
  return (
    <Item as="article" aria-labelledby={headingId} $unread={!n.read}>
      <Top>
        <h2 id={headingId} lang={lang}>
          {words.title}
        </h2>
        <StatusBadge $tone={n.read ? 'gray' : 'orange'}>
          {n.read ? t('notifications.read') : t('notifications.unread')}
        </StatusBadge>
      </Top>
      <Meta>
        <span>{formatDate(n.date)}</span>
        <span aria-hidden="true">·</span>
        <span>
          {t(
            enumerationLabelKey('notificationCategory', n.category ?? OTHER) ??
              'notifications.categoryOther',
          )}
        </span>
      </Meta>
      <p lang={lang}>{words.body}</p>
      <Actions>
        {target && <Link to={target.to}>{t(`notifications.link.${target.key}`)}</Link>}
        {!n.read && (
          <Button
            $variant="secondary"
            disabled={busy}
            aria-label={t('notifications.markReadLabel', { title: words.title })}
            onClick={() => onMarkRead(n)}
          >
            {t('notifications.markRead')}
          </Button>
        )}
      </Actions>
    </Item>
  );
}
