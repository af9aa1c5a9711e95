// The page sweep (§2): a route opened by address in a signed-in browser must be a real page — 200,
// no redirect, a heading, loaded, no placeholder, 404, error or no-supply state, in the language of
// its prefix, every GraphQL answer a 200 under the production rule that a browser sends only the
// web client's own documents — and a route with an id gets it from a link the customer can follow.
// A sweep checks accessibility (axe) on one language's pass only: the other pass proves the same
// pages in its language (conventions 25). On the German pass every page's text — what it shows and
// what it names for a screen reader — has no Italian interface or enumeration word outside the
// parts marked as proper names (translate="no"), as upstream's Italian (lang="it") or as upstream's
// own sentences (data-upstream-text: a German one may quote an Italian offer's or site's name).
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

/**
 * Words of the portal's Italian interface and of its enumerations (§4's status labels, the kinds of
 * supply, of bill, of request) that are no German word and no part of a name a page shows unmarked.
 */
export const ITALIAN_WORDS: readonly string[] = [
  // Supplies, bills, contracts and what a page says about them.
  ...'Fattura Fatture Bolletta Bollette Fornitura Forniture Utenza Utenze'.split(' '),
  ...'Contratto Contratti Consumi Costi Importo Scadenza Emissione Periodo'.split(' '),
  ...'Indirizzo Sede Sedi Offerta Lettura'.split(' '),
  ...'Autolettura Pagamento Domiciliazione Bonifico Attivazione Cessazione Allaccio'.split(' '),
  ...'Convenzione Ordine Anagrafica Profilo Documenti Assistenza Richiesta Richieste'.split(' '),
  ...'Segnalazione Reclamo Stato Luce'.split(' '),
  'Gas naturale',
  'Energia elettrica',
  // §4's status labels and a bill's states.
  ...'Attivo Attiva Cessato Cessata Sospeso Sospesa Accettato Trasmesso'.split(' '),
  ...'Pagata Pagate Pagato Scaduta'.split(' '),
  'In lavorazione',
  'In scadenza',
  'Da pagare',
  // Controls and states of any page.
  ...'Riprova Scarica Cerca Filtra Annulla Conferma Invia Chiudi Indietro Avanti'.split(' '),
  ...'Pagina Dettaglio Dettagli Caricamento Nessun Nessuna'.split(' '),
  // Words of any Italian sentence.
  ...'della delle degli nella sono'.split(' '),
];

const ITALIAN_WORD = new RegExp(
  `(?<![\\p{L}])(${ITALIAN_WORDS.join('|').replace(/ /g, '\\s+')})(?![\\p{L}])`,
  'giu',
);

/**
 * The words of `ITALIAN_WORDS` (each with the text it is in) in the page's text, its title and the
 * names, labels and placeholders it gives its elements, leaving out what is marked translate="no",
 * lang="it" or data-upstream-text and what is not rendered (display none, visibility hidden; text
 * only a screen reader reads counts).
 */
export async function italianWordsOn(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const exempt =
      '[translate="no"], [lang|="it"], [data-upstream-text], script, style, noscript, template';
    // An option of a closed select is not rendered, but it is what the control offers.
    const rendered = (element: Element) =>
      (element.closest('select') ?? element).checkVisibility({ visibilityProperty: true });
    const found: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest(exempt) || !rendered(parent)) continue;
      found.push(node.textContent ?? '');
    }
    for (const element of document.body.querySelectorAll(
      '[aria-label], [placeholder], [title], img[alt], [aria-description]',
    )) {
      if (element.closest(exempt) || !rendered(element)) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt', 'aria-description'])
        found.push(element.getAttribute(name) ?? '');
    }
    return found;
  });
  // Each word once, with the text it was found in, so the report says where to look.
  const words = new Map<string, string>();
  for (const text of texts)
    for (const match of text.matchAll(ITALIAN_WORD))
      if (!words.has(match[1]!.toLowerCase()))
        words.set(match[1]!.toLowerCase(), `${match[1]} in "${text.trim().slice(0, 80)}"`);
  return [...words.values()];
}

export interface RealPageOptions {
  /** Run axe on the page (the sweep's accessibility pass). */
  axe?: boolean;
  /** The `lang` the page must have. */
  lang?: 'it' | 'de';
  /**
   * Open the page in the client already loaded, as a link followed in the app does, after its
   * address answered the page (200): the sweep's second language, whose pages the first pass
   * already opened by address (one full load of the client per page is most of a sweep's CPU).
   */
  inApp?: boolean;
}

/** Moves the loaded client to `path` as its router moves on a link or the back button. */
async function routeInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Opens `path` in the loaded client by way of its not-found page: a page of the same kind as the
 * one shown (gas after light) could otherwise be read before it is drawn anew.
 */
async function openInApp(page: Page, path: string): Promise<void> {
  // Not followed: a redirect (to sign-in, home) is an answer other than the page.
  const answer = await page.request.get(portalUrl(path), { maxRedirects: 0 });
  expect(answer.status(), `${path} answers`).toBe(200);
  const heading = page.getByRole('heading', { level: 1 });
  await routeInApp(page, `${path.startsWith('/de/') ? '/de' : ''}/__between-pages`);
  await expect(heading, 'the not-found page between two pages').toHaveText(NOT_FOUND);
  await routeInApp(page, path);
  await expect(heading, `${path} is drawn`).not.toHaveText(NOT_FOUND);
}

/** Opens `path` and checks it is a real page; returns the links it offers (path and query). */
export async function expectRealPage(
  page: Page,
  path: string,
  { axe = true, lang, inApp = false }: RealPageOptions = {},
): Promise<string[]> {
  const pathname = path.split('?')[0];
  if (inApp) {
    await openInApp(page, path);
  } else {
    const response = await page.goto(portalUrl(path));
    expect(response?.status(), `${path} answers`).toBe(200);
  }
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

/**
 * The two passes of a sweep: Italian without prefix, each page opened by address, with axe; German
 * under /de, each address asked of the server and its page opened in the loaded client.
 */
export const SWEEP_LANGUAGES = [
  { lang: 'it', prefix: '', axe: true, inApp: false },
  { lang: 'de', prefix: '/de', axe: false, inApp: true },
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
  const italian: string[] = [];
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
        if (pass.lang === 'de') {
          const words = await italianWordsOn(page);
          if (words.length > 0) italian.push(`${path}: ${words.join(', ')}`);
        }
      } catch (error) {
        failed.push((error as Error).message.split('\n')[0] ?? path);
      }
    });
  }
  expect.soft(failed, 'routes that are not real pages').toEqual([]);
  expect(italian, 'German pages with Italian interface words outside names').toEqual([]);
  expect(answers.length, 'the pages asked the API').toBeGreaterThan(0);
  expect(
    answers.filter((answer) => answer.status !== 200),
    'GraphQL answers other than 200 (the client sends only its own documents)',
  ).toEqual([]);
  expect(errors, 'console errors').toEqual([]);
}
