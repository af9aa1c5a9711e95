// @vitest-environment node
// A list's search in the address: parameters read as typed, the page within the API's paging, a
// period of days that parses, and the address after a change by the list's rules.
import { describe, expect, it } from 'vitest';
import { dayPeriod } from './day-period.ts';
import {
  ALL_REGISTRIES,
  changesBy,
  oneOf,
  pageOf,
  paramText,
  registryChoice,
  withChanges,
  type AddressRules,
} from './search-state.ts';

describe('reading the address', () => {
  it('reads a parameter without its spaces, a page within the paging, one of a set', () => {
    const params = new URLSearchParams('q=%20roma%20&page=7');
    expect(paramText(params, 'q')).toBe('roma');
    expect(paramText(params, 'none')).toBe('');
    expect(pageOf('7', { pageSize: 20 })).toBe(7);
    expect(pageOf('999999999', { pageSize: 20 })).toBe(50_001);
    expect(pageOf('2.5', { pageSize: 20 })).toBe(1);
    expect(pageOf(null, { last: 10 })).toBe(1);
    expect(pageOf('-3', { last: 10 })).toBe(1);
    expect(pageOf('12', { last: 10 })).toBe(10);
    expect(oneOf(['PAID', 'TO_PAY'], 'PAID')).toBe('PAID');
    expect(oneOf(['PAID', 'TO_PAY'], 'OTHER')).toBeNull();
  });

  it('§5: a period of days parses strictly and runs forwards, either end open', () => {
    expect(dayPeriod('2026-01-01', '2026-01-31')).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
      invalid: false,
    });
    expect(dayPeriod('2026-01-01', '')).toEqual({ from: '2026-01-01', to: null, invalid: false });
    for (const [from, to] of [
      ['2026-02-30', ''],
      ['', '01/02/2026'],
      ['2026-03-02', '2026-03-01'],
    ] as const)
      expect(dayPeriod(from, to)).toEqual({ from: null, to: null, invalid: true });
  });
});

describe('the address after a change', () => {
  const params = new URLSearchParams('state=PAID&site=7&page=4&invoice=9');

  it('sets what is given, removes what is emptied, keeps the rest', () => {
    expect(withChanges(params, { state: 'TO_PAY', doc: ' ' }).toString()).toBe(
      'state=TO_PAY&site=7&page=4&invoice=9',
    );
    expect(withChanges(params, { state: null }).toString()).toBe('site=7&page=4&invoice=9');
    expect(withChanges(params, { q: '  ' }, { keepBlank: true }).get('q')).toBe('  ');
  });

  it('goes back to the first page on any change but a page turn or one that keeps it', () => {
    const rules: AddressRules<string> = { page: 'page', keepsPage: ['show'] };
    expect(withChanges(params, { state: 'TO_PAY' }, rules).get('page')).toBeNull();
    expect(withChanges(params, { page: '5' }, rules).get('page')).toBe('5');
    expect(withChanges(params, { show: 'cost' }, rules).get('page')).toBe('4');
    expect(withChanges(params, { page: '1' }, rules).get('page')).toBe('1');
    expect(withChanges(params, { page: '1' }, { ...rules, firstPageBare: true }).get('page')).toBe(
      null,
    );
  });

  it('forgets what a change narrows, and drops what any change closes', () => {
    const rules: AddressRules<string> = { forgets: { registry: ['site'] }, drop: ['invoice'] };
    const next = withChanges(params, { registry: '2' }, rules);
    expect(next.get('site')).toBeNull();
    expect(next.get('invoice')).toBeNull();
    expect(withChanges(params, { registry: '2', site: '3' }, rules).get('site')).toBe('3');
  });
});

describe('a list’s own rules and its registry choice', () => {
  it('gives a list its withChanges, on its rules', () => {
    const change = changesBy<'q' | 'page'>({ page: 'page', firstPageBare: true });
    expect(change(new URLSearchParams('q=a&page=3'), { q: 'b' }).toString()).toBe('q=b');
    expect(change(new URLSearchParams('q=a'), { page: '2' }).toString()).toBe('q=a&page=2');
    expect(change(new URLSearchParams('q=a&page=2'), { page: '1' }).toString()).toBe('q=a');
  });

  it('asks for all registries, the one chosen, or the selected one (nothing)', () => {
    expect(registryChoice(ALL_REGISTRIES)).toEqual({ allRegistries: true });
    expect(registryChoice('200001')).toEqual({ registryId: '200001' });
    expect(registryChoice(null)).toEqual({});
    expect(registryChoice('')).toEqual({});
  });
});
