// Bearer access for other channels (docs/decisions/0008-bearer-access.md): the
// sandbox's native client signs in (PKCE, loopback redirect) and calls the BFF with the identity
// provider's JWT for the portal API — no cookie, no CSRF header — and reads only its own
// customer's data; every token that is not exactly that is refused with the API's 401 body.
import { apiAccessToken } from '@portal/sandbox/testing';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerSessionId } from '../src/bearer/session.ts';
import { errorOf, startPortal, type RunningPortal } from './helpers.ts';

const MARIO = 'mario.rossi@demo.it';
const ANNA = 'anna.huber@demo.it';
const BILLS = '{ invoices(first: 5) { totalCount nodes { id documentNumber hasPdf } } }';

interface Bills {
  invoices: {
    totalCount: number;
    nodes: Array<{ id: string; documentNumber: string; hasPdf: boolean }>;
  };
}

function bearerCall(portal: RunningPortal, token: string, path: string, init: RequestInit = {}) {
  return fetch(`${portal.url}${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${token}`,
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(init.headers as Record<string, string> | undefined),
    },
  });
}

function gql(portal: RunningPortal, token: string, query: string, variables = {}) {
  return bearerCall(portal, token, '/api/graphql', {
    method: 'POST',
    body: JSON.stringify({ query, variables }),
  });
}

async function bills(portal: RunningPortal, token: string): Promise<Bills['invoices']> {
  const response = await gql(portal, token, BILLS);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: Bills; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data.invoices;
}

/** The claims a good token has, for the forged ones below. */
function claimsFor(portal: RunningPortal) {
  return {
    sub: MARIO,
    client_id: 'portal-cli',
    scope: 'portal.api',
    iss: `${portal.sandbox.url}/oidc`,
    aud: `${portal.url}/api`,
  };
}

async function expectRefused(response: Response): Promise<void> {
  expect(response.status).toBe(401);
  expect(response.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
  expect(await errorOf(response)).toEqual({ error: 'UNAUTHENTICATED', reason: 'invalidToken' });
}

describe('bearer access for other channels', () => {
  let portal: RunningPortal;
  let mario: string;
  let anna: string;

  beforeAll(async () => {
    portal = await startPortal();
    mario = (await apiAccessToken(portal.sandbox, MARIO)).access_token;
    anna = (await apiAccessToken(portal.sandbox, ANNA, { port: 61234 })).access_token;
  });
  afterAll(async () => portal?.close());

  it("reads its own customer's bills and PDF without cookie or CSRF header", async () => {
    const page = await bills(portal, mario);
    expect(page.totalCount).toBeGreaterThan(0);
    const withPdf = page.nodes.find((invoice) => invoice.hasPdf);
    if (!withPdf) throw new Error('mario.rossi has no bill with a PDF');
    const pdf = await bearerCall(portal, mario, `/api/files/invoices/${withPdf.id}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    expect(pdf.headers.get('set-cookie')).toBeNull();
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 4)
        .toString('latin1'),
    ).toBe('%PDF');
    // The session behind the token ends with it (the store forgets it then).
    const session = await portal.app.sessions.get(bearerSessionId(mario));
    expect(session?.bearer?.clientId).toBe('portal-cli');
    expect(session?.user.userInfo.email).toBe(MARIO);
  });

  it("gets NOT_FOUND for another customer's invoice, as a session does (OWASP API1)", async () => {
    const annas = (await bills(portal, anna)).nodes[0];
    if (!annas) throw new Error('anna.huber has no bill');
    const response = await gql(
      portal,
      mario,
      'query ($id: ID!) { invoiceById(id: $id) { invoice { id } } }',
      { id: annas.id },
    );
    const body = (await response.json()) as { errors: Array<{ extensions: { code: string } }> };
    expect(body.errors[0]?.extensions.code).toBe('NOT_FOUND');
    const file = await bearerCall(portal, mario, `/api/files/invoices/${annas.id}`);
    expect(file.status).toBe(404);
    expect(await errorOf(file)).toEqual({ error: 'NOT_FOUND' });
  });

  it('refuses a token for another audience (the ID token of the same sign-in)', async () => {
    const { id_token: idToken } = await apiAccessToken(portal.sandbox, MARIO, { port: 61235 });
    if (!idToken) throw new Error('no ID token');
    await expectRefused(await gql(portal, idToken, BILLS));
  });

  it('refuses a token of another issuer, signed with a key of its own', async () => {
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    const kid = (await exportJWK(publicKey)).kid ?? 'forged';
    for (const iss of ['https://issuer.example/oidc', `${portal.sandbox.url}/oidc`]) {
      const forged = await new SignJWT({ ...claimsFor(portal), iss })
        .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid })
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(privateKey);
      await expectRefused(await gql(portal, forged, BILLS));
    }
  });

  it("refuses alg 'none' and an HS256 token signed with a guessed secret", async () => {
    const now = Math.floor(Date.now() / 1000);
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `${encode({ alg: 'none', typ: 'at+jwt' })}.${encode({ ...claimsFor(portal), iat: now, exp: now + 300 })}.`;
    await expectRefused(await gql(portal, unsigned, BILLS));
    for (const secret of ['secret', 'portal-web-secret']) {
      const hs = await new SignJWT(claimsFor(portal))
        .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(new TextEncoder().encode(secret));
      await expectRefused(await gql(portal, hs, BILLS));
    }
  });

  it('refuses the token of a person without a customer record as the sign-in does (§8)', async () => {
    const { access_token: token } = await apiAccessToken(portal.sandbox, 'sconosciuto@demo.it', {
      port: 61238,
    });
    const response = await gql(portal, token, BILLS);
    expect(response.status).toBe(403);
    expect(await errorOf(response)).toEqual({ error: 'FORBIDDEN', reason: 'errors.userNotFound' });
  });

  it('refuses a malformed token', async () => {
    await expectRefused(await gql(portal, 'not.a.token', BILLS));
  });

  it('refuses a cookie-less cross-site form POST (no bearer, no CSRF header) as before', async () => {
    const response = await fetch(`${portal.url}/api/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://attacker.example',
        'sec-fetch-site': 'cross-site',
      },
      body: new URLSearchParams({ query: BILLS }).toString(),
    });
    expect(response.status).toBe(403);
    expect(await errorOf(response)).toEqual({ error: 'CSRF_REJECTED' });
  });

  it('judges a request with the session cookie by the cookie rules, bearer or not', async () => {
    const { cookie } = await portal.signIn(MARIO);
    const response = await fetch(`${portal.url}/api/graphql`, {
      method: 'POST',
      headers: {
        cookie,
        authorization: `Bearer ${mario}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ query: BILLS }),
    });
    expect(response.status).toBe(403);
    expect(await errorOf(response)).toEqual({ error: 'CSRF_REJECTED' });
  });
});

describe('bearer tokens end', () => {
  let portal: RunningPortal;

  beforeAll(async () => {
    portal = await startPortal({
      sandbox: { idpAccessTokenTtl: 2 },
      env: { BEARER_CLOCK_SKEW_SECONDS: '0' },
    });
  });
  afterAll(async () => portal?.close());

  it('refuses an expired token', async () => {
    const { access_token: token, expires_in: lifetime } = await apiAccessToken(
      portal.sandbox,
      MARIO,
    );
    expect(lifetime).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    await expectRefused(await gql(portal, token, BILLS));
  });
});

// Tokens of the provider's usual lifetime: the tokens of a person are fetched before they are
// used, which on a busy machine takes longer than the two seconds of the tokens above.
describe('bearer tokens are limited per client and person', () => {
  let portal: RunningPortal;

  beforeAll(async () => {
    portal = await startPortal({ env: { RATE_LIMIT_CLIENT_PER_MINUTE: '3' } });
  });
  afterAll(async () => portal?.close());

  it("answers 429 with Retry-After once one person's requests through the client pass its limit, whatever token they use; another person's go on", async () => {
    const first = (await apiAccessToken(portal.sandbox, MARIO, { port: 61236 })).access_token;
    const again = (await apiAccessToken(portal.sandbox, MARIO, { port: 61239 })).access_token;
    const other = (await apiAccessToken(portal.sandbox, ANNA, { port: 61237 })).access_token;
    const { cookie } = await portal.signIn(MARIO);
    const statuses = [];
    for (const token of [first, again, first])
      statuses.push((await gql(portal, token, BILLS)).status);
    expect(statuses).toEqual([200, 200, 200]);
    // A fresh token of the same person is the same budget.
    const limited = await gql(portal, again, BILLS);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await errorOf(limited)).error).toBe('RATE_LIMITED');
    // Another customer of the same public client is not locked out, nor is a browser session.
    expect((await gql(portal, other, BILLS)).status).toBe(200);
    const browser = await portal.api(cookie, '/api/session');
    expect(browser.status).toBe(200);
  });
});

describe('bearer requests count against their address, as a browser’s do', () => {
  let portal: RunningPortal;

  beforeAll(async () => {
    portal = await startPortal({ env: { RATE_LIMIT_API_PER_MINUTE: '4' } });
  });
  afterAll(async () => portal?.close());

  it('answers 429 once the address passes the /api limit, whichever customers its tokens are', async () => {
    const mario = (await apiAccessToken(portal.sandbox, MARIO, { port: 61240 })).access_token;
    const anna = (await apiAccessToken(portal.sandbox, ANNA, { port: 61241 })).access_token;
    const statuses = [];
    for (const token of [mario, anna, mario, anna, mario])
      statuses.push((await gql(portal, token, BILLS)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });
});

describe('only allowed clients, with the API scope, call the API', () => {
  const portals: RunningPortal[] = [];
  afterAll(async () => Promise.all(portals.map((p) => p.close())));

  it('refuses a good token of a client not in API_CLIENTS: 403 clientNotAllowed', async () => {
    const portal = await startPortal({ env: { API_CLIENTS: 'mobile-app, contact-centre' } });
    portals.push(portal);
    const { access_token: token } = await apiAccessToken(portal.sandbox, MARIO, { port: 61242 });
    const response = await gql(portal, token, BILLS);
    expect(response.status).toBe(403);
    expect(await errorOf(response)).toEqual({ error: 'FORBIDDEN', reason: 'clientNotAllowed' });
  });

  it('refuses a token without the scope API_SCOPE names: 403 insufficientScope with its challenge', async () => {
    const portal = await startPortal({ env: { API_SCOPE: 'portal.admin' } });
    portals.push(portal);
    const { access_token: token } = await apiAccessToken(portal.sandbox, MARIO, { port: 61243 });
    const response = await gql(portal, token, BILLS);
    expect(response.status).toBe(403);
    expect(response.headers.get('www-authenticate')).toBe(
      'Bearer error="insufficient_scope", scope="portal.admin"',
    );
    expect(await errorOf(response)).toEqual({ error: 'FORBIDDEN', reason: 'insufficientScope' });
  });
});

describe('bearer tokens never reach the logs', () => {
  let portal: RunningPortal;
  const lines: string[] = [];

  beforeAll(async () => {
    portal = await startPortal({
      build: { logger: { level: 'trace', stream: { write: (line: string) => lines.push(line) } } },
    });
  });
  afterAll(async () => portal?.close());

  it('logs the requests of a good and of a refused token without the token', async () => {
    const { access_token: token, id_token: idToken } = await apiAccessToken(portal.sandbox, MARIO);
    expect((await gql(portal, token, BILLS)).status).toBe(200);
    if (!idToken) throw new Error('no ID token');
    await expectRefused(await gql(portal, idToken, BILLS));
    // Whatever logs a request's headers gets them redacted.
    portal.app.log.info({ headers: { authorization: `Bearer ${token}` } }, 'headers');
    const written = lines.join('');
    expect(written).toContain('bearer session opened');
    expect(written).toContain('bearer token refused');
    expect(written).toContain('[redacted]');
    for (const secret of [token, idToken, token.split('.')[2] as string])
      expect(written).not.toContain(secret);
  });
});
