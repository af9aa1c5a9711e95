// The HTML of a client route carries what the first render needs: preload links
// for the route's page chunk and its language's messages, read from the build's preload map
// (services/web/scripts/preload-map.ts), and, signed in, the session summary that GET /api/session
// answers, so the client does not wait for that request before it renders.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brandTokensCss, type BrandColors } from '@portal/shared/brand';
import { LOCALE_COOKIE, type Locale } from '@portal/shared/constants';
import { splitLocalePrefix, type PageKind } from '@portal/shared/routes';
import { escapeHtml } from '../pages/html.ts';
import { PAINT_CSS } from './spa-paint.ts';

/** dist/.vite/preload.json as the web build writes it. */
export interface PreloadMap {
  pages: Partial<Record<PageKind, string[]>>;
  locales: Partial<Record<Locale, string[]>>;
}

/** The build's preload map, or null when the build wrote none (the HTML then has no links). */
export async function readPreloadMap(root: string): Promise<PreloadMap | null> {
  const text = await readFile(join(root, '.vite', 'preload.json'), 'utf8').catch(() => null);
  if (text === null) return null;
  const map = JSON.parse(text) as Partial<PreloadMap>;
  return { pages: map.pages ?? {}, locales: map.locales ?? {} };
}

/**
 * The page's language as the client will work it out (services/web/src/lib/locale.ts): the path's
 * prefix, else the locale cookie of §9, else the session's language (§5), else Italian.
 */
export function documentLocale(
  pathname: string,
  cookies: Record<string, string | undefined>,
  sessionLanguage: Locale | null,
): Locale {
  const { locale } = splitLocalePrefix(pathname);
  if (locale) return locale;
  const chosen = cookies[LOCALE_COOKIE.name];
  if (chosen === 'it' || chosen === 'de') return chosen;
  return sessionLanguage ?? 'it';
}

/** The files to preload for a page kind (none without one) in a language, each once. */
export function preloadFiles(map: PreloadMap, kind: PageKind | null, locale: Locale): string[] {
  const page = kind === null ? [] : (map.pages[kind] ?? []);
  return [...new Set([...page, ...(map.locales[locale] ?? [])])];
}

/** JSON that stays data inside <script>: no '<' can open '</script>' or '<!--'. */
export function jsonForScript(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The element the client reads its first session from (services/web/src/lib/session.ts). */
export const SESSION_ELEMENT_ID = 'portal-session';

/** The element the client reads the brand from (services/web/src/lib/brand.ts). */
export const BRAND_ELEMENT_ID = 'portal-brand';

/** What every page carries of the supplier's brand, made once at start-up. */
export interface DocumentBrand {
  title: string;
  /** The favicon link, the colour tokens the theme reads and the brand's JSON for the client. */
  head: string[];
}

export function documentBrand(
  name: string,
  colors: BrandColors,
  publicJson: string,
): DocumentBrand {
  return {
    title: `<title>${escapeHtml(name)}</title>`,
    head: [
      '<link rel="icon" type="image/svg+xml" href="/brand/favicon.svg">',
      `<style id="portal-brand-tokens">${brandTokensCss(colors)}</style>`,
      `<script type="application/json" id="${BRAND_ELEMENT_ID}">${jsonForScript(publicJson)}</script>`,
    ],
  };
}

/**
 * The header's logo (app/layouts/Header.tsx: a <picture> with a source for the dark scheme), the
 * largest element of a phone's first screen: asked for with the HTML rather than once the client
 * has drawn the header, which held Lighthouse's LCP 1.4 s behind the scripts.
 */
export const LOGO_PRELOADS = [
  '<link rel="preload" as="image" href="/brand/logo-light.svg" media="not all and (prefers-color-scheme: dark)">',
  '<link rel="preload" as="image" href="/brand/logo-dark.svg" media="(prefers-color-scheme: dark)">',
];

/** Where index.html's first paint starts and ends (services/web/index.html). */
const PAINT_START = '<!-- first-paint';
const PAINT_END = '<!-- /first-paint -->';

/**
 * index.html in the page's language (<html lang>: read by assistive technology and by the page's
 * first paint before the client runs), with module preload links and the session summary (already
 * serialised JSON) before </head>; unchanged when there is nothing to change.
 */
export function renderDocument(
  source: string,
  {
    preload,
    sessionJson,
    lang,
    brand,
    logo = false,
    paint,
  }: {
    preload: string[];
    sessionJson: string | null;
    lang?: Locale;
    brand?: DocumentBrand;
    /** Whether the page draws the header, whose logo is then preloaded. */
    logo?: boolean;
    /** The first screen painted in #root (spa-paint.ts), in place of the build's bar. */
    paint?: string;
  },
): string {
  let html = lang ? source.replace(/<html lang="[^"]*"/, `<html lang="${lang}"`) : source;
  // The brand's name and favicon stand in for the build's placeholders.
  if (brand)
    html = html
      .replace(/<title>[^<]*<\/title>/, () => brand.title)
      .replace(/\s*<link rel="icon"[^>]*>/g, '');
  if (paint !== undefined) {
    const start = html.indexOf(PAINT_START);
    const end = html.indexOf(PAINT_END, start);
    if (start !== -1 && end !== -1)
      html = `${html.slice(0, start)}${paint}${html.slice(end + PAINT_END.length)}`;
  }
  const parts = (brand?.head ?? []).concat(
    paint !== undefined ? [`<style id="portal-first-paint">${PAINT_CSS}</style>`] : [],
    brand && logo ? LOGO_PRELOADS : [],
    preload.map((file) => `<link rel="modulepreload" crossorigin href="/${encodeURI(file)}">`),
  );
  if (sessionJson !== null) {
    parts.push(
      `<script type="application/json" id="${SESSION_ELEMENT_ID}">${jsonForScript(sessionJson)}</script>`,
    );
  }
  if (parts.length === 0) return html;
  const at = html.indexOf('</head>');
  const insertion = `${parts.join('\n    ')}\n  `;
  return at === -1 ? `${insertion}${html}` : `${html.slice(0, at)}${insertion}${html.slice(at)}`;
}
