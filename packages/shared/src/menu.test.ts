import { describe, expect, it } from 'vitest';
import {
  NO_SECTIONS,
  hasSupplyFor,
  SECTION_MENU,
  SECTION_PROBE_QUERY,
  SUBSIDISED_MENU_ORDER,
  SUPPLY_MENU_ORDER,
  isMenuEntryActive,
  menuEntries,
  menuOrderOf,
  menuPagesOf,
  sectionProbes,
  sectionsFromProbeResults,
} from './menu.ts';
import {
  SUBSIDISED_PAGES,
  SUBSIDISED_SCHEMES,
  SUPPLY_KINDS,
  SUPPLY_PAGES,
  routeByName,
  routesOfSegment,
} from './routes.ts';
import type { Segment } from './segment.ts';

describe('menu', () => {
  it('§2 menu: the four flags map to lightSub, light, fireSub, fire', () => {
    expect(SECTION_MENU).toEqual({
      conventionPower: 'lightSub',
      noConventionPower: 'light',
      conventionGas: 'fireSub',
      noConventionGas: 'fire',
    });
  });

  it('§2 menu: only entries whose flag is true are shown', () => {
    expect(menuEntries(NO_SECTIONS)).toEqual([]);
    expect(menuEntries({ ...NO_SECTIONS, noConventionPower: true, conventionGas: true })).toEqual([
      'light',
      'fireSub',
    ]);
    expect(
      menuEntries({
        conventionPower: true,
        noConventionPower: true,
        conventionGas: true,
        noConventionGas: true,
      }),
    ).toEqual(['lightSub', 'light', 'fireSub', 'fire']);
  });

  it('§2 menu: an entry is active when the route contains the search text, ignoring case', () => {
    expect(isMenuEntryActive('/pa/subsidizedLight/overview', 'SUBSIDIZEDlight')).toBe(true);
    expect(isMenuEntryActive('/pa/light/overview', 'subsidizedLight')).toBe(false);
  });
});

describe('section probes', () => {
  it('§4 §7 probes: pa runs four probes, power and gas with and without a convention', () => {
    const probes = sectionProbes('pa', [7]);
    expect(probes).toEqual([
      {
        flag: 'conventionPower',
        variables: {
          idanagrafica: [7],
          codUtility: 'Power',
          hasBusinessConvention: true,
          first: 1,
        },
      },
      {
        flag: 'noConventionPower',
        variables: {
          idanagrafica: [7],
          codUtility: 'Power',
          hasBusinessConvention: false,
          first: 1,
        },
      },
      {
        flag: 'conventionGas',
        variables: { idanagrafica: [7], codUtility: 'Gas', hasBusinessConvention: true, first: 1 },
      },
      {
        flag: 'noConventionGas',
        variables: { idanagrafica: [7], codUtility: 'Gas', hasBusinessConvention: false, first: 1 },
      },
    ]);
  });

  it('§4 §7 probes: consortia run two convention probes across all the registries given', () => {
    const probes = sectionProbes('consortia', [1, 2, 3]);
    expect(probes.map((probe) => [probe.flag, probe.variables.codUtility])).toEqual([
      ['conventionPower', 'Power'],
      ['conventionGas', 'Gas'],
    ]);
    expect(probes.every((probe) => probe.variables.idanagrafica.length === 3)).toBe(true);
    expect(probes.every((probe) => probe.variables.hasBusinessConvention)).toBe(true);
  });

  it.each(['corporate', 'pa-non-conv', 'retail'] as const)(
    '§4 §7 probes: %s runs two probes without a convention',
    (segment) => {
      const probes = sectionProbes(segment, [9]);
      expect(probes.map((probe) => probe.flag)).toEqual(['noConventionPower', 'noConventionGas']);
      expect(probes.every((probe) => !probe.variables.hasBusinessConvention)).toBe(true);
    },
  );

  it('§7 probes: the query selects idcontratto with first and hasBusinessConvention', () => {
    expect(SECTION_PROBE_QUERY).toContain('contratti(');
    expect(SECTION_PROBE_QUERY).toContain('hasBusinessConvention:$hasBusinessConvention');
    expect(SECTION_PROBE_QUERY).toContain('nodes { idcontratto }');
  });

  it('§4 probes: a flag is set when its probe found a contract; unprobed flags stay false', () => {
    expect(
      sectionsFromProbeResults([
        { flag: 'noConventionPower', found: true },
        { flag: 'noConventionGas', found: false },
      ]),
    ).toEqual({ ...NO_SECTIONS, noConventionPower: true });
    expect(
      sectionsFromProbeResults([
        { flag: 'conventionGas', found: true },
        { flag: 'conventionGas', found: false },
      ]).conventionGas,
    ).toBe(true);
    expect(NO_SECTIONS).toEqual({
      conventionPower: false,
      noConventionPower: false,
      conventionGas: false,
      noConventionGas: false,
    });
  });
});

const withoutIds = (pages: readonly string[]) => pages.filter((page) => !page.includes(':'));

/** Every (segment, area) pair that has a menu group: gas and light, and pa's subsidised schemes. */
const AREAS: Array<[Segment, string]> = [
  ...(['corporate', 'pa', 'pa-non-conv', 'consortia'] as const).flatMap((segment) =>
    SUPPLY_KINDS.map((kind): [Segment, string] => [segment, kind]),
  ),
  ...SUBSIDISED_SCHEMES.map((scheme): [Segment, string] => ['pa', scheme]),
];

describe('the menu lists a commodity’s pages in a customer’s order', () => {
  it('orders the supply pages: overview, supplies and green energy, contracts, invoices, costs and consumptions, load curves, downloads, operations, support', () => {
    expect(SUPPLY_MENU_ORDER).toEqual([
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
    ]);
  });

  it('names every page of §2 without an id exactly once, in both orders', () => {
    expect([...SUPPLY_MENU_ORDER].sort()).toEqual(withoutIds(SUPPLY_PAGES).sort());
    expect([...SUBSIDISED_MENU_ORDER].sort()).toEqual(withoutIds(SUBSIDISED_PAGES).sort());
  });

  it('puts the overview first in pa’s subsidised schemes, then the supply menu’s order of concerns', () => {
    expect(SUBSIDISED_MENU_ORDER[0]).toBe('overview');
    expect(SUBSIDISED_MENU_ORDER.indexOf('invoices')).toBeLessThan(
      SUBSIDISED_MENU_ORDER.indexOf('downloads'),
    );
    expect(SUBSIDISED_MENU_ORDER.at(-1)).toBe('informationAndComplaints');
    expect(menuOrderOf('subsidizedGas')).toBe(SUBSIDISED_MENU_ORDER);
    expect(menuOrderOf('light')).toBe(SUPPLY_MENU_ORDER);
  });

  it.each(AREAS)(
    'gives %s/%s every page of its area once, overview first, in the one order',
    (segment, area) => {
      const pages = menuPagesOf(segment, area);
      const base = `/${segment}/${area}/`;
      const table = routesOfSegment(segment)
        .filter((route) => route.params.length === 0 && route.path.startsWith(base))
        .map((route) => route.path.slice(base.length));
      expect([...pages].sort()).toEqual(table.sort());
      expect(pages[0]).toBe('overview');
      const order = menuOrderOf(area);
      expect(pages).toEqual(order.filter((page) => pages.includes(page)));
    },
  );

  it('leaves out what a segment lacks: consortia have no contracts (§2)', () => {
    expect(menuPagesOf('consortia', 'gas')).toEqual([
      'overview',
      'supplies',
      'supplies/greenEnergy',
      'invoices',
      'costsAndConsumptions',
      'loadCurves',
      'downloads',
      'operations',
      'support',
    ]);
    expect(menuPagesOf('corporate', 'gas')).toEqual([...SUPPLY_MENU_ORDER]);
  });

  it('keeps a page outside the order (in route order, after any ordered one) rather than dropping it', () => {
    // Retail's assistance pages have no place in the supply order: they come through in route order.
    expect(menuPagesOf('retail', 'assistance')).toEqual(['faq', 'writeus']);
  });
});

describe('the "no supply of this kind" state from the menu section flags (§4)', () => {
  const contextOf = (name: string) => routeByName(name)!.context;
  const only = (flag: keyof typeof NO_SECTIONS) => ({ ...NO_SECTIONS, [flag]: true });

  it('§4: a corporate customer with only light contracts has light pages but no gas pages', () => {
    const sections = only('noConventionPower');
    expect(hasSupplyFor(contextOf('corporate-light-invoices'), sections)).toBe(true);
    expect(hasSupplyFor(contextOf('corporate-gas-invoices'), sections)).toBe(false);
    expect(hasSupplyFor(contextOf('corporate-gas-contracts-id'), sections)).toBe(false);
  });

  it('§2 §4: pages without a commodity (home, profile, retail) always have their supply', () => {
    for (const name of ['corporate', 'pa-profile', 'retail', 'retail-myBills', 'login']) {
      expect(hasSupplyFor(contextOf(name), NO_SECTIONS), name).toBe(true);
    }
  });

  it("§4: pa's gas area needs a non-convention gas contract, its subsidised gas a convention one", () => {
    expect(hasSupplyFor(contextOf('pa-gas-overview'), only('noConventionGas'))).toBe(true);
    expect(hasSupplyFor(contextOf('pa-gas-overview'), only('conventionGas'))).toBe(false);
    expect(hasSupplyFor(contextOf('pa-subsidizedGas-order'), only('conventionGas'))).toBe(true);
    expect(hasSupplyFor(contextOf('pa-subsidizedGas-order'), only('noConventionGas'))).toBe(false);
    expect(hasSupplyFor(contextOf('pa-subsidizedLight-order'), only('conventionPower'))).toBe(true);
  });

  it('§4: consortia reach a commodity through their convention contracts, across registries', () => {
    expect(hasSupplyFor(contextOf('consortia-gas-invoices'), only('conventionGas'))).toBe(true);
    expect(hasSupplyFor(contextOf('consortia-light-invoices'), only('conventionGas'))).toBe(false);
  });
});
