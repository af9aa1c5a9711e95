// Open card checkouts per session (§7 Payment): a checkout id is only ever answered for the session
// that opened it, and an invoice has at most one open checkout per session — asking again returns
// the open one instead of starting a second payment. Kept in this process's memory: a checkout
// lives for minutes, and a replica that does not know it answers NOT_FOUND (safe side).
export interface OpenCheckout {
  checkoutId: string;
  invoiceId: number;
  paymentUrl: string;
  openedAt: number;
  closed: boolean;
}

export const CHECKOUT_TTL_MS = 30 * 60_000;
const MAX_PER_SESSION = 50;

export class CheckoutRegistry {
  private readonly bySession = new Map<string, Map<string, OpenCheckout>>();
  /** In-flight creations, so two clicks on "pay" open one checkout. */
  private readonly opening = new Map<string, Promise<OpenCheckout>>();

  constructor(private readonly now: () => number = Date.now) {}

  private live(sessionId: string): Map<string, OpenCheckout> {
    let map = this.bySession.get(sessionId);
    if (!map) {
      map = new Map();
      this.bySession.set(sessionId, map);
    }
    const limit = this.now() - CHECKOUT_TTL_MS;
    for (const [id, c] of map) if (c.openedAt < limit) map.delete(id);
    return map;
  }

  find(sessionId: string, checkoutId: string): OpenCheckout | null {
    return this.live(sessionId).get(checkoutId) ?? null;
  }

  openFor(sessionId: string, invoiceId: number): OpenCheckout | null {
    for (const c of this.live(sessionId).values()) if (c.invoiceId === invoiceId && !c.closed) return c;
    return null;
  }

  /** Returns the open checkout of the invoice, or opens one with `create` (once, even when asked twice at the same time). */
  async openOnce(sessionId: string, invoiceId: number, create: () => Promise<{ checkoutId: string; paymentUrl: string }>): Promise<OpenCheckout> {
    const existing = this.openFor(sessionId, invoiceId);
    if (existing) return existing;
    const key = `${sessionId}\u0000${invoiceId}`;
    const inFlight = this.opening.get(key);
    if (inFlight) return inFlight;
    const promise = create()
      .then(({ checkoutId, paymentUrl }) => {
        const map = this.live(sessionId);
        if (map.size >= MAX_PER_SESSION) {
          const oldest = map.keys().next().value;
          if (oldest !== undefined) map.delete(oldest);
        }
        const entry: OpenCheckout = { checkoutId, invoiceId, paymentUrl, openedAt: this.now(), closed: false };
        map.set(checkoutId, entry);
        return entry;
      })
      .finally(() => this.opening.delete(key));
    this.opening.set(key, promise);
    return promise;
  }

  close(sessionId: string, checkoutId: string): void {
    const entry = this.live(sessionId).get(checkoutId);
    if (entry) entry.closed = true;
  }

  forgetSession(sessionId: string): void {
    this.bySession.delete(sessionId);
  }
}
