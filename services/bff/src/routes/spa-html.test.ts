// The HTML the BFF serves for a client route carries what the first render needs:
// signed in, the session summary GET /api/session would answer, kept out of every shared cache;
// preload links for the route's page chunk and its language's messages, from the build's map;
// signed in, the first screen painted in #root (the header, the page's heading and introduction).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortal, type RunningPortal } from '../../test/helpers.ts';
import type { PreloadMap } from './spa-document.ts';
import type { PageHeadersFile } from './spa-paint.ts';

const INDEX =
  '<!doctype html>\n<html lang="it">\n  <head>\n    <title>Portale clienti</title>\n  </head>\n  <body><div id="root"><!-- first-paint: here --><div class="boot-bar"></div><!-- /first-paint --></div></body>\n</html>\n';
/** What the web build writes of the page heads (services/web/scripts/page-headers.ts). */
const PAGE_HEADS: PageHeadersFile = {
  routes: {
    'retail-myBills': {
      title: 'invoices.title',
      intro: { key: 'invoices.intro.{billsVariant}', placement: 'flow' },
    },
    'retail-myUtilities-manageUts-termination-id': {
      breadcrumb: ['trail.utilities', 'trail.manage'],
      title: 'termination.title',
      intro: { key: 'termination.intro', placement: 'stack' },
      section: { heading: 'termination.section', text: 'termination.sectionText' },
    },
  },
  texts: {
    it: {
      'invoices.title': 'Bollette <&>',
      'invoices.intro.dated': 'Prima',
      'invoices.intro.normal': 'Le tue "bollette"',
      'trail.utilities': 'Le mie forniture',
      'trail.manage': 'Gestisci <la> fornitura',
      'termination.title': 'Cessazione',
      'termination.intro': 'Chiedi la cessazione.',
      'termination.section': 'Documenti',
      'termination.sectionText': 'Le condizioni & i moduli.',
    },
    de: {
      'invoices.title': 'Rechnungen',
      'invoices.intro.dated': 'Vorher',
      'invoices.intro.normal': 'Deine Rechnungen',
    },
  },
};
const PRELOAD: PreloadMap = {
  pages: {
    'retail-dashboard': ['assets/RetailDashboardPage-d1.js', 'assets/graphql-g1.js'],
    'retail-bills': ['assets/BillsPage-b1.js', 'assets/graphql-g1.js', 'assets/types-t1.js'],
    login: ['assets/LoginPage-l1.js'],
  },
  locales: { it: ['assets/it-i1.js'], de: ['assets/de-d1.js'] },
};

let dist: string;
let portal: RunningPortal;
let mario: string;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'portal-web-dist-'));
  await mkdir(join(dist, '.vite'), { recursive: true });
  await writeFile(join(dist, 'index.html'), INDEX);
  await writeFile(join(dist, '.vite', 'preload.json'), JSON.stringify(PRELOAD));
  await writeFile(join(dist, '.vite', 'page-headers.json'), JSON.stringify(PAGE_HEADS));
  portal = await startPortal({ env: { WEB_DIST: dist } });
  mario = (await portal.signIn('mario.rossi@demo.it')).cookie;
});
afterAll(async () => {
  await portal?.close();
  await rm(dist, { recursive: true, force: true });
});

function page(url: string, cookie?: string) {
  return portal.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}

function embeddedSession(html: string): unknown {
  const json = /<script type="application\/json" id="portal-session">([^<]*)<\/script>/.exec(
    html,
  )?.[1];
  return json === undefined ? undefined : JSON.parse(json);
}

function preloads(html: string): string[] {
  return [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
    (match) => match[1] ?? '',
  );
}

describe('the session summary in the HTML', () => {
  it('signed in: the page carries the body of GET /api/session, private and never stored', async () => {
    const response = await page('/retail/myBills', mario);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.vary).toMatch(/cookie/i);
    const expected = await (await portal.api(mario, '/api/session')).json();
    expect(embeddedSession(response.body)).toEqual(expected);
    expect(expected).toMatchObject({ segment: 'retail', user: { email: 'mario.rossi@demo.it' } });
  });

  it('HEAD answers the headers of GET, without reading the session summary', async () => {
    const response = await portal.app.inject({
      method: 'HEAD',
      url: '/retail/myBills',
      headers: { cookie: mario },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body).toBe('');
  });

  it('signed out: no summary, and the page may be revalidated from a cache', async () => {
    const response = await page('/retail/myBills');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toMatch(/cookie/i);
    expect(embeddedSession(response.body)).toBeUndefined();
    expect(response.body).not.toContain('mario.rossi');
  });

  it('a public page has no summary even signed in: it does not read the session', async () => {
    const response = await page('/login', mario);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(embeddedSession(response.body)).toBeUndefined();
  });
});

describe('preload links for the page and its language', () => {
  it("/retail/myBills: the bills page's chunks and the Italian messages", async () => {
    const response = await page('/retail/myBills', mario);
    expect(preloads(response.body)).toEqual([
      '/assets/BillsPage-b1.js',
      '/assets/graphql-g1.js',
      '/assets/types-t1.js',
      '/assets/it-i1.js',
    ]);
  });

  it("/de/retail: the dashboard's chunks and the German messages (§2 prefix)", async () => {
    const response = await page('/de/retail', mario);
    expect(preloads(response.body)).toEqual([
      '/assets/RetailDashboardPage-d1.js',
      '/assets/graphql-g1.js',
      '/assets/de-d1.js',
    ]);
  });

  it('§2, §5: the HTML is in the page language before the client runs', async () => {
    expect((await page('/de/retail', mario)).body).toContain('<html lang="de">');
    expect((await page('/retail', mario)).body).toContain('<html lang="it">');
    expect((await page('/retail', `${mario}; locale=de`)).body).toContain('<html lang="de">');
  });

  it('§9: without a prefix the locale cookie chooses the messages', async () => {
    const response = await page('/retail', `${mario}; locale=de`);
    expect(preloads(response.body)).toContain('/assets/de-d1.js');
    expect(preloads(response.body)).not.toContain('/assets/it-i1.js');
  });

  it("the header's logo with the page, not for a private page signed out", async () => {
    expect((await page('/retail/myBills', mario)).body).toContain(
      '<link rel="preload" as="image" href="/brand/logo-light.svg"',
    );
    expect((await page('/login')).body).toContain('href="/brand/logo-light.svg"');
    expect((await page('/retail/myBills')).body).not.toContain('as="image"');
  });

  it('signed out, a private page preloads nothing (it goes to sign-in); a public page its own', async () => {
    expect(preloads((await page('/retail/myBills')).body)).toEqual([]);
    expect(preloads((await page('/login')).body)).toEqual([
      '/assets/LoginPage-l1.js',
      '/assets/it-i1.js',
    ]);
  });
});

describe('the first screen painted in #root', () => {
  /** What stands in #root. */
  const rootOf = (html: string) => /<div id="root">([\s\S]*)<\/div><\/body>/.exec(html)?.[1];

  it("signed in: the logo, the page's heading and introduction in its language, escaped", async () => {
    const it = rootOf((await page('/retail/myBills', mario)).body) ?? '';
    expect(it).not.toContain('boot-bar');
    expect(it).toMatch(/^<div lang="it"><div class="fp-bar">/);
    expect(it).toMatch(
      /<img src="data:image\/svg\+xml;base64,[A-Za-z0-9+/=]+" alt="Demo Energia">/,
    );
    expect(it).toContain(
      '<h1>Bollette &lt;&amp;&gt;</h1><p class="fp-flow">Le tue &quot;bollette&quot;</p>',
    );
    expect(it.match(/<h1/g)).toHaveLength(1);

    const de = rootOf((await page('/de/retail/myBills', mario)).body) ?? '';
    expect(de).toMatch(/^<div lang="de">/);
    expect(de).toContain('<h1>Rechnungen</h1><p class="fp-flow">Deine Rechnungen</p>');
  });

  it('a breadcrumb of fixed labels above the heading, a first section below the introduction, escaped; none without all the texts', async () => {
    const it = rootOf(
      (await page('/retail/myUtilities/manageUts/termination/20010001', mario)).body,
    );
    expect(it).toContain(
      '<div class="fp-main"><nav><ol class="fp-trail"><li><span>Le mie forniture</span></li>' +
        '<li><span>Gestisci &lt;la&gt; fornitura</span></li></ol></nav><h1>Cessazione</h1>' +
        '<p>Chiedi la cessazione.</p><section><h2>Documenti</h2>' +
        '<p>Le condizioni &amp; i moduli.</p></section></div>',
    );
    // German has no texts for it here: only the shell's header.
    const de = rootOf(
      (await page('/de/retail/myUtilities/manageUts/termination/20010001', mario)).body,
    );
    expect(de).toContain('class="fp-bar"');
    expect(de).not.toContain('fp-trail');
    expect(de).not.toContain('<h1');
  });

  it('styles it inline, under the policy that allows inline styles', async () => {
    const response = await page('/retail/myBills', mario);
    expect(response.body).toMatch(/<style id="portal-first-paint">[^<]*\.fp-bar\{/);
    expect(response.headers['content-security-policy']).toMatch(/style-src 'self' 'unsafe-inline'/);
    expect(response.headers['content-security-policy']).toMatch(/img-src 'self' data:/);
  });

  it('a page without a painted head: the header alone', async () => {
    const root = rootOf((await page('/retail', mario)).body) ?? '';
    expect(root).toContain('class="fp-bar"');
    expect(root).not.toContain('<h1');
  });

  it("signed out, a public page, another segment's page, an unknown path: the build's bar", async () => {
    for (const [path, cookie] of [
      ['/retail/myBills', undefined],
      ['/login', mario],
      ['/corporate/light/overview', mario],
      ['/retail/nothing-here', mario],
    ] as const) {
      const response = await page(path, cookie);
      expect([path, rootOf(response.body)]).toEqual([
        path,
        '<!-- first-paint: here --><div class="boot-bar"></div><!-- /first-paint -->',
      ]);
      expect(response.body).not.toContain('portal-first-paint');
    }
  });
});
