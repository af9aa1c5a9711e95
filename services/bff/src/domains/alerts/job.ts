// The job that evaluates one customer's alerts with no browser present (decision 0023): it renews
// the customer's own token lineage, reads their registries (§7 GET /api/user/info) and, through the
// same domain calls and ownership checks as the pages, their bills, gas contracts, operations and
// requests; it raises each alert once (its unique key inserted before the mail goes) and mails it.
import { resolveSegment } from '@portal/shared/segment';
import { isAlertKind } from '@portal/shared/alerts';
import type { SessionUser } from '@portal/upstream-contract/rest';
import type { FastifyBaseLogger } from 'fastify';
import { Authorizer } from '../../authz/authorizer.ts';
import { OwnershipCache } from '../../authz/session-cache.ts';
import type { Config } from '../../config.ts';
import { fetchContracts } from '../contracts/resolvers.ts';
import { fetchInvoices } from '../invoices/resolvers.ts';
import { OPERAZIONI_QUERY, type OperazioneRecord } from '../operations/upstream.ts';
import { RICHIESTE_QUERY, type RichiestaGestioneRecord } from '../supply-changes/upstream.ts';
import type { ApiContext } from '../../graphql/context.ts';
import { romeToday } from '../../graphql/inputs.ts';
import type { Page } from '../../graphql/upstream-records.ts';
import { NO_SECTIONS } from '@portal/shared/menu';
import type { JobHandler } from '../../jobs/scheduler.ts';
import type { PortalSession } from '../../session/types.ts';
import type { Store } from '../../store/store.ts';
import type { UpstreamClient } from '../../upstream/client.ts';
import { SessionEndedError } from '../../upstream/errors.ts';
import {
  billAlerts,
  type CandidateAlert,
  EffectiveSettings,
  type AlertSettingRow,
  requestAlerts,
  selfReadingAlerts,
} from './evaluate.ts';
import { usageAlerts } from './job-usage.ts';
import type { Mailer } from './mailer.ts';
import { recipientOf } from './recipients.ts';
import { UNSUBSCRIBE_PATH, unsubscribeToken } from './unsubscribe-link.ts';

/**
 * Upstream calls the alert jobs may make for one customer in one hour (the token renewal counts):
 * a run makes at most CALLS_PER_RUN, so a customer is evaluated at most five times an hour however
 * short the interval; every few hours a run takes up to 7 more for consumption, budgets and
 * conventions (job-usage.ts, decision 0024) from the same budget. Never more than this is added to
 * the supplier's load for them.
 */
export const CALLS_PER_CUSTOMER_HOUR = 30;
export const CALLS_PER_RUN = 6;
/** Bills and requests a run looks at: the newest ones. */
const NEWEST = 50;

export interface AlertJobDeps {
  store: Store;
  /** The jobs' own upstream client, renewing through the recipients' lock (recipientLock). */
  upstream: UpstreamClient;
  mailer: Mailer;
  config: Config;
  log: FastifyBaseLogger;
}

/** Takes `calls` from the customer's hourly budget; false when it would pass the bound. */
export async function takeBudget(store: Store, customer: string, calls: number): Promise<boolean> {
  const rows = await store.query(
    `INSERT INTO job_call_budget (customer, hour, calls) VALUES ($1, date_trunc('hour', now()), $2)
     ON CONFLICT (customer, hour) DO UPDATE SET calls = job_call_budget.calls + excluded.calls
       WHERE job_call_budget.calls + excluded.calls <= $3
     RETURNING calls`,
    [customer, calls, CALLS_PER_CUSTOMER_HOUR],
  );
  return rows.length > 0;
}

function jobSession(customer: string, user: SessionUser, fingerprint: string): PortalSession {
  return {
    id: customer,
    fingerprint,
    tokens: { accessToken: '', refreshToken: '', accessTokenExpiresAt: 0 },
    idp: { accessToken: '' },
    user,
    profile: { name: user.userInfo.email, locale: null },
    selectedRegistryId: null,
    sections: { ...NO_SECTIONS },
    impersonation: null,
    qrPending: null,
    createdAt: Date.now(),
  };
}

export function evaluateAlertsJob(deps: AlertJobDeps): JobHandler {
  const ownership = new OwnershipCache<unknown>();
  return async (job) => {
    const { store, upstream, config, log } = deps;
    const every = config.alerts.everyMs;
    const customer = job.key;
    const recipient = await recipientOf(store, customer);
    // Alerts turned off, or paused until the customer signs in again: the job ends here.
    if (!recipient || recipient.pausedReason) return { nextInMs: null };
    if (!(await takeBudget(store, customer, CALLS_PER_RUN))) {
      log.info({ job: job.id }, 'alerts: hourly call budget spent; evaluated next hour');
      return { nextInMs: Math.max(every, 3_600_000 - (Date.now() % 3_600_000)) };
    }
    const holder = jobSession(
      customer,
      { userInfo: { email: customer, businessConventions: [] }, anagrafiche: [] },
      '',
    );
    const call = { session: holder, log };
    try {
      // The lineage's access token is not kept: each run starts by renewing it (single-flight).
      await upstream.refresh(call, '');
      const info = await upstream.request<SessionUser>(call, {
        method: 'GET',
        path: '/api/user/info',
      });
      holder.user = {
        userInfo: {
          email: info.body.userInfo.email,
          businessConventions: info.body.userInfo.businessConventions ?? [],
        },
        anagrafiche: info.body.anagrafiche ?? [],
      };
    } catch (error) {
      if (error instanceof SessionEndedError) return { nextInMs: null };
      throw error;
    }
    const ctx = {
      upstream,
      call,
      session: holder,
      authz: new Authorizer(upstream, call, ownership),
    } as unknown as ApiContext;
    const segment = resolveSegment({ user: holder.user });
    const own = [...ctx.authz.own];
    const settings = new EffectiveSettings(
      (
        await store.query<AlertSettingRow & { kind: string }>(
          `SELECT kind, scope, enabled, parameter::float8 AS parameter FROM alert_settings WHERE customer = $1`,
          [customer],
        )
      ).filter((row) => isAlertKind(row.kind)),
    );
    const enrolled = await store.query<{ day: string }>(
      `SELECT to_char(enrolled_at AT TIME ZONE 'Europe/Rome', 'YYYY-MM-DD') AS day FROM alert_recipients WHERE customer = $1`,
      [customer],
    );
    const enrolledDay = enrolled[0]?.day ?? romeToday();
    const today = romeToday();
    const candidates: CandidateAlert[] = [];

    const bills = await fetchInvoices(ctx, {
      idanagrafica: own,
      first: NEWEST,
      offset: 0,
      sort: 'ISSUE_DATE_DESC',
    });
    candidates.push(
      ...billAlerts(
        bills.nodes.map((f) => ({
          numeroFattura: f.numeroFattura,
          dataEmissione: f.dataEmissione,
          dataScadenza: f.dataScadenza,
          pagato: f.pagato === true,
          totaleApagare: f.totaleApagare ?? null,
          importo: f.importo ?? null,
          podPdr: f.podPdr ?? null,
        })),
        settings,
        today,
        enrolledDay,
      ),
    );
    if (segment === 'retail') {
      const gas = await fetchContracts(ctx, {
        idanagrafica: own,
        codUtility: 'Gas',
        first: 100,
        offset: 0,
      });
      candidates.push(
        ...selfReadingAlerts(
          gas.nodes.map((c) => ({
            podPdr: c.codicePunto,
            canInsertLettura: c.canInsertLettura === true,
            finestraLetturaDal: c.finestraLetturaDal ?? null,
            finestraLetturaAl: c.finestraLetturaAl ?? null,
          })),
          settings,
          today,
        ),
      );
    }
    const [operations, requests] = await Promise.all([
      upstream.graphql<{ operazioni: Page<OperazioneRecord> }>(call, {
        query: OPERAZIONI_QUERY,
        operationName: 'Operazioni',
        variables: { idanagrafica: own, first: NEWEST, offset: 0 },
      }),
      upstream.graphql<{ richiesteGestione: Page<RichiestaGestioneRecord> }>(call, {
        query: RICHIESTE_QUERY,
        operationName: 'RichiesteGestione',
        variables: { idanagrafica: own, first: NEWEST, offset: 0 },
      }),
    ]);
    const lastDay = (history: ReadonlyArray<{ data?: string | null }> | null | undefined) =>
      history
        ?.map((h) => h.data ?? '')
        .sort()
        .at(-1) ?? null;
    candidates.push(
      ...requestAlerts(
        [
          ...operations.operazioni.nodes
            .filter((o) => ctx.authz.owns(o.idanagrafica))
            .map((o) => ({
              family: 'operation',
              id: String(o.idoperazione),
              state: String(o.stato),
              since: o.dataUltimoAggiornamento ?? lastDay(o.storico),
              podPdr: o.podPdr ?? null,
            })),
          ...requests.richiesteGestione.nodes
            .filter((r) => ctx.authz.owns(r.idanagrafica))
            .map((r) => ({
              family: 'supplyRequest',
              id: String(r.idrichiesta),
              state: String(r.stato),
              since: lastDay(r.storico) ?? r.dataRichiesta ?? null,
              podPdr: null,
            })),
        ],
        settings,
        enrolledDay,
      ),
    );
    // Consumption, budgets and conventions: every few hours, with calls of their own (0024).
    candidates.push(
      ...(await usageAlerts({
        store,
        log,
        customer,
        ctx,
        today,
        take: (calls) => takeBudget(store, customer, calls),
      })),
    );
    await raise(deps, recipient, candidates);
    return { nextInMs: every };
  };
}

/** Inserts each alert's unique key first; only the ones inserted now (and any not yet mailed) go out. */
async function raise(
  deps: AlertJobDeps,
  recipient: { customer: string; email: string; locale: string },
  candidates: readonly CandidateAlert[],
): Promise<void> {
  const { store, mailer, config, log } = deps;
  for (const alert of candidates) {
    await store.query(
      `INSERT INTO alerts (customer, kind, subject, period, facts) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (customer, kind, subject, period) DO NOTHING`,
      [recipient.customer, alert.kind, alert.subject, alert.period, JSON.stringify(alert.facts)],
    );
  }
  // Claimed for mailing one at a time (a parallel run of the same customer cannot take it too).
  for (;;) {
    const claimed = await store.query<{
      id: string;
      kind: string;
      facts: Record<string, string | number | null>;
    }>(
      `UPDATE alerts SET mailed_at = now()
       WHERE id = (SELECT id FROM alerts WHERE customer = $1 AND mailed_at IS NULL
                   ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
       RETURNING id::text AS id, kind, facts`,
      [recipient.customer],
    );
    const alert = claimed[0];
    if (!alert || !isAlertKind(alert.kind)) return;
    const token = unsubscribeToken(
      config.alerts.linkSecret,
      recipient.customer,
      alert.kind,
      Date.now() + config.alerts.linkTtlMs,
    );
    try {
      await mailer.send({
        to: recipient.email,
        locale: recipient.locale,
        kind: alert.kind,
        facts: alert.facts,
        unsubscribeUrl: `${config.publicOrigin}${UNSUBSCRIBE_PATH}?t=${token}`,
        portalUrl: config.publicOrigin,
      });
    } catch (error) {
      // Not sent: marked unsent again for the next run (a mail is never sent twice on purpose).
      await store.query('UPDATE alerts SET mailed_at = NULL WHERE id = $1::bigint', [alert.id]);
      log.warn(
        { err: error instanceof Error ? error.message : 'unknown', kind: alert.kind },
        'alerts: mail not sent',
      );
      throw error;
    }
  }
}
