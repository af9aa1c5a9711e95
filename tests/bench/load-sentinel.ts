// The Sentinel part of the load run (load.ts --sentinel): the replicas reach Redis through three
// sentinels (tests/shape/sentinel.ts), and at half the run the primary is killed (SIGKILL, a lost
// machine) while the customers keep browsing. Counted: how long the sentinels took to name the
// replica as primary, the answers while no primary answered (503 with the API's body expected,
// nothing else), how soon the portal answered again once the new primary was named, and whether a
// request failed after that.
import type { Shape } from '../shape/portal.ts';
import type { Stats } from './load-customers.ts';

export interface SentinelReport {
  lines: string[];
  targets: Array<[string, boolean]>;
}

/** Time after the new primary is named within which the portal must answer again. */
const RECOVERY_TARGET_MS = 3_000;
/** Time after the kill within which the sentinels must have named a new primary. */
const FAILOVER_TARGET_MS = 10_000;

export async function runSentinelFailover(options: {
  started: number;
  durationMs: number;
  shape: Shape;
  stats: Stats;
}): Promise<SentinelReport> {
  const { started, durationMs, stats } = options;
  const sentinel = options.shape.sentinel;
  if (!sentinel) throw new Error('the shape runs no Sentinel');
  await new Promise((resolve) =>
    setTimeout(resolve, Math.max(0, started + durationMs / 2 - Date.now())),
  );
  const before = { failed: stats.failed, unavailable: stats.storeUnavailable };
  const killed = await sentinel.killPrimary();
  const promoted = await sentinel.failedOver(killed.port, 30_000);
  await new Promise((resolve) => setTimeout(resolve, RECOVERY_TARGET_MS + 1_000));
  const firstOk = stats.timeline
    .filter((t) => t.ok && t.at >= promoted.at)
    .sort((x, y) => x.at - y.at)[0];
  const failedAfter = stats.timeline.filter(
    (t) => !t.ok && t.at > promoted.at + RECOVERY_TARGET_MS,
  ).length;
  const failedBefore = stats.timeline.filter((t) => !t.ok && t.at < killed.at).length;
  const lines = [
    `Primary killed (SIGKILL, port ${killed.port}); the sentinels named the replica (port ${promoted.port}) ${promoted.at - killed.at} ms later; ${stats.storeUnavailable - before.unavailable} answers 503 { UPSTREAM_UNAVAILABLE, sessionStoreUnavailable } meanwhile, ${stats.failed - before.failed} requests failed after their retry; first success ${firstOk ? firstOk.at - promoted.at : '-'} ms after the new primary was named`,
  ];
  const targets: Array<[string, boolean]> = [
    [
      `Sentinel: a new primary within ${FAILOVER_TARGET_MS / 1000} s of the kill`,
      promoted.at - killed.at <= FAILOVER_TARGET_MS,
    ],
    [
      `Sentinel: the portal answers again within ${RECOVERY_TARGET_MS} ms of the new primary`,
      firstOk !== undefined && firstOk.at - promoted.at <= RECOVERY_TARGET_MS,
    ],
    [
      'Sentinel: no failed request before the kill nor after the recovery',
      failedBefore === 0 && failedAfter === 0,
    ],
  ];
  return { lines, targets };
}
