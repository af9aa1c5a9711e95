// The ownership check of notification ids (OWASP API1). The data service lists notifications
// without an id filter, so the proof is bounded to the latest MAX_NOTIFICATIONS of the session.
import type { Authorizer } from '../../authz/authorizer.ts';
import { notFound } from '../../errors/api-error.ts';
import type { Page } from '../../graphql/upstream-records.ts';
import { NOTIFICHE_IDS_QUERY } from './upstream.ts';

/** The data service's page limit: notifications older than the latest 500 cannot be marked. */
const MAX_NOTIFICATIONS = 500;

export async function ownedNotification(
  authz: Authorizer,
  id: number,
): Promise<{ idnotifica: number; idanagrafica: number }> {
  const data = await authz.upstream.graphql<{
    notifiche: Page<{ idnotifica: number; idanagrafica: number }>;
  }>(authz.call, {
    query: NOTIFICHE_IDS_QUERY,
    operationName: 'NotificheIds',
    variables: { idanagrafica: authz.own, first: MAX_NOTIFICATIONS },
  });
  const found = data.notifiche.nodes.find((n) => n.idnotifica === id && authz.owns(n.idanagrafica));
  if (!found) throw notFound('Notification');
  return found;
}
