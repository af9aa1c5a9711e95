import { describe, expect, it } from 'vitest';
import { CHECKOUT_TTL_MS, CheckoutRegistry } from './checkouts.ts';

describe('checkouts per session (§7 Payment, issue 5: at most one open checkout per invoice)', () => {
  it('opens one checkout per invoice even when asked twice at once', async () => {
    const registry = new CheckoutRegistry();
    let created = 0;
    const create = async () => ({ checkoutId: `c${++created}`, paymentUrl: `https://pay/${created}` });
    const [a, b] = await Promise.all([registry.openOnce('s', 1, create), registry.openOnce('s', 1, create)]);
    expect(a.checkoutId).toBe('c1');
    expect(b.checkoutId).toBe('c1');
    expect((await registry.openOnce('s', 1, create)).checkoutId).toBe('c1');
    expect(created).toBe(1);
  });

  it('a checkout is known only to its session; a closed one lets a new one open', async () => {
    const registry = new CheckoutRegistry();
    let n = 0;
    const create = async () => ({ checkoutId: `c${++n}`, paymentUrl: 'u' });
    await registry.openOnce('s', 1, create);
    expect(registry.find('s', 'c1')?.invoiceId).toBe(1);
    expect(registry.find('other', 'c1')).toBeNull();
    registry.close('s', 'c1');
    expect((await registry.openOnce('s', 1, create)).checkoutId).toBe('c2');
  });

  it('checkouts expire after their time to live', async () => {
    let now = 0;
    const registry = new CheckoutRegistry(() => now);
    await registry.openOnce('s', 1, async () => ({ checkoutId: 'c1', paymentUrl: 'u' }));
    now = CHECKOUT_TTL_MS + 1;
    expect(registry.find('s', 'c1')).toBeNull();
  });

  it('a failed creation is not remembered', async () => {
    const registry = new CheckoutRegistry();
    await expect(registry.openOnce('s', 1, async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect((await registry.openOnce('s', 1, async () => ({ checkoutId: 'c9', paymentUrl: 'u' }))).checkoutId).toBe('c9');
  });
});
