// markNotificationRead and markAllNotificationsRead of docs/api.md: called once
// per press, never repeated on failure. Afterwards every cached answer that shows notifications
// (this page, the dashboard's latest ones) is asked again, so counts change without a reload.
import { graphql } from '@/graphql/generated/index.ts';
import { graphql as request } from '@/lib/graphql.ts';

export const MARK_READ = graphql(`
  mutation MarkNotificationRead($id: ID!) {
    markNotificationRead(id: $id) {
      id
      read
    }
  }
`);

export const MARK_ALL_READ = graphql(`
  mutation MarkAllNotificationsRead {
    markAllNotificationsRead
  }
`);

export async function markRead(id: string): Promise<void> {
  await request(MARK_READ, { id });
}

/** How many notifications were marked read. */
export async function markAllRead(): Promise<number> {
  return (await request(MARK_ALL_READ, {})).markAllNotificationsRead;
}

/** Whether an SWR key is a GraphQL document that selects notifications. */
export function showsNotifications(key: unknown): boolean {
  return Array.isArray(key) && /\bnotifications\b/.test(String(key[0]));
}
