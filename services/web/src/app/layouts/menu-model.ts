// The menu of a segment (§2 Menu): the section entries the session's flags allow (lightSub,
// light, fireSub, fire, only those set) with their pages in a customer's order (defined
// once in packages/shared), plus the segment's own pages.
import { menuEntryArea, menuPagesOf, type MenuEntryKey } from '@portal/shared/menu';
import type { Segment } from '@portal/shared/segment';

export interface MenuLink {
  /** Translation key of the label. */
  labelKey: string;
  /** Path without the locale prefix. */
  path: string;
}

export interface MenuGroup extends MenuLink {
  /** isMenuEntryActive searches the current route for this text (§2). */
  search: string;
  children: MenuLink[];
}

function pageLabelKey(page: string): string {
  const last = page.split('/').at(-1) ?? page;
  return `pages.parts.${last}`;
}

/** Pages without ids of an area, in the menu order of packages/shared (overview first). */
function pagesBelow(segment: Segment, area: string): MenuLink[] {
  return menuPagesOf(segment, area).map((page) => ({
    labelKey: pageLabelKey(page),
    path: `/${segment}/${area}/${page}`,
  }));
}

export interface MenuFlags {
  canSelfRead: boolean;
  bonusEligible: boolean;
}

const RETAIL_MENU = [
  'myBills',
  'myUtilities',
  'selfRead',
  'notifications',
  'downloads',
  'loyaltyBonus',
  'myServices',
  'assistance',
  'profile',
] as const;

export function buildMenu(
  segment: Segment,
  entries: readonly MenuEntryKey[],
  flags: MenuFlags,
): { home: MenuLink; groups: MenuGroup[]; links: MenuLink[] } {
  const home = { labelKey: 'menu.dashboard', path: `/${segment}` };
  if (segment === 'retail') {
    const links = RETAIL_MENU.filter(
      (page) =>
        (page !== 'selfRead' || flags.canSelfRead) &&
        (page !== 'loyaltyBonus' || flags.bonusEligible),
    ).map((page) => ({ labelKey: `pages.parts.${page}`, path: `/retail/${page}` }));
    return { home, groups: [], links };
  }
  const seen = new Set<string>();
  const groups: MenuGroup[] = [];
  for (const entry of entries) {
    const area = menuEntryArea(entry, segment);
    const base = `/${segment}/${area}`;
    if (seen.has(base)) continue;
    seen.add(base);
    groups.push({
      labelKey: `menu.${entry}`,
      path: `${base}/overview`,
      search: base,
      children: pagesBelow(segment, area),
    });
  }
  return {
    home,
    groups,
    links: [{ labelKey: 'pages.parts.profile', path: `/${segment}/profile` }],
  };
}
