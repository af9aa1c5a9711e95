// Graceful drain on SIGTERM: an orchestrator stopping a replica must not cut the
// requests it is serving. Fastify's close() stops accepting connections, closes the idle keep-alive
// ones, waits for the requests in flight and only then runs the onClose hooks (session store,
// upstream pools). Two gaps remain, both closed here:
// - a keep-alive connection whose request was in flight when close() began becomes idle only
//   afterwards, and Node then leaves it open until its keep-alive timeout (72 s in Fastify), so the
//   process outlived any orchestrator's grace period; idle connections are closed as they appear;
// - a request that never ends (a stuck upstream, a client reading a PDF slowly) held the drain for
//   ever; after the drain timeout every remaining connection is closed.
import type { FastifyInstance } from 'fastify';

/** How often connections that became idle during the drain are closed. */
const IDLE_SWEEP_MS = 50;
/**
 * After the drain timeout, how long the onClose hooks (session store, upstream pools) get: a pool
 * waits for its calls in flight, and the call of a cut request may be the one that was stuck.
 */
const CLOSE_GRACE_MS = 500;

export interface DrainResult {
  /** True when the drain timeout ran out and the remaining connections were cut. */
  forced: boolean;
  /** How long the drain took, in milliseconds. */
  ms: number;
}

/**
 * Closes the app as a replica should stop: finish what is in flight, for at most `timeoutMs` (then
 * cut it and give the rest CLOSE_GRACE_MS). The caller exits the process afterwards.
 */
export async function drain(app: FastifyInstance, timeoutMs: number): Promise<DrainResult> {
  const started = Date.now();
  const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
  let deadline: NodeJS.Timeout | undefined;
  const closed = app.close().then(() => false);
  const timedOut = new Promise<true>((resolve) => {
    deadline = setTimeout(() => {
      app.log.warn({ timeoutMs }, 'drain timed out: closing the remaining connections');
      app.server.closeAllConnections();
      resolve(true);
    }, timeoutMs);
  });
  try {
    const forced = await Promise.race([closed, timedOut]);
    if (forced) {
      let grace: NodeJS.Timeout | undefined;
      await Promise.race([
        closed,
        new Promise((resolve) => (grace = setTimeout(resolve, CLOSE_GRACE_MS))),
      ]);
      clearTimeout(grace);
    }
    return { forced, ms: Date.now() - started };
  } finally {
    clearInterval(sweep);
    clearTimeout(deadline);
  }
}
