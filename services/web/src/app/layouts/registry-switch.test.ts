import { describe, expect, it } from 'vitest';
import { pageAfterSwitch } from './registry-switch.ts';

const consortium = { segment: 'consortia' as const, landingRoute: '/consortia' };

describe('§6 the page after the registry switcher', () => {
  it('the same page for the same segment, its address where it still applies', () => {
    expect(
      pageAfterSwitch(
        {
          pathname: '/consortia/light/invoices',
          search: '?state=OVERDUE&from=2026-01-01&sort=DUE_DATE_ASC&page=3&invoice=104000024',
        },
        consortium,
        'it',
      ),
    ).toBe('/consortia/light/invoices?state=OVERDUE&from=2026-01-01&sort=DUE_DATE_ASC');
    // The member chosen on the page, its site and supplies were the previous registry's.
    expect(
      pageAfterSwitch(
        {
          pathname: '/de/consortia/gas/loadCurves',
          search: '?registry=500001&supply=20050001&compare=supply:20050002&from=2026-11-01',
        },
        consortium,
        'de',
      ),
    ).toBe('/de/consortia/gas/loadCurves?from=2026-11-01');
    expect(
      pageAfterSwitch(
        { pathname: '/consortia/gas/loadCurves', search: '?compare=year' },
        consortium,
        'it',
      ),
    ).toBe('/consortia/gas/loadCurves?compare=year');
  });

  it('a record’s own page goes back to its list, with the period', () => {
    expect(
      pageAfterSwitch(
        {
          pathname: '/consortia/light/costsAndConsumptions/20050001',
          search: '?from=2025-11&to=2026-10',
        },
        consortium,
        'it',
      ),
    ).toBe('/consortia/light/costsAndConsumptions?from=2025-11&to=2026-10');
  });

  it('a page the new segment may not open, or no page: the new segment’s landing route', () => {
    expect(
      pageAfterSwitch(
        { pathname: '/consortia/light/invoices', search: '?state=PAID' },
        { segment: 'corporate', landingRoute: '/corporate' },
        'de',
      ),
    ).toBe('/de/corporate');
    expect(pageAfterSwitch({ pathname: '/nowhere', search: '' }, consortium, 'it')).toBe(
      '/consortia',
    );
  });
});
