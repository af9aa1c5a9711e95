// The one page the BFF draws itself: the portal's name, a title, a few paragraphs
// and the ways forward as links or one button that posts. No script, no external asset; every text
// is escaped, and the only addresses on it are the portal's own paths. The supplier's brand
// gives it its name, colours and legal footer.
import type { BrandColors, PublicBrand } from '@portal/shared/brand';
import type { Locale } from '@portal/shared/constants';
import { PAGE_TEXTS } from './texts.ts';

export interface PageLink {
  label: string;
  href: string;
}

export interface PageSection {
  heading: string;
  paragraphs: readonly string[];
}

export interface PageContent {
  title: string;
  paragraphs: readonly string[];
  /** Headed parts after the paragraphs (the legal pages). */
  sections?: readonly PageSection[];
  /** A button that posts to one of the portal's paths (the logout confirmation). */
  post?: PageLink;
  links: readonly PageLink[];
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

// The brand's colours (checked for AA at start-up) on the web client's page colours
// (services/web/src/theme.ts), so that the page reads as part of the portal.
function pageStyle(colors: BrandColors): string {
  return [
    'body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.5;color:#1c2430;background:#f5f7fa}',
    `header{background:${colors.primary};color:${colors.primaryText};padding:.875rem 1rem;font-weight:600}`,
    'main{max-width:36rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.12)}',
    'h1{font-size:1.375rem;line-height:1.3;margin:0 0 1rem}',
    'h2{font-size:1.125rem;line-height:1.3;margin:1.5rem 0 .5rem}',
    `a{color:${colors.link}}`,
    '.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.5rem}',
    `.button,button{display:inline-block;font:inherit;font-weight:600;padding:.625rem 1.25rem;border:2px solid ${colors.primary};border-radius:6px;text-decoration:none;cursor:pointer;background:#fff;color:${colors.primary}}`,
    `.primary,button{background:${colors.primary};color:${colors.primaryText}}`,
    '.button:hover,button:hover{text-decoration:underline}',
    `a:focus-visible,button:focus-visible{outline:3px solid ${colors.focus};outline-offset:2px}`,
    'form{margin:0}',
    'footer{max-width:36rem;margin:0 auto 2rem;padding:0 1.5rem;font-size:.875rem}',
    'footer p{margin:.25rem 0}',
    '@media (max-width:30rem){main{margin:0;border-radius:0;box-shadow:none}.button,button{width:100%;text-align:center}}',
  ].join('');
}

/** The page's Content-Security-Policy: inline style only; forms post to the portal (and `formTarget`). */
export function pagePolicy(formTarget?: string): string {
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    // The brand's favicon.
    "img-src 'self'",
    `form-action 'self'${formTarget ? ` ${formTarget}` : ''}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

const paragraphsOf = (texts: readonly string[]) =>
  texts.map((text) => `<p>${escapeHtml(text)}</p>`).join('\n');

/** The legal footer an Italian company shows, and its legal pages in the page's language. */
function footer(language: Locale, brand: PublicBrand): string {
  const { legal } = brand;
  const texts = PAGE_TEXTS[language].legal;
  const company = [
    legal.companyName,
    `${texts.vatNumber} ${legal.vatNumber}`,
    legal.registeredOffice,
    legal.reaNumber ? `${texts.reaNumber} ${legal.reaNumber}` : null,
    legal.shareCapital ? `${texts.shareCapital} ${legal.shareCapital}` : null,
  ].filter((part): part is string => part !== null);
  const prefix = language === 'de' ? '/de' : '';
  const links = (['privacy', 'cookies', 'accessibility'] as const)
    .map((page) => `<a href="${prefix}/legal/${page}">${escapeHtml(texts[page].title)}</a>`)
    .join(' · ');
  return `<footer>\n<p>${escapeHtml(company.join(' · '))}</p>\n<p>${links}</p>\n</footer>`;
}

export function renderPage(language: Locale, content: PageContent, brand: PublicBrand): string {
  const paragraphs = paragraphsOf(content.paragraphs);
  const sections = (content.sections ?? [])
    .map(
      (section) => `<h2>${escapeHtml(section.heading)}</h2>\n${paragraphsOf(section.paragraphs)}`,
    )
    .join('\n');
  const post = content.post
    ? `<form method="post" action="${escapeHtml(content.post.href)}"><button type="submit">${escapeHtml(content.post.label)}</button></form>`
    : '';
  const links = content.links
    .map(
      (link, index) =>
        `<a class="button${!content.post && index === 0 ? ' primary' : ''}" href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(content.title)} – ${escapeHtml(brand.name)}</title>
<link rel="icon" href="/brand/favicon.svg">
<style>${pageStyle(brand.colors)}</style>
</head>
<body>
<header>${escapeHtml(brand.name)} · ${escapeHtml(PAGE_TEXTS[language].portalName)}</header>
<main>
<h1>${escapeHtml(content.title)}</h1>
${paragraphs}
${sections}
<div class="actions">
${post}
${links}
</div>
</main>
${footer(language, brand)}
</body>
</html>
`;
}
