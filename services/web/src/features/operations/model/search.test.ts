// @vitest-environment node
// The operations search read from the address — known states and types only, a
// registry only among the page's, the opening days strict (§5) and in order, the page in range.
import { describe, expect, it } from 'vitest';
import { operationsVariables, readSearch, withChanges } from './search.ts';

const read = (query: string) => readSearch(new URLSearchParams(query), 10, ['500001', '500002']);

describe('the operations search of the address', () => {
  it('keeps what it knows and drops what it does not', () => {
    expect(read('state=ACCEPTED&kind=TERMINATION&registry=500002&page=3')).toEqual({
      state: 'ACCEPTED',
      kind: 'TERMINATION',
      openedFrom: null,
      openedTo: null,
      registry: '500002',
      page: 3,
      errors: [],
    });
    const unknown = read('state=OTHER&kind=Voltura&registry=200001&page=-1');
    expect(unknown).toMatchObject({ state: null, kind: null, registry: null, page: 1 });
    expect(read('registry=all').registry).toBe('all');
    expect(read('page=999999999').page).toBe(100_001);
  });

  it('§5: opening days parse strictly and run forwards, else the search is reported and not sent', () => {
    expect(read('from=2026-01-01&to=2026-01-01')).toMatchObject({
      openedFrom: '2026-01-01',
      openedTo: '2026-01-01',
      errors: [],
    });
    for (const query of ['from=2026-02-30', 'to=01/02/2026', 'from=2026-03-02&to=2026-03-01']) {
      const search = read(query);
      expect(search.errors).toEqual(['openedInvalid']);
      expect(operationsVariables(search, 'GAS', 10)).toBeNull();
    }
  });

  it('the API’s variables: the registry or all of them, the page as an offset', () => {
    expect(operationsVariables(read('registry=all&page=2&from=2026-05-01'), 'POWER', 10)).toEqual({
      utility: 'POWER',
      allRegistries: true,
      openedFrom: '2026-05-01',
      offset: 10,
    });
    expect(operationsVariables(read('registry=500001'), 'GAS', 10)).toEqual({
      utility: 'GAS',
      registryId: '500001',
      offset: 0,
    });
  });

  it('a change drops empty values and goes back to the first page, a page turn keeps the rest', () => {
    const params = new URLSearchParams('state=ACCEPTED&page=4');
    expect(withChanges(params, { kind: 'VOLTURA', state: '' }).toString()).toBe('kind=VOLTURA');
    expect(withChanges(params, { page: '5' }).toString()).toBe('state=ACCEPTED&page=5');
  });
});
