// Notification records → the API's Notification.
import { enumerated } from '../../graphql/mapping.ts';
import type { NotificaRecord } from './upstream.ts';

export function toNotification(n: NotificaRecord) {
  const category = enumerated('notificationCategory', n.categoria);
  return {
    id: String(n.idnotifica),
    date: n.dataCreazione,
    title: n.titolo,
    body: n.testo,
    read: Boolean(n.letta),
    category: category.key,
    categoryText: category.text,
    link: n.link,
  };
}
