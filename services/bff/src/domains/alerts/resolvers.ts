// A customer's alert settings and the alerts raised for them, from the portal's own store
// (decision 0022); the customer is the session's user, and a supply named is proved the session's
// own (OWASP API1) before anything is kept for it.
import {
  ALERT_KIND_RULES,
  type AlertKind,
  type BudgetUtility,
  alertKindsOf,
  alertParameter,
  isBudgetAmount,
} from '@portal/shared/alerts';
import { resolveSegment } from '@portal/shared/segment';
import { ApiError, badInput } from '../../errors/api-error.ts';
import type { ApiContext } from '../../graphql/context.ts';
import { parseId } from '../../graphql/inputs.ts';
import { ownedSupply } from '../../scope/supplies.ts';
import { selectedRegistry } from '../../session/types.ts';
import { BUDGET_SCOPE, budgetScope, budgetsOf } from './evaluate-budget.ts';
import { isUsageKind, usageCheckDue } from './job-usage.ts';
import { EnrolmentError, customerOf, recipientOf, withdraw } from './recipients.ts';
import { clearSetting, saveSetting, settingsOf } from './settings-store.ts';

const API_KIND = {
  billIssued: 'BILL_ISSUED',
  billDue: 'BILL_DUE',
  billOverdue: 'BILL_OVERDUE',
  selfReadingWindow: 'SELF_READING_WINDOW',
  requestChanged: 'REQUEST_CHANGED',
  consumptionAnomaly: 'CONSUMPTION_ANOMALY',
  baseLoadRise: 'BASE_LOAD_RISE',
  budget: 'BUDGET',
  conventionQuantity: 'CONVENTION_QUANTITY',
} as const satisfies Record<AlertKind, string>;
type ApiKind = (typeof API_KIND)[AlertKind];
const KIND_OF = Object.fromEntries(Object.entries(API_KIND).map(([k, v]) => [v, k])) as Record<
  ApiKind,
  AlertKind
>;

const MAX_ALERTS = 50;

function segmentOf(ctx: ApiContext) {
  return resolveSegment({
    user: ctx.session.user,
    selectedRegistry: selectedRegistry(ctx.session),
  });
}

async function settingsView(ctx: ApiContext) {
  const customer = customerOf(ctx.session);
  const store = ctx.alerts.store;
  // An in-memory store nobody has used holds no settings: it is not started to say so.
  const [recipient, rows] = ctx.alerts.inUse()
    ? await Promise.all([recipientOf(store, customer), settingsOf(store, customer)])
    : [null, []];
  const kinds = alertKindsOf(segmentOf(ctx));
  return {
    active: recipient !== null,
    paused: recipient?.pausedReason != null,
    resumed: recipient?.resumed === true,
    email: ctx.session.user.userInfo.email,
    kinds: kinds.map((kind) => {
      const row = rows.find((r) => r.kind === kind && r.scope === '');
      const rule = ALERT_KIND_RULES[kind].parameter;
      return {
        kind: API_KIND[kind],
        enabled: row?.enabled ?? true,
        parameter: alertParameter(kind, row?.parameter),
        parameterMin: rule?.min ?? null,
        parameterMax: rule?.max ?? null,
      };
    }),
    supplies: rows
      // A supply's row is 'idfornitura|pod/pdr'; a budget's is its commodity's (BUDGET_SCOPE).
      .filter((r) => r.scope !== '' && !r.scope.startsWith(BUDGET_SCOPE) && kinds.includes(r.kind))
      .map((r) => {
        const [supplyId = '', pointId = ''] = r.scope.split('|');
        return {
          supplyId,
          pointId,
          kind: API_KIND[r.kind],
          enabled: r.enabled,
          // A supply's row without a number of its own takes the customer's (evaluate.ts).
          parameter: alertParameter(
            r.kind,
            r.parameter ?? rows.find((g) => g.kind === r.kind && g.scope === '')?.parameter,
          ),
        };
      }),
    budgets: kinds.includes('budget')
      ? [...budgetsOf(rows)].map(([utility, amount]) => ({ utility, amount }))
      : [],
  };
}

/** A supply's scope in the store, once the supply is proved the session's own (NOT_FOUND else). */
async function supplyScope(ctx: ApiContext, supplyId: string): Promise<string> {
  const supply = await ownedSupply(ctx.authz, parseId(supplyId, 'supplyId'));
  return `${supply.idfornitura}|${supply.podPdr}`;
}

type FactsRow = Record<string, string | number | null | undefined>;
const text = (value: unknown) => (value == null ? null : String(value));
const num = (value: unknown) => (typeof value === 'number' ? value : null);
const int = (value: unknown) => (typeof value === 'number' ? Math.round(value) : null);
const upper = (value: unknown) =>
  value == null
    ? null
    : String(value)
        .replace(/([a-z])([A-Z])/g, '$1_$2')
        .toUpperCase();

/** The facts of the consumption, budget and convention kinds (decision 0024), in the API's words. */
function usageFacts(f: FactsRow) {
  return {
    period: text(f.periodo),
    granularity: upper(f.granularita),
    reference: upper(f.riferimento),
    quantity: num(f.consumo),
    referenceQuantity: num(f.consumoRiferimento),
    unit: text(f.unita),
    risePercent: int(f.aumento),
    band: text(f.fascia),
    bandQuantity: num(f.fasciaOra),
    bandReferenceQuantity: num(f.fasciaPrima),
    baseLoad: num(f.baseOra),
    referenceBaseLoad: num(f.basePrima),
    utility:
      f.commodity === 'POWER' || f.commodity === 'GAS' ? (f.commodity as BudgetUtility) : null,
    year: int(f.anno),
    budget: num(f.budget),
    costToDate: num(f.costoAdOggi),
    forecast: num(f.previsione),
    conventionCode: text(f.convenzione),
    conventionName: text(f.nome),
    availableQuantity: num(f.disponibile),
    maxQuantity: num(f.massimo),
    leftPercent: num(f.residuo),
    thresholdPercent: int(f.soglia),
  };
}

export const alertQueries = {
  alertSettings: (_: unknown, __: unknown, ctx: ApiContext) => settingsView(ctx),

  async alerts(_: unknown, args: { first?: number | null }, ctx: ApiContext) {
    const first = Math.min(Math.max(args.first ?? 20, 1), MAX_ALERTS);
    if (!ctx.alerts.inUse()) return { unreadCount: 0, nodes: [] };
    const customer = customerOf(ctx.session);
    const kinds = alertKindsOf(segmentOf(ctx));
    const rows = await ctx.alerts.store.query<{
      id: string;
      kind: AlertKind;
      date: string;
      read: boolean;
      mailed: boolean;
      facts: FactsRow;
    }>(
      `SELECT id::text AS id, kind, to_char(created_at AT TIME ZONE 'Europe/Rome', 'YYYY-MM-DD HH24:MI') AS date,
         read_at IS NOT NULL AS read, mailed_at IS NOT NULL AS mailed, facts
       FROM alerts WHERE customer = $1 AND kind = ANY($2) ORDER BY created_at DESC, id DESC LIMIT $3`,
      [customer, kinds, first],
    );
    const unread = await ctx.alerts.store.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM alerts WHERE customer = $1 AND kind = ANY($2) AND read_at IS NULL',
      [customer, kinds],
    );
    return {
      unreadCount: unread[0]?.n ?? 0,
      nodes: rows.map((row) => ({
        id: row.id,
        kind: API_KIND[row.kind],
        date: row.date,
        read: row.read,
        mailed: row.mailed,
        facts: {
          invoiceNumber: text(row.facts.numeroFattura),
          issueDate: text(row.facts.dataEmissione),
          dueDate: text(row.facts.dataScadenza),
          amount: typeof row.facts.importo === 'number' ? row.facts.importo : null,
          pointId: text(row.facts.podPdr),
          days: typeof row.facts.giorni === 'number' ? row.facts.giorni : null,
          windowFrom: text(row.facts.dal),
          windowTo: text(row.facts.al),
          requestId: text(row.facts.id),
          state: text(row.facts.stato),
          ...usageFacts(row.facts),
        },
      })),
    };
  },
};

export const alertMutations = {
  async setAlertsActive(_: unknown, args: { active: boolean }, ctx: ApiContext) {
    if (args.active) {
      try {
        await ctx.alerts.enrol(ctx.session, ctx.call.log);
      } catch (error) {
        if (!(error instanceof EnrolmentError)) throw error;
        throw error.reason === 'impersonated'
          ? new ApiError('FORBIDDEN', 'Alerts are the customer’s own', {
              reason: 'alertsNotForStaff',
            })
          : new ApiError('CONFLICT', 'Sign in again to turn alerts on', {
              reason: 'alertsSignInAgain',
            });
      }
    } else {
      await withdraw(ctx.alerts.store, customerOf(ctx.session));
    }
    return settingsView(ctx);
  },

  async setAlertSetting(
    _: unknown,
    args: { kind: ApiKind; enabled: boolean; parameter?: number | null; supplyId?: string | null },
    ctx: ApiContext,
  ) {
    const kind = KIND_OF[args.kind];
    if (!alertKindsOf(segmentOf(ctx)).includes(kind))
      throw badInput('kind', 'This alert does not concern the customer');
    const rule = ALERT_KIND_RULES[kind].parameter;
    const parameter = args.parameter ?? null;
    if (parameter !== null) {
      if (!rule) throw badInput('parameter', 'This alert takes no parameter');
      if (!Number.isInteger(parameter) || parameter < rule.min || parameter > rule.max) {
        throw badInput('parameter', `parameter must be an integer from ${rule.min} to ${rule.max}`);
      }
    }
    let scope = '';
    if (args.supplyId != null && args.supplyId !== '')
      scope = await supplyScope(ctx, args.supplyId);
    await saveSetting(ctx.alerts.store, customerOf(ctx.session), {
      kind,
      scope,
      enabled: args.enabled,
      parameter,
    });
    if (isUsageKind(kind)) await usageCheckDue(ctx.alerts.store, customerOf(ctx.session));
    return settingsView(ctx);
  },

  async setAlertBudget(
    _: unknown,
    args: { utility: BudgetUtility; amount?: number | null },
    ctx: ApiContext,
  ) {
    if (!alertKindsOf(segmentOf(ctx)).includes('budget'))
      throw badInput('utility', 'A budget does not concern the customer');
    if (args.utility !== 'POWER' && args.utility !== 'GAS')
      throw badInput('utility', 'utility must be POWER or GAS');
    const amount = args.amount ?? null;
    if (amount !== null && !isBudgetAmount(amount))
      throw badInput('amount', 'amount must be from 1 to 100000000 euro, in whole cents');
    const customer = customerOf(ctx.session);
    if (amount === null) {
      await ctx.alerts.store.query(
        'DELETE FROM alert_settings WHERE customer = $1 AND kind = $2 AND scope = $3',
        [customer, 'budget', budgetScope(args.utility)],
      );
    } else {
      // The amount as typed (a kind's percentage bounds do not apply to it).
      await ctx.alerts.store.query(
        `INSERT INTO alert_settings (customer, kind, scope, enabled, parameter)
         VALUES ($1, 'budget', $2, true, $3)
         ON CONFLICT (customer, kind, scope) DO UPDATE SET enabled = true,
           parameter = excluded.parameter, updated_at = now()`,
        [customer, budgetScope(args.utility), amount],
      );
    }
    await usageCheckDue(ctx.alerts.store, customer);
    return settingsView(ctx);
  },

  async clearAlertSetting(
    _: unknown,
    args: { kind?: ApiKind | null; supplyId: string },
    ctx: ApiContext,
  ) {
    const kind = args.kind == null ? null : KIND_OF[args.kind];
    if (kind !== null && !alertKindsOf(segmentOf(ctx)).includes(kind))
      throw badInput('kind', 'This alert does not concern the customer');
    const scope = await supplyScope(ctx, args.supplyId);
    await clearSetting(ctx.alerts.store, customerOf(ctx.session), { kind, scope });
    return settingsView(ctx);
  },

  async dismissAlertsResumed(_: unknown, __: unknown, ctx: ApiContext) {
    if (ctx.alerts.inUse()) {
      await ctx.alerts.store.query(
        'UPDATE alert_recipients SET resumed_at = NULL WHERE customer = $1',
        [customerOf(ctx.session)],
      );
    }
    return settingsView(ctx);
  },

  async markAlertsRead(_: unknown, __: unknown, ctx: ApiContext) {
    const rows = await ctx.alerts.store.query(
      'UPDATE alerts SET read_at = now() WHERE customer = $1 AND read_at IS NULL RETURNING id',
      [customerOf(ctx.session)],
    );
    return rows.length;
  },
};
