import { describe, expect, it } from 'vitest';
import {
  GENERAL_ROUTES,
  ROUTES,
  UnknownRouteError,
  LOCALE_PREFIXES,
  buildPath,
  inLanguage,
  localeForms,
  matchRoute,
  routeByName,
  routeForms,
  routeNameOf,
  routesOfKind,
  routesOfSegment,
  splitLocalePrefix,
  type RouteDef,
} from './routes.ts';
import { SEGMENTS, landingRoute } from './segment.ts';

function pathsOf(routes: RouteDef[], prefix: string): string[] {
  return routes.map((route) => route.path).filter((path) => path.startsWith(prefix));
}

const CORPORATE_PAGES = [
  'contracts',
  'contracts/:id',
  'costsAndConsumptions',
  'costsAndConsumptions/:id',
  'downloads',
  'invoices',
  'loadCurves',
  'operations',
  'overview',
  'supplies',
  'supplies/greenEnergy',
  'support',
];

describe('route table', () => {
  it('§2 routes: names are unique and paths are unique', () => {
    expect(new Set(ROUTES.map((route) => route.name)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((route) => route.path)).size).toBe(ROUTES.length);
  });

  it('§2 routes: the general and authentication routes with their names and queries', () => {
    expect(GENERAL_ROUTES.map((route) => [route.name, route.path])).toEqual([
      ['index', '/'],
      ['login', '/login'],
      ['disabled', '/disabled'],
      ['unauthorized', '/unauthorized'],
      ['impersonate', '/impersonate'],
      ['qrcode-invoice', '/qrcode-invoice'],
      ['auth-login', '/auth/login'],
      ['auth-logout', '/auth/logout'],
      ['auth-register', '/auth/register'],
      ['auth-silent-refresh', '/auth/silent-refresh'],
    ]);
    expect(routeByName('impersonate')?.query).toEqual(['token', 'fingerprint']);
    expect(routeByName('qrcode-invoice')?.query).toEqual(['numeroFattura', 'dataEmissione']);
    expect(
      GENERAL_ROUTES.every((route) => route.metaType === null && route.layout === 'default'),
    ).toBe(true);
  });

  it('§2 routes: auth routes, /unauthorized, /disabled and /login are public; nothing else is', () => {
    expect(ROUTES.filter((route) => route.public).map((route) => route.path)).toEqual([
      '/login',
      '/disabled',
      '/unauthorized',
      '/auth/login',
      '/auth/logout',
      '/auth/register',
      '/auth/silent-refresh',
    ]);
    for (const name of ['index', 'impersonate', 'qrcode-invoice']) {
      expect(routeByName(name)).toMatchObject({ metaType: null, public: false });
    }
  });

  it('§2 routes: every segment route has its segment as meta type and is not public', () => {
    for (const segment of SEGMENTS) {
      const routes = routesOfSegment(segment);
      expect(routes.every((route) => route.path.startsWith(`/${segment}`) && !route.public)).toBe(
        true,
      );
    }
    expect(ROUTES.length).toBe(GENERAL_ROUTES.length + SEGMENTS.flatMap(routesOfSegment).length);
  });

  it.each(['corporate', 'pa', 'pa-non-conv'] as const)(
    '§2 routes: %s has the twelve page types for each of gas and light',
    (segment) => {
      for (const kind of ['gas', 'light']) {
        expect(pathsOf(routesOfSegment(segment), `/${segment}/${kind}/`)).toEqual(
          CORPORATE_PAGES.map((page) => `/${segment}/${kind}/${page}`),
        );
      }
    },
  );

  it('§2 routes: consortia have ten pages for each of gas and light, without contracts', () => {
    for (const kind of ['gas', 'light']) {
      const paths = pathsOf(routesOfSegment('consortia'), `/consortia/${kind}/`);
      expect(paths).toHaveLength(10);
      expect(paths).toEqual(
        CORPORATE_PAGES.filter((page) => !page.startsWith('contracts')).map(
          (page) => `/consortia/${kind}/${page}`,
        ),
      );
    }
  });

  it('§2 routes: pa has ten pages for each subsidised scheme', () => {
    const pages = [
      'connection',
      'contractStatus',
      'downloads',
      'informationAndComplaints',
      'invoices',
      'order',
      'orderStatus',
      'overview',
      'registry',
      'reporting',
    ];
    for (const scheme of ['subsidizedGas', 'subsidizedLight']) {
      expect(pathsOf(routesOfSegment('pa'), `/pa/${scheme}/`)).toEqual(
        pages.map((page) => `/pa/${scheme}/${page}`),
      );
    }
    expect(routeByName('pa-subsidizedLight-orderStatus')?.path).toBe(
      '/pa/subsidizedLight/orderStatus',
    );
  });

  it('§2 routes: page counts per segment (home and profile included)', () => {
    expect(routesOfSegment('consortia')).toHaveLength(2 + 2 * 10);
    expect(routesOfSegment('corporate')).toHaveLength(2 + 2 * 12);
    expect(routesOfSegment('pa')).toHaveLength(2 + 2 * 12 + 2 * 10);
    expect(routesOfSegment('pa-non-conv')).toHaveLength(2 + 2 * 12);
    expect(routesOfSegment('retail')).toHaveLength(19);
  });

  it('§2 routes: retail has exactly the pages of the spec', () => {
    expect(routesOfSegment('retail').map((route) => route.path)).toEqual([
      '/retail',
      '/retail/assistance',
      '/retail/assistance/faq',
      '/retail/assistance/writeus',
      '/retail/downloads',
      '/retail/loyaltyBonus',
      '/retail/myBills',
      '/retail/myBills/:id',
      '/retail/myServices',
      '/retail/myUtilities',
      '/retail/myUtilities/:id',
      '/retail/myUtilities/manageUts/:id',
      '/retail/myUtilities/manageUts/billReceiveMethod/:id',
      '/retail/myUtilities/manageUts/paymentMethod/:id',
      '/retail/myUtilities/manageUts/powervar/:id',
      '/retail/myUtilities/manageUts/termination/:id',
      '/retail/notifications',
      '/retail/profile',
      '/retail/selfRead',
    ]);
  });

  it('§2 routes: names follow the path with dashes', () => {
    expect(routeByName('retail-myBills-id')).toMatchObject({
      path: '/retail/myBills/:id',
      params: ['id'],
      query: ['issueDate'],
      metaType: 'retail',
    });
    expect(routeByName('retail-myUtilities-manageUts-powervar-id')?.params).toEqual(['id']);
    expect(routeByName('corporate-gas-contracts-id')?.path).toBe('/corporate/gas/contracts/:id');
    expect(routeByName('consortia-light-supplies-greenEnergy')?.metaType).toBe('consortia');
    expect(routeByName('pa-non-conv')?.path).toBe('/pa-non-conv');
    expect(routeNameOf('/')).toBe('index');
    expect(routeByName('nope')).toBeUndefined();
  });

  it('§2 §6 routes: the home of each segment is its landing route with the dashboard layout', () => {
    for (const segment of SEGMENTS) {
      expect(routeByName(segment)).toMatchObject({
        path: landingRoute(segment),
        layout: 'dashboard',
      });
      expect(routeByName(`${segment}-profile`)?.layout).toBe('profile');
    }
  });

  it('§1 §2 routes: support and retail assistance pages use the assistance layout; others default', () => {
    const assistance = ROUTES.filter((route) => route.layout === 'assistance').map(
      (route) => route.path,
    );
    expect(assistance).toEqual([
      '/consortia/gas/support',
      '/consortia/light/support',
      '/corporate/gas/support',
      '/corporate/light/support',
      '/pa/gas/support',
      '/pa/light/support',
      '/pa-non-conv/gas/support',
      '/pa-non-conv/light/support',
      '/retail/assistance',
      '/retail/assistance/faq',
      '/retail/assistance/writeus',
    ]);
    expect(routeByName('retail-myBills')?.layout).toBe('default');
    expect(routeByName('pa-subsidizedGas-overview')?.layout).toBe('default');
  });
});

describe('route forms and matching', () => {
  it('§2 routes: every route exists in three forms (no prefix, /it, /de)', () => {
    expect(routeForms(routeByName('retail-myBills-id') as RouteDef)).toEqual([
      '/retail/myBills/:id',
      '/it/retail/myBills/:id',
      '/de/retail/myBills/:id',
    ]);
    expect(routeForms(routeByName('index') as RouteDef)).toEqual(['/', '/it', '/de']);
  });

  it('§2: a server path in its three forms, each with the language its prefix names', () => {
    expect(localeForms('/auth/login')).toEqual([
      { url: '/auth/login', locale: null },
      { url: '/it/auth/login', locale: 'it' },
      { url: '/de/auth/login', locale: 'de' },
    ]);
    expect(localeForms('/').map((form) => form.url)).toEqual(['/', '/it', '/de']);
    expect(localeForms('/privacy').map((form) => form.url)).toEqual(
      LOCALE_PREFIXES.map((prefix) => `${prefix}/privacy`),
    );
  });

  it('§2: a path in a language — German under /de, Italian and no language without prefix', () => {
    expect(inLanguage('/disabled', 'de')).toBe('/de/disabled');
    expect(inLanguage('/disabled', 'it')).toBe('/disabled');
    expect(inLanguage('/disabled', null)).toBe('/disabled');
    expect(inLanguage('/', 'de')).toBe('/de');
  });

  it('§2 routes: every form of every route matches back to the same route and locale', () => {
    for (const route of ROUTES) {
      const [plain, it, de] = routeForms(route).map((form) => form.replaceAll(':id', '42'));
      expect(matchRoute(plain as string)).toMatchObject({ route, locale: null });
      expect(matchRoute(it as string)).toMatchObject({ route, locale: 'it' });
      expect(matchRoute(de as string)).toMatchObject({ route, locale: 'de' });
    }
  });

  it('§2 routes: params are decoded; query, hash and a trailing slash are ignored', () => {
    expect(matchRoute('/de/retail/myBills/FT%2F2024?issueDate=2024-01-31#top')).toEqual({
      route: routeByName('retail-myBills-id'),
      params: { id: 'FT/2024' },
      locale: 'de',
    });
    expect(matchRoute('/corporate/gas/contracts/')?.route.name).toBe('corporate-gas-contracts');
    expect(matchRoute('/it/')?.route.name).toBe('index');
  });

  it('§2 routes: a fixed page wins over an id', () => {
    expect(matchRoute('/corporate/light/supplies/greenEnergy')?.route.name).toBe(
      'corporate-light-supplies-greenEnergy',
    );
    expect(matchRoute('/retail/myUtilities/manageUts/powervar/7')).toMatchObject({
      route: { name: 'retail-myUtilities-manageUts-powervar-id' },
      params: { id: '7' },
    });
  });

  it('§2 routes: unmatched paths give null (404)', () => {
    expect(matchRoute('/nowhere')).toBeNull();
    expect(matchRoute('/retail/myBills/a/b')).toBeNull();
    expect(matchRoute('/en/retail')).toBeNull();
    expect(matchRoute('/retail/myBills/%E0%A4%A')).toBeNull();
    expect(matchRoute('/corporate/gas/contracts//')?.route.name).toBe('corporate-gas-contracts');
  });

  it('§2 routes: the locale prefix is split from the rest', () => {
    expect(splitLocalePrefix('/de/retail')).toEqual({ locale: 'de', rest: '/retail' });
    expect(splitLocalePrefix('/it')).toEqual({ locale: 'it', rest: '/' });
    expect(splitLocalePrefix('/retail')).toEqual({ locale: null, rest: '/retail' });
    expect(splitLocalePrefix('/')).toEqual({ locale: null, rest: '/' });
    expect(splitLocalePrefix('/deutsch')).toEqual({ locale: null, rest: '/deutsch' });
  });

  it('§2 routes: buildPath gives Italian without prefix and German under /de', () => {
    expect(buildPath('retail-myBills-id', { id: 'FT/1' })).toBe('/retail/myBills/FT%2F1');
    expect(buildPath('retail-myUtilities-id', { id: 12 }, 'it')).toBe('/retail/myUtilities/12');
    expect(buildPath('corporate', {}, 'de')).toBe('/de/corporate');
    expect(buildPath('index', undefined, 'de')).toBe('/de');
    expect(buildPath('index')).toBe('/');
  });

  it('§2 routes: buildPath refuses an unknown name or a missing param', () => {
    expect(() => buildPath('retail-nothing')).toThrow(UnknownRouteError);
    expect(() => buildPath('retail-myBills-id')).toThrow('needs the parameter id');
    expect(() => buildPath('retail-myBills-id', { id: '' })).toThrow(UnknownRouteError);
  });
});

describe('page kinds and contexts', () => {
  const context = (name: string) => routeByName(name)?.context;

  it('§2: every route has a kind and a context whose segment is its meta type', () => {
    for (const route of ROUTES) {
      expect(route.kind, route.name).toBeTruthy();
      expect(route.context.segment, route.name).toBe(route.metaType);
    }
  });

  it('§2: the business invoices of corporate, pa, pa-non-conv and consortia, gas and light, are one kind with 8 contexts', () => {
    const invoices = routesOfKind('invoices');
    expect(invoices.map((route) => route.path).sort()).toEqual(
      ['consortia', 'corporate', 'pa', 'pa-non-conv']
        .flatMap((segment) => [`/${segment}/gas/invoices`, `/${segment}/light/invoices`])
        .sort(),
    );
    expect(routeByName('corporate-light-invoices')?.context).toEqual({
      segment: 'corporate',
      commodity: 'light',
      scheme: null,
    });
    expect(context('pa-gas-invoices')).toEqual({ segment: 'pa', commodity: 'gas', scheme: null });
    expect(context('pa-non-conv-light-invoices')?.segment).toBe('pa-non-conv');
    expect(context('consortia-gas-invoices')?.commodity).toBe('gas');
  });

  it("§2: retail's bills are their own kinds, not the business invoices", () => {
    expect(routeByName('retail-myBills')?.kind).toBe('retail-bills');
    expect(routeByName('retail-myBills-id')?.kind).toBe('retail-bill');
    expect(routeByName('retail')?.kind).toBe('retail-dashboard');
    expect(routeByName('retail-profile')?.kind).toBe('retail-profile');
    expect(context('retail-myBills')).toEqual({ segment: 'retail', commodity: null, scheme: null });
  });

  it('§2: detail pages, green energy and each segment home and profile have their kinds', () => {
    expect(routeByName('corporate-gas-contracts-id')?.kind).toBe('contract');
    expect(routeByName('pa-light-costsAndConsumptions-id')?.kind).toBe(
      'costsAndConsumptionsDetail',
    );
    expect(routeByName('consortia-light-supplies-greenEnergy')?.kind).toBe('greenEnergy');
    for (const segment of ['consortia', 'corporate', 'pa', 'pa-non-conv']) {
      expect(routeByName(segment)?.kind).toBe('dashboard');
      expect(routeByName(`${segment}-profile`)?.kind).toBe('profile');
      expect(context(`${segment}-profile`)).toEqual({ segment, commodity: null, scheme: null });
    }
  });

  it("§1 §2: pa's subsidised schemes carry their scheme and its commodity", () => {
    expect(routesOfKind('subsidized-order').map((route) => route.path)).toEqual([
      '/pa/subsidizedGas/order',
      '/pa/subsidizedLight/order',
    ]);
    expect(context('pa-subsidizedGas-invoices')).toEqual({
      segment: 'pa',
      commodity: 'gas',
      scheme: 'subsidizedGas',
    });
    expect(routeByName('pa-subsidizedLight-invoices')?.kind).toBe('subsidized-invoices');
    expect(context('pa-subsidizedLight-reporting')?.commodity).toBe('light');
  });

  it('§2: general routes have no context; the BFF-answered ones are hand-offs', () => {
    expect(GENERAL_ROUTES.map((route) => [route.name, route.kind])).toEqual([
      ['index', 'home'],
      ['login', 'login'],
      ['disabled', 'disabled'],
      ['unauthorized', 'unauthorized'],
      ['impersonate', 'handoff'],
      ['qrcode-invoice', 'handoff'],
      ['auth-login', 'handoff'],
      ['auth-logout', 'handoff'],
      ['auth-register', 'register'],
      ['auth-silent-refresh', 'handoff'],
    ]);
    for (const route of GENERAL_ROUTES) {
      expect(route.context).toEqual({ segment: null, commodity: null, scheme: null });
    }
  });

  it('§2: a kind is one page set — every route of a kind has the same params and layout', () => {
    for (const kind of new Set(ROUTES.map((route) => route.kind))) {
      const routes = routesOfKind(kind);
      const first = routes[0] as RouteDef;
      for (const route of routes) {
        expect(route.params, kind).toEqual(first.params);
        if (kind !== 'handoff' && kind !== 'home') expect(route.layout, kind).toBe(first.layout);
      }
    }
  });
});
