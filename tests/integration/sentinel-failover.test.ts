// Redis that survives a node (docs/operations.md): the production shape with a Redis primary, its
// replica and three sentinels; two built BFF replicas reach Redis through the sentinels
// (REDIS_SENTINELS). Customers browse while the sentinels first hand the primary over (SENTINEL
// FAILOVER: the old primary lives on as a replica and drops its clients), then the new
// primary is killed (SIGKILL, a lost machine) and the first is promoted again. The BFF replicas
// follow by themselves. No session is lost — every customer keeps browsing with the cookie it
// had — and requests succeed again once each new primary is named.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pool } from '../bench/load.ts';
import { ACCOUNTS, Customer, SessionLost, Stats } from '../bench/load-customers.ts';
import { startShape, type Shape } from '../shape/portal.ts';

const CUSTOMERS = 10;
/** After the new primary is named, the replicas answer again within this (ioredis reconnects). */
const RECOVERY_MS = 3_000;

let shape: Shape;
const stats = new Stats();
const customers: Customer[] = [];

beforeAll(async () => {
  // The `shape` project's global set-up built the BFF (tests/shape/bff-bundle.global.ts).
  shape = await startShape({ build: false, sentinel: true });
  const all = Array.from(
    { length: CUSTOMERS },
    (_, i) => new Customer(i, ACCOUNTS[i % ACCOUNTS.length]!, shape.origin, stats),
  );
  await pool(all, 5, async (customer) => {
    await customer.signIn();
    await customer.discover();
    customers.push(customer);
  });
}, 150_000);

afterAll(async () => {
  for (const customer of customers) customer.close();
  await shape?.stop();
});

describe('Redis behind Sentinel', () => {
  it('loses no session and answers again when the primary is killed during traffic', async () => {
    const sentinel = shape.sentinel!;
    const [first, second] = sentinel.nodes;
    expect(await sentinel.primaryPort()).toBe(first?.port);

    // Traffic: every customer browses, one page after another, until told to stop.
    let browsing = true;
    const lost = new Set<number>();
    const traffic = customers.map(async (customer) => {
      while (browsing) {
        try {
          await customer.nextPage();
        } catch (error) {
          if (!(error instanceof SessionLost)) throw error;
          lost.add(customer.index);
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
      }
    });
    await expect.poll(() => stats.pageViews, { timeout: 20_000 }).toBeGreaterThan(CUSTOMERS);

    // Requests started from RECOVERY_MS after a new primary was named all succeed.
    const served = async (after: number) => {
      await expect
        .poll(() => stats.timeline.filter((t) => t.at >= after && t.ok).length, {
          timeout: 20_000,
        })
        .toBeGreaterThan(CUSTOMERS);
      return stats.timeline.filter((t) => t.at >= after && !t.ok);
    };

    const handedOver = await sentinel.handOver();
    const handed = await sentinel.failedOver(handedOver.port, 20_000);
    expect(handed.port).toBe(second?.port);
    expect(await served(handed.at + RECOVERY_MS)).toEqual([]);

    await sentinel.inSync(first?.port ?? 0, 20_000);
    const killed = await sentinel.killPrimary();
    const promoted = await sentinel.failedOver(killed.port, 20_000);
    expect(promoted.port).toBe(first?.port);
    const settled = promoted.at + RECOVERY_MS;
    expect(await served(settled)).toEqual([]);
    browsing = false;
    await Promise.all(traffic);

    expect(lost.size).toBe(0);
    expect(stats.timeline.filter((t) => t.at >= settled && !t.ok)).toEqual([]);
    // And every customer's session is there on the new primary: one more page each, with the
    // cookie from before the failover.
    const failedBefore = stats.failed;
    await Promise.all(customers.map((customer) => customer.nextPage()));
    expect(stats.failed).toBe(failedBefore);
    const keys = (await sentinel.info(promoted.port)).db0 ?? '';
    expect(Number(/keys=(\d+)/.exec(keys)?.[1])).toBeGreaterThanOrEqual(CUSTOMERS);
  }, 60_000);
});
