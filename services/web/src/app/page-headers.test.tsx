// The head the BFF paints into the HTML (decision 0026) is the head the client renders: for every
// route the build writes a head for, in Italian and German, the page of its kind (the page
// registry's module) is rendered at the route while its data is still on its way, and its
// breadcrumb, heading and introduction must be the texts of dist/.vite/page-headers.json
// (pageHeadersOf, what the build writes) and sit where the painted ones do.
import { billsTextVariant } from '@portal/shared/format';
import { ROUTES, inLanguage, type RouteDef } from '@portal/shared/routes';
import { cleanup, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPageAt, testSession } from '@/test/page.tsx';
import { pageHeadersOf } from '../../scripts/page-headers.ts';
import { BILLS_VARIANT, PAINTED_HEADERS } from './page-headers.ts';
import { pageModulePathOf } from './page-registry.ts';

const ALL_SECTIONS = {
  conventionPower: true,
  noConventionPower: true,
  conventionGas: true,
  noConventionGas: true,
};

const file = pageHeadersOf();
const painted = ROUTES.filter((route) => file.routes[route.name] !== undefined);
const pageModules = import.meta.glob<{ default: ComponentType }>([
  '../features/**/*Page.tsx',
  './pages/*Page.tsx',
]);

/** A concrete URL of the route (its ids made up) in a language. */
function urlOf(route: RouteDef, locale: 'it' | 'de'): string {
  return inLanguage(route.path.replace(/:([a-zA-Z]+)/g, '1'), locale);
}

beforeAll(() => {
  // The page's data never arrives: its head is what the first screen shows.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => {})),
  );
});
afterAll(() => vi.unstubAllGlobals());
afterEach(cleanup);

describe('the painted page heads', () => {
  it('name a route of every page kind they list, and no public page', () => {
    const kinds = new Set(painted.map((route) => route.kind));
    expect([...kinds].sort()).toEqual(Object.keys(PAINTED_HEADERS).sort());
    expect(painted.filter((route) => route.public)).toEqual([]);
  });

  describe.each(['it', 'de'] as const)('in %s', (locale) => {
    it.each(painted.map((route) => [route.name, route] as const))(
      '%s renders the painted heading and introduction',
      async (_name, route) => {
        const load = pageModules[`../${pageModulePathOf(route.kind)}`.replace('../app/', './')];
        if (!load) throw new Error(`no module for ${route.kind}`);
        const { default: Page } = await load();
        const segment = route.metaType ?? 'retail';
        await renderPageAt(urlOf(route, locale), <Page />, {
          session: testSession({ segment, sections: ALL_SECTIONS, language: locale }),
        });

        const keys = file.routes[route.name];
        const text = (key: string) =>
          file.texts[locale][key.replace(BILLS_VARIANT, billsTextVariant(new Date()))];
        const heading = await screen.findByRole('heading', { level: 1 });
        expect(heading.textContent).toBe(text(keys?.title ?? ''));
        expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
        // The breadcrumb above the heading has the painted labels, in order (none, none).
        const header = heading.closest('header');
        const trail = [...(header?.querySelectorAll('nav li') ?? [])].map((li) => li.textContent);
        expect(trail).toEqual((keys?.breadcrumb ?? []).map(text));
        if (!keys?.intro) return;

        // The introduction is the first paragraph under the page's header: first in a Stack
        // right under it ('stack'), or straight under it ('flow').
        const below = header?.nextElementSibling;
        const first = below?.firstElementChild;
        const intro = keys.intro.placement === 'stack' ? first?.firstElementChild : first;
        expect(intro?.tagName).toBe('P');
        expect(intro?.textContent).toBe(text(keys.intro.key));
        if (keys.intro.placement === 'stack')
          expect(getComputedStyle(first as Element).display).toBe('flex');
        // The first section, when painted, is next in the same Stack: its heading and introduction.
        if (!keys.section) return;
        const section = intro?.nextElementSibling;
        expect(section?.tagName).toBe('SECTION');
        expect(section?.querySelector(':scope > h2')?.textContent).toBe(text(keys.section.heading));
        expect(section?.querySelector(':scope > p')?.textContent).toBe(text(keys.section.text));
      },
    );
  });
});
