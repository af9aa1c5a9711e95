// The data router's route objects, generated from the shared route table (§2): every route in its
// three forms (no prefix, /it, /de), each with its own lazy page module; a subsidised scheme's page
// behind its convention (scheme-gate.tsx). The router starts with the route of the page the
// document was opened on and is given another page's route when a navigation first goes there
// (router.tsx): react-router flattens, ranks and tries every route object it has on each match — for
// all 417 about 35 ms of a phone's start-up, in one task — so it has only those of the pages visited.
import {
  matchRoute,
  ROUTES,
  routeForms,
  splitLocalePrefix,
  type RouteDef,
} from '@portal/shared/routes';
import type { RouteObject } from 'react-router-dom';
import { withChunkReload, type ChunkReloadDeps } from './chunk-reload.ts';
import { PageError } from './Root.tsx';
import type { RouteHandle } from '../lib/page-context.ts';
import { pageModuleOf, type PageModule } from './pages.ts';
import { gateScheme } from './scheme-gate.tsx';

export type { RouteHandle } from '../lib/page-context.ts';

/** A route's language form, as routeForms orders them: 0 no prefix, 1 '/it', 2 '/de'. */
export type RouteForm = 0 | 1 | 2;

export const ALL_FORMS: readonly RouteForm[] = [0, 1, 2];

/** The form of a pathname: '/de/retail' → 2, '/it' → 1, '/retail' and '/nowhere' → 0. */
export function formOfPath(pathname: string): RouteForm {
  const { locale } = splitLocalePrefix(pathname);
  if (locale === 'it') return 1;
  if (locale === 'de') return 2;
  return 0;
}

export function generateRoutes(
  chunkDeps: () => ChunkReloadDeps,
  routes: readonly RouteDef[] = ROUTES,
  moduleOf: (route: RouteDef) => () => Promise<PageModule> = pageModuleOf,
  forms: readonly RouteForm[] = ALL_FORMS,
): RouteObject[] {
  return routes.flatMap((route) => {
    const load = withChunkReload(moduleOf(route), chunkDeps);
    const handle: RouteHandle = { route };
    const component = (page: PageModule) =>
      route.context.scheme === null ? page.default : gateScheme(page.default);
    return routeForms(route).flatMap((path, form): RouteObject[] =>
      forms.includes(form as RouteForm)
        ? [
            {
              id: `${route.name}:${form}`,
              path,
              handle,
              errorElement: <PageError />,
              lazy: async () => ({ Component: component(await load()) }),
            },
          ]
        : [],
    );
  });
}

/** The route object of a page in one form: its id is `name:form`. */
export type RouteKey = `${string}:${RouteForm}`;

/** The page route of a pathname in its form (§2), or null for a path that is no page (the 404). */
export function routeKeyOf(
  pathname: string,
): { route: RouteDef; form: RouteForm; key: RouteKey } | null {
  const match = matchRoute(pathname);
  if (!match) return null;
  const form = formOfPath(pathname);
  return { route: match.route, form, key: `${match.route.name}:${form}` };
}

/**
 * The router's patchRoutesOnNavigation: a navigation to a page whose route object the router does
 * not have yet adds it under the root (react-router asks again for a path it matched only by the
 * 404's splat or by a param, so the added route is found on the same navigation). The router starts
 * with the route of the document's page alone (router.tsx).
 */
export function routesPatcher(
  chunkDeps: () => ChunkReloadDeps,
  first: readonly RouteKey[],
  generate: (route: RouteDef, form: RouteForm) => RouteObject[] = (route, form) =>
    generateRoutes(chunkDeps, [route], pageModuleOf, [form]),
): (args: {
  path: string;
  patch: (routeId: string | null, children: RouteObject[]) => void;
}) => void {
  const added = new Set<RouteKey>(first);
  return ({ path, patch }) => {
    const page = routeKeyOf(path);
    if (!page || added.has(page.key)) return;
    added.add(page.key);
    patch('root', generate(page.route, page.form));
  };
}
