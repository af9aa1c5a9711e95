// Routes reached by navigation answer pages, return paths are checked once
// normalised, and a link from another site asks before it ends a session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookiesOf,
  firstInvoiceOf,
  qrPath,
  startPortal,
  visitPortal,
  type QrInvoice,
  type RunningPortal,
} from './helpers.ts';

let portal: RunningPortal;
let invoice: QrInvoice;

beforeAll(async () => {
  portal = await startPortal();
  const { cookie } = await portal.signIn('mario.rossi@demo.it');
  invoice = await firstInvoiceOf(portal, cookie, 100001);
});
afterAll(async () => portal?.close());

const visit = (path: string, cookie = '', site: 'none' | 'cross-site' | 'same-origin' = 'none') =>
  visitPortal(portal, path, cookie, site);

/** The page's language, title and the addresses of its ways forward. */
async function pageOf(response: Response) {
  expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
  expect(response.headers.get('cache-control')).toBe('no-store');
  const html = await response.text();
  return {
    html,
    lang: /<html lang="(\w+)">/.exec(html)?.[1],
    title: /<h1>([^<]*)<\/h1>/.exec(html)?.[1],
    links: [...html.matchAll(/<a class="[^"]*" href="([^"]*)">/g)].map((m) =>
      m[1]?.replaceAll('&amp;', '&'),
    ),
  };
}

describe('a return path is judged once normalised, on every spelling', () => {
  const spellings = [
    '/.//evil.example',
    '/..//evil.example',
    '/a/..//evil.example',
    '/a/b/../..//evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    '/a/%2e%2e//evil.example',
    '/./%2e//evil.example',
    '//evil.example',
    '/\\evil.example',
    '/./\\evil.example',
    'https://evil.example/',
    'evil.example',
    '/\t/evil.example',
  ];

  it.each(['/auth/login', '/it/auth/login', '/de/auth/login'])(
    '%s refuses each spelling with a page, never a redirect',
    async (path) => {
      for (const spelling of spellings) {
        const response = await visit(`${path}?returnTo=${encodeURIComponent(spelling)}`);
        expect([spelling, response.status, response.headers.get('location')]).toEqual([
          spelling,
          400,
          null,
        ]);
        const page = await pageOf(response);
        expect(page.lang).toBe(path.startsWith('/de') ? 'de' : 'it');
      }
    },
  );

  it('double-encoded forms: the query is decoded once, then normalised', async () => {
    for (const raw of [
      '/%252e//evil.example',
      '/%252e%252e//evil.example',
      '/a/%252E%252E//evil.example',
    ]) {
      const response = await visit(`/auth/login?returnTo=${raw}`);
      expect([raw, response.status, response.headers.get('location')]).toEqual([raw, 400, null]);
    }
  });

  it('a local path that normalises to another local path is followed as normalised after sign-in', async () => {
    const { location } = await portal.signIn('mario.rossi@demo.it', 'demo', {
      query: `returnTo=${encodeURIComponent('/retail/x/../myBills')}`,
    });
    expect(location).toBe('/retail/myBills');
  });
});

describe("navigations answer a page in the customer's language, never JSON", () => {
  const bad = [
    {
      path: '/qrcode-invoice?numeroFattura=%3Cb%3E&dataEmissione=ieri',
      it: 'Il collegamento della bolletta non è leggibile',
      de: 'Der Rechnungslink ist nicht lesbar',
      first: '/retail/myBills',
    },
    {
      path: '/qrcode-invoice',
      it: 'Il collegamento della bolletta non è leggibile',
      de: 'Der Rechnungslink ist nicht lesbar',
      first: '/retail/myBills',
    },
    {
      path: '/impersonate',
      it: 'Il collegamento per agire come cliente non è valido',
      de: 'Der Link zum Handeln im Namen eines Kunden ist ungültig',
      first: '/',
    },
    {
      path: '/impersonate?token=abc',
      it: 'Il collegamento per agire come cliente non è valido',
      de: 'Der Link zum Handeln im Namen eines Kunden ist ungültig',
      first: '/',
    },
    {
      path: '/auth/login?returnTo=bad',
      it: 'L’indirizzo di accesso non è valido',
      de: 'Die Anmeldeadresse ist ungültig',
      first: '/auth/login',
    },
    {
      path: '/auth/login?locale=fr',
      it: 'L’indirizzo di accesso non è valido',
      de: 'Die Anmeldeadresse ist ungültig',
      first: '/auth/login',
    },
    {
      path: `/auth/callback?code=${'x'.repeat(3000)}`,
      it: 'L’accesso non è andato a buon fine',
      de: 'Die Anmeldung ist fehlgeschlagen',
      first: '/auth/login',
    },
  ];

  it.each(bad)('$path in its three forms', async ({ path, it: italian, de: german, first }) => {
    for (const prefix of ['', '/it', '/de']) {
      // /auth/callback has one form: the identity provider returns to the registered address.
      if (path.startsWith('/auth/callback') && prefix) continue;
      const response = await visit(`${prefix}${path}`);
      expect(response.status).toBe(400);
      const page = await pageOf(response);
      const language = prefix === '/de' ? 'de' : 'it';
      expect(page.lang).toBe(language);
      expect(page.title).toBe(language === 'de' ? german : italian);
      const expectedFirst =
        language === 'de' && first !== '/' ? `/de${first}` : language === 'de' ? '/de' : first;
      expect(page.links[0]).toBe(expectedFirst);
      expect(page.html).not.toMatch(/badRequest|querystring|must match/);
    }
  });

  it('speaks the language of a German customer without a prefix (§5), and of the locale cookie', async () => {
    const anna = await portal.signIn('anna.huber@demo.it');
    const page = await pageOf(
      await visit('/qrcode-invoice?numeroFattura=&dataEmissione=', anna.cookie),
    );
    expect(page.lang).toBe('de');
    const visitor = await pageOf(await visit('/impersonate', 'locale=de'));
    expect(visitor.lang).toBe('de');
  });

  it('escapes what the request carried: no markup of the link reaches the page', async () => {
    const response = await visit(
      '/qrcode-invoice?numeroFattura=%22%3E%3Cscript%3Ealert(1)%3C/script%3E&dataEmissione=2025-01-01',
    );
    const page = await pageOf(response);
    expect(page.html).not.toContain('<script');
  });

  it('the API keeps its JSON', async () => {
    const response = await portal.api('', '/api/session');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'UNAUTHENTICATED' });
  });
});

describe('QR links as bills print them', () => {
  const italianDate = () => invoice.dataEmissione.split('-').reverse().join('/');

  it('accepts DD/MM/YYYY, spaces around the number and another letter case', async () => {
    const { cookie } = await portal.signIn('mario.rossi@demo.it');
    const detail = `/retail/myBills/${encodeURIComponent(invoice.numeroFattura)}?issueDate=${invoice.dataEmissione}`;
    for (const [number, day] of [
      [invoice.numeroFattura, italianDate()],
      [`  ${invoice.numeroFattura} `, invoice.dataEmissione],
      [invoice.numeroFattura.toLowerCase(), italianDate()],
    ] as const) {
      const response = await visit(qrPath(number, day), cookie);
      expect([number, day, response.status, response.headers.get('location')]).toEqual([
        number,
        day,
        303,
        detail,
      ]);
    }
  });

  it('a signed-out visitor keeps the invoice as the link names it, normalised, across sign-in', async () => {
    const response = await visit(qrPath(` ${invoice.numeroFattura.toLowerCase()}`, italianDate()));
    expect(response.status).toBe(303);
    const retail = await portal.signIn('mario.rossi@demo.it', 'demo', {
      cookie: `portal_qr=${cookiesOf(response).portal_qr}`,
    });
    expect(retail.location).toBe(
      `/retail/myBills/${encodeURIComponent(invoice.numeroFattura)}?issueDate=${invoice.dataEmissione}`,
    );
  });
});

describe('a link from another site asks before it ends a session', () => {
  it('a QR link for a non-retail customer: a page asks; the session stays until the customer continues from it', async () => {
    const corporate = await portal.signIn('acme@demo.it');
    const path = qrPath(invoice.numeroFattura, invoice.dataEmissione);
    const asked = await visit(path, corporate.cookie, 'cross-site');
    expect(asked.status).toBe(200);
    expect(asked.headers.getSetCookie()).toEqual([]);
    const page = await pageOf(asked);
    expect(page.title).toBe('Aprire la bolletta del collegamento?');
    expect((await portal.api(corporate.cookie, '/api/session')).status).toBe(200);

    const onwards = page.links[0] ?? '';
    expect(onwards).toBe(path);
    const continued = await visit(onwards, corporate.cookie, 'same-origin');
    expect(continued.status).toBe(303);
    expect((await portal.api(corporate.cookie, '/api/session')).status).toBe(401);
  });

  it('a QR link for a retail customer ends nothing, so it needs no question', async () => {
    const { cookie } = await portal.signIn('mario.rossi@demo.it');
    const response = await visit(
      qrPath(invoice.numeroFattura, invoice.dataEmissione),
      cookie,
      'cross-site',
    );
    expect(response.status).toBe(303);
    expect((await portal.api(cookie, '/api/session')).status).toBe(200);
  });

  it('an impersonation link with a bad token over an open session: asked first, in German under /de', async () => {
    const current = await portal.signIn('mario.rossi@demo.it');
    const asked = await visit(
      '/de/impersonate?token=forged&fingerprint=x',
      current.cookie,
      'cross-site',
    );
    expect(asked.status).toBe(200);
    const page = await pageOf(asked);
    expect(page.lang).toBe('de');
    expect(page.title).toBe('Im Namen eines Kunden handeln?');
    expect(page.links).toEqual(['/de/impersonate?token=forged&fingerprint=x', '/de']);
    expect((await portal.api(current.cookie, '/api/session')).status).toBe(200);

    const continued = await visit(page.links[0] ?? '', current.cookie, 'same-origin');
    expect(continued.headers.get('location')).toBe('/unauthorized?error=impersonationNotAllowed');
    expect((await portal.api(current.cookie, '/api/session')).status).toBe(401);
  });

  it('a browser without Fetch Metadata is judged by its Referer', async () => {
    const current = await portal.signIn('acme@demo.it');
    const path = qrPath(invoice.numeroFattura, invoice.dataEmissione);
    const elsewhere = await fetch(`${portal.url}${path}`, {
      redirect: 'manual',
      headers: { cookie: current.cookie, referer: 'https://evil.example/page' },
    });
    expect(elsewhere.status).toBe(200);
    expect((await portal.api(current.cookie, '/api/session')).status).toBe(200);
  });

  it('an impersonation link with no session open ends nothing: staff coming from their tool go straight in', async () => {
    const grant = await portal.sandbox.admin.impersonationToken(
      'operatore@demo.it',
      'mario.rossi@demo.it',
    );
    const query = new URLSearchParams({
      token: grant.token,
      fingerprint: grant.fingerprint,
    }).toString();
    const response = await visit(`/impersonate?${query}`, '', 'cross-site');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/retail');
  });
});

describe('too many sign-in attempts answer a page too', () => {
  it("429 with Retry-After and a page in the link's language", async () => {
    const limited = await startPortal({ env: { RATE_LIMIT_AUTH_PER_MINUTE: '2' } });
    try {
      let last: Response | undefined;
      for (let i = 0; i < 3; i += 1) last = await visitPortal(limited, '/de/auth/login');
      expect(last?.status).toBe(429);
      expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0);
      const page = await pageOf(last as Response);
      expect(page.lang).toBe('de');
      expect(page.title).toBe('Zu viele Anfragen in kurzer Zeit');
    } finally {
      await limited.close();
    }
  });
});
