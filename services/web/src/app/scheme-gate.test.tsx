import { NO_SECTIONS } from '@portal/shared/menu';
import { ROUTES, routeForms } from '@portal/shared/routes';
import type { Segment } from '@portal/shared/segment';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { setLanguage } from '../lib/i18n.ts';
import type { RootData } from '../lib/page-context.ts';
import type { Session } from '../lib/session.ts';
import { renderWithApp } from '../test/render.tsx';
import { testSession } from '../test/page.tsx';
import { createRootLoader } from './root-loader.ts';
import { generateRoutes } from './routes.tsx';

// Nobody without a convention reaches the 20 pages of pa's subsidised schemes (§2).
const SCHEME_ROUTES = ROUTES.filter((route) => route.context.scheme !== null);
const ALL_SECTIONS = {
  conventionPower: true,
  noConventionPower: true,
  conventionGas: true,
  noConventionGas: true,
};
const deps = () => ({ storage: sessionStorage, reload: vi.fn(), now: Date.now });

/** The app's routes for `url` with a stand-in page module that says it was mounted. */
async function openAt(url: string, session: Session) {
  const mounted = vi.fn();
  function StandInPage() {
    mounted();
    return <p>stand-in page</p>;
  }
  const routes = generateRoutes(deps, ROUTES, () => async () => ({ default: StandInPage }));
  const data: RootData = { session, language: url.startsWith('/de/') ? 'de' : 'it' };
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => data,
        hydrateFallbackElement: <></>,
        children: routes,
      },
    ],
    { initialEntries: [url] },
  );
  await renderWithApp(<RouterProvider router={router} />, data.language);
  return mounted;
}

const pa = (sections = ALL_SECTIONS) => testSession({ segment: 'pa', sections });

describe('§4: a subsidised scheme’s page opens only with its convention', () => {
  afterEach(async () => {
    await setLanguage('it');
  });

  it('has the 20 routes of §2 behind the gate: /pa/subsidizedGas and /pa/subsidizedLight, ten pages each', () => {
    expect(SCHEME_ROUTES.map((route) => route.path).sort()).toEqual(
      ['subsidizedGas', 'subsidizedLight']
        .flatMap((scheme) =>
          [
            'connection',
            'contractStatus',
            'downloads',
            'informationAndComplaints',
            'invoices',
            'order',
            'orderStatus',
            'overview',
            'registry',
            'reporting',
          ].map((page) => `/pa/${scheme}/${page}`),
        )
        .sort(),
    );
  });

  it('a pa without a gas convention gets the translated "no supply" state, and the scheme’s page is never mounted', async () => {
    const mounted = await openAt(
      '/pa/subsidizedGas/overview',
      pa({ ...ALL_SECTIONS, conventionGas: false }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Gas agevolato' })).toBeTruthy();
    expect(screen.getByText('Non risultano forniture di gas in convenzione.')).toBeTruthy();
    expect(screen.queryByText('stand-in page')).toBeNull();
    expect(mounted).not.toHaveBeenCalled();
  });

  it('§2 in German: /de/pa/subsidizedLight/order without an electricity convention says so in German', async () => {
    const mounted = await openAt(
      '/de/pa/subsidizedLight/order',
      pa({ ...ALL_SECTIONS, conventionPower: false }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Geförderter Strom' }),
    ).toBeTruthy();
    expect(screen.getByText('Es liegen keine Stromlieferungen mit Konvention vor.')).toBeTruthy();
    expect(mounted).not.toHaveBeenCalled();
  });

  it('a pa with the convention gets the scheme’s page', async () => {
    const mounted = await openAt('/pa/subsidizedLight/invoices', pa());
    expect(await screen.findByText('stand-in page')).toBeTruthy();
    expect(mounted).toHaveBeenCalled();
  });

  it('a business page is never gated: its own page decides its "no supply" state', async () => {
    const mounted = await openAt('/pa/gas/invoices', pa({ ...NO_SECTIONS }));
    expect(await screen.findByText('stand-in page')).toBeTruthy();
    expect(mounted).toHaveBeenCalled();
  });
});

describe('§6: the guard sends every segment but pa away from the schemes, to its home', () => {
  function loaderFor(segment: Segment) {
    const session = testSession({ segment, landingRoute: `/${segment}` });
    const loader = createRootLoader({
      loadSession: async () => session,
      setLanguage: async () => undefined,
      readLocaleCookie: () => null,
      redirectToSignIn: () => true,
      leaveTo: () => undefined,
      documentHref: 'http://portal.test/first',
    });
    return async (path: string): Promise<string | null> => {
      try {
        await loader({
          request: new Request(`http://portal.test${path}`),
          params: {},
          context: undefined,
        } as never);
        return null;
      } catch (error) {
        if (error instanceof Response && error.status >= 300 && error.status < 400)
          return error.headers.get('location');
        throw error;
      }
    };
  }

  it('asl.trento’s segment (pa-non-conv) is sent to /pa-non-conv from each of the 20 routes in its three forms', async () => {
    const run = loaderFor('pa-non-conv');
    for (const route of SCHEME_ROUTES) {
      const [plain, italian, german] = routeForms(route);
      expect(await run(plain!), plain).toBe('/pa-non-conv');
      expect(await run(italian!), italian).toBe('/it/pa-non-conv');
      expect(await run(german!), german).toBe('/de/pa-non-conv');
    }
  });

  it('a company, a consortium and a household are sent home too; pa passes', async () => {
    for (const segment of ['corporate', 'consortia', 'retail'] as const)
      expect(await loaderFor(segment)('/pa/subsidizedGas/overview')).toBe(`/${segment}`);
    expect(await loaderFor('pa')('/pa/subsidizedGas/overview')).toBeNull();
  });
});
