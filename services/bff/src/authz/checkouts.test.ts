import { describe, expect, it } from 'vitest';
import { MemorySessionStore } from '../session/memory-store.ts';
import type { PortalSession } from '../session/types.ts';
import { CHECKOUT_TTL_MS, CheckoutRegistry } from './checkouts.ts';

async function storeWith(...ids: string[]): Promise<MemorySessionStore> {
  const store = new MemorySessionStore(3600);
  for (const id of ids) await store.set({ id, createdAt: Date.now() } as PortalSession);
  return store;
}

describe('checkouts per session (§7 Payment: at most one open checkout per invoice)', () => {
  it('asks upstream one call at a time per session and invoice, and keeps one entry per checkout id', async () => {
    const registry = new CheckoutRegistry(await storeWith('s'));
    let running = 0;
    let most = 0;
    // Upstream answers the invoice's open checkout again (docs/upstream-contract.md "Payment").
    const create = async () => {
      most = Math.max(most, ++running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
      return { checkoutId: 'c1', paymentUrl: 'https://pay/1' };
    };
    const [a, b] = await Promise.all([
      registry.open('s', 1, create),
      registry.open('s', 1, create),
    ]);
    expect(most).toBe(1);
    expect(a.checkoutId).toBe('c1');
    expect(b).toEqual(a);
    expect(await registry.find('s', 'c1')).toEqual(a);
  });

  it('a checkout is known only to its session, through the store (any replica); a closed one stays readable', async () => {
    const store = await storeWith('s', 'other');
    const registry = new CheckoutRegistry(store);
    let n = 0;
    const create = async () => ({ checkoutId: `c${++n}`, paymentUrl: 'u' });
    await registry.open('s', 1, create);
    const otherReplica = new CheckoutRegistry(store);
    expect((await otherReplica.find('s', 'c1'))?.invoiceId).toBe(1);
    expect(await otherReplica.find('other', 'c1')).toBeNull();
    await otherReplica.close('s', 'c1');
    expect((await otherReplica.find('s', 'c1'))?.closed).toBe(true);
    expect((await registry.open('s', 1, create)).checkoutId).toBe('c2');
  });

  it('checkouts expire after their time to live', async () => {
    let now = Date.now();
    const registry = new CheckoutRegistry(await storeWith('s'), () => now);
    await registry.open('s', 1, async () => ({ checkoutId: 'c1', paymentUrl: 'u' }));
    now += CHECKOUT_TTL_MS + 1;
    expect(await registry.find('s', 'c1')).toBeNull();
  });

  it('a failed creation is not remembered', async () => {
    const registry = new CheckoutRegistry(await storeWith('s'));
    await expect(
      registry.open('s', 1, async () => Promise.reject(new Error('down'))),
    ).rejects.toThrow('down');
    expect(
      (await registry.open('s', 1, async () => ({ checkoutId: 'c9', paymentUrl: 'u' }))).checkoutId,
    ).toBe('c9');
  });
});
