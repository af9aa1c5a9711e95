// The part of a customer's alert run that reads consumption, costs and conventions (decision
// 0024): the data of the consumption pages (§7 consumi, the load curve, consumiTotali's monthly
// figures behind the year's forecast) and of the convention page (§7 convenzioni), read through
// the same domain calls and ownership checks. Those data change daily at most and cost more
// calls, so this part runs every USAGE_CHECK_EVERY_MS, on USAGE_SUPPLIES_PER_RUN supplies at a
// time (the next ones at the next time), with its calls taken from the customer's hourly budget
// like the rest of the run (decision 0023).
import { type AlertKind, type BudgetUtility, alertKindsOf } from '@portal/shared/alerts';
import { resolveSegment, type Segment } from '@portal/shared/segment';
import type { Consumo } from '@portal/upstream-contract/records';
import type { FastifyBaseLogger } from 'fastify';
import type { ApiContext } from '../../graphql/context.ts';
import { utilityOf } from '../../graphql/mapping.ts';
import type { Page } from '../../graphql/upstream-records.ts';
import { FORNITURE_QUERY, type FornituraRecord } from '../../scope/supplies.ts';
import type { Store } from '../../store/store.ts';
import { curveRange, curveStartMs, fetchCurve, valueKind } from '../consumption/curve.ts';
import { CONSUMI_QUERY } from '../consumption/upstream.ts';
import { yearForecast } from '../consumption/year-forecast.ts';
import { CONVENZIONI_QUERY, type ConvenzioneRecord } from '../convention/upstream.ts';
import { type AlertSettingRow, type CandidateAlert, EffectiveSettings } from './evaluate.ts';
import { budgetAlerts, budgetsOf } from './evaluate-budget.ts';
import {
  baseLoadAlerts,
  consumptionAlerts,
  dayAfter,
  lastWholeWeek,
  type PeriodUse,
  type SupplyBaseLoad,
  type SupplyUse,
  weeksOfCurve,
} from './evaluate-consumption.ts';
import { conventionAlerts } from './evaluate-convention.ts';
import { settingsOf } from './settings-store.ts';

/** How often a customer's consumption, budget and convention alerts are evaluated. */
export const USAGE_CHECK_EVERY_MS = 6 * 3_600_000;
/** Supplies whose consumption one evaluation reads (one call each). */
export const USAGE_SUPPLIES_PER_RUN = 3;
/** Supplies listed to choose them from: the first page of the customer's supplies. */
const SUPPLIES_LISTED = 200;
/** Weeks a business's latest week is compared with (its baseline). */
const WEEKS_BEFORE = 4;
/** Months before the latest a household's baseline is the mean of, when last year is unknown. */
const MONTHS_BEFORE = 3;

const USAGE_KINDS = [
  'consumptionAnomaly',
  'baseLoadRise',
  'budget',
  'conventionQuantity',
] as const satisfies readonly AlertKind[];

export interface UsageRun {
  store: Store;
  log: FastifyBaseLogger;
  customer: string;
  ctx: ApiContext;
  today: string;
  /** Takes calls from the customer's hourly budget (job.ts takeBudget); false when spent. */
  take: (calls: number) => Promise<boolean>;
}

/** A kind is wanted when on for the customer, or on for one of their supplies. */
function wanted(
  settings: EffectiveSettings,
  rows: readonly AlertSettingRow[],
  segment: Segment,
): Set<AlertKind> {
  const offered = alertKindsOf(segment);
  return new Set(
    USAGE_KINDS.filter(
      (kind) =>
        offered.includes(kind) &&
        (settings.enabled(kind) ||
          rows.some((r) => r.kind === kind && r.enabled && r.scope.includes('|'))),
    ),
  );
}

/** A month of §7 consumi as CONSUMI_QUERY selects it. */
type ConsumoRecord = Pick<Consumo, 'mese' | 'unitaMisura' | 'f1' | 'f2' | 'f3' | 'consumo'>;

/** The month before today's, YYYY-MM, moved by `months`. */
function monthOf(today: string, months: number): string {
  const index = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)) - 1 - 1 + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

function monthUse(m: ConsumoRecord | undefined, power: boolean): PeriodUse | null {
  if (!m) return null;
  const banded = power && m.f1 !== null && m.f2 !== null && m.f3 !== null;
  return {
    period: m.mese.slice(0, 7),
    total: m.consumo,
    bands: banded ? { F1: m.f1 ?? 0, F2: m.f2 ?? 0, F3: m.f3 ?? 0 } : null,
  };
}

/** A supply's latest month against the same month last year and the months before (one call). */
async function monthlyUse(
  ctx: ApiContext,
  supply: FornituraRecord,
  today: string,
): Promise<SupplyUse | null> {
  const latest = monthOf(today, 0);
  const data = await ctx.upstream.graphql<{ consumi: ConsumoRecord[] }>(ctx.call, {
    query: CONSUMI_QUERY,
    operationName: 'Consumi',
    variables: { idfornitura: supply.idfornitura, meseDal: monthOf(today, -12), meseAl: latest },
  });
  const power = supply.codUtility === 0;
  const byMonth = new Map(data.consumi.map((m) => [m.mese.slice(0, 7), m]));
  const now = monthUse(byMonth.get(latest), power);
  if (!now) return null;
  const before = Array.from({ length: MONTHS_BEFORE }, (_, i) =>
    monthUse(byMonth.get(monthOf(today, i - MONTHS_BEFORE)), power),
  ).filter((p): p is PeriodUse => p !== null);
  return {
    podPdr: supply.podPdr,
    unit: power ? 'kWh' : (supply.unitaMisura ?? data.consumi[0]?.unitaMisura ?? 'Smc'),
    granularity: 'month',
    latest: now,
    lastYear: monthUse(byMonth.get(monthOf(today, -12)), power),
    before,
  };
}

/** A business supply's last whole week against the weeks before, from its load curve (one call). */
async function weeklyUse(
  ctx: ApiContext,
  supply: FornituraRecord,
  today: string,
): Promise<{ use: SupplyUse; base: SupplyBaseLoad } | null> {
  const latest = lastWholeWeek(today);
  const from = dayAfter(latest, -7 * WEEKS_BEFORE);
  const range = curveRange(from, dayAfter(latest, 6));
  const power = supply.codUtility === 0;
  const record = await fetchCurve(
    { upstream: ctx.upstream, call: ctx.call },
    supply,
    range,
    power ? 15 : 1440,
  );
  // A curve that starts later (a supply activated since) has no whole weeks to compare.
  if (record.start.slice(0, 10) !== from) return null;
  const kind = valueKind(record);
  const weeks = weeksOfCurve(
    { start: curveStartMs(record), stepMinutes: record.stepMinutes, values: record.values },
    kind,
  );
  const now = weeks.at(-1);
  if (!now || now.period !== latest) return null;
  return {
    use: {
      podPdr: supply.podPdr,
      unit: kind === 'power' ? 'kWh' : record.unitaMisura,
      granularity: 'week',
      latest: now,
      lastYear: null,
      before: weeks.slice(0, -1),
    },
    base: { podPdr: supply.podPdr, weeks },
  };
}

/** The public bodies' conventions of the customer's own pa registries (one call). */
async function conventionsOf(ctx: ApiContext): Promise<ConvenzioneRecord[]> {
  const user = ctx.session.user;
  const pa = user.anagrafiche
    .filter((r) => resolveSegment({ user, selectedRegistry: r }) === 'pa')
    .map((r) => r.idAnagrafica)
    .filter((id) => ctx.authz.owns(id));
  if (pa.length === 0) return [];
  const data = await ctx.upstream.graphql<{ convenzioni: ConvenzioneRecord[] }>(ctx.call, {
    query: CONVENZIONI_QUERY,
    operationName: 'Convenzioni',
    variables: { idanagrafica: pa },
  });
  return data.convenzioni.filter((c) => ctx.authz.owns(c.idanagrafica));
}

/**
 * The consumption, budget and convention alerts of a customer, when their evaluation is due and
 * the hourly budget holds its calls; none otherwise (the next run tries again).
 */
export async function usageAlerts(run: UsageRun): Promise<CandidateAlert[]> {
  const { store, customer, ctx, today } = run;
  const last = await store.query<{ started: string; due: boolean | null; cursor: number | null }>(
    `SELECT now()::text AS started, (c.checked_at <= now() - make_interval(secs => $2)
       OR c.reset_at > c.checked_at) AS due, c.cursor
     FROM (SELECT 1) AS one LEFT JOIN alert_usage_checks c ON c.customer = $1`,
    [customer, USAGE_CHECK_EVERY_MS / 1000],
  );
  const started = last[0]?.started;
  if (!started || last[0]?.due === false) return [];
  const cursor = last[0]?.cursor ?? 0;
  // The settings as they are now, read after `started`: a change made after it stays due.
  const rows = await settingsOf(store, customer);
  const settings = new EffectiveSettings(rows);
  const segment = resolveSegment({ user: ctx.session.user });
  const kinds = wanted(settings, rows, segment);
  if (kinds.size === 0) return [];
  const consumption = kinds.has('consumptionAnomaly') || kinds.has('baseLoadRise');
  const budgets = kinds.has('budget') ? budgetsOf(rows) : new Map<BudgetUtility, number>();
  const conventions = kinds.has('conventionQuantity');
  const planned =
    (consumption ? 1 + USAGE_SUPPLIES_PER_RUN : 0) + budgets.size + (conventions ? 1 : 0);
  if (planned === 0) return [];
  if (!(await run.take(planned))) {
    run.log.info('alerts: hourly call budget spent; consumption and budgets checked later');
    return [];
  }
  const alerts: CandidateAlert[] = [];
  let next = cursor;
  if (consumption) {
    const listed = await ctx.upstream.graphql<{ forniture: Page<FornituraRecord> }>(ctx.call, {
      query: FORNITURE_QUERY,
      operationName: 'Forniture',
      variables: { idanagrafica: [...ctx.authz.own], first: SUPPLIES_LISTED, offset: 0 },
    });
    const supplies = listed.forniture.nodes
      .filter((f) => ctx.authz.owns(f.idanagrafica) && !/^cessat/i.test(f.statoFornitura ?? ''))
      .sort((a, b) => a.idfornitura - b.idfornitura);
    const start = supplies.length === 0 ? 0 : cursor % supplies.length;
    const chosen = [...supplies.slice(start), ...supplies.slice(0, start)].slice(
      0,
      USAGE_SUPPLIES_PER_RUN,
    );
    next = start + chosen.length;
    const business = segment !== 'retail';
    const uses: SupplyUse[] = [];
    const bases: SupplyBaseLoad[] = [];
    for (const supply of chosen) {
      if (business && supply.telegestito) {
        const weekly = await weeklyUse(ctx, supply, today);
        if (weekly) {
          uses.push(weekly.use);
          if (supply.codUtility === 0) bases.push(weekly.base);
        }
      } else {
        const monthly = await monthlyUse(ctx, supply, today);
        if (monthly) uses.push(monthly);
      }
    }
    if (kinds.has('consumptionAnomaly')) alerts.push(...consumptionAlerts(uses, settings));
    if (kinds.has('baseLoadRise'))
      alerts.push(...baseLoadAlerts(bases, settings, lastWholeWeek(today)));
  }
  if (budgets.size > 0) {
    const costs = [];
    for (const utility of budgets.keys()) {
      const year = await yearForecast(ctx.authz, [...ctx.authz.own], utility, today);
      costs.push({
        utility,
        year: year.year,
        monthsToDate: year.monthsToDate,
        costToDate: year.costToDate,
        yearEnd: year.estimate?.cost ?? null,
      });
    }
    alerts.push(...budgetAlerts(costs, budgets, settings));
  }
  if (conventions) {
    alerts.push(
      ...conventionAlerts(
        (await conventionsOf(ctx)).map((c) => ({
          id: String(c.idConvenzione),
          code: c.codice,
          name: c.nome,
          utility: utilityOf(c.codUtility),
          maxQuantity: c.quantitaMassima,
          availableQuantity: c.quantitaDisponibile,
          unit: c.unitaMisura,
        })),
        settings,
      ),
    );
  }
  await store.query(
    `INSERT INTO alert_usage_checks (customer, checked_at, cursor) VALUES ($1, $2::timestamptz, $3)
     ON CONFLICT (customer) DO UPDATE SET checked_at = excluded.checked_at, cursor = excluded.cursor`,
    [customer, started, next],
  );
  return alerts;
}

/** A changed setting of these kinds is evaluated at the customer's next run. */
export async function usageCheckDue(store: Store, customer: string): Promise<void> {
  await store.query(
    `INSERT INTO alert_usage_checks (customer, checked_at, reset_at) VALUES ($1, '-infinity', now())
     ON CONFLICT (customer) DO UPDATE SET reset_at = now()`,
    [customer],
  );
}

export function isUsageKind(kind: AlertKind): boolean {
  return (USAGE_KINDS as readonly AlertKind[]).includes(kind);
}
