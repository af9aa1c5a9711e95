// Export jobs, notifications, operations with their state history, the loyalty bonus, news in the
// session's language (§5, §9 posts page 1 size 10) and the self-reading page (§5 permission).
import { POSTS_PAGE } from '@portal/shared/constants';
import { resolveLanguage } from '@portal/shared/format';
import { canSelfRead } from '@portal/shared/inputs';
import { selectedRegistry } from '../../session/types.ts';
import { badInput } from '../api-error.ts';
import type { ApiContext } from '../context.ts';
import { parseId, parsePaging } from '../inputs.ts';
import {
  day,
  enumerated,
  toExportJob,
  toLoyaltyBonus,
  toNewsPost,
  toNotification,
  toOperation,
} from '../mappers.ts';
import {
  BONUS_QUERY,
  LETTURE_QUERY,
  OPERAZIONI_QUERY,
  RICHIESTE_QUERY,
} from '../upstream-queries.ts';
import type {
  BonusFedeltaRecord,
  LetturaRecord,
  OperazioneRecord,
  Page,
  RichiestaGestioneRecord,
  WpPost,
} from '../upstream-types.ts';
import { toSupplyChangeRequest } from './supply-change.ts';
import { fetchContracts, fetchNotifications } from './supplies.ts';

const MAX_NEWS_PAGE = 1000;
const READINGS_PER_SUPPLY = 5;
/** One query for the readings of every readable contract of the registry (the data service's page limit). */
const MAX_READINGS = 500;

function headerNumber(value: string | string[] | undefined): number | null {
  const text = Array.isArray(value) ? value[0] : value;
  const n = Number(text);
  return text !== undefined && Number.isInteger(n) && n >= 0 ? n : null;
}

/** The registry the self-reading rule (§5) and the bonus speak of: the selected one. */
export function selectedId(ctx: ApiContext): number | null {
  return selectedRegistry(ctx.session)?.idAnagrafica ?? ctx.authz.own[0] ?? null;
}

export const activityQueries = {
  async exportJobs(_: unknown, __: unknown, ctx: ApiContext) {
    const jobs = await ctx.authz.exportJobs();
    return [...jobs].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).map(toExportJob);
  },

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

  async operations(
    _: unknown,
    args: { supplyId?: string | null; first?: number | null; offset?: number | null },
    ctx: ApiContext,
  ) {
    const { first, offset } = parsePaging(args.first, args.offset);
    const idfornitura = args.supplyId
      ? (await ctx.authz.supply(parseId(args.supplyId, 'supplyId'))).idfornitura
      : undefined;
    const data = await ctx.upstream.graphql<{ operazioni: Page<OperazioneRecord> }>(ctx.call, {
      query: OPERAZIONI_QUERY,
      operationName: 'Operazioni',
      variables: {
        idanagrafica: ctx.authz.scope(),
        idfornitura,
        first,
        offset,
        sort: 'dataUltimoAggiornamento:desc',
      },
    });
    const nodes = data.operazioni.nodes.filter((o) => ctx.authz.owns(o.idanagrafica));
    return { totalCount: data.operazioni.totalCount, nodes: nodes.map(toOperation) };
  },

  /** Supply-management requests (§2 manageUts pages) with their state history, newest first. */
  async supplyChangeRequests(
    _: unknown,
    args: { supplyId?: string | null; first?: number | null; offset?: number | null },
    ctx: ApiContext,
  ) {
    const { first, offset } = parsePaging(args.first, args.offset);
    const idfornitura = args.supplyId
      ? (await ctx.authz.supply(parseId(args.supplyId, 'supplyId'))).idfornitura
      : undefined;
    const data = await ctx.upstream.graphql<{ richiesteGestione: Page<RichiestaGestioneRecord> }>(
      ctx.call,
      {
        query: RICHIESTE_QUERY,
        operationName: 'RichiesteGestione',
        variables: { idanagrafica: ctx.authz.scope(), idfornitura, first, offset },
      },
    );
    const nodes = data.richiesteGestione.nodes.filter((r) => ctx.authz.owns(r.idanagrafica));
    return {
      totalCount: data.richiesteGestione.totalCount,
      nodes: nodes.map((r) => toSupplyChangeRequest(r)),
    };
  },

  async loyaltyBonus(_: unknown, __: unknown, ctx: ApiContext) {
    const id = selectedId(ctx);
    if (id === null) return null;
    const data = await ctx.upstream.graphql<{ bonusFedelta: BonusFedeltaRecord | null }>(ctx.call, {
      query: BONUS_QUERY,
      operationName: 'BonusFedelta',
      variables: { idanagrafica: id },
    });
    return data.bonusFedelta && ctx.authz.owns(data.bonusFedelta.idanagrafica)
      ? toLoyaltyBonus(data.bonusFedelta)
      : null;
  },

  /** Posts of the content site in the session's language (§5 language rule, §9 page size 10). */
  async news(_: unknown, args: { page?: number | null }, ctx: ApiContext) {
    const page = args.page ?? POSTS_PAGE.page;
    if (!Number.isInteger(page) || page < 1 || page > MAX_NEWS_PAGE)
      throw badInput('page', `page must be between 1 and ${MAX_NEWS_PAGE}`);
    const lang = resolveLanguage({
      profileLocale: ctx.session.profile.locale,
      registryCulture: selectedRegistry(ctx.session)?.culture,
    });
    const answer = await ctx.upstream.request<WpPost[]>(ctx.call, {
      method: 'GET',
      path: '/wp-json/wp/v2/posts',
      query: { page, per_page: POSTS_PAGE.size, lang },
      auth: false,
    });
    const posts = Array.isArray(answer.body) ? answer.body.map(toNewsPost) : [];
    return {
      page,
      totalCount: headerNumber(answer.headers['x-wp-total']) ?? posts.length,
      totalPages: headerNumber(answer.headers['x-wp-totalpages']) ?? 1,
      posts,
    };
  },

  /** §5: allowed only if a gas contract of the selected registry has canInsertLettura; with the last readings. */
  async selfReading(_: unknown, __: unknown, ctx: ApiContext) {
    const id = selectedId(ctx);
    if (id === null) return { allowed: false, supplies: [] };
    const contracts = await fetchContracts(ctx, {
      idanagrafica: [id],
      codUtility: 'Gas',
      first: 100,
      offset: 0,
    });
    const allowed = canSelfRead(contracts.nodes, id);
    const readable = allowed ? contracts.nodes.filter((c) => c.canInsertLettura) : [];
    const readings = readable.length
      ? (
          await ctx.upstream.graphql<{ letture: LetturaRecord[] }>(ctx.call, {
            query: LETTURE_QUERY,
            operationName: 'Letture',
            variables: { idanagrafica: [id], first: MAX_READINGS },
          })
        ).letture
      : [];
    const supplies = readable.map((c) => ({
      contractId: String(c.idrigaContratto),
      supplyId: c.idfornitura == null ? null : String(c.idfornitura),
      pointId: c.codicePunto,
      address: c.indirizzo,
      readingWindowFrom: day(c.finestraLetturaDal),
      readingWindowTo: day(c.finestraLetturaAl),
      lastReading: c.ultimaLettura ?? null,
      lastReadingDate: day(c.dataUltimaLettura),
      readings: readings
        .filter((l) => l.idrigaContratto === c.idrigaContratto && l.idanagrafica === id)
        .sort((a, b) => b.dataLettura.localeCompare(a.dataLettura))
        .slice(0, READINGS_PER_SUPPLY)
        .map((l) => {
          const kind = enumerated('readingType', l.tipoLettura);
          return {
            id: String(l.idLettura),
            date: l.dataLettura,
            value: l.lettura,
            kind: kind.key,
            kindText: kind.text,
            unit: l.unitaMisura,
          };
        }),
    }));
    return { allowed, supplies };
  },
};
