import { describe, expect, it } from 'vitest';
import {
  documentBrand,
  documentLocale,
  jsonForScript,
  preloadFiles,
  renderDocument,
  type PreloadMap,
} from './spa-document.ts';

const INDEX =
  '<!doctype html>\n<html lang="it">\n  <head>\n    <script type="module" crossorigin src="/assets/index-1.js"></script>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n';

describe('the HTML of a client route', () => {
  it('keeps JSON data inside its script element: no "<" can close it or open a comment', () => {
    const json = JSON.stringify({ name: '</script><script>alert(1)</script><!--', line: '\u2028' });
    const safe = jsonForScript(json);
    expect(safe).not.toContain('<');
    expect(safe).not.toContain('\u2028');
    expect(JSON.parse(safe)).toEqual(JSON.parse(json));
  });

  it('puts the preload links and the session summary in the head, before </head>', () => {
    const html = renderDocument(INDEX, {
      preload: ['assets/BillsPage-2.js', 'assets/it-3.js'],
      sessionJson: '{"user":{"name":"<b>"}}',
    });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/BillsPage-2.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/it-3.js">');
    expect(head).toContain(
      '<script type="application/json" id="portal-session">{"user":{"name":"\\u003cb>"}}</script>',
    );
    expect(html.slice(html.indexOf('</head>'))).toBe(INDEX.slice(INDEX.indexOf('</head>')));
  });

  it('leaves index.html as built when there is nothing to add', () => {
    expect(renderDocument(INDEX, { preload: [], sessionJson: null })).toBe(INDEX);
    expect(renderDocument(INDEX, { preload: [], sessionJson: null, lang: 'it' })).toBe(INDEX);
  });

  it('§2, §5: writes the page language into <html lang>', () => {
    const html = renderDocument(INDEX, { preload: [], sessionJson: null, lang: 'de' });
    expect(html).toContain('<html lang="de">');
    expect(html).not.toContain('lang="it"');
  });

  it("§2, §5, §9: the page's language is the prefix's, else the locale cookie's, else the session's, else Italian", () => {
    expect(documentLocale('/de/retail', { locale: 'it' }, 'it')).toBe('de');
    expect(documentLocale('/it/retail', { locale: 'de' }, 'de')).toBe('it');
    expect(documentLocale('/retail', { locale: 'de' }, 'it')).toBe('de');
    expect(documentLocale('/retail', { locale: 'fr' }, 'de')).toBe('de');
    expect(documentLocale('/retail', {}, null)).toBe('it');
  });

  it("preloads a page kind's files and its language's messages, each once", () => {
    const map: PreloadMap = {
      pages: { 'retail-bills': ['assets/BillsPage-2.js', 'assets/shared-9.js'] },
      locales: { it: ['assets/it-3.js', 'assets/shared-9.js'], de: ['assets/de-4.js'] },
    };
    expect(preloadFiles(map, 'retail-bills', 'it')).toEqual([
      'assets/BillsPage-2.js',
      'assets/shared-9.js',
      'assets/it-3.js',
    ]);
    expect(preloadFiles(map, null, 'de')).toEqual(['assets/de-4.js']);
    expect(preloadFiles(map, 'retail-dashboard', 'de')).toEqual(['assets/de-4.js']);
  });
});

describe('the brand in the HTML of a client route', () => {
  const colors = {
    primary: '#0b5394',
    primaryText: '#ffffff',
    accent: '#e37222',
    accentText: '#1c2430',
    link: '#0b5394',
    focus: '#d35400',
  };
  const SOURCE =
    '<!doctype html>\n<html lang="it">\n  <head>\n    <title>Portale clienti</title>\n    <link rel="icon" href="data:," />\n  </head>\n  <body><div id="root"></div></body>\n</html>\n';

  it("takes the brand's name as title and its favicon instead of the build's", () => {
    const brand = documentBrand('Luce & Gas <Nord> $&', colors, '{"name":"</script>"}');
    const html = renderDocument(SOURCE, { preload: [], sessionJson: null, brand });
    expect(html).toContain('<title>Luce &amp; Gas &lt;Nord&gt; $&amp;</title>');
    expect(html).not.toContain('data:,');
    expect(html.match(/<link rel="icon"/g)).toHaveLength(1);
  });

  it('puts the tokens and the JSON ("<" escaped) in the head, before the preload links', () => {
    const brand = documentBrand('Demo', colors, '{"name":"</script>"}');
    const html = renderDocument(SOURCE, {
      preload: ['assets/it-3.js'],
      sessionJson: null,
      brand,
    });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      '<script type="application/json" id="portal-brand">{"name":"\\u003c/script>"}</script>',
    );
    expect(head).toContain('<style id="portal-brand-tokens">:root{--brand-primary:#0b5394;');
    expect(head.indexOf('portal-brand-tokens')).toBeLessThan(head.indexOf('modulepreload'));
  });

  it("preloads the header's logo of the page's colour scheme when the page draws the header", () => {
    const brand = documentBrand('Demo', colors, '{}');
    const drawn = renderDocument(SOURCE, { preload: [], sessionJson: null, brand, logo: true });
    expect(drawn).toContain(
      '<link rel="preload" as="image" href="/brand/logo-light.svg" media="not all and (prefers-color-scheme: dark)">',
    );
    expect(drawn).toContain(
      '<link rel="preload" as="image" href="/brand/logo-dark.svg" media="(prefers-color-scheme: dark)">',
    );
    const leaving = renderDocument(SOURCE, { preload: [], sessionJson: null, brand });
    expect(leaving).not.toContain('as="image"');
  });
});
