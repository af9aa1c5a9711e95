import { describe, expect, it } from 'vitest';
import { Authorizer, MAX_INVOICES_PER_REQUEST } from '../authz/authorizer.ts';
import { fakeUpstream, log, notFoundCode, session } from '../authz/ownership-fixtures.ts';
import { OwnershipCache } from '../authz/session-cache.ts';
import { invoiceFile, ownedInvoice, ownedInvoices } from './invoices.ts';

describe('invoice ownership (OWASP API1)', () => {
  it('a foreign invoice and an unknown invoice end the same way: NOT_FOUND', async () => {
    const { upstream } = fakeUpstream();
    const authz = new Authorizer(
      upstream as never,
      { session: session([10]), log },
      new OwnershipCache(),
    );
    expect((await ownedInvoice(authz, 1)).idfattura).toBe(1);
    const foreign = await ownedInvoice(authz, 2).catch(notFoundCode);
    const unknown = await ownedInvoice(authz, 3).catch(notFoundCode);
    expect(foreign).toBe('NOT_FOUND:Invoice not found');
    expect(unknown).toBe(foreign);
  });

  it('invoice lookups are made once per request; file facts are remembered for the session', async () => {
    const { upstream, calls } = fakeUpstream();
    const cache = new OwnershipCache<unknown>();
    const call = { session: session([10]), log };
    const first = new Authorizer(upstream as never, call, cache);
    await Promise.all([ownedInvoice(first, 1), ownedInvoice(first, 1), invoiceFile(first, 1)]);
    expect(calls).toHaveLength(1);
    const second = new Authorizer(upstream as never, call, cache);
    expect((await invoiceFile(second, 1)).numeroFattura).toBe('F1');
    expect(calls).toHaveLength(1);
    await ownedInvoice(second, 1);
    expect(calls).toHaveLength(2);
  });

  it('at most 100 invoices at once', async () => {
    const { upstream } = fakeUpstream();
    const authz = new Authorizer(
      upstream as never,
      { session: session([10]), log },
      new OwnershipCache(),
    );
    const ids = Array.from({ length: MAX_INVOICES_PER_REQUEST + 1 }, (_, i) => i + 1);
    await expect(ownedInvoices(authz, ids)).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
  });
});
