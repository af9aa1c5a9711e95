// Notification records → the API's Notification: its kind and the values its wording carries, so
// the page words it in its own language (§9), with upstream's title and text for any other.
import { notificationText } from '@portal/shared/notification-texts';
import { enumerated } from '../../graphql/mapping.ts';
import type { NotificaRecord } from './upstream.ts';

/** A record with the language its registry's free text is written in (registryLanguage). */
export type NotificationRow = NotificaRecord & { textLanguage?: 'it' | 'de' };

export function toNotification(n: NotificationRow) {
  const category = enumerated('notificationCategory', n.categoria);
  const { kind, params } = notificationText(n.titolo, n.testo);
  return {
    id: String(n.idnotifica),
    date: n.dataCreazione,
    title: n.titolo,
    body: n.testo,
    kind,
    params,
    textLanguage: n.textLanguage ?? 'it',
    read: Boolean(n.letta),
    category: category.key,
    categoryText: category.text,
    link: n.link,
  };
}
