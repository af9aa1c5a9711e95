// The page sweep (issues 12 and 14): a route opened by address in a signed-in browser must be a real
// page — 200, no redirect, a heading, loaded, no placeholder, 404, error or no-supply state, no
// serious axe finding — and a route with an id gets it from a link the customer can follow.
import type { RouteDef } from '@portal/shared/routes';
import { expect, type Page } from '@playwright/test';
import { expectAccessible, portalUrl } from './portal.ts';

const NOT_FOUND = /Page not found|Pagina non trovata|Seite nicht gefunden/i;

/** Errors the page logs from now on. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

/** Opens `path` and checks it is a real page; returns the links it offers (path and query). */
export async function expectRealPage(page: Page, path: string): Promise<string[]> {
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
  for (const state of ['later', 'error', 'no-supply'])
    await expect(page.locator(`[data-state="${state}"]`), `${path}: ${state}`).toHaveCount(0);
  await expectAccessible(page);
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
