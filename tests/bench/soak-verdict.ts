// The verdict of the soak run (soak.ts): whether a replica's memory kept growing once warm. After
// the warm-up, the median of the last third of the samples against the median of the first third,
// for the resident memory and the V8 heap of every replica. The heap judged is the heap in use just
// after the latest full collection (what the replica keeps alive) when the replica reports it: the
// heap in use sampled at any moment saws up and down with each collection — by 60 to 220 MB under
// the soak's load — so the median of a third's samples moves by a quarter from one run to the next
// without any leak. A replica that does not report it is judged on its sampled heap in use. The
// event loop's delay is reported beside it, not judged: on a shared machine it follows the other
// work, not the portal.

/** One replica's figures at one sample. */
export interface ReplicaSample {
  rssMb: number;
  heapUsedMb: number;
  /** The heap in use just after the latest full collection; NaN while the replica has none. */
  heapAfterGcMb?: number;
  /** The event loop's delay since the previous sample, in ms. */
  loopP99Ms: number;
  loopMaxMs: number;
}

export interface Growth {
  replica: string;
  measure: 'RSS' | 'heap used' | 'heap after a full collection';
  /** Median of the first and of the last third of the samples after the warm-up, in MB. */
  first: number;
  last: number;
  /** (last − first) / first. */
  growth: number;
  /** Least-squares slope over the samples after the warm-up, MB an hour. */
  slopeMbPerHour: number;
  met: boolean;
}

export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** Slope of the least-squares line through (minute, value), per hour. */
export function slopePerHour(minutes: number[], values: number[]): number {
  const n = values.length;
  if (n < 2) return 0;
  const mx = minutes.reduce((a, b) => a + b, 0) / n;
  const my = values.reduce((a, b) => a + b, 0) / n;
  let num = 0;
  let den = 0;
  for (let i = 0; i < n; i += 1) {
    num += ((minutes[i] as number) - mx) * ((values[i] as number) - my);
    den += ((minutes[i] as number) - mx) ** 2;
  }
  return den === 0 ? 0 : (num / den) * 60;
}

/**
 * The growth of each replica's memory after the warm-up. `samples[i]` holds every replica's
 * figures at `minutes[i]`; at least three samples after the warm-up are needed (else not met).
 */
export function memoryGrowth(
  minutes: number[],
  samples: Array<Record<string, ReplicaSample>>,
  warmUpMinutes: number,
  bound: number,
): Growth[] {
  const warm = minutes.flatMap((minute, i) => (minute >= warmUpMinutes ? [i] : []));
  const third = Math.max(1, Math.floor(warm.length / 3));
  const names = Object.keys(samples[0] ?? {});
  const live = (replica: string) =>
    warm.every((i) => Number.isFinite(samples[i]?.[replica]?.heapAfterGcMb ?? Number.NaN));
  const measures = (replica: string): Array<[Growth['measure'], (s: ReplicaSample) => number]> => [
    ['RSS', (s) => s.rssMb],
    live(replica)
      ? ['heap after a full collection', (s) => s.heapAfterGcMb as number]
      : ['heap used', (s) => s.heapUsedMb],
  ];
  return names.flatMap((replica) =>
    measures(replica).map(([measure, pick]) => {
      const values = warm.map((i) => pick(samples[i]?.[replica] as ReplicaSample));
      const first = median(values.slice(0, third));
      const last = median(values.slice(-third));
      const growth = (last - first) / first;
      return {
        replica,
        measure,
        first,
        last,
        growth,
        slopeMbPerHour: slopePerHour(
          warm.map((i) => minutes[i] as number),
          values,
        ),
        met: warm.length >= 3 && Number.isFinite(growth) && growth <= bound,
      };
    }),
  );
}
