// The pages of §2 and their page kinds. A page kind is what a page IS, independent of where it is
// mounted: /corporate/light/invoices, /pa/gas/invoices and /consortia/gas/invoices are one kind,
// 'invoices' (the business invoices page), each route with its own context (segment, commodity,
// scheme). The web client writes one page per kind (conventions 19); the route table (routes.ts)
// gives every route its kind and context from here.
import type { Segment } from './segment.ts';

/** §1: the supply types; the route segment of a commodity's pages. */
export const SUPPLY_KINDS = ['gas', 'light'] as const;
export type Commodity = (typeof SUPPLY_KINDS)[number];

/** §1: the API's utility of a commodity (upstream's codUtility 1 is gas, 0 is power). */
export const COMMODITY_UTILITY = { gas: 'GAS', light: 'POWER' } as const satisfies Record<
  Commodity,
  string
>;
export type ApiUtility = (typeof COMMODITY_UTILITY)[Commodity];

/** §1, §2: pa's subsidised schemes, each with its own ten pages. */
export const SUBSIDISED_SCHEMES = ['subsidizedGas', 'subsidizedLight'] as const;
export type SubsidisedScheme = (typeof SUBSIDISED_SCHEMES)[number];

/** §2: corporate, pa and pa-non-conv pages for each of gas and light, with their kinds. */
const SUPPLY_PAGE_KINDS = {
  contracts: 'contracts',
  'contracts/:id': 'contract',
  costsAndConsumptions: 'costsAndConsumptions',
  'costsAndConsumptions/:id': 'costsAndConsumptionsDetail',
  downloads: 'downloads',
  invoices: 'invoices',
  loadCurves: 'loadCurves',
  operations: 'operations',
  overview: 'overview',
  supplies: 'supplies',
  'supplies/greenEnergy': 'greenEnergy',
  support: 'support',
} as const;

/** §2: the ten pages of each subsidised scheme of pa, with their kinds. */
const SUBSIDISED_PAGE_KINDS = {
  connection: 'subsidized-connection',
  contractStatus: 'subsidized-contractStatus',
  downloads: 'subsidized-downloads',
  informationAndComplaints: 'subsidized-informationAndComplaints',
  invoices: 'subsidized-invoices',
  order: 'subsidized-order',
  orderStatus: 'subsidized-orderStatus',
  overview: 'subsidized-overview',
  registry: 'subsidized-registry',
  reporting: 'subsidized-reporting',
} as const;

/**
 * §2: the retail pages below /retail ('' is /retail itself), with their kinds. Retail's pages are
 * their own kinds: §2 gives retail a different page set (its bills are not the business invoices).
 */
const RETAIL_PAGE_KINDS = {
  '': 'retail-dashboard',
  assistance: 'retail-assistance',
  'assistance/faq': 'retail-faq',
  'assistance/writeus': 'retail-writeus',
  downloads: 'retail-downloads',
  loyaltyBonus: 'retail-loyaltyBonus',
  myBills: 'retail-bills',
  'myBills/:id': 'retail-bill',
  myServices: 'retail-services',
  myUtilities: 'retail-utilities',
  'myUtilities/:id': 'retail-utility',
  'myUtilities/manageUts/:id': 'retail-manageUtility',
  'myUtilities/manageUts/billReceiveMethod/:id': 'retail-billReceiveMethod',
  'myUtilities/manageUts/paymentMethod/:id': 'retail-paymentMethod',
  'myUtilities/manageUts/powervar/:id': 'retail-powerVariation',
  'myUtilities/manageUts/termination/:id': 'retail-termination',
  notifications: 'retail-notifications',
  profile: 'retail-profile',
  selfRead: 'retail-selfRead',
} as const;

/** The business segments' own pages: their home ('') and profile. */
const BUSINESS_PAGE_KINDS = { '': 'dashboard', profile: 'profile' } as const;

/**
 * §2 general and authentication routes. 'handoff' routes are answered by the BFF (sign-in, logout,
 * silent renewal, impersonation, the QR link); the client only hands the browser over.
 */
const GENERAL_PAGE_KINDS = {
  '/': 'home',
  '/login': 'login',
  '/disabled': 'disabled',
  '/unauthorized': 'unauthorized',
  '/impersonate': 'handoff',
  '/qrcode-invoice': 'handoff',
  '/auth/login': 'handoff',
  '/auth/logout': 'handoff',
  '/auth/register': 'register',
  '/auth/silent-refresh': 'handoff',
} as const;

type KindOf<T> = T[keyof T];

export type SupplyPageKind = KindOf<typeof SUPPLY_PAGE_KINDS>;
export type SubsidisedPageKind = KindOf<typeof SUBSIDISED_PAGE_KINDS>;
export type RetailPageKind = KindOf<typeof RETAIL_PAGE_KINDS>;
export type GeneralPageKind = KindOf<typeof GENERAL_PAGE_KINDS>;

/** Every kind of page of §2. A new kind fails the type check of the web's page registry. */
export type PageKind =
  | GeneralPageKind
  | KindOf<typeof BUSINESS_PAGE_KINDS>
  | SupplyPageKind
  | SubsidisedPageKind
  | RetailPageKind;

type PageOf<T> = Extract<keyof T, string>;

export const SUPPLY_PAGES = Object.keys(SUPPLY_PAGE_KINDS) as PageOf<typeof SUPPLY_PAGE_KINDS>[];
export type SupplyPage = (typeof SUPPLY_PAGES)[number];

/** §2: consortia have the supply pages without contracts. */
export const CONSORTIA_SUPPLY_PAGES = SUPPLY_PAGES.filter((page) => !page.startsWith('contracts'));

export const SUBSIDISED_PAGES = Object.keys(SUBSIDISED_PAGE_KINDS) as PageOf<
  typeof SUBSIDISED_PAGE_KINDS
>[];

export const RETAIL_PAGES = (
  Object.keys(RETAIL_PAGE_KINDS) as PageOf<typeof RETAIL_PAGE_KINDS>[]
).filter((page) => page !== '');

export const GENERAL_PAGES = Object.keys(GENERAL_PAGE_KINDS) as PageOf<typeof GENERAL_PAGE_KINDS>[];

/** Where a route sits: the segment, and for a commodity's or scheme's pages, which one. */
export interface PageContext {
  segment: Segment | null;
  /** The commodity of the page: gas or light; a subsidised scheme's too (subsidizedGas is gas). */
  commodity: Commodity | null;
  /** pa's subsidised scheme (the convention), or null. */
  scheme: SubsidisedScheme | null;
}

export interface PagePlacement {
  kind: PageKind;
  context: PageContext;
}

const GENERAL_CONTEXT: PageContext = Object.freeze({
  segment: null,
  commodity: null,
  scheme: null,
});

export function generalPlacement(path: string): PagePlacement {
  const kind = (GENERAL_PAGE_KINDS as Record<string, GeneralPageKind>)[path];
  if (!kind) throw new Error(`No page kind for the general route ${path}`);
  return { kind, context: GENERAL_CONTEXT };
}

function lookup<T extends Record<string, string>>(kinds: T, page: string): KindOf<T> | undefined {
  return Object.hasOwn(kinds, page) ? (kinds[page] as KindOf<T>) : undefined;
}

/**
 * The kind and context of a segment's page ('' is the segment's home): 'gas/invoices' below
 * corporate → { kind: 'invoices', context: { segment: 'corporate', commodity: 'gas', scheme: null } }.
 */
export function segmentPlacement(segment: Segment, page: string): PagePlacement {
  const [area = '', ...rest] = page.split('/');
  const below = rest.join('/');
  const found = ((): PagePlacement | undefined => {
    if (segment === 'retail') {
      const kind = lookup(RETAIL_PAGE_KINDS, page);
      return kind && { kind, context: { segment, commodity: null, scheme: null } };
    }
    if ((SUPPLY_KINDS as readonly string[]).includes(area)) {
      const kind = lookup(SUPPLY_PAGE_KINDS, below);
      const commodity = area as Commodity;
      return kind && { kind, context: { segment, commodity, scheme: null } };
    }
    if ((SUBSIDISED_SCHEMES as readonly string[]).includes(area)) {
      const kind = lookup(SUBSIDISED_PAGE_KINDS, below);
      const scheme = area as SubsidisedScheme;
      const commodity: Commodity = scheme === 'subsidizedGas' ? 'gas' : 'light';
      return kind && { kind, context: { segment, commodity, scheme } };
    }
    const kind = lookup(BUSINESS_PAGE_KINDS, page);
    return kind && { kind, context: { segment, commodity: null, scheme: null } };
  })();
  if (!found) throw new Error(`No page kind for ${segment} page '${page}'`);
  return found;
}
