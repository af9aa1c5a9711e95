// Menu sections (§2 Menu, §4 menu section flags) and the contract probes that set them (§7).
//
// Probe choice: §4 says pa is checked for convention and non-convention power and gas contracts,
// and consortia across all their registries. So pa runs four probes (Power/Gas × with/without a
// business convention). Consortia run two probes for contracts under a business convention
// (their membership is one), over every registry of the user. Every other segment runs two probes
// for contracts without a convention, over the selected registry. The caller chooses the registry
// ids: all of them for consortia, the selected one otherwise.
import { CONTRACT_PROBE_FIRST } from './constants.ts';
import type { PageContext } from './pages.ts';
import { routesOfSegment } from './routes.ts';
import type { Segment } from './segment.ts';
import type { CodUtility } from './types/contract.ts';

export interface Sections {
  conventionPower: boolean;
  noConventionPower: boolean;
  conventionGas: boolean;
  noConventionGas: boolean;
}

export const NO_SECTIONS: Sections = Object.freeze({
  conventionPower: false,
  noConventionPower: false,
  conventionGas: false,
  noConventionGas: false,
});

export type MenuEntryKey = 'lightSub' | 'light' | 'fireSub' | 'fire';

/** §2: flag → menu entry. */
export const SECTION_MENU = {
  conventionPower: 'lightSub',
  noConventionPower: 'light',
  conventionGas: 'fireSub',
  noConventionGas: 'fire',
} as const satisfies Record<keyof Sections, MenuEntryKey>;

const SECTION_FLAGS = Object.keys(SECTION_MENU) as (keyof Sections)[];

/** §2: only entries whose flag is true are shown, in the order of the flags. */
export function menuEntries(sections: Sections): MenuEntryKey[] {
  return SECTION_FLAGS.filter((flag) => sections[flag]).map((flag) => SECTION_MENU[flag]);
}

/** §2: an entry is active when its route text contains the search text, ignoring case. */
export function isMenuEntryActive(route: string, search: string): boolean {
  return route.toLowerCase().includes(search.toLowerCase());
}

/**
 * The pages of a gas or light area in the order a customer looks for them — what
 * they have, what they signed, what they pay and use, then the paperwork and the help — the same
 * in every segment and language. A page a segment lacks (consortia have no contracts) is skipped.
 */
export const SUPPLY_MENU_ORDER = [
  'overview',
  'supplies',
  'supplies/greenEnergy',
  'contracts',
  'invoices',
  'costsAndConsumptions',
  'loadCurves',
  'downloads',
  'operations',
  'support',
] as const;

/**
 * The ten pages of a pa subsidised scheme, read alike with the supply menu so both
 * halves of pa's menu follow one order: the overview; the connection and the state of the contract
 * (what they have); the invoices and the reporting of the spend (what they pay); the downloads;
 * the order and its progress (their requests, like operations); the registry data of the scheme,
 * consulted rarely, like a profile; and information and complaints last, where support sits.
 */
export const SUBSIDISED_MENU_ORDER = [
  'overview',
  'connection',
  'contractStatus',
  'invoices',
  'reporting',
  'downloads',
  'order',
  'orderStatus',
  'registry',
  'informationAndComplaints',
] as const;

/** The menu order of an area below a segment: the subsidised schemes have their own pages. */
export function menuOrderOf(area: string): readonly string[] {
  return area.startsWith('subsidized') ? SUBSIDISED_MENU_ORDER : SUPPLY_MENU_ORDER;
}

/**
 * The pages (without ids) below /{segment}/{area} that the route table has, in the
 * menu order. A page missing from the order would be a menu without it: the tests keep the order
 * complete, and such a page comes last rather than disappearing.
 */
export function menuPagesOf(segment: Segment, area: string): string[] {
  const base = `/${segment}/${area}/`;
  const pages = routesOfSegment(segment)
    .filter((route) => route.params.length === 0 && route.path.startsWith(base))
    .map((route) => route.path.slice(base.length));
  const order = menuOrderOf(area);
  const rank = (page: string) => {
    const index = order.indexOf(page);
    return index === -1 ? order.length : index;
  };
  return pages.sort((a, b) => rank(a) - rank(b));
}

/**
 * §2 menu: the area below a segment that a section entry leads to. pa's convention entries lead to
 * its subsidised schemes; elsewhere both entries of a commodity lead to its gas or light area.
 */
export function menuEntryArea(entry: MenuEntryKey, segment: Segment): string {
  if (entry === 'lightSub') return segment === 'pa' ? 'subsidizedLight' : 'light';
  if (entry === 'fireSub') return segment === 'pa' ? 'subsidizedGas' : 'gas';
  return entry === 'light' ? 'light' : 'gas';
}

/**
 * §4 menu section flags: whether the session has a supply of the page's kind — the
 * "no supply of this kind" state otherwise (a corporate customer without gas opening /corporate/gas/…).
 * An area has its supply when a menu entry the flags allow leads to it, so the page and the menu
 * agree. A page without a commodity always has its supply.
 */
export function hasSupplyFor(context: PageContext, sections: Sections): boolean {
  const { segment, commodity, scheme } = context;
  if (commodity === null || segment === null) return true;
  const area = scheme ?? commodity;
  return menuEntries(sections).some((entry) => menuEntryArea(entry, segment) === area);
}

export interface ContractProbe {
  flag: keyof Sections;
  variables: {
    idanagrafica: number[];
    codUtility: CodUtility;
    hasBusinessConvention: boolean;
    first: typeof CONTRACT_PROBE_FIRST;
  };
}

/** §7: one contract (first=1), selecting idcontratto; found when a node comes back. */
export const SECTION_PROBE_QUERY =
  'query SectionProbe($idanagrafica:[Int!],$codUtility:CodUtility,$hasBusinessConvention:Boolean,$first:Int){ contratti(idanagrafica:$idanagrafica,codUtility:$codUtility,hasBusinessConvention:$hasBusinessConvention,first:$first){ nodes { idcontratto } } }';

const PROBE_SPECS = {
  conventionPower: { codUtility: 'Power', hasBusinessConvention: true },
  noConventionPower: { codUtility: 'Power', hasBusinessConvention: false },
  conventionGas: { codUtility: 'Gas', hasBusinessConvention: true },
  noConventionGas: { codUtility: 'Gas', hasBusinessConvention: false },
} as const satisfies Record<
  keyof Sections,
  { codUtility: CodUtility; hasBusinessConvention: boolean }
>;

function flagsProbedBy(segment: Segment): (keyof Sections)[] {
  if (segment === 'pa') return SECTION_FLAGS;
  if (segment === 'consortia') return ['conventionPower', 'conventionGas'];
  return ['noConventionPower', 'noConventionGas'];
}

/** §4, §7: the probes a segment runs (2, or 4 for pa), as data the BFF executes in parallel. */
export function sectionProbes(segment: Segment, registryIds: number[]): ContractProbe[] {
  return flagsProbedBy(segment).map((flag) => ({
    flag,
    variables: {
      idanagrafica: [...registryIds],
      ...PROBE_SPECS[flag],
      first: CONTRACT_PROBE_FIRST,
    },
  }));
}

/** §4: a flag is set when its probe found a contract; unprobed flags stay false. */
export function sectionsFromProbeResults(
  results: Array<{ flag: keyof Sections; found: boolean }>,
): Sections {
  const sections: Sections = { ...NO_SECTIONS };
  for (const { flag, found } of results) sections[flag] = sections[flag] || found;
  return sections;
}
