// Card checkouts per session (§7 Payment): a checkout id is only ever answered for the session
// that opened it. Opening is single-flight per session and invoice through the store's lock and
// always asks upstream, which keeps one open checkout per invoice (asking again returns it) and
// refuses a paid invoice — so a checkout concluded on the card page but never read is not handed
// out again. They are kept in the session store beside the session (Redis when several BFF
// replicas run), so any replica can answer the return from the card page.
import { patchSession, type PortalSession, type SessionStore } from '../session/types.ts';

export interface OpenCheckout {
  checkoutId: string;
  invoiceId: number;
  paymentUrl: string;
  openedAt: number;
  closed: boolean;
}

/** The session as stored, with the checkouts this module keeps in it. */
type WithCheckouts = PortalSession & { checkouts?: Record<string, OpenCheckout> };

export const CHECKOUT_TTL_MS = 30 * 60_000;
const MAX_PER_SESSION = 50;

export class CheckoutRegistry {
  constructor(
    private readonly store: SessionStore,
    private readonly now: () => number = Date.now,
  ) {}

  private live(session: PortalSession | null): OpenCheckout[] {
    const all = Object.values((session as WithCheckouts | null)?.checkouts ?? {});
    const limit = this.now() - CHECKOUT_TTL_MS;
    return all.filter((c) => c.openedAt >= limit);
  }

  async find(sessionId: string, checkoutId: string): Promise<OpenCheckout | null> {
    return (
      this.live(await this.store.get(sessionId)).find((c) => c.checkoutId === checkoutId) ?? null
    );
  }

  /**
   * Opens the invoice's checkout with `create` (upstream answers the open one again when there is
   * one) and remembers it for the session — one call at a time per session and invoice.
   */
  open(
    sessionId: string,
    invoiceId: number,
    create: () => Promise<{ checkoutId: string; paymentUrl: string }>,
  ): Promise<OpenCheckout> {
    return this.store.withLock(`checkout:${sessionId}:${invoiceId}`, async () => {
      const { checkoutId, paymentUrl } = await create();
      const known = this.live(await this.store.get(sessionId)).find(
        (c) => c.checkoutId === checkoutId,
      );
      const entry: OpenCheckout = known
        ? { ...known, paymentUrl, closed: false }
        : { checkoutId, invoiceId, paymentUrl, openedAt: this.now(), closed: false };
      await patchSession(this.store, sessionId, (stored) => {
        const kept = this.live(stored)
          .filter((c) => c.checkoutId !== checkoutId)
          .sort((a, b) => a.openedAt - b.openedAt)
          .slice(-(MAX_PER_SESSION - 1));
        (stored as WithCheckouts).checkouts = Object.fromEntries(
          [...kept, entry].map((c) => [c.checkoutId, c]),
        );
      });
      return entry;
    });
  }

  async close(sessionId: string, checkoutId: string): Promise<void> {
    await patchSession(this.store, sessionId, (stored) => {
      // A new record rather than a change in place: stored sessions are read-only snapshots.
      const checkouts = (stored as WithCheckouts).checkouts;
      const entry = checkouts?.[checkoutId];
      if (entry)
        (stored as WithCheckouts).checkouts = {
          ...checkouts,
          [checkoutId]: { ...entry, closed: true },
        };
    });
  }
}

/** A card registration opened for a supply by this session (§7 Payment). */
export interface OpenCardRegistration {
  registrationId: string;
  supplyId: number;
  openedAt: number;
  /** Set once the payment-method request was filed with the card's token: never filed twice. */
  filed: { requestId: number; cardType: string | null; maskedPan: string | null } | null;
}

type WithRegistrations = PortalSession & {
  cardRegistrations?: Record<string, OpenCardRegistration>;
};

/**
 * The card registrations of each session, kept like the checkouts: a registration id is only ever
 * answered for the session that opened it, and settling one runs one call at a time.
 */
export class CardRegistrationRegistry {
  constructor(
    private readonly store: SessionStore,
    private readonly now: () => number = Date.now,
  ) {}

  private live(session: PortalSession | null): OpenCardRegistration[] {
    const all = Object.values((session as WithRegistrations | null)?.cardRegistrations ?? {});
    const limit = this.now() - CHECKOUT_TTL_MS;
    return all.filter((r) => r.openedAt >= limit || r.filed !== null);
  }

  async find(sessionId: string, registrationId: string): Promise<OpenCardRegistration | null> {
    return (
      this.live(await this.store.get(sessionId)).find((r) => r.registrationId === registrationId) ??
      null
    );
  }

  async remember(sessionId: string, registrationId: string, supplyId: number): Promise<void> {
    await patchSession(this.store, sessionId, (stored) => {
      const kept = this.live(stored)
        .filter((r) => r.registrationId !== registrationId)
        .sort((a, b) => a.openedAt - b.openedAt)
        .slice(-(MAX_PER_SESSION - 1));
      const known = this.live(stored).find((r) => r.registrationId === registrationId);
      const entry = known ?? { registrationId, supplyId, openedAt: this.now(), filed: null };
      (stored as WithRegistrations).cardRegistrations = Object.fromEntries(
        [...kept, entry].map((r) => [r.registrationId, r]),
      );
    });
  }

  /** Runs `work` for one registration of the session, one call at a time (two tabs, a reload). */
  settle<T>(sessionId: string, registrationId: string, work: () => Promise<T>): Promise<T> {
    return this.store.withLock(`card-registration:${sessionId}:${registrationId}`, work);
  }

  async markFiled(
    sessionId: string,
    registrationId: string,
    filed: NonNullable<OpenCardRegistration['filed']>,
  ): Promise<void> {
    await patchSession(this.store, sessionId, (stored) => {
      const all = (stored as WithRegistrations).cardRegistrations;
      const entry = all?.[registrationId];
      if (entry)
        (stored as WithRegistrations).cardRegistrations = {
          ...all,
          [registrationId]: { ...entry, filed },
        };
    });
  }
}
