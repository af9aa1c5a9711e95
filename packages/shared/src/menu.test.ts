import { describe, expect, it } from 'vitest';
import {
  NO_SECTIONS,
  SECTION_MENU,
  SECTION_PROBE_QUERY,
  isMenuEntryActive,
  menuEntries,
  sectionProbes,
  sectionsFromProbeResults,
} from './menu.ts';

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
