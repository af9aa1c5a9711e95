// The data router's route objects, generated from the shared route table (§2): every route in its
// three forms (no prefix, /it, /de), each with its own lazy page module; a subsidised scheme's page
// behind its convention (scheme-gate.tsx).
import { ROUTES, routeForms, type RouteDef } from '@portal/shared/routes';
import type { RouteObject } from 'react-router-dom';
import { withChunkReload, type ChunkReloadDeps } from './chunk-reload.ts';
import { PageError } from './Root.tsx';
import type { RouteHandle } from '../lib/page-context.ts';
import { pageModuleOf, type PageModule } from './pages.ts';
import { gateScheme } from './scheme-gate.tsx';

export type { RouteHandle } from '../lib/page-context.ts';

export function generateRoutes(
  chunkDeps: () => ChunkReloadDeps,
  routes: readonly RouteDef[] = ROUTES,
  moduleOf: (route: RouteDef) => () => Promise<PageModule> = pageModuleOf,
): RouteObject[] {
  return routes.flatMap((route) => {
    const load = withChunkReload(moduleOf(route), chunkDeps);
    const handle: RouteHandle = { route };
    const component = (page: PageModule) =>
      route.context.scheme === null ? page.default : gateScheme(page.default);
    return routeForms(route).map((path, form): RouteObject => ({
      id: `${route.name}:${form}`,
      path,
      handle,
      errorElement: <PageError />,
      lazy: async () => ({ Component: component(await load()) }),
    }));
  });
}
