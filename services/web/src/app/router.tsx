// The data router of the app (createBrowserRouter): root loader, generated routes, 404 fallback.
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { readLocaleCookie } from '../lib/locale.ts';
import { redirectToSignIn, clearSignInLoopGuard } from '../lib/http.ts';
import { setLanguage } from '../lib/i18n.ts';
import { loadSession } from '../lib/session.ts';
import type { ChunkReloadDeps } from './chunk-reload.ts';
import NotFoundPage from './pages/ErrorView.tsx';
import { Root, RootError } from './Root.tsx';
import { createRootLoader } from './root-loader.ts';
import { ROUTES, type RouteDef } from '@portal/shared/routes';
import { ALL_FORMS, generateRoutes, routeKeyOf, routesPatcher, type RouteForm } from './routes.tsx';

export function appRoutes(
  chunkDeps: () => ChunkReloadDeps,
  rootLoader: ReturnType<typeof createRootLoader>,
  routes: readonly RouteDef[] = ROUTES,
  forms: readonly RouteForm[] = ALL_FORMS,
): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      loader: rootLoader,
      shouldRevalidate: () => true,
      element: <Root />,
      errorElement: <RootError />,
      hydrateFallbackElement: <></>,
      children: [
        ...generateRoutes(chunkDeps, routes, undefined, forms),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

export function createAppRouter() {
  const documentHref = window.location.href;
  const rootLoader = createRootLoader({
    loadSession: async () => {
      const session = await loadSession();
      if (session) clearSignInLoopGuard();
      return session;
    },
    setLanguage,
    readLocaleCookie: () => readLocaleCookie(),
    redirectToSignIn: (returnTo) => redirectToSignIn(returnTo),
    leaveTo: (href, replace) =>
      replace ? window.location.replace(href) : window.location.assign(href),
    documentHref,
  });
  const chunkDeps = (): ChunkReloadDeps => ({
    storage: sessionStorage,
    now: Date.now,
    // Reload where the user was going, not the page they are leaving.
    reload: () => {
      const target = router.state.navigation.location;
      if (target) window.location.assign(`${target.pathname}${target.search}${target.hash}`);
      else window.location.reload();
    },
  });
  // The route of the document's page alone; another page's on the first navigation there.
  const first = routeKeyOf(window.location.pathname);
  const router = createBrowserRouter(
    appRoutes(chunkDeps, rootLoader, first ? [first.route] : [], first ? [first.form] : []),
    { patchRoutesOnNavigation: routesPatcher(chunkDeps, first ? [first.key] : []) },
  );
  return router;
}
