// The data router's route objects, generated from the shared route table (§2): every route in its
// three forms (no prefix, /it, /de), each with its own lazy page module; a subsidised scheme's page
// behind its convention (scheme-gate.tsx). The router starts with the forms of the language the
// document was opened in and is given another language's when a navigation first goes there
// (router.tsx): react-router ranks and tries every route object on each match, so a third of them
// makes each match about three times cheaper, at start-up and on every navigation.
import { ROUTES, routeForms, splitLocalePrefix, type RouteDef } from '@portal/shared/routes';
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

/**
 * The router's patchRoutesOnNavigation: the first navigation into another language form adds that
 * form's routes under the root (react-router asks again for a path it matched only by the 404's
 * splat or by a param, so the added routes are found on the same navigation).
 */
export function routesPatcher(
  chunkDeps: () => ChunkReloadDeps,
  firstForm: RouteForm,
  generate: (forms: readonly RouteForm[]) => RouteObject[] = (forms) =>
    generateRoutes(chunkDeps, ROUTES, pageModuleOf, forms),
): (args: {
  path: string;
  patch: (routeId: string | null, children: RouteObject[]) => void;
}) => void {
  const added = new Set<RouteForm>([firstForm]);
  return ({ path, patch }) => {
    const form = formOfPath(path);
    if (added.has(form)) return;
    added.add(form);
    patch('root', generate([form]));
  };
}
