// The session's notifications (unread count, newest first) and marking one read.
import type { ApiContext } from '../../graphql/context.ts';
import { parseId, parsePaging } from '../../graphql/inputs.ts';
import type { Page } from '../../graphql/upstream-records.ts';
import { registryLanguage } from '../../session/types.ts';
import { toNotification, type NotificationRow } from './mapping.ts';
import { ownedNotification } from './ownership.ts';
import {
  NOTIFICHE_QUERY,
  SEGNA_NOTIFICA_MUTATION,
  SEGNA_TUTTE_MUTATION,
  type NotificaRecord,
} from './upstream.ts';

function withLanguage(ctx: ApiContext, n: NotificaRecord): NotificationRow {
  return { ...n, textLanguage: registryLanguage(ctx.call.session, n.idanagrafica) };
}

export async function fetchNotifications(
  ctx: ApiContext,
  vars: { idanagrafica: number[]; letta?: boolean; first: number; offset: number },
) {
  const data = await ctx.upstream.graphql<{
    notifiche: Page<NotificaRecord> & { nonLette?: number };
  }>(ctx.call, {
    query: NOTIFICHE_QUERY,
    operationName: 'Notifiche',
    variables: vars,
  });
  const nodes = data.notifiche.nodes
    .filter((n) => ctx.authz.owns(n.idanagrafica))
    .map((n) => withLanguage(ctx, n));
  return {
    totalCount: data.notifiche.totalCount,
    unreadCount: data.notifiche.nonLette ?? nodes.filter((n) => !n.letta).length,
    nodes,
  };
}

export const notificationQueries = {
  async notifications(
    _: unknown,
    args: { unreadOnly?: boolean | null; first?: number | null; offset?: number | null },
    ctx: ApiContext,
  ) {
    const { first, offset } = parsePaging(args.first, args.offset);
    const result = await fetchNotifications(ctx, {
      idanagrafica: ctx.authz.scope(),
      letta: args.unreadOnly ? false : undefined,
      first,
      offset,
    });
    return {
      totalCount: result.totalCount,
      unreadCount: result.unreadCount,
      nodes: result.nodes.map(toNotification),
    };
  },
};

export const notificationMutations = {
  async markNotificationRead(
    _: unknown,
    args: { id: string; read?: boolean | null },
    ctx: ApiContext,
  ) {
    const notification = await ownedNotification(ctx.authz, parseId(args.id, 'id'));
    const data = await ctx.upstream.graphql<{ segnaNotificaLetta: NotificaRecord }>(ctx.call, {
      query: SEGNA_NOTIFICA_MUTATION,
      operationName: 'SegnaNotificaLetta',
      variables: { idnotifica: notification.idnotifica, letta: args.read !== false },
    });
    return toNotification(withLanguage(ctx, data.segnaNotificaLetta));
  },

  /** The registries are the session's own scope, so no id needs proving; marking is idempotent. */
  async markAllNotificationsRead(_: unknown, __: unknown, ctx: ApiContext) {
    const data = await ctx.upstream.graphql<{ segnaNotificheLette: number }>(ctx.call, {
      query: SEGNA_TUTTE_MUTATION,
      operationName: 'SegnaNotificheLette',
      variables: { idanagrafica: ctx.authz.scope() },
    });
    return data.segnaNotificheLette;
  },
};
