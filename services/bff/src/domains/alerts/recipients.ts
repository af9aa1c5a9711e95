// Who gets alerts and the credential their job uses (decision 0023). Turning alerts on gives the
// customer a token lineage of its own: a second portal sign-in (§7 POST /api/oauth/login) with the
// identity provider's token the session holds, under its own fingerprint, so the job's refreshes
// never spend the session's refresh token (upstream rotates them, one use each). Its refresh token
// is kept sealed (vault.ts); the job renews it single-flight under the row's lock and stores the
// rotated one. When it no longer refreshes the alerts pause, and the next sign-in renews them.
import { randomBytes } from 'node:crypto';
import { resolveLanguage } from '@portal/shared/format';
import { resolveSegment } from '@portal/shared/segment';
import type { OAuthConfiguration, TokenPair } from '@portal/upstream-contract/rest';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { selectedRegistry, type PortalSession } from '../../session/types.ts';
import type { Sql, Store } from '../../store/store.ts';
import { ensureJob, finishJob } from '../../jobs/queue.ts';
import type { PortalTokens, RefreshLock } from '../../upstream/session-tokens.ts';
import { open, seal } from './vault.ts';

export const EVALUATE_JOB = 'alerts.evaluate';

export interface Recipient {
  customer: string;
  email: string;
  locale: 'it' | 'de';
  segment: string;
  pausedReason: string | null;
  /** Paused alerts a sign-in resumed, not yet acknowledged by the customer. */
  resumed: boolean;
}

/** The customer a session is: the user's e-mail (§3 oauth_user), as upstream spells it. */
export function customerOf(session: PortalSession): string {
  return session.user.userInfo.email.toLowerCase();
}

export async function recipientOf(sql: Sql, customer: string): Promise<Recipient | null> {
  const rows = await sql.query<Recipient>(
    `SELECT customer, email, locale, segment, paused_reason AS "pausedReason",
       resumed_at IS NOT NULL AS resumed
     FROM alert_recipients WHERE customer = $1`,
    [customer],
  );
  return rows[0] ?? null;
}

export class EnrolmentError extends Error {
  constructor(readonly reason: 'signInAgain' | 'impersonated') {
    super(`alerts cannot be turned on: ${reason}`);
  }
}

/**
 * Makes the session's customer an alert recipient with a fresh token lineage, and their job due.
 * Called when alerts are turned on and on every sign-in of a recipient (which resumes paused ones).
 */
export async function enrol(
  app: FastifyInstance,
  session: PortalSession,
  log: FastifyBaseLogger,
): Promise<void> {
  // A staff member acting as the customer (§6) must not leave a credential behind.
  if (session.impersonation || session.bearer) throw new EnrolmentError('impersonated');
  const customer = customerOf(session);
  const fingerprint = `portal-alerts-${randomBytes(12).toString('base64url')}`;
  let pair: TokenPair;
  try {
    const configurations = await app.upstream.anonymous<OAuthConfiguration[]>({
      method: 'GET',
      path: '/api/configurations',
      log,
    });
    const configId = Array.isArray(configurations.body)
      ? configurations.body[0]?.oAuthConfigId
      : undefined;
    pair = (
      await app.upstream.anonymous<TokenPair>({
        method: 'POST',
        path: '/api/oauth/login',
        body: { OAuthConfigId: configId, Token: session.idp.accessToken, Fingerprint: fingerprint },
        log,
      })
    ).body;
  } catch (error) {
    // The identity provider's token of a long session has expired: a new sign-in gives a new one.
    log.warn(
      { err: error instanceof Error ? error.message : 'unknown' },
      'alerts: enrolment refused',
    );
    throw new EnrolmentError('signInAgain');
  }
  const registry = selectedRegistry(session);
  const locale = resolveLanguage({
    profileLocale: session.profile.locale,
    registryCulture: registry?.culture,
  });
  const segment = resolveSegment({ user: session.user, selectedRegistry: registry });
  const sealed = seal(app.config.alerts.tokenKey, customer, pair.refresh_token);
  await app.store.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO alert_recipients (customer, email, locale, segment, fingerprint, refresh_token)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (customer) DO UPDATE SET email = excluded.email, locale = excluded.locale,
         segment = excluded.segment, fingerprint = excluded.fingerprint,
         refresh_token = excluded.refresh_token, paused_reason = NULL, paused_at = NULL,
         resumed_at = CASE WHEN alert_recipients.paused_reason IS NOT NULL THEN now()
                           ELSE alert_recipients.resumed_at END,
         updated_at = now()`,
      [customer, session.user.userInfo.email, locale, segment, fingerprint, sealed],
    );
    await ensureJob(tx, { kind: EVALUATE_JOB, key: customer });
  });
}

/** Alerts turned off altogether: the credential goes, and the job with it. */
export async function withdraw(store: Store, customer: string): Promise<void> {
  await store.transaction(async (tx) => {
    await tx.query('DELETE FROM alert_recipients WHERE customer = $1', [customer]);
    await finishJob(tx, EVALUATE_JOB, customer);
  });
}

/** A sign-in of a recipient renews their credential (and resumes paused alerts). */
export async function renewOnSignIn(
  app: FastifyInstance,
  session: PortalSession,
  log: FastifyBaseLogger,
): Promise<void> {
  if (session.impersonation || session.bearer) return;
  try {
    if (!(await recipientOf(app.store, customerOf(session)))) return;
    await enrol(app, session, log);
  } catch (error) {
    log.warn(
      { err: error instanceof Error ? error.message : 'unknown' },
      'alerts: renewal at sign-in failed',
    );
  }
}

/**
 * The upstream client's refresh lock for a job (upstream/session-tokens.ts), keyed by customer: a
 * renewal runs in a transaction holding the recipient's row, so two workers never spend one token;
 * the rotated token is sealed back; a refused one pauses the customer's alerts.
 */
export function recipientLock(store: Store, key: Buffer): RefreshLock {
  // A renewal refused ends the lineage from inside `renew`, while the row is held: the pause is
  // written once the transaction is over (writing it inside would wait for the lock it holds).
  const renewing = new Map<string, string | null>();
  const pause = (customer: string, reason: string) =>
    store.query(
      // Paused again: a notice that they resumed is no longer true.
      'UPDATE alert_recipients SET paused_reason = $2, paused_at = now(), resumed_at = NULL WHERE customer = $1',
      [customer, reason],
    );
  return {
    async renewing(customer, renew) {
      renewing.set(customer, null);
      try {
        return await store.transaction(async (tx) => {
          const rows = await tx.query<{
            email: string;
            fingerprint: string;
            refresh_token: Uint8Array;
          }>(
            `SELECT email, fingerprint, refresh_token FROM alert_recipients
             WHERE customer = $1 AND paused_reason IS NULL FOR UPDATE`,
            [customer],
          );
          const row = rows[0];
          const refreshToken = row ? open(key, customer, row.refresh_token) : null;
          if (!row) return null;
          if (refreshToken === null) {
            renewing.set(customer, 'unreadable');
            return null;
          }
          const stored: PortalTokens = { accessToken: '', refreshToken, accessTokenExpiresAt: 0 };
          const tokens = await renew({
            tokens: stored,
            username: row.email,
            fingerprint: row.fingerprint,
          });
          await tx.query(
            'UPDATE alert_recipients SET refresh_token = $2, updated_at = now() WHERE customer = $1',
            [customer, seal(key, customer, tokens.refreshToken)],
          );
          return tokens;
        });
      } finally {
        const reason = renewing.get(customer);
        renewing.delete(customer);
        if (reason) await pause(customer, reason);
      }
    },
    // The row's lock makes renewals of one customer one at a time: none spends a token beside another.
    renewedBeside: async () => null,
    end: async (customer, reason) => {
      if (renewing.has(customer)) renewing.set(customer, reason);
      else await pause(customer, reason);
    },
  };
}
