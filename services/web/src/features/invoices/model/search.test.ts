import { describe, expect, it } from 'vitest';
import { DEFAULT_SORT, readSearch, withChanges, type SearchOptions } from './search.ts';

const read = (query: string, options: SearchOptions = {}) =>
  readSearch(new URLSearchParams(query), 20, options);

describe('an invoices search lives in the address', () => {
  it('reads every filter of §3/§7 with its sort and page', () => {
    const search = read(
      'state=OVERDUE&site=301&from=2026-01-01&to=2026-03-31&compFrom=01/2026&compTo=2/2026&doc=FT2026/000017&sort=AMOUNT_ASC&page=3&invoice=42',
      { withSite: true },
    );
    expect(search).toEqual({
      filter: {
        paymentStates: ['OVERDUE'],
        siteId: '301',
        issueDateFrom: '2026-01-01',
        issueDateTo: '2026-03-31',
        competenceFrom: '2026-01-01',
        competenceTo: '2026-02-28',
        documentNumber: 'FT2026/000017',
      },
      sort: 'AMOUNT_ASC',
      page: 3,
      invoice: '42',
      errors: [],
    });
  });

  it('an empty address is every invoice, newest first, page 1', () => {
    expect(read('')).toEqual({
      filter: {},
      sort: DEFAULT_SORT,
      page: 1,
      invoice: null,
      errors: [],
    });
  });

  it('ignores what no form control can produce: an unknown state or sort, a bad page, a site where none is offered', () => {
    const search = read('state=OTHER&sort=NAME&page=-2&site=301&invoice=x');
    expect(search.filter).toEqual({});
    expect(search.sort).toBe(DEFAULT_SORT);
    expect(search.page).toBe(1);
    expect(search.invoice).toBeNull();
  });

  it('a business page spans all its registries unless the address chooses one of them', () => {
    const registries = ['500001', '500002', '500003'];
    expect(read('', { registries }).filter).toEqual({ allRegistries: true });
    expect(read('registry=500002', { registries }).filter).toEqual({ registryId: '500002' });
    // Not one of the page's registries (another customer's, a typo): all of them, as no control can choose it.
    expect(read('registry=200001', { registries }).filter).toEqual({ allRegistries: true });
    expect(read('registry=abc', { registries }).filter).toEqual({ allRegistries: true });
    // A page without registries (retail's bills) leaves the scope to the API.
    expect(read('registry=500002').filter).toEqual({});
  });

  it('keeps the page within the offset the API accepts', () => {
    expect(read('page=999999999').page).toBe(50_001);
  });

  it('§5: reports a typed value that does not parse and does not send it', () => {
    const search = read('from=2026-02-30&to=2026-03-01&compFrom=13/2026&compTo=2026-01&doc=FT 1');
    expect(search.errors).toEqual([
      { field: 'issueDate', code: 'issueDateInvalid' },
      { field: 'competenceFrom', code: 'monthInvalid' },
      { field: 'competenceTo', code: 'monthInvalid' },
      { field: 'documentNumber', code: 'documentNumberInvalid' },
    ]);
    expect(search.filter).toEqual({});
  });

  it('reports ranges that end before they start and a document number over 40 characters', () => {
    const search = read(
      `from=2026-03-02&to=2026-03-01&compFrom=05/2026&compTo=04/2026&doc=${'A'.repeat(41)}`,
    );
    expect(search.errors).toEqual([
      { field: 'issueDate', code: 'issueDateInvalid' },
      { field: 'competenceTo', code: 'competenceOrder' },
      { field: 'documentNumber', code: 'documentNumberTooLong' },
    ]);
  });

  it('a change goes back to page 1 and drops empty values; a page turn keeps the filters', () => {
    const params = new URLSearchParams('state=PAID&page=4&invoice=7&qrError=x');
    expect(withChanges(params, { state: null, doc: 'FT1' }, ['qrError']).toString()).toBe(
      'invoice=7&doc=FT1',
    );
    expect(withChanges(params, { page: '5' }).toString()).toBe(
      'state=PAID&page=5&invoice=7&qrError=x',
    );
  });
});
