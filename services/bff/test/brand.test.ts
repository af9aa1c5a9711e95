// The supplier's brand, served by the BFF — its pictures, its legal pages in it and
// de (§2 forms), and in every page of the client its JSON, favicon, title and colour tokens, taken
// from the brand the BFF was started with: another brand needs a restart, not a build.
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { publicBrand, type Brand } from '@portal/shared/brand';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';

const INDEX = `<!doctype html>
<html lang="it">
  <head>
    <meta charset="UTF-8" />
    <title>Portale clienti</title>
    <link rel="icon" href="data:," />
    <style>.boot-bar{background:var(--brand-primary)}</style>
  </head>
  <body><div id="root"></div></body>
</html>
`;

let dist: string;
let demo: FastifyInstance;
let alpina: FastifyInstance;

async function start(env: NodeJS.ProcessEnv = {}): Promise<FastifyInstance> {
  return buildApp(loadConfig({ WEB_DIST: dist, LOG_LEVEL: 'silent', ...env }), { logger: false });
}

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'portal-web-dist-'));
  await writeFile(join(dist, 'index.html'), INDEX);
  demo = await start();
  alpina = await start({ BRAND: 'alpina' });
});
afterAll(async () => {
  await demo?.close();
  await alpina?.close();
  await rm(dist, { recursive: true, force: true });
});

function get(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url, headers });
}

function brandOf(app: FastifyInstance): Brand {
  return app.config.brand.brand;
}

/** The brand JSON of a served page, as the client reads it. */
function embeddedBrand(html: string): unknown {
  const json = /<script type="application\/json" id="portal-brand">([^<]*)<\/script>/.exec(html);
  return json ? JSON.parse(json[1] ?? '') : undefined;
}

describe("the brand's pictures", () => {
  it('serves the light and dark logos and the favicon as SVG, cached for an hour, sandboxed', async () => {
    for (const file of ['logo-light.svg', 'logo-dark.svg', 'favicon.svg']) {
      const response = await get(demo, `/brand/${file}`);
      expect([file, response.statusCode]).toEqual([file, 200]);
      expect(response.headers['content-type']).toBe('image/svg+xml');
      expect(response.headers['cache-control']).toBe('public, max-age=3600');
      expect(response.headers['content-security-policy']).toMatch(/(^|; )sandbox($|;)/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.body).toMatch(/^<svg /);
    }
  });

  it("answers 304 to the browser's copy, and the other brand's pictures under another brand", async () => {
    const first = await get(demo, '/brand/logo-light.svg');
    const again = await get(demo, '/brand/logo-light.svg', {
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await get(alpina, '/brand/logo-light.svg');
    expect(other.headers.etag).not.toBe(first.headers.etag);
    expect(other.body).toContain('Energia Alpina');
    expect(first.body).toContain('Demo Energia');
  });

  it('a picture that does not exist is not the client page', async () => {
    const response = await get(demo, '/brand/logo.png');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'NOT_FOUND' });
  });
});

describe('the legal pages (§2)', () => {
  it('privacy and cookie notices in Italian and German, from the brand file, in three forms', async () => {
    const brand = brandOf(demo);
    for (const [url, language, title] of [
      ['/legal/privacy', 'it', 'Informativa sulla privacy'],
      ['/it/legal/privacy', 'it', 'Informativa sulla privacy'],
      ['/de/legal/privacy', 'de', 'Datenschutzerklärung'],
      ['/legal/cookies', 'it', 'Informativa sui cookie'],
      ['/de/legal/cookies', 'de', 'Cookie-Richtlinie'],
    ] as const) {
      const response = await get(demo, url);
      expect([url, response.statusCode]).toEqual([url, 200]);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['content-security-policy']).toContain("default-src 'none'");
      expect(response.headers['content-security-policy']).toContain("img-src 'self'");
      expect(response.body).toContain(`<html lang="${language}">`);
      expect(response.body).toContain(`<h1>${title}</h1>`);
      expect(response.body).toContain(`<title>${title} – Demo Energia</title>`);
      const page = url.endsWith('privacy') ? 'privacy' : 'cookies';
      const first = (brand.notices[page][language][0] ?? '').replace(/'/g, '&#39;');
      expect(response.body).toContain(`<p>${first}</p>`);
    }
  });

  it("without a prefix, the customer's language from the locale cookie (§9)", async () => {
    const response = await get(demo, '/legal/cookies', { cookie: 'locale=de' });
    expect(response.body).toContain('<h1>Cookie-Richtlinie</h1>');
    expect(response.headers.vary).toMatch(/cookie/i);
  });

  it("AgID's accessibility statement: conformance, what is not accessible, date, feedback e-mail, AgID's procedure", async () => {
    const it_ = (await get(demo, '/legal/accessibility')).body;
    expect(it_).toContain('<h1>Dichiarazione di accessibilità</h1>');
    expect(it_).toContain('<h2>Stato di conformità</h2>');
    expect(it_).toContain('parzialmente conforme');
    expect(it_).toContain('<h2>Contenuti non accessibili</h2>');
    expect(it_).toContain('I PDF delle bollette');
    expect(it_).toContain('aggiornata il 01/11/2026');
    expect(it_).toContain('accessibilita@demo-energia.example');
    expect(it_).toContain(
      '<a class="button primary" href="mailto:accessibilita@demo-energia.example">Scrivi una segnalazione</a>',
    );
    expect(it_).toContain('<h2>Procedura di attuazione</h2>');
    expect(it_).toContain('https://form.agid.gov.it');
    // The address is text: the page links only the portal's own paths and loads nothing else.
    expect(it_).not.toMatch(/(href|src)="https?:/);

    const de = (await get(alpina, '/de/legal/accessibility')).body;
    expect(de).toContain('<h1>Erklärung zur Barrierefreiheit</h1>');
    expect(de).toContain('teilweise vereinbar');
    expect(de).toContain('am 15/10/2026 aktualisiert');
    expect(de).toContain('accessibilita@energia-alpina.example');
    expect(de).toContain('Energia Alpina S.p.A.');
  });

  it("carry the brand's name, colours and legal footer, with links to each other", async () => {
    const body = (await get(alpina, '/legal/privacy')).body;
    expect(body).toContain('<header>Energia Alpina · Portale clienti</header>');
    expect(body).toContain('header{background:#1d5e3a;color:#ffffff;');
    expect(body).toContain('Energia Alpina S.p.A. · P.IVA IT02468135799 · Via Canonico Michael');
    expect(body).toContain('<a href="/legal/accessibility">Dichiarazione di accessibilità</a>');
    const de = (await get(alpina, '/de/legal/privacy')).body;
    expect(de).toContain('MwSt.-Nr. IT02468135799');
    expect(de).toContain('<a href="/de/legal/cookies">Cookie-Richtlinie</a>');
  });

  it("the BFF's other pages wear the brand too", async () => {
    const response = await get(alpina, '/de/qrcode-invoice');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<header>Energia Alpina · Kundenportal</header>');
    expect(response.body).toContain('<link rel="icon" href="/brand/favicon.svg">');
  });
});

describe('the brand in every page of the client', () => {
  it('carries the brand without its legal texts, the favicon, the title and the colour tokens', async () => {
    const response = await get(demo, '/retail/myBills');
    const html = response.body;
    const head = html.slice(0, html.indexOf('</head>'));
    expect(embeddedBrand(head)).toEqual(publicBrand(brandOf(demo)));
    expect(head).toContain('<link rel="icon" type="image/svg+xml" href="/brand/favicon.svg">');
    expect(head).not.toContain('href="data:,"');
    expect(head).toContain('<title>Demo Energia</title>');
    expect(head).not.toContain('Portale clienti');
    expect(head).toContain(
      '<style id="portal-brand-tokens">:root{--brand-primary:#0b5394;--brand-primary-text:#ffffff;' +
        '--brand-accent:#e37222;--brand-accent-text:#1c2430;--brand-link:#0b5394;' +
        '--brand-focus:#d35400}</style>',
    );
    // The policy of the page allows its inline style; the JSON is data, not a script that runs.
    expect(response.headers['content-security-policy']).toContain(
      "style-src 'self' 'unsafe-inline'",
    );
  });

  it('BRAND=alpina changes name, colours and brand data from the same build', async () => {
    for (const url of ['/', '/de/retail', '/no/such/page']) {
      const html = (await get(alpina, url)).body;
      expect(html).toContain('<title>Energia Alpina</title>');
      expect(html).toContain('--brand-primary:#1d5e3a;');
      expect(embeddedBrand(html)).toMatchObject({
        name: 'Energia Alpina',
        legal: { vatNumber: 'IT02468135799' },
      });
    }
  });

  it("escapes '<' in the brand's JSON and in its title", async () => {
    const file = join(dist, 'tricky.json');
    const brand = structuredClone(brandOf(demo));
    brand.name = '</script><script>alert(1)</script> & $& Co';
    await writeFile(file, JSON.stringify(brand));
    await cp(join(demo.config.brand.file, '..', 'demo'), join(dist, 'tricky'), { recursive: true });
    const app = await start({ BRAND_FILE: file });
    try {
      const html = (await get(app, '/')).body;
      expect(html).toContain(
        '<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; $&amp; Co</title>',
      );
      expect(html).not.toContain('<script>alert(1)');
      expect((embeddedBrand(html) as Brand).name).toBe(brand.name);
    } finally {
      await app.close();
    }
  });
});
