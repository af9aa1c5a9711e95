import { describe, expect, it } from 'vitest';
import { PARAM, readSupplySearch, SEARCH_MAX, withChanges } from './search.ts';

const read = (query: string, registries: string[] = []) =>
  readSupplySearch(new URLSearchParams(query), 20, registries);

describe('the supplies search in the address', () => {
  it('search, status, site and page are read; unknown values are left out', () => {
    expect(read('q=%20Via%20Roma%20&status=CEASED&site=302&page=3')).toEqual({
      filter: { search: 'Via Roma', status: 'CEASED', siteId: '302' },
      page: 3,
      searchTooLong: false,
      narrowed: true,
    });
    expect(read('status=UNKNOWN&site=abc&page=-2')).toEqual({
      filter: {},
      page: 1,
      searchTooLong: false,
      narrowed: false,
    });
  });

  it('a search longer than the API takes is reported, not sent', () => {
    const search = read(`q=${'x'.repeat(SEARCH_MAX + 1)}`);
    expect(search.searchTooLong).toBe(true);
    expect(search.filter.search).toBeUndefined();
  });

  it('several registries: all by default, one of them when the address names it', () => {
    expect(read('', ['1', '2']).filter).toEqual({ allRegistries: true });
    expect(read('registry=2', ['1', '2']).filter).toEqual({ registryId: '2' });
    expect(read('registry=9', ['1', '2']).filter).toEqual({ allRegistries: true });
    expect(read('registry=1', ['1']).filter).toEqual({});
  });

  it('the page stays within the API’s offset limit', () => {
    expect(read('page=999999999').page).toBe(50_001);
  });

  it('a change of search or filter starts again at page 1; a page change keeps the filters', () => {
    const params = new URLSearchParams('q=roma&page=4');
    expect(withChanges(params, { [PARAM.status]: 'ACTIVE' }).toString()).toBe(
      'q=roma&status=ACTIVE',
    );
    expect(withChanges(params, { [PARAM.page]: '5' }).toString()).toBe('q=roma&page=5');
    expect(withChanges(params, { [PARAM.page]: '1' }).toString()).toBe('q=roma');
    expect(withChanges(params, { [PARAM.search]: '' }).toString()).toBe('');
  });
});
