import { routeNameOf, type RouteDef } from '@portal/shared/routes';
import { describe, expect, it } from 'vitest';
import { preloadPath, shouldPrefetch } from './prefetch.ts';

describe('§9: prefetch of the next pages', () => {
  it('is skipped on slow-2g and when the user saves data', () => {
    expect(shouldPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
    expect(shouldPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
    expect(shouldPrefetch({ effectiveType: '3g' })).toBe(true);
    expect(shouldPrefetch(undefined)).toBe(true);
  });
});

describe('§9: a menu entry’s page is preloaded on hover or focus', () => {
  const loads = () => {
    const asked: string[] = [];
    const moduleOf = (route: RouteDef) => () => {
      asked.push(route.name);
      return Promise.resolve({ default: () => null });
    };
    return { asked, moduleOf };
  };

  it('loads the module of the route the path names, in any of its language forms', () => {
    const { asked, moduleOf } = loads();
    preloadPath('/retail/myBills', undefined, moduleOf);
    preloadPath('/de/corporate/light/invoices', undefined, moduleOf);
    expect(asked).toEqual(['retail-myBills', routeNameOf('/corporate/light/invoices')]);
  });

  it('asks for nothing on an unknown path, on slow-2g or when the user saves data', () => {
    const { asked, moduleOf } = loads();
    preloadPath('/retail/nowhere', undefined, moduleOf);
    preloadPath('/retail/myBills', { effectiveType: 'slow-2g' }, moduleOf);
    preloadPath('/retail/myBills', { saveData: true }, moduleOf);
    expect(asked).toEqual([]);
  });

  it('leaves a failed load to the navigation (no unhandled rejection)', async () => {
    const failing = () => () => Promise.reject(new Error('chunk gone'));
    expect(() => preloadPath('/retail/myBills', undefined, failing)).not.toThrow();
    await Promise.resolve();
  });
});
