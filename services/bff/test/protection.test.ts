import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { errorOf, startPortal, type RunningPortal } from './helpers.ts';

let portal: RunningPortal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(async () => portal?.close());

/** Routes outside /api that answer without a session by design (docs/api.md, architecture). */
const PUBLIC_ROUTES = [
  '/',
  '/healthz',
  '/readyz',
  '/metrics',
  '/auth/callback',
  // The identity provider's back-channel logout: a signed logout token is its proof.
  '/auth/backchannel-logout',
  // The registration's calls, guarded by the CSRF rule and the registration's
  // own cookie instead of a session (test/registration.test.ts).
  ...['state', 'verify', 'contacts'].map((path) => `/auth/register/${path}`),
  // §2: the BFF's own routes in their three forms.
  ...['', '/it', '/de'].flatMap((prefix) =>
    ['/auth/login', '/auth/logout', '/auth/silent-refresh', '/impersonate', '/qrcode-invoice'].map(
      (path) => `${prefix}${path}`,
    ),
  ),
  // The brand's pictures and the legal pages (§2 forms).
  ...['logo-light.svg', 'logo-dark.svg', 'favicon.svg'].map((file) => `/brand/${file}`),
  // The two consortia's logos (§6).
  ...['CONS-ALTO-ADIGE', 'CONS-DOLOMITI'].map((code) => `/brand/consortia/${code}.svg`),
  ...['', '/it', '/de'].flatMap((prefix) =>
    ['privacy', 'cookies', 'accessibility'].map((page) => `${prefix}/legal/${page}`),
  ),
  // An alert mail's unsubscribe link (decision 0023): its signed token is its proof.
  '/alerts/unsubscribe',
  '/*',
];

function concrete(url: string): string {
  return url.replace(/:[A-Za-z]+/g, '1').replace(/\*/g, 'x');
}

describe('every /api route is guarded (conventions §4)', () => {
  it('walks every registered route: each /api route refuses without the CSRF header, with a foreign Origin or Sec-Fetch-Site, and without a session', async () => {
    const routes = portal.app.registeredRoutes.filter(
      (r) => r.method !== 'HEAD' && r.method !== 'OPTIONS',
    );
    const api = routes.filter((r) => r.url === '/api' || r.url.startsWith('/api/'));
    expect(api.length).toBeGreaterThanOrEqual(3);
    for (const route of routes.filter((r) => !api.includes(r)))
      expect(PUBLIC_ROUTES).toContain(route.url);

    const { cookie } = await portal.signIn('mario.rossi@demo.it');
    for (const route of api) {
      const url = `${portal.url}${concrete(route.url)}`;
      const withBody =
        route.method === 'GET'
          ? {}
          : { body: '{}', headers: { 'content-type': 'application/json' } };
      const noHeader = await fetch(url, {
        method: route.method,
        ...withBody,
        headers: { ...withBody.headers, cookie },
      });
      expect([route.method, route.url, noHeader.status]).toEqual([route.method, route.url, 403]);
      expect(await errorOf(noHeader)).toEqual({ error: 'CSRF_REJECTED' });

      const foreignOrigin = await portal.api(cookie, concrete(route.url), {
        method: route.method,
        ...withBody,
        headers: { origin: 'https://evil.example' },
      });
      expect([route.url, foreignOrigin.status]).toEqual([route.url, 403]);

      const crossSite = await portal.api(cookie, concrete(route.url), {
        method: route.method,
        ...withBody,
        headers: { 'sec-fetch-site': 'cross-site' },
      });
      expect([route.url, crossSite.status]).toEqual([route.url, 403]);

      const noSession = await portal.api('', concrete(route.url), {
        method: route.method,
        ...withBody,
      });
      expect([route.url, noSession.status]).toEqual([route.url, 401]);
      expect(await errorOf(noSession)).toEqual({ error: 'UNAUTHENTICATED' });
    }
  });

  it('an unknown /api path is guarded too and answers 404 NOT_FOUND with a session', async () => {
    const { cookie } = await portal.signIn('mario.rossi@demo.it');
    expect((await fetch(`${portal.url}/api/nothing-here`)).status).toBe(403);
    const response = await portal.api(cookie, '/api/nothing-here');
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toEqual({ error: 'NOT_FOUND' });
  });

  it('refuses bodies over the size limit with 413', async () => {
    const { cookie } = await portal.signIn('mario.rossi@demo.it');
    const response = await portal.api(cookie, '/api/session/registry', {
      method: 'PUT',
      body: JSON.stringify({ idAnagrafica: 100001, padding: 'x'.repeat(100_000) }),
    });
    expect(response.status).toBe(413);
    expect((await errorOf(response)).error).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('security headers', () => {
  it('sends CSP for the SPA, frame-ancestors none, nosniff and the referrer policy; no HSTS in development', async () => {
    const response = await fetch(`${portal.url}/healthz`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('API answers (GraphQL, files) get the short policy — nothing allowed, no framing, nosniff, no-store — while pages keep the full CSP', async () => {
    for (const path of ['/api/graphql', '/api/files/invoices/1']) {
      const response = await fetch(`${portal.url}${path}`);
      expect(response.status).toBe(403);
      expect(response.headers.get('content-security-policy')).toBe(
        "default-src 'none';frame-ancestors 'none'",
      );
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
    // A path no /api route matches, however spelled, is not known to be JSON: the full policy.
    const unmatched = await fetch(`${portal.url}/api/nothing-here`, {
      headers: { 'x-portal-csrf': '1' },
    });
    expect(unmatched.headers.get('content-security-policy')).toContain("script-src 'self'");
    const page = await fetch(`${portal.url}/healthz`);
    expect(page.headers.get('content-security-policy')).toContain(
      "style-src 'self' 'unsafe-inline'",
    );
    expect(page.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  });

  it('sends HSTS and a Secure __Host- cookie name in production', async () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORTAL_ORIGIN: 'https://portal.example',
      UPSTREAM_API_URL: 'https://api.example',
      OIDC_ISSUER: 'https://idp.example/oidc',
      OIDC_CLIENT_SECRET: 'a-real-secret',
      SESSION_SECRET: 'x'.repeat(48),
      WEB_DIST: '/nonexistent-web-dist',
      LOG_LEVEL: 'silent',
    });
    expect(config.session).toMatchObject({
      secureCookie: true,
      cookieName: '__Host-portal_session',
    });
    const app = await buildApp(config, { logger: false });
    try {
      const response = await app.inject({ method: 'GET', url: '/healthz' });
      expect(response.headers['strict-transport-security']).toMatch(/max-age=31536000/);
      const api = await app.inject({ method: 'POST', url: '/api/graphql' });
      expect(api.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    } finally {
      await app.close();
    }
  });
});

describe('health (docs/api.md)', () => {
  it('/healthz is alive and /readyz checks the session store, upstream and the identity provider', async () => {
    expect(await (await fetch(`${portal.url}/healthz`)).json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${portal.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({
      status: 'ready',
      sessions: true,
      upstream: true,
      identityProvider: true,
      unavailable: [],
    });

    const app = await buildApp(
      loadConfig({ UPSTREAM_API_URL: 'http://127.0.0.1:9', WEB_DIST: '/nonexistent-web-dist' }),
      { logger: false },
    );
    try {
      const response = await app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        status: 'unavailable',
        upstream: false,
        identityProvider: false,
        unavailable: ['upstream', 'identityProvider'],
      });
    } finally {
      await app.close();
    }
  });
});

describe('rate limits', () => {
  let limited: RunningPortal;
  beforeAll(async () => {
    limited = await startPortal({
      env: { RATE_LIMIT_AUTH_PER_MINUTE: '3', RATE_LIMIT_API_PER_MINUTE: '3' },
    });
  });
  afterAll(async () => limited?.close());

  it('answers 429 with Retry-After on /auth/* (a page) and on /api/* (JSON)', async () => {
    const auth: number[] = [];
    for (let i = 0; i < 4; i += 1)
      auth.push(
        (
          await fetch(`${limited.url}/auth/logout`, {
            redirect: 'manual',
            headers: { 'sec-fetch-site': 'same-origin' },
          })
        ).status,
      );
    expect(auth).toEqual([302, 302, 302, 429]);
    const last = await fetch(`${limited.url}/auth/login`, { redirect: 'manual' });
    expect(last.status).toBe(429);
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(last.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await last.text()).toContain('<h1>Troppe richieste in poco tempo</h1>');

    const api: Response[] = [];
    for (let i = 0; i < 4; i += 1) api.push(await limited.api('', '/api/session'));
    expect(api.map((response) => response.status)).toEqual([401, 401, 401, 429]);
    expect(await errorOf(api[3] as Response)).toMatchObject({ error: 'RATE_LIMITED' });
    expect((await fetch(`${limited.url}/healthz`)).status).toBe(200);
    // The brand's pictures and legal pages are static, like the client's files: never limited.
    for (const path of ['/brand/favicon.svg', '/de/legal/privacy'])
      expect([path, (await fetch(`${limited.url}${path}`)).status]).toEqual([path, 200]);
  });
});
