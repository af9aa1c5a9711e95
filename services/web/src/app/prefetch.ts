// §9: pages likely to come next are fetched ahead, 1 s after a page settles, except on slow-2g;
// a menu entry's page as soon as the pointer rests on it or it takes focus, so its chunk is there
// by the time of the click.
import { PREFETCH } from '@portal/shared/constants';
import { matchRoute, routeByName, type RouteDef } from '@portal/shared/routes';
import { pageModuleOf, type PageModule } from './pages.ts';

interface NetworkInformationLike {
  effectiveType?: string;
  saveData?: boolean;
}

export function shouldPrefetch(connection: NetworkInformationLike | undefined): boolean {
  return connection?.effectiveType !== PREFETCH.skipOn && connection?.saveData !== true;
}

/** The next pages of a landing route: the bills from the retail dashboard. */
const NEXT_PAGES: Record<string, string[]> = {
  retail: ['retail-myBills', 'retail-myBills-id'],
};

function connectionOf(): NetworkInformationLike | undefined {
  return (navigator as { connection?: NetworkInformationLike }).connection;
}

/**
 * Loads the page module (and its texts) of a path the user is about to follow: a menu entry under
 * the pointer or the keyboard's focus. Each module is asked for once; a failed load is left to the
 * navigation itself, which reports it.
 */
export function preloadPath(
  path: string,
  connection: NetworkInformationLike | undefined = connectionOf(),
  moduleOf: (route: RouteDef) => () => Promise<PageModule> = pageModuleOf,
): void {
  if (!shouldPrefetch(connection)) return;
  const match = matchRoute(path);
  if (match) void moduleOf(match.route)().catch(() => undefined);
}

export function schedulePrefetch(
  routeName: string,
  connection: NetworkInformationLike | undefined = connectionOf(),
): () => void {
  const next = NEXT_PAGES[routeName];
  if (!next || !shouldPrefetch(connection)) return () => undefined;
  const timer = setTimeout(() => {
    for (const name of next) {
      const route = routeByName(name);
      if (route) void pageModuleOf(route)().catch(() => undefined);
    }
  }, PREFETCH.delayMs);
  return () => clearTimeout(timer);
}
