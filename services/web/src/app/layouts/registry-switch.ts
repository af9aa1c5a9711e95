// Where the registry switcher goes once the session has another registry: the same page, when
// its route is the new segment's (§6), with the parts of its address that still apply — dates,
// states, sorts, searches — and without those that named the previous registry's records (a
// member, site, supply, invoice or case) or a page of its list; a record's own page (…/{id}) goes
// back to its list. Anything else goes to the new segment's landing route.
import type { Locale } from '@portal/shared/constants';
import { guardRoute } from '@portal/shared/guard';
import { matchRoute, routeByName, routeNameOf } from '@portal/shared/routes';
import type { Segment } from '@portal/shared/segment';
import { pathInLanguage } from '../../lib/locale.ts';

/** Address parameters whose value is a record of one registry, or a position in its list. */
const REGISTRY_BOUND = ['registry', 'site', 'supply', 'invoice', 'cases', 'choose', 'page'];

function keptSearch(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of REGISTRY_BOUND) params.delete(name);
  // Load curves compare with another supply (compare=supply:<id>): that supply was the old one's.
  if (params.get('compare')?.startsWith('supply:')) params.delete('compare');
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function pageAfterSwitch(
  current: { pathname: string; search: string },
  next: { segment: Segment; landingRoute: string },
  language: Locale,
): string {
  const landing = pathInLanguage(next.landingRoute, language);
  const match = matchRoute(current.pathname);
  if (!match || match.route.public) return landing;
  let route = match.route;
  if (route.params.length > 0) {
    const list = routeByName(routeNameOf(route.path.replace(/\/:[^/]+$/, '')));
    if (!list) return landing;
    route = list;
  }
  if (guardRoute(route, next.segment).kind !== 'allow') return landing;
  return `${pathInLanguage(route.path, language)}${keptSearch(current.search)}`;
}
