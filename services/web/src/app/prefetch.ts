// §9: pages likely to come next are fetched ahead, 1 s after a page settles, except on slow-2g.
import { PREFETCH } from '@portal/shared/constants';
import { routeByName } from '@portal/shared/routes';
import { pageModuleOf } from './pages.ts';

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

export function schedulePrefetch(
  routeName: string,
  connection: NetworkInformationLike | undefined = (
    navigator as { connection?: NetworkInformationLike }
  ).connection,
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
