// The failover part of the load run (load.ts --failover), while the customers keep
// browsing: at a quarter of the run replica A gets SIGTERM (it drains; the supervisor starts it again
// once it exited), at half replica B gets SIGKILL (started again a second later), at three quarters
// Redis is stopped for two seconds and started again on its append-only file. Counted: the requests
// in flight on each replica when it was signalled and what became of them (the proxy's broken
// connections on it), how long the drain took and whether it ended by itself, the answers while
// Redis was away (503 with the API's body expected, nothing else) and how soon the portal answered
// again once Redis was back.
import type { RoundRobinProxy } from '../shape/proxy.ts';
import type { Replica } from '../shape/processes.ts';
import type { Stats } from './load-customers.ts';

export interface FailoverReport {
  lines: string[];
  targets: Array<[string, boolean]>;
}

interface FailoverOptions {
  started: number;
  durationMs: number;
  replicas: Replica[];
  proxy: RoundRobinProxy;
  stats: Stats;
  restartRedis(downMs: number): Promise<{ stoppedAt: number; backAt: number }>;
}

const REDIS_DOWN_MS = 2_000;
/** Time after Redis is back within which the portal must answer again. */
const RECOVERY_TARGET_MS = 3_000;

const sleepUntil = (at: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));

/** Waits until the replica's process exited after `since`; the exit event, or null after `ms`. */
async function exitAfter(replica: Replica, since: number, ms: number) {
  const deadline = Date.now() + ms;
  for (;;) {
    const exit = replica.events.find((e) => e.what === 'exited' && e.at >= since);
    if (exit || Date.now() > deadline) return exit ?? null;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function startedAfter(replica: Replica, since: number, ms: number) {
  const deadline = Date.now() + ms;
  for (;;) {
    const start = replica.events.find((e) => e.what === 'started' && e.at >= since);
    if (start || Date.now() > deadline) return start ?? null;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Waits (at most 5 s) for a moment when the replica has requests in flight, to signal it then. */
async function busy(proxy: RoundRobinProxy, replica: string): Promise<void> {
  const deadline = Date.now() + 5_000;
  while ((proxy.counters.replicas[replica]?.inFlight ?? 0) === 0 && Date.now() < deadline)
    await new Promise((resolve) => setImmediate(resolve));
}

export async function runFailover(options: FailoverOptions): Promise<FailoverReport> {
  const { started, durationMs, proxy, stats } = options;
  const [a, b] = options.replicas as [Replica, Replica];
  const lines: string[] = [];
  const targets: Array<[string, boolean]> = [];
  const counters = proxy.counters.replicas;

  // SIGTERM: the in-flight requests on A complete (no broken connection on A while it drains).
  await sleepUntil(started + durationMs * 0.25);
  await busy(proxy, 'A');
  const termAt = Date.now();
  const inFlightA = counters.A?.inFlight ?? 0;
  const brokenA = counters.A?.broken ?? 0;
  a.signal('SIGTERM');
  const exitA = await exitAfter(a, termAt, 30_000);
  const brokenDuringDrain = (counters.A?.broken ?? 0) - brokenA;
  const backA = await startedAfter(a, termAt, 30_000);
  lines.push(
    `SIGTERM to replica A: ${inFlightA} requests in flight through the proxy; drained and exited in ${exitA ? exitA.at - termAt : '-'} ms (${exitA?.detail ?? 'did not exit'}), ${brokenDuringDrain} connections broken while draining; serving again ${backA ? backA.at - termAt : '-'} ms after the signal`,
  );
  targets.push(['SIGTERM: the drain ends by itself (exit code 0)', exitA?.detail === 'code 0']);
  targets.push([
    'SIGTERM: requests in flight on the stopped replica complete (0 broken)',
    brokenDuringDrain === 0,
  ]);

  // SIGKILL: whatever was in flight on B fails; the proxy retries GETs elsewhere, the client the rest.
  await sleepUntil(started + durationMs * 0.5);
  await busy(proxy, 'B');
  const killAt = Date.now();
  const inFlightB = counters.B?.inFlight ?? 0;
  const brokenB = counters.B?.broken ?? 0;
  const refusedB = counters.B?.refused ?? 0;
  const badGateway = proxy.counters.badGateway;
  const retried = stats.retried;
  const failed = stats.failed;
  b.signal('SIGKILL');
  const backB = await startedAfter(b, killAt, 30_000);
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  lines.push(
    `SIGKILL to replica B: ${inFlightB} requests in flight; ${(counters.B?.broken ?? 0) - brokenB} broken connections and ${(counters.B?.refused ?? 0) - refusedB} refused ones on B, ${proxy.counters.badGateway - badGateway} answered 502 by the proxy (a POST already sent), ${stats.retried - retried} requests retried by the customers, ${stats.failed - failed} failed after their retry; serving again ${backB ? backB.at - killAt : '-'} ms after the kill`,
  );
  targets.push([
    'SIGKILL: every failed request of the killed replica succeeded on retry',
    stats.failed === failed,
  ]);

  // Redis stopped for two seconds and started again on its append-only file.
  await sleepUntil(started + durationMs * 0.75);
  const beforeRedis = { failed: stats.failed, unavailable: stats.storeUnavailable };
  const { stoppedAt, backAt } = await options.restartRedis(REDIS_DOWN_MS);
  await new Promise((resolve) => setTimeout(resolve, RECOVERY_TARGET_MS + 1_000));
  const firstOk = stats.timeline
    .filter((t) => t.ok && t.at >= backAt)
    .sort((x, y) => x.at - y.at)[0];
  const lastFailure = stats.timeline
    .filter((t) => !t.ok && t.at >= stoppedAt)
    .sort((x, y) => y.at - x.at)[0];
  const failuresOutside = stats.timeline.filter(
    (t) =>
      !t.ok &&
      (t.at < stoppedAt - 1_000 || t.at > backAt + RECOVERY_TARGET_MS) &&
      t.at >= stoppedAt - 1_000,
  ).length;
  const answers503 = stats.storeUnavailable - beforeRedis.unavailable;
  lines.push(
    `Redis stopped for ${backAt - stoppedAt} ms and started again (append-only file): ${answers503} answers 503 { UPSTREAM_UNAVAILABLE, sessionStoreUnavailable } to the customers, ${stats.failed - beforeRedis.failed} requests failed after their retry; first success ${firstOk ? firstOk.at - backAt : '-'} ms after Redis was back; the last failed request started ${lastFailure ? lastFailure.at - backAt : '-'} ms from then`,
  );
  targets.push([
    "Redis away: the portal answers the API's 503 (no other failure outside the outage)",
    failuresOutside === 0,
  ]);
  targets.push([
    `Redis back: the portal answers again within ${RECOVERY_TARGET_MS} ms`,
    firstOk !== undefined && firstOk.at - backAt <= RECOVERY_TARGET_MS,
  ]);
  return { lines, targets };
}
