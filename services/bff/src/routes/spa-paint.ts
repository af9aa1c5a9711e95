// The first screen painted with the HTML (decision 0026): the shell's header with the supplier's
// logo, and, for a page kind whose head is fixed by the route and the language, the page's heading
// and introduction, in the page's language — laid out where the client draws them on a phone, so
// the largest element of the first screen is painted before any script has run. A breadcrumb of
// fixed labels is painted above the heading as text (the client's are links), and a page's first
// section's heading and introduction under the page's, where the build names them (decision
// 0031). It stands in #root: the client's first render (which waits for the page it renders)
// replaces it whole, so there is never a second header or heading. The texts are the client's own: the web build writes
// them from its locale files into dist/.vite/page-headers.json.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locale } from '@portal/shared/constants';
import { billsTextVariant } from '@portal/shared/format';
import { escapeHtml } from '../pages/html.ts';

/** The placeholder of §5's bills text variant in a key (services/web/src/app/page-headers.ts). */
const BILLS_VARIANT = '{billsVariant}';

/** dist/.vite/page-headers.json as the web build writes it (services/web/scripts/page-headers.ts). */
export interface PageHeadersFile {
  routes: Record<
    string,
    {
      breadcrumb?: string[];
      title: string;
      intro: { key: string; placement: 'stack' | 'flow' } | null;
      section?: { heading: string; text: string };
    }
  >;
  texts: Partial<Record<Locale, Record<string, string>>>;
}

/** The build's page heads, or null when the build wrote none (only the shell's header is painted). */
export async function readPageHeaders(root: string): Promise<PageHeadersFile | null> {
  const text = await readFile(join(root, '.vite', 'page-headers.json'), 'utf8').catch(() => null);
  if (text === null) return null;
  const file = JSON.parse(text) as Partial<PageHeadersFile>;
  return { routes: file.routes ?? {}, texts: file.texts ?? {} };
}

export interface PaintedHead {
  /** The breadcrumb's labels, outermost first (none when the page has none). */
  breadcrumb: string[];
  title: string;
  intro: { text: string; placement: 'stack' | 'flow' } | null;
  /** The page's first section's heading and introduction, under the page's introduction. */
  section: { heading: string; text: string } | null;
}

/** A route's heading and introduction in a language, or null when its head is not painted. */
export function paintedHead(
  file: PageHeadersFile | null,
  routeName: string,
  locale: Locale,
  today: Date = new Date(),
): PaintedHead | null {
  const route = file?.routes[routeName];
  const texts = file?.texts[locale];
  if (!route || !texts) return null;
  const text = (key: string) => texts[key.replace(BILLS_VARIANT, billsTextVariant(today))];
  const title = text(route.title);
  const breadcrumb = (route.breadcrumb ?? []).map(text);
  if (title === undefined || breadcrumb.some((label) => label === undefined)) return null;
  const intro = route.intro ? text(route.intro.key) : undefined;
  const sectionHeading = route.section ? text(route.section.heading) : undefined;
  const sectionText = route.section ? text(route.section.text) : undefined;
  return {
    breadcrumb: breadcrumb as string[],
    title,
    intro:
      route.intro && intro !== undefined ? { text: intro, placement: route.intro.placement } : null,
    section:
      sectionHeading !== undefined && sectionText !== undefined
        ? { heading: sectionHeading, text: sectionText }
        : null,
  };
}

/**
 * The styles of the painted header: the values of services/web/src/theme.ts and of the client's
 * Header, Shell and PageHeader on a phone (below 768 px). From 768 px the page's menu is a column
 * of the client's own width beside the page, so only the shell's header is painted there.
 */
export const PAINT_CSS = [
  '.fp-bar{background:#fff;border-top:4px solid var(--brand-primary,#0b5394);border-bottom:1px solid #c9d1dc}',
  '.fp-bar>div{display:flex;align-items:center;gap:8px;padding:4px 12px;max-width:1280px;margin:0 auto;box-sizing:border-box}',
  '.fp-brand{display:inline-flex;align-items:center;min-height:44px;min-width:0;margin-right:auto}',
  '.fp-brand picture{display:block;min-width:0}',
  '.fp-brand img{display:block;width:auto;height:auto;max-height:40px;max-width:100%}',
  '.fp-main{max-width:1280px;margin:0 auto;padding:16px 12px 40px;box-sizing:border-box}',
  '.fp-main h1{margin:0;font-size:1.375rem;line-height:1.25;overflow-wrap:anywhere}',
  '.fp-main p{margin:16px 0 0}',
  '.fp-main p.fp-flow{margin-top:32px}',
  // A TableSection in the page's Stack: 16 px below the introduction, its h2 as the theme's.
  '.fp-main section{margin-top:16px}',
  '.fp-main h2{margin:0;font-size:1.125rem;line-height:1.25}',
  // PageHeader's breadcrumb: a wrapping row of 44 px entries in the link colour, › between them,
  // 8 px above the heading.
  '.fp-trail{display:flex;flex-wrap:wrap;margin:0 0 8px;padding:0;list-style:none;font-size:.875rem}',
  '.fp-trail li{display:inline-flex;align-items:center;min-height:44px;color:var(--brand-link,#0b5394)}',
  '.fp-trail span{text-decoration:underline}',
  ".fp-trail li+li::before{content:'›';padding:0 8px;color:#4a5565}",
  '@media (min-width:768px){.fp-bar>div{padding:4px 16px}.fp-main{display:none}}',
  '@media (prefers-color-scheme:dark){.fp-bar{background:#18202a;border-bottom-color:#3a4756;' +
    'border-top-color:color-mix(in srgb,var(--brand-primary,#0b5394) 45%,white)}' +
    '.fp-trail li{color:color-mix(in srgb,var(--brand-link,#0b5394) 40%,white)}' +
    '.fp-trail li+li::before{color:#a9b4c2}}',
].join('');

/** The brand's logos as data: URLs, so the painted logo needs no request. */
export interface PaintedLogos {
  light: string;
  dark: string;
  /** The brand's name: the logo's text alternative, as the client's. */
  alt: string;
}

export function paintedLogos(name: string, light: Buffer, dark: Buffer): PaintedLogos {
  const url = (svg: Buffer) => `data:image/svg+xml;base64,${svg.toString('base64')}`;
  return { light: url(light), dark: url(dark), alt: name };
}

/**
 * The markup that stands in #root until the client renders: the header bar with the logo (an
 * <img>, like the client's, in the same box) and the page's heading and introduction.
 */
export function paintedRoot(logos: PaintedLogos, head: PaintedHead | null, locale: Locale): string {
  const bar =
    '<div class="fp-bar"><div><span class="fp-brand"><picture>' +
    `<source srcset="${escapeHtml(logos.dark)}" media="(prefers-color-scheme: dark)">` +
    `<img src="${escapeHtml(logos.light)}" alt="${escapeHtml(logos.alt)}">` +
    '</picture></span></div></div>';
  if (!head) return `<div lang="${locale}">${bar}</div>`;
  const intro = head.intro
    ? `<p${head.intro.placement === 'flow' ? ' class="fp-flow"' : ''}>${escapeHtml(head.intro.text)}</p>`
    : '';
  const trail =
    head.breadcrumb.length === 0
      ? ''
      : `<nav><ol class="fp-trail">${head.breadcrumb.map((label) => `<li><span>${escapeHtml(label)}</span></li>`).join('')}</ol></nav>`;
  const section =
    head.section && head.intro
      ? `<section><h2>${escapeHtml(head.section.heading)}</h2><p>${escapeHtml(head.section.text)}</p></section>`
      : '';
  return `<div lang="${locale}">${bar}<div class="fp-main">${trail}<h1>${escapeHtml(head.title)}</h1>${intro}${section}</div></div>`;
}
