import { describe, expect, it } from 'vitest';
import { Loader, mapLimited } from './batch.ts';

describe('per-request loader (batching where one view needs many upstream calls)', () => {
  it('batches the keys asked for in one tick and fetches each key once', async () => {
    const batches: number[][] = [];
    const loader = new Loader<number, string>(async (keys) => {
      batches.push(keys);
      return new Map(keys.filter((k) => k !== 3).map((k) => [k, `v${k}`]));
    });
    const values = await Promise.all([
      loader.load(1),
      loader.load(2),
      loader.load(1),
      loader.load(3),
    ]);
    expect(values).toEqual(['v1', 'v2', 'v1', null]);
    expect(batches).toEqual([[1, 2, 3]]);
    expect(await loader.load(2)).toBe('v2');
    expect(batches).toHaveLength(1);
  });

  it('primed values are served without a batch; a failed batch is not cached', async () => {
    let calls = 0;
    const loader = new Loader<number, string>(async (keys) => {
      calls++;
      if (calls === 1) throw new Error('upstream down');
      return new Map(keys.map((k) => [k, `v${k}`]));
    });
    loader.prime(9, 'primed');
    expect(await loader.load(9)).toBe('primed');
    await expect(loader.load(1)).rejects.toThrow('upstream down');
    expect(await loader.load(1)).toBe('v1');
    expect(calls).toBe(2);
  });

  it('splits large batches', async () => {
    const sizes: number[] = [];
    const loader = new Loader<number, number>(async (keys) => {
      sizes.push(keys.length);
      return new Map(keys.map((k) => [k, k]));
    }, 2);
    await Promise.all([1, 2, 3, 4, 5].map((k) => loader.load(k)));
    expect(sizes).toEqual([2, 2, 1]);
  });

  it('mapLimited keeps order and never exceeds the limit in flight', async () => {
    let inFlight = 0;
    let peak = 0;
    const out = await mapLimited([5, 4, 3, 2, 1, 0], 2, async (n) => {
      inFlight++;
      peak = Math.max(peak, inFlight);
      await new Promise((r) => setImmediate(r));
      inFlight--;
      return n * 10;
    });
    expect(out).toEqual([50, 40, 30, 20, 10, 0]);
    expect(peak).toBe(2);
  });

  it('mapLimited starts no further item once one has failed (bounded fan-out)', async () => {
    const started: number[] = [];
    const run = mapLimited([1, 2, 3, 4, 5, 6, 7, 8], 2, async (n) => {
      started.push(n);
      await new Promise((r) => setImmediate(r));
      if (n === 2) throw new Error('upstream refused');
      return n;
    });
    await expect(run).rejects.toThrow('upstream refused');
    await new Promise((r) => setTimeout(r, 20));
    expect(started).toEqual([1, 2, 3]);
  });
});
