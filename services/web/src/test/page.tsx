// Renders a page at a URL of the route table the way the router does: a root route whose data is
// the session and the language, the page below it with the route's handle, translations, theme and
// a fresh SWR cache. usePageContext() reads its route, segment, commodity and session from here.
import { matchRoute } from '@portal/shared/routes';
import { NO_SECTIONS } from '@portal/shared/menu';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import type { RootData, RouteHandle } from '../lib/page-context.ts';
import type { Session } from '../lib/session.ts';
import { renderWithApp, type LoadedTexts } from './render.tsx';

/** A signed-in customer of a segment; override what the test is about. */
export function testSession(overrides: Partial<Session> = {}): Session {
  return {
    user: {
      email: 'cliente@demo.it',
      name: 'Cliente',
      locale: null,
      impersonated: false,
      staffEmail: null,
    },
    registries: [],
    selectedRegistry: null,
    segment: 'retail',
    landingRoute: '/retail',
    sections: NO_SECTIONS,
    menu: [],
    language: 'it',
    bonusEligible: false,
    canSelfRead: false,
    consortiumLogo: null,
    businessConventions: [],
    accessTokenExpiresAt: '2026-11-23T10:00:00.000Z',
    ...overrides,
  };
}

/** The route's pattern in the URL's form: 'de/retail/myBills/:id'. */
function patternOf({ route, locale }: NonNullable<ReturnType<typeof matchRoute>>): string {
  const path = route.path === '/' ? '' : route.path.slice(1);
  if (!locale) return path;
  return path === '' ? locale : `${locale}/${path}`;
}

export async function renderPageAt(
  url: string,
  page: ReactElement,
  { session = null, texts = 'all' }: { session?: Session | null; texts?: LoadedTexts } = {},
) {
  const matched = matchRoute(url);
  if (!matched) throw new Error(`${url} is not a route of the table`);
  const language = matched.locale === 'de' ? 'de' : 'it';
  const handle: RouteHandle = { route: matched.route };
  const data: RootData = { session, language };
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => data,
        // As the app's root route: nothing to show while the loader runs (no warning either).
        hydrateFallbackElement: <></>,
        children: [{ path: patternOf(matched), handle, element: page }],
      },
    ],
    { initialEntries: [url] },
  );
  const view = await renderWithApp(
    <SWRConfig value={{ provider: () => new Map() }}>
      <RouterProvider router={router} />
    </SWRConfig>,
    language,
    texts,
  );
  return { ...view, router };
}
