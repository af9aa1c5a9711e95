// The verdict of the soak run (tests/bench/soak-verdict.ts): a replica's memory that keeps growing
// after the warm-up fails it, a heap that rises and falls with its collections around a steady
// level does not, and the warm-up's own growth is not counted.
import { describe, expect, it } from 'vitest';
import { median, memoryGrowth, slopePerHour, type ReplicaSample } from '../bench/soak-verdict.ts';

const minutes = Array.from({ length: 61 }, (_, i) => i);

function run(heap: (minute: number) => number, rss: (minute: number) => number) {
  return minutes.map((m) => ({
    A: { rssMb: rss(m), heapUsedMb: heap(m), loopP99Ms: 12, loopMaxMs: 30 } as ReplicaSample,
  }));
}

describe('the soak verdict', () => {
  it('passes a heap that saws up and down around a steady level, after a warm-up that grew', () => {
    // Warm-up: 100 → 150 MB in ten minutes; then 150 MB ± 15 MB with each collection.
    const saw = (m: number) => (m < 10 ? 100 + 5 * m : 150 + (m % 3 === 0 ? -15 : 15));
    const growth = memoryGrowth(minutes, run(saw, saw), 10, 0.1);
    expect(growth.map((g) => [g.replica, g.measure, g.met])).toEqual([
      ['A', 'RSS', true],
      ['A', 'heap used', true],
    ]);
    expect(Math.abs(growth[0]?.growth ?? 1)).toBeLessThan(0.01);
  });

  it('fails a replica whose heap in use keeps growing after the warm-up, and names the measure', () => {
    // 60 MB of heap growing by 0.3 MB a minute: about +16 % between the first and last thirds.
    const growth = memoryGrowth(
      minutes,
      run(
        (m) => 60 + 0.3 * m,
        () => 150,
      ),
      10,
      0.1,
    );
    const heap = growth.find((g) => g.measure === 'heap used');
    expect(heap?.met).toBe(false);
    expect(heap?.growth).toBeCloseTo(0.156, 2);
    expect(heap?.slopeMbPerHour).toBeCloseTo(18, 5);
    expect(growth.find((g) => g.measure === 'RSS')?.met).toBe(true);
  });

  it('judges the heap after a full collection when the replica reports it, not the sawing heap in use', () => {
    // The heap in use saws between 60 and 220 MB with each collection, the live heap stays at 60 MB:
    // passed. The same saw with a live heap growing by 0.3 MB a minute: failed, on the live heap.
    const saw = (m: number) => (m % 3 === 0 ? 60 : m % 3 === 1 ? 220 : 140);
    const samples = (live: (m: number) => number) =>
      minutes.map((m) => ({
        A: { rssMb: 300, heapUsedMb: saw(m), heapAfterGcMb: live(m), loopP99Ms: 12, loopMaxMs: 30 },
      }));
    const steady = memoryGrowth(
      minutes,
      samples(() => 60),
      10,
      0.1,
    );
    expect(steady.map((g) => [g.measure, g.met])).toEqual([
      ['RSS', true],
      ['heap after a full collection', true],
    ]);
    const leaking = memoryGrowth(
      minutes,
      samples((m) => 60 + 0.3 * m),
      10,
      0.1,
    );
    const live = leaking.find((g) => g.measure === 'heap after a full collection');
    expect(live?.met).toBe(false);
    expect(live?.growth).toBeCloseTo(0.156, 2);
  });

  it('judges the sampled heap in use when a replica has not reported a full collection', () => {
    const growth = memoryGrowth(
      minutes,
      minutes.map((m) => ({
        A: {
          rssMb: 300,
          heapUsedMb: 60,
          heapAfterGcMb: m < 30 ? Number.NaN : 60,
          loopP99Ms: 12,
          loopMaxMs: 30,
        },
      })),
      10,
      0.1,
    );
    expect(growth.map((g) => g.measure)).toEqual(['RSS', 'heap used']);
  });

  it('does not judge fewer than three samples after the warm-up', () => {
    const growth = memoryGrowth(
      [0, 1, 2],
      run(
        () => 50,
        () => 150,
      ).slice(0, 3),
      2,
      0.1,
    );
    expect(growth.every((g) => !g.met)).toBe(true);
  });

  it('takes medians and least-squares slopes per hour', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(slopePerHour([0, 1, 2], [10, 11, 12])).toBe(60);
  });
});
