// The one page the BFF draws itself (issue 18 item 1): the portal's name, a title, a few paragraphs
// and the ways forward as links or one button that posts. No script, no external asset; every text
// is escaped, and the only addresses on it are the portal's own paths.
import type { Locale } from '@portal/shared/constants';
import { PAGE_TEXTS } from './texts.ts';

export interface PageLink {
  label: string;
  href: string;
}

export interface PageContent {
  title: string;
  paragraphs: readonly string[];
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

// The colours and focus ring of the web client's theme (services/web/src/theme.ts), so that the page
// reads as part of the portal; contrast AA on white.
const STYLE = [
  'body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.5;color:#1c2430;background:#f5f7fa}',
  'header{background:#0b5394;color:#fff;padding:.875rem 1rem;font-weight:600}',
  'main{max-width:36rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.12)}',
  'h1{font-size:1.375rem;line-height:1.3;margin:0 0 1rem}',
  '.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.5rem}',
  '.button,button{display:inline-block;font:inherit;font-weight:600;padding:.625rem 1.25rem;border:2px solid #0b5394;border-radius:6px;text-decoration:none;cursor:pointer;background:#fff;color:#0b5394}',
  '.primary,button{background:#0b5394;color:#fff}',
  '.button:hover,button:hover{background:#083d6e;color:#fff}',
  'a:focus-visible,button:focus-visible{outline:3px solid #ffbf47;outline-offset:2px}',
  'form{margin:0}',
  '@media (max-width:30rem){main{margin:0;border-radius:0;box-shadow:none}.button,button{width:100%;text-align:center}}',
].join('');

/** The page's Content-Security-Policy: inline style only; forms post to the portal (and `formTarget`). */
export function pagePolicy(formTarget?: string): string {
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `form-action 'self'${formTarget ? ` ${formTarget}` : ''}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

export function renderPage(language: Locale, content: PageContent): string {
  const paragraphs = content.paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('\n');
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
<title>${escapeHtml(content.title)} – ${escapeHtml(PAGE_TEXTS[language].portalName)}</title>
<style>${STYLE}</style>
</head>
<body>
<header>${escapeHtml(PAGE_TEXTS[language].portalName)}</header>
<main>
<h1>${escapeHtml(content.title)}</h1>
${paragraphs}
<div class="actions">
${post}
${links}
</div>
</main>
</body>
</html>
`;
}
