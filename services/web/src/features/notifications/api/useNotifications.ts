// notifications(first, offset) of docs/api.md for /retail/notifications: one page
// of the customer's notifications, newest first, with the total and the unread count.
import { graphql } from '@/graphql/generated/index.ts';
import type { NotificationsPageQuery } from '@/graphql/generated/graphql.ts';
import { useQuery } from '@/lib/query.ts';

/** Notifications on one page: the `first` written into the document below. */
export const PAGE_SIZE = 10;

// The page size is written into the document: the BFF's cost rule prices a list whose size comes
// from a variable at its maximum.
export const NOTIFICATIONS_PAGE_QUERY = graphql(`
  query NotificationsPage($offset: Int) {
    notifications(first: 10, offset: $offset) {
      totalCount
      unreadCount
      nodes {
        id
        date
        ...NotificationWords
        read
        category
        link
      }
    }
  }
`);

export type NotificationItem = NotificationsPageQuery['notifications']['nodes'][number];

export function useNotifications(page: number) {
  return useQuery(
    NOTIFICATIONS_PAGE_QUERY,
    { offset: (page - 1) * PAGE_SIZE },
    {
      keepPreviousData: true,
    },
  );
}
