// The root route's element: picks the frame for the matched page (segment layouts with menu for
// private pages, a plain frame for sign-in pages and errors).
import type { RouteDef } from '@portal/shared/routes';
import {
  Outlet,
  useLoaderData,
  useMatches,
  useRouteError,
  isRouteErrorResponse,
  useRouteLoaderData,
} from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/http.ts';
import { Shell } from './layouts/Shell.tsx';
import { ErrorView } from './pages/ErrorView.tsx';
import type { RootData } from './root-loader.ts';
import type { RouteHandle } from './routes.tsx';

function currentRoute(matches: ReturnType<typeof useMatches>): RouteDef | null {
  const handle = matches.at(-1)?.handle as RouteHandle | undefined;
  return handle?.route ?? null;
}

export function Root() {
  const data = useLoaderData() as RootData;
  const route = currentRoute(useMatches());
  const segmentPage = route !== null && route.metaType !== null && data.session !== null;
  return (
    <Shell
      session={data.session}
      language={data.language}
      layout={route?.layout ?? 'default'}
      withMenu={segmentPage}
      routeName={route?.name}
    >
      <Outlet />
    </Shell>
  );
}

/** A page that fails shows the error inside its layout, header and menu still there (§8). */
export function PageError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <ErrorView
      status={notFound ? 404 : 500}
      errorCode={error instanceof ApiError ? error.code : null}
    />
  );
}

/** §2, §8: 404 for what does not exist, 500 for every other failure. */
export function RootError() {
  const error = useRouteError();
  const data = useRouteLoaderData('root') as RootData | undefined;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const code = error instanceof ApiError ? error.code : null;
  // Without the loader's data (it failed), the page is in the language its texts are in.
  const { i18n } = useTranslation();
  return (
    <Shell
      session={data?.session ?? null}
      language={data?.language ?? (i18n.language === 'de' ? 'de' : 'it')}
      layout="default"
      withMenu={false}
    >
      <ErrorView status={notFound ? 404 : 500} errorCode={code} />
    </Shell>
  );
}
