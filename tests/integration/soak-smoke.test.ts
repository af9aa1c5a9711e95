// A short run of the soak script (tests/bench/soak.ts): the production shape starts, three
// customers browse for six seconds, every replica's resident memory, heap in use and event loop
// delay are read from its /metrics each second, and the run prints its curve and its verdict — so
// `pnpm bench:soak` keeps working. The hour's run is not part of the test command; six seconds
// cannot tell a leak, so the memory bound here is left wide (the verdict itself:
// soak-verdict.test.ts).
import { describe, expect, it } from 'vitest';
import { runSoak } from '../bench/soak.ts';
import { SHAPE_RUN_LIMIT_MS } from '../shape/limits.ts';

describe('the soak script', () => {
  it(
    'samples each replica every interval under load and reports the curve and the verdict',
    async () => {
      const result = await runSoak({
        minutes: 0.1,
        customers: 3,
        thinkMs: 300,
        warmUpMinutes: 0.02,
        bound: 100,
        sampleSeconds: 1,
        signInConcurrency: 3,
        // The `shape` project's global set-up built the BFF (tests/shape/bff-bundle.global.ts).
        build: false,
        log: () => undefined,
      });
      // Every target but the failure rate, which one request lost to a saturated machine would
      // decide in a run of some fifty requests (load-smoke.test.ts holds the load run to 0 errors).
      expect(
        result.lines.filter(
          (line) => line.startsWith('NOT MET') && !line.includes('failed after their retry'),
        ),
        result.lines.join('\n'),
      ).toEqual([]);
      // A sample as the load starts and one a second until the end.
      expect(result.samples.length).toBeGreaterThanOrEqual(6);
      for (const sample of result.samples)
        for (const name of ['A', 'B']) {
          const replica = sample.replicas[name];
          expect(replica?.rssMb).toBeGreaterThan(10);
          expect(replica?.heapUsedMb).toBeGreaterThan(1);
          expect(replica?.loopP99Ms).toBeGreaterThanOrEqual(0);
          expect(replica?.loopMaxMs).toBeGreaterThanOrEqual(replica?.loopP99Ms ?? 0);
        }
      expect(result.samples.reduce((n, s) => n + s.requests, 0)).toBeGreaterThan(5);
      expect(result.lines).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^\| min \| A RSS MB \| A heap MB/),
          expect.stringMatching(/^MET {5}A heap (used|after a full collection) grows at most/),
          'MET     0 sessions lost',
        ]),
      );
    },
    SHAPE_RUN_LIMIT_MS,
  );
});
