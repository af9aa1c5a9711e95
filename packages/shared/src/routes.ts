// The route table of §2: every page of every segment with its name, path pattern, params, meta
// type (§6), layout, page kind and context (pages.ts). Names follow the path: '/retail/myBills/:id' → 'retail-myBills-id'.
import { LOCALES, type Locale } from './constants.ts';
import {
  CONSORTIA_SUPPLY_PAGES,
  RETAIL_PAGES,
  SUBSIDISED_PAGES,
  SUBSIDISED_SCHEMES,
  SUPPLY_KINDS,
  SUPPLY_PAGES,
  generalPlacement,
  segmentPlacement,
  type PageContext,
  type PageKind,
} from './pages.ts';
import { SEGMENTS, type Segment } from './segment.ts';

export type { Locale } from './constants.ts';
export {
  CONSORTIA_SUPPLY_PAGES,
  RETAIL_PAGES,
  SUBSIDISED_PAGES,
  SUBSIDISED_SCHEMES,
  SUPPLY_KINDS,
  SUPPLY_PAGES,
} from './pages.ts';
export type { Commodity, PageContext, PageKind, SubsidisedScheme, ApiUtility } from './pages.ts';
export { COMMODITY_UTILITY } from './pages.ts';

export type Layout = 'default' | 'dashboard' | 'profile' | 'assistance';

export interface RouteDef {
  name: string;
  /** Pattern without the locale prefix; params are written ':id'. */
  path: string;
  params: string[];
  query?: string[];
  /** The segment allowed to open the route (§6); null for general routes. */
  metaType: Segment | null;
  layout: Layout;
  /** Reachable without a session (§2). */
  public: boolean;
  /** What the page is; one page component per kind (conventions 19). */
  kind: PageKind;
  /** Where it sits: segment, commodity and pa's subsidised scheme, for the page of its kind. */
  context: PageContext;
}

/** '/retail/myBills/:id' → 'retail-myBills-id'; '/' → 'index'. */
export function routeNameOf(path: string): string {
  if (path === '/') return 'index';
  return path
    .slice(1)
    .split('/')
    .map((part) => (part.startsWith(':') ? part.slice(1) : part))
    .join('-');
}

function paramsOf(path: string): string[] {
  return path
    .split('/')
    .filter((part) => part.startsWith(':'))
    .map((part) => part.slice(1));
}

function layoutOf(segment: Segment, page: string): Layout {
  if (page === '') return 'dashboard';
  if (page === 'profile') return 'profile';
  if (page === 'support' || page.endsWith('/support')) return 'assistance';
  if (segment === 'retail' && (page === 'assistance' || page.startsWith('assistance/'))) {
    return 'assistance';
  }
  return 'default';
}

function segmentRoute(segment: Segment, page: string): RouteDef {
  const path = page === '' ? `/${segment}` : `/${segment}/${page}`;
  const route: RouteDef = {
    name: routeNameOf(path),
    path,
    params: paramsOf(path),
    metaType: segment,
    layout: layoutOf(segment, page),
    public: false,
    ...segmentPlacement(segment, page),
  };
  if (route.name === 'retail-myBills-id') route.query = ['issueDate'];
  return route;
}

function generalRoute(path: string, isPublic: boolean, query?: string[]): RouteDef {
  const route: RouteDef = {
    name: routeNameOf(path),
    path,
    params: [],
    metaType: null,
    layout: 'default',
    public: isPublic,
    ...generalPlacement(path),
  };
  if (query) route.query = query;
  return route;
}

function pagesOfSegment(segment: Segment): string[] {
  const perSupply = (pages: readonly string[]): string[] =>
    SUPPLY_KINDS.flatMap((kind) => pages.map((page) => `${kind}/${page}`));
  switch (segment) {
    case 'consortia':
      return perSupply(CONSORTIA_SUPPLY_PAGES);
    case 'corporate':
    case 'pa-non-conv':
      return perSupply(SUPPLY_PAGES);
    case 'pa':
      return [
        ...perSupply(SUPPLY_PAGES),
        ...SUBSIDISED_SCHEMES.flatMap((scheme) =>
          SUBSIDISED_PAGES.map((page) => `${scheme}/${page}`),
        ),
      ];
    case 'retail':
      return [...RETAIL_PAGES];
  }
}

/** §2 general and authentication routes; auth/*, /unauthorized, /disabled and /login are public. */
export const GENERAL_ROUTES: readonly RouteDef[] = [
  generalRoute('/', false),
  generalRoute('/login', true),
  generalRoute('/disabled', true),
  generalRoute('/unauthorized', true),
  generalRoute('/impersonate', false, ['token', 'fingerprint']),
  generalRoute('/qrcode-invoice', false, ['numeroFattura', 'dataEmissione']),
  generalRoute('/auth/login', true),
  generalRoute('/auth/logout', true),
  generalRoute('/auth/register', true),
  generalRoute('/auth/silent-refresh', true),
];

function buildSegmentRoutes(segment: Segment): RouteDef[] {
  const pages = ['', ...pagesOfSegment(segment)];
  if (segment !== 'retail') pages.splice(1, 0, 'profile');
  return pages.map((page) => segmentRoute(segment, page));
}

export const ROUTES: readonly RouteDef[] = [
  ...GENERAL_ROUTES,
  ...SEGMENTS.flatMap(buildSegmentRoutes),
];

const ROUTES_BY_NAME = new Map(ROUTES.map((route) => [route.name, route]));

export function routeByName(name: string): RouteDef | undefined {
  return ROUTES_BY_NAME.get(name);
}

export function routesOfSegment(segment: Segment): RouteDef[] {
  return ROUTES.filter((route) => route.metaType === segment);
}

/** One form of a path (§2): the path as registered, and the language its prefix names. */
export interface LocaleForm {
  /** '/auth/login', '/it/auth/login', '/de/auth/login'. */
  url: string;
  /** The language the prefix names; null for the form without prefix. */
  locale: Locale | null;
}

/** The prefixes of a path's three forms (§2). */
export const LOCALE_PREFIXES = ['', '/it', '/de'] as const;

/**
 * §2: the three forms of a path — no prefix (Italian), /it and /de. The BFF registers its own
 * routes (sign-in, logout, the QR link, the legal pages) once per form, so a link printed or sent
 * in German reaches the same handler without a hop through the client.
 */
export function localeForms(path: string): [LocaleForm, LocaleForm, LocaleForm] {
  const suffix = path === '/' ? '' : path;
  return [
    { url: path, locale: null },
    { url: `/it${suffix}`, locale: 'it' },
    { url: `/de${suffix}`, locale: 'de' },
  ];
}

/** A path in a language (§2): German under '/de', Italian without prefix. */
export function inLanguage(path: string, locale: Locale | null): string {
  if (locale !== 'de') return path;
  return path === '/' ? '/de' : `/de${path}`;
}

/** §2: every route in three forms: no prefix (Italian), /it and /de. */
export function routeForms(route: RouteDef): [string, string, string] {
  const [plain, it, de] = localeForms(route.path);
  return [plain.url, it.url, de.url];
}

function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/** '/de/retail' → { locale: 'de', rest: '/retail' }; '/retail' → { locale: null, rest: '/retail' }. */
export function splitLocalePrefix(pathname: string): { locale: Locale | null; rest: string } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const first = match?.[1];
  if (first !== undefined && isLocale(first)) {
    return { locale: first, rest: match?.[2] ?? '/' };
  }
  return { locale: null, rest: pathname };
}

// Static routes are tried before those with params, so a fixed page wins over an id.
const MATCH_ORDER = [...ROUTES].sort((a, b) => a.params.length - b.params.length);

function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of want.entries()) {
    const actual = got[index] as string;
    // Params are always the last part, and trailing slashes are gone, so a param is never empty.
    if (part.startsWith(':')) {
      params[part.slice(1)] = actual;
    } else if (part !== actual) {
      return null;
    }
  }
  return params;
}

function decodeParams(params: Record<string, string>): Record<string, string> | null {
  try {
    return Object.fromEntries(
      Object.entries(params).map(([key, value]) => [key, decodeURIComponent(value)]),
    );
  } catch {
    return null;
  }
}

/**
 * Finds the route of a pathname in any of its three forms. A query string, a hash and a trailing
 * slash are ignored; an unmatched path (§2: 404) gives null.
 */
export function matchRoute(
  pathname: string,
): { route: RouteDef; params: Record<string, string>; locale: Locale | null } | null {
  const bare = pathname.replace(/[?#].*$/, '');
  const { locale, rest } = splitLocalePrefix(bare);
  const path = rest.length > 1 ? rest.replace(/\/+$/, '') : rest;
  for (const route of MATCH_ORDER) {
    const raw = matchPattern(route.path, path);
    if (raw) {
      const params = decodeParams(raw);
      return params ? { route, params, locale } : null;
    }
  }
  return null;
}

export class UnknownRouteError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnknownRouteError';
  }
}

/** The path of a named route; Italian has no prefix (§2), German '/de'. Throws on a missing param. */
export function buildPath(
  name: string,
  params: Record<string, string | number> = {},
  locale: Locale | null = null,
): string {
  const route = routeByName(name);
  if (!route) throw new UnknownRouteError(`Unknown route name: ${name}`);
  const path = route.path
    .split('/')
    .map((part) => {
      if (!part.startsWith(':')) return part;
      const value = params[part.slice(1)];
      if (value === undefined || value === '') {
        throw new UnknownRouteError(`Route ${name} needs the parameter ${part.slice(1)}`);
      }
      return encodeURIComponent(String(value));
    })
    .join('/');
  return inLanguage(path, locale);
}

/** The routes of one page kind: e.g. the 8 routes of the business invoices page. */
export function routesOfKind(kind: PageKind): RouteDef[] {
  return ROUTES.filter((route) => route.kind === kind);
}
