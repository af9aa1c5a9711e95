// The limits on starting invoice PDF exports (docs/api.md "Invoice exports"). One start puts up
// to 500 PDFs on the supplier's export service, so a customer may have only a few jobs not yet
// finished (EXPORT_OPEN_JOBS_MAX) and start only so many an hour (EXPORT_STARTS_PER_HOUR, counted
// with the rate limit's store: shared through Redis), and the same export asked for again within
// minutes answers the job already started (a double click, a repeated script). The check and the
// start run under a lock per customer (across replicas with Redis), so parallel requests cannot
// all pass a count made before any of them started.
import { createHash } from 'node:crypto';
import { isExportJobPending } from '@portal/shared/status';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../errors/api-error.ts';
import type { ApiContext } from '../../graphql/context.ts';
import { patchSession, type PortalSession } from '../../session/types.ts';
import { toExportJob } from './mapping.ts';
import { exportJobs } from './ownership.ts';

/** How long the same export asked for again answers the job it started. */
export const REPEAT_WINDOW_MS = 5 * 60_000;
/** The window of EXPORT_STARTS_PER_HOUR. */
const STARTS_WINDOW_MS = 60 * 60_000;
/** Recent starts a session remembers (the newest). */
const REMEMBERED = 20;

/** A start the session made: which export (its key) and the job it got. */
interface RecentExport {
  key: string;
  jobId: string;
  at: number;
}

/** The session as stored, with the recent starts this module keeps in it. */
type WithRecentExports = PortalSession & { recentExports?: RecentExport[] };

type ExportJob = ReturnType<typeof toExportJob>;

function digest(text: string): string {
  return createHash('sha256').update(text).digest('base64url');
}

/** The customer a session is for (the person upstream lists the jobs of), as a key of the store. */
function customerOf(session: PortalSession): string {
  return digest(session.user.userInfo.email.toLowerCase());
}

/** What makes two starts the same export: the kind and the invoices, in any order. */
export function exportKey(ids: readonly number[], detail: boolean): string {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  return digest(`${detail ? 'detail' : 'list'}:${sorted.join(',')}`);
}

const limiters = new WeakMap<FastifyInstance, ReturnType<FastifyInstance['createRateLimit']>>();

/** Counts a start of the request's customer; made once per app, with the rate limit's store. */
function countStart(app: FastifyInstance, request: FastifyRequest) {
  let limiter = limiters.get(app);
  if (!limiter) {
    limiter = app.createRateLimit({
      timeWindow: STARTS_WINDOW_MS,
      max: app.config.exports.startsPerHour,
      keyGenerator: (counted) =>
        `exports:${counted.portalSession ? customerOf(counted.portalSession) : ''}`,
    });
    limiters.set(app, limiter);
  }
  return limiter(request);
}

/**
 * Starts an export with `start`, unless the session asked for the same one within
 * REPEAT_WINDOW_MS and its job has not failed (that job is answered), the customer has
 * EXPORT_OPEN_JOBS_MAX jobs not yet finished (tooManyOpenExports) or has started
 * EXPORT_STARTS_PER_HOUR in the hour (tooManyExportStarts).
 */
export function startOnce(
  ctx: ApiContext,
  ids: readonly number[],
  detail: boolean,
  start: () => Promise<ExportJob>,
): Promise<ExportJob> {
  const { app, session } = ctx;
  const key = exportKey(ids, detail);
  return app.sessions.withLock(`exports:${customerOf(session)}`, async () => {
    const now = Date.now();
    const stored = (await app.sessions.get(session.id)) as WithRecentExports | null;
    const recent = (stored?.recentExports ?? []).filter((r) => r.at > now - REPEAT_WINDOW_MS);
    const jobs = await exportJobs(ctx.authz);
    const same = recent.find((r) => r.key === key);
    const existing = same && jobs.find((j) => String(j.idJob) === same.jobId);
    // A job that ran or is running is the answer; one that failed or was cancelled is not.
    if (existing && (isExportJobPending(existing.status) || existing.status === 5))
      return toExportJob(existing);
    const { maxOpenJobs } = app.config.exports;
    if (jobs.filter((j) => isExportJobPending(j.status)).length >= maxOpenJobs)
      throw new ApiError(
        'RATE_LIMITED',
        `${maxOpenJobs} exports are not finished yet: start another once one has finished`,
        { reason: 'tooManyOpenExports', max: maxOpenJobs },
      );
    const counted = await countStart(app, ctx.reply.request);
    if (!counted.isAllowed && counted.isExceeded)
      throw new ApiError(
        'RATE_LIMITED',
        `${counted.max} exports were started within the hour: retry after ${counted.ttlInSeconds} s`,
        {
          reason: 'tooManyExportStarts',
          max: counted.max,
          retryAfterSeconds: counted.ttlInSeconds,
        },
      );
    const job = await start();
    const entry: RecentExport = { key, jobId: job.id, at: now };
    await patchSession(app.sessions, session.id, (latest) => {
      // A new list rather than a change in place: stored sessions are read-only snapshots.
      const kept = ((latest as WithRecentExports).recentExports ?? []).filter(
        (r) => r.at > now - REPEAT_WINDOW_MS && r.key !== key,
      );
      (latest as WithRecentExports).recentExports = [...kept, entry].slice(-REMEMBERED);
    });
    return job;
  });
}
