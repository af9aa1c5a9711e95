// A short run of the load script (tests/bench/load.ts): the production shape starts
// (Redis, the sandbox, two built BFF replicas behind the round-robin proxy), five customers sign in
// through the identity provider and browse for three seconds, and the run reports its figures and
// meets its targets — so `pnpm bench:load` keeps working. The full run (500 customers, 60 s) is not
// part of the test command.
import { describe, expect, it } from 'vitest';
import { runLoad } from '../bench/load.ts';
import { SHAPE_RUN_LIMIT_MS } from '../shape/limits.ts';

describe('the load script', () => {
  it(
    'runs the production shape with five customers for three seconds and meets its targets',
    async () => {
      const result = await runLoad({
        customers: 5,
        durationS: 3,
        thinkMs: 300,
        signInConcurrency: 5,
        failover: false,
        // The `shape` project's global set-up built the BFF (tests/shape/bff-bundle.global.ts).
        build: false,
        log: () => undefined,
      });
      expect(result.lines.filter((line) => line.startsWith('NOT MET'))).toEqual([]);
      expect(result.targetsMet).toBe(true);
      expect(result.stats.pageViews).toBeGreaterThan(5);
      expect([...result.stats.latencies.keys()]).toEqual(
        expect.arrayContaining([
          'GET /api/session',
          'graphql Invoices',
          'GET /api/files/invoices/:id',
        ]),
      );
      expect(result.lines.some((line) => line.startsWith('Upstream calls per page view:'))).toBe(
        true,
      );
    },
    SHAPE_RUN_LIMIT_MS,
  );
});
