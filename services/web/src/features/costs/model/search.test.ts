import { describe, expect, it } from 'vitest';
import {
  costsVariables,
  defaultPeriod,
  monthsOf,
  monthsOfRange,
  periodQuery,
  periodRange,
  readCostsSearch,
  readPeriod,
  withChanges,
} from './search.ts';

const today = new Date(2026, 0, 15);
const params = (query: string) => new URLSearchParams(query);

describe('the costs search in the address', () => {
  it('the default period is the last 12 whole months, across a new year', () => {
    expect(defaultPeriod(today)).toEqual({ from: '2025-01', to: '2025-12' });
    expect(defaultPeriod(new Date(2026, 10, 23))).toEqual({ from: '2025-11', to: '2026-10' });
    expect(readPeriod(params(''), today)).toEqual({
      period: { from: '2025-01', to: '2025-12', chosen: false },
      error: null,
    });
  });

  it('§5 a period must parse, run forward and span at most 60 months', () => {
    expect(readPeriod(params('from=2024-03&to=2024-05'), today).period).toEqual({
      from: '2024-03',
      to: '2024-05',
      chosen: true,
    });
    for (const query of ['from=2024-13&to=2025-01', 'from=2024-05&to=2024-03', 'from=2024-03'])
      expect(readPeriod(params(query), today)).toEqual({ period: null, error: 'periodInvalid' });
    expect(readPeriod(params('from=2020-01&to=2024-12'), today).period).not.toBeNull();
    expect(readPeriod(params('from=2020-01&to=2025-01'), today)).toEqual({
      period: null,
      error: 'periodTooLong',
    });
  });

  it('§9 the picker’s days become whole months and back', () => {
    expect(
      monthsOfRange({ start: new Date(2024, 2, 15), end: new Date(2024, 4, 2, 23, 59, 59) }),
    ).toEqual({ from: '2024-03', to: '2024-05' });
    const range = periodRange({ from: '2024-02', to: '2024-02' });
    expect([range.start.getDate(), range.end.getDate(), range.end.getMonth()]).toEqual([1, 29, 1]);
    expect(monthsOf({ from: '2025-11', to: '2026-02' })).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
  });

  it('registry, site, sort, page and measure; a registry outside the page’s reads as the selected one', () => {
    const search = readCostsSearch(
      params('registry=500002&site=10040002&sort=COST_ASC&page=3&show=cost'),
      today,
      20,
      ['500001', '500002'],
    );
    expect(search).toMatchObject({
      registry: '500002',
      siteId: '10040002',
      sort: 'COST_ASC',
      page: 3,
      measure: 'cost',
    });
    expect(costsVariables(search, 'POWER', 20)).toEqual({
      utility: 'POWER',
      from: '2025-01',
      to: '2025-12',
      offset: 40,
      sort: 'COST_ASC',
      registryId: '500002',
      siteId: '10040002',
    });
    expect(readCostsSearch(params('registry=999&sort=NOPE'), today, 20, ['1', '2'])).toMatchObject({
      registry: null,
      sort: 'QUANTITY_DESC',
      measure: 'quantity',
    });
    expect(
      costsVariables(readCostsSearch(params('registry=all'), today, 20, ['1', '2']), 'GAS', 20),
    ).toMatchObject({ allRegistries: true });
    expect(costsVariables(readCostsSearch(params('from=x'), today, 20), 'GAS', 20)).toBeNull();
  });

  it('a change goes back to page 1 but for a page turn or the measure; a new registry forgets the site', () => {
    const start = params('registry=1&site=7&page=3&show=cost');
    expect(withChanges(start, { show: null }).toString()).toBe('registry=1&site=7&page=3');
    expect(withChanges(start, { sort: 'COST_ASC' }).toString()).toBe(
      'registry=1&site=7&show=cost&sort=COST_ASC',
    );
    expect(withChanges(start, { registry: '2' }).toString()).toBe('registry=2&show=cost');
    expect(withChanges(start, { page: '1' }).toString()).toBe('registry=1&site=7&show=cost');
  });

  it('the period travels from the list to a supply’s page only when it was chosen', () => {
    expect(periodQuery({ from: '2025-01', to: '2025-06', chosen: true })).toBe(
      '?from=2025-01&to=2025-06',
    );
    expect(periodQuery({ from: '2025-01', to: '2025-12', chosen: false })).toBe('');
  });
});
