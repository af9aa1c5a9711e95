import { describe, expect, it } from 'vitest';
import { buildMenu } from './menu-model.ts';

const flags = { canSelfRead: true, bonusEligible: true };

describe('§2 Menu: the menu of a segment', () => {
  it('shows only the section entries the session allows, each with its pages', () => {
    const menu = buildMenu('corporate', ['fire'], flags);
    expect(menu.home.path).toBe('/corporate');
    expect(menu.groups.map((group) => group.labelKey)).toEqual(['menu.fire']);
    expect(menu.groups[0]?.children.map((child) => child.path)).toContain(
      '/corporate/gas/contracts',
    );
    expect(
      menu.groups[0]?.children.every((child) => child.path.startsWith('/corporate/gas/')),
    ).toBe(true);
    expect(menu.links.map((link) => link.path)).toEqual(['/corporate/profile']);
  });

  it('leads pa’s convention entries to the subsidised schemes', () => {
    const menu = buildMenu('pa', ['lightSub', 'light', 'fireSub', 'fire'], flags);
    expect(menu.groups.map((group) => group.search)).toEqual([
      '/pa/subsidizedLight',
      '/pa/light',
      '/pa/subsidizedGas',
      '/pa/gas',
    ]);
  });

  it('gives retail its own pages, self-reading and bonus only when allowed', () => {
    const all = buildMenu('retail', [], flags).links.map((link) => link.path);
    expect(all).toContain('/retail/myBills');
    expect(all).toContain('/retail/selfRead');
    const none = buildMenu('retail', [], { canSelfRead: false, bonusEligible: false }).links.map(
      (link) => link.path,
    );
    expect(none).not.toContain('/retail/selfRead');
    expect(none).not.toContain('/retail/loyaltyBonus');
  });
});
