// /retail/notifications (§2, page kind 'retail-notifications'): every notification
// of the customer, newest first and paged (the page lives in the address), with how many are still
// unread; each leads to what it is about and can be marked read, or all at once. After marking,
// every answer that shows notifications is asked again (the dashboard's latest ones too), and what
// changed is said in a polite live region.
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { EmptyState, PageScaffold, SkeletonBlock } from '@/components/page-scaffold/index.ts';
import {
  Alert,
  BareList,
  Button,
  ErrorMessage,
  Pagination,
  Spread,
  Stack,
} from '@/components/ui/index.ts';
import { AlertList } from '@/components/alerts/AlertList.tsx';
import { notificationWords } from '@/lib/notification-text.ts';
import { usePageContext } from '@/lib/page-context.ts';
import { markAllRead, markRead, showsNotifications } from './api/markRead.ts';
import { PAGE_SIZE, useNotifications, type NotificationItem } from './api/useNotifications.ts';
import { NotificationCard } from './components/NotificationCard.tsx';

const Summary = styled(Spread)`
  p {
    margin: 0;
  }
`;

const List = styled(BareList).attrs({ $flow: 'column' })``;

function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page') ?? '1');
  return Number.isInteger(page) && page > 0 ? Math.min(page, 10_000) : 1;
}

function NotificationsSkeleton() {
  return (
    <Stack aria-hidden="true">
      <SkeletonBlock height="2.75rem" />
      {[0, 1, 2, 3].map((key) => (
        <SkeletonBlock key={key} height="9rem" />
      ))}
    </Stack>
  );
}

export default function NotificationsPage() {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const query = useNotifications(page);
  const { mutate: mutateCache } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState('');
  const [failure, setFailure] = useState<unknown>(null);

  const run = useCallback(
    async (action: () => Promise<string>) => {
      if (busy) return;
      setBusy(true);
      setFailure(null);
      try {
        setSaid(await action());
        await mutateCache(showsNotifications);
      } catch (error) {
        setFailure(error);
      } finally {
        setBusy(false);
      }
    },
    [busy, mutateCache],
  );

  const markOne = (n: NotificationItem) =>
    void run(async () => {
      await markRead(n.id);
      return t('notifications.markedOne', { title: notificationWords(t, n).title });
    });
  const markAll = () =>
    void run(async () => t('notifications.markedAll', { count: await markAllRead() }));
  const goTo = (next: number) =>
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        if (next > 1) changed.set('page', String(next));
        else changed.delete('page');
        return changed;
      },
      { preventScrollReset: false },
    );

  return (
    <PageScaffold
      title={t('notifications.title')}
      query={query}
      skeleton={<NotificationsSkeleton />}
    >
      {({ notifications }) => {
        // With no notification the page still lists the portal's own alerts below the empty state.
        if (notifications.totalCount === 0)
          return (
            <Stack>
              <EmptyState>{t('notifications.empty')}</EmptyState>
              <AlertList />
            </Stack>
          );
        const pages = Math.max(1, Math.ceil(notifications.totalCount / PAGE_SIZE));
        return (
          <Stack>
            <Summary>
              <p>
                {notifications.unreadCount === 0
                  ? t('notifications.noneUnread')
                  : t('notifications.unreadCount', { count: notifications.unreadCount })}
              </p>
              {notifications.unreadCount > 0 && (
                <Button $variant="secondary" disabled={busy} onClick={markAll}>
                  {t('notifications.markAll')}
                </Button>
              )}
            </Summary>
            <p role="status" aria-live="polite" className="visually-hidden">
              {busy ? t('notifications.marking') : said}
            </p>
            {failure !== null && (
              <Alert role="alert">
                <ErrorMessage error={failure} />
              </Alert>
            )}
            {notifications.nodes.length === 0 ? (
              <Alert $tone="info">{t('notifications.pageEmpty')}</Alert>
            ) : (
              <List aria-label={t('notifications.listLabel')}>
                {notifications.nodes.map((n) => (
                  <li key={n.id}>
                    <NotificationCard
                      notification={n}
                      language={locale}
                      busy={busy}
                      onMarkRead={markOne}
                    />
                  </li>
                ))}
              </List>
            )}
            <Pagination
              page={Math.min(page, pages)}
              pages={pages}
              onPage={goTo}
              label={t('notifications.pagination')}
            />
            <AlertList />
          </Stack>
        );
      }}
    </PageScaffold>
  );
}
