import { describe, expect, it } from 'vitest';
import { filterOf, readSearch, withChanges } from './search.ts';

const read = (query: string, registries: string[] = []) =>
  readSearch(new URLSearchParams(query), registries);

describe('the downloads page’s choices live in the address', () => {
  it('reads the kind, the way of choosing, the payment state and the period', () => {
    const search = read('kind=detail&choose=selection&state=OVERDUE&from=2026-01-01&to=2026-03-31');
    expect(search).toMatchObject({
      kind: 'detail',
      choose: 'selection',
      paymentState: 'OVERDUE',
      issueDateFrom: '2026-01-01',
      issueDateTo: '2026-03-31',
      periodInvalid: false,
    });
    expect(filterOf(search, 'GAS')).toEqual({
      utility: 'GAS',
      paymentStates: ['OVERDUE'],
      issueDateFrom: '2026-01-01',
      issueDateTo: '2026-03-31',
    });
  });

  it('defaults to the invoices, by filter, everything of the commodity; unknown values are ignored', () => {
    const search = read('kind=zip&choose=x&state=LOST&page=-3');
    expect(search).toMatchObject({ kind: 'list', choose: 'filter', paymentState: null, page: 1 });
    expect(filterOf(search, 'POWER')).toEqual({ utility: 'POWER' });
  });

  it('§5: a period that does not parse, or ends before it starts, is reported and not sent', () => {
    for (const query of ['from=2026-02-30', 'from=2026-03-01&to=2026-02-01', 'to=31/12/2026']) {
      const search = read(query);
      expect(search.periodInvalid, query).toBe(true);
      expect(filterOf(search, 'POWER'), query).toEqual({ utility: 'POWER' });
    }
  });

  it('§1 a consortium: one of its registries or all of them; a foreign registry reads as the selected one', () => {
    const mine = ['500001', '500002'];
    expect(filterOf(read('registry=all', mine), 'GAS')).toEqual({
      utility: 'GAS',
      allRegistries: true,
    });
    expect(filterOf(read('registry=500002', mine), 'GAS')).toEqual({
      utility: 'GAS',
      registryId: '500002',
    });
    expect(read('registry=999', mine).registry).toBeNull();
    expect(read('registry=all', ['500001']).registry).toBeNull();
  });

  it('a change goes back to the first page; a page turn keeps the rest', () => {
    const params = new URLSearchParams('state=PAID&page=3');
    expect(withChanges(params, { state: null }).toString()).toBe('');
    expect(withChanges(params, { page: '4' }).toString()).toBe('state=PAID&page=4');
  });
});
