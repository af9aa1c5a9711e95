// The page sweep (§2): a route opened by address in a signed-in browser must be a real page — 200,
// no redirect, a heading, loaded, no placeholder, 404, error or no-supply state, in the language of
// its prefix, every GraphQL answer a 200 under the production rule that a browser sends only the
// web client's own documents — and a route with an id gets it from a link the customer can follow.
// A sweep checks accessibility (axe) on one language's pass only: the other pass proves the same
// pages in its language (conventions 25).
import type { RouteDef } from '@portal/shared/routes';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, portalUrl } from './portal.ts';

const NOT_FOUND = /Page not found|Pagina non trovata|Seite nicht gefunden/i;
const PLACEHOLDER = /in preparazione|in Vorbereitung|in preparation/i;

/** Errors the page logs from now on. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

/** Every /api/graphql answer the page gets from now on: its status and the operation's name. */
export function watchGraphql(page: Page): Array<{ status: number; operation: string }> {
  const answers: Array<{ status: number; operation: string }> = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname !== '/api/graphql') return;
    const body = response.request().postData() ?? '';
    const operation = /(query|mutation)\s+(\w+)/.exec(body)?.[2] ?? '(unnamed)';
    answers.push({ status: response.status(), operation });
  });
  return answers;
}

export interface RealPageOptions {
  /** Run axe on the page (the sweep's accessibility pass). */
  axe?: boolean;
  /** The `lang` the page must have. */
  lang?: 'it' | 'de';
}

/** Opens `path` and checks it is a real page; returns the links it offers (path and query). */
export async function expectRealPage(
  page: Page,
  path: string,
  { axe = true, lang }: RealPageOptions = {},
): Promise<string[]> {
  const response = await page.goto(portalUrl(path));
  const pathname = path.split('?')[0];
  expect(response?.status(), `${path} answers`).toBe(200);
  await expect(page, `${path} stays where it is (no redirect home)`).toHaveURL(
    (url) => url.pathname === pathname,
  );
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]'), `${path} finishes loading`).toHaveCount(0, {
    timeout: 20_000,
  });
  await expect(page.locator('main')).not.toContainText(NOT_FOUND);
  await expect(page.locator('main'), `${path} is no placeholder`).not.toContainText(PLACEHOLDER);
  for (const state of ['later', 'error', 'no-supply'])
    await expect(page.locator(`[data-state="${state}"]`), `${path}: ${state}`).toHaveCount(0);
  if (lang)
    await expect(page.locator('html'), `${path} is in ${lang}`).toHaveAttribute('lang', lang);
  if (axe) await expectAccessible(page);
  const hrefs = await page
    .locator('main a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.map((href) => {
    const url = new URL(href, portalUrl());
    return `${url.pathname}${url.search}`;
  });
}

/** The first of `links` that opens `route` (its ':id' any one segment), in the locale of `prefix`. */
export function linkTo(route: RouteDef, prefix: string, links: Iterable<string>): string | null {
  const pattern = route.path
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/?#]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  const matcher = new RegExp(`^${prefix}${pattern}(\\?.*)?$`);
  for (const link of links) if (matcher.test(link)) return link;
  return null;
}

/** The two passes of a sweep: Italian without prefix with axe, German under /de. */
export const SWEEP_LANGUAGES = [
  { lang: 'it', prefix: '', axe: true },
  { lang: 'de', prefix: '/de', axe: false },
] as const;

/**
 * Visits `routes` in a signed-in page as real pages, those without an id first and shallower before
 * deeper, so the page that links to a route with an id has been seen before it. Every route is
 * visited even when one fails, so the report names all that are not real pages.
 */
export async function sweepRoutes(
  page: Page,
  routes: readonly RouteDef[],
  pass: (typeof SWEEP_LANGUAGES)[number],
): Promise<void> {
  const ordered = [...routes].sort(
    (a, b) =>
      a.params.length - b.params.length || a.path.split('/').length - b.path.split('/').length,
  );
  const errors = watchConsole(page);
  const answers = watchGraphql(page);
  const links = new Set<string>();
  const failed: string[] = [];
  for (const route of ordered) {
    const path =
      route.params.length === 0 ? `${pass.prefix}${route.path}` : linkTo(route, pass.prefix, links);
    if (path === null) {
      failed.push(`no page visited before links to ${route.path}`);
      continue;
    }
    await test.step(path, async () => {
      try {
        for (const link of await expectRealPage(page, path, pass)) links.add(link);
      } catch (error) {
        failed.push((error as Error).message.split('\n')[0] ?? path);
      }
    });
  }
  expect(failed, 'routes that are not real pages').toEqual([]);
  expect(answers.length, 'the pages asked the API').toBeGreaterThan(0);
  expect(
    answers.filter((answer) => answer.status !== 200),
    'GraphQL answers other than 200 (the client sends only its own documents)',
  ).toEqual([]);
  expect(errors, 'console errors').toEqual([]);
}
