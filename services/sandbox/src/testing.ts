// Helpers for the tests of every package: a sandbox on an ephemeral port, a headless sign-in at its
// identity provider, and portal tokens for a demo account (docs/upstream-contract.md).
import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildSandbox, type BuildOptions } from './app.ts';
import { DEFAULT_OPTIONS } from './config.ts';
import type { SandboxOptions } from './context.ts';
import type { FaultSpec } from './faults/faults.ts';
import { CLI_CLIENT, PORTAL_API_SCOPE, PORTAL_CLIENT, PORTAL_SCOPES } from './idp/provider.ts';

export type { FaultSpec } from './faults/faults.ts';
export { brandPath, readSupplier } from './supplier.ts';
export { pdfLines } from './pdf/text.ts';
export { requestLogFields } from './request-log.ts';

export interface SandboxAdmin {
  addFault(fault: FaultSpec): Promise<string>;
  clearFaults(): Promise<void>;
  calls(): Promise<Record<string, number>>;
  resetCalls(): Promise<void>;
  expireTokens(email: string, refresh?: boolean): Promise<void>;
  impersonationToken(
    staffEmail: string,
    customerEmail: string,
    ttlSeconds?: number,
  ): Promise<{ token: string; fingerprint: string; expiresAt: string }>;
  reset(): Promise<void>;
}

/** A sandbox a test talks to over HTTP: its address, its options and its admin API. */
export interface SandboxClient {
  url: string;
  options: SandboxOptions;
  close(): Promise<void>;
  admin: SandboxAdmin;
}

/** A sandbox started in this process. */
export interface RunningSandbox extends SandboxClient {
  app: FastifyInstance;
  /** The port of its SMTP sink (the portal's SMTP_PORT), when started with `smtp`. */
  smtpPort: number | null;
}

export interface PortalTokenSet {
  access_token: string;
  refresh_token: string;
  fingerprint: string;
}

/**
 * A free port of 127.0.0.1 held by a listening socket until `release`: a port is needed before the
 * server that takes it can be built (the identity provider must know the portal's origin), and a
 * port only looked up could meanwhile become the local end of any outgoing connection on a busy
 * machine (seen as EADDRINUSE). Release it just before the real server listens.
 */
export function reservePort(): Promise<{ port: number; release: () => Promise<void> }> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ port, release: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

/** A port that was free a moment ago on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function expectOk(response: Response, what: string): Promise<unknown> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what} failed: ${response.status} ${text}`);
  return text === '' ? undefined : JSON.parse(text);
}

function adminClient(url: string): SandboxAdmin {
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${url}/__sandbox${path}`, {
      method,
      ...(body === undefined
        ? {}
        : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
    return expectOk(response, `${method} /__sandbox${path}`);
  };
  return {
    addFault: async (fault) => ((await call('POST', '/faults', fault)) as { id: string }).id,
    clearFaults: async () => void (await call('DELETE', '/faults')),
    calls: async () => (await call('GET', '/calls')) as Record<string, number>,
    resetCalls: async () => void (await call('DELETE', '/calls')),
    expireTokens: async (email, refresh) =>
      void (await call(
        'POST',
        '/expire-tokens',
        refresh === undefined ? { email } : { email, refresh },
      )),
    impersonationToken: async (staffEmail, customerEmail, ttlSeconds) =>
      (await call('POST', '/impersonation-tokens', {
        staffEmail,
        customerEmail,
        ...(ttlSeconds === undefined ? {} : { ttlSeconds }),
      })) as { token: string; fingerprint: string; expiresAt: string },
    reset: async () => void (await call('POST', '/reset')),
  };
}

/**
 * A sandbox started elsewhere (e.g. by a test run's global set-up), reached at `url`. Its close()
 * does nothing: whoever started it stops it.
 */
export function sandboxAt(url: string, options: SandboxOptions): SandboxClient {
  return { url, options, close: async () => undefined, admin: adminClient(url) };
}

/**
 * Starts a sandbox on 127.0.0.1 (the given port or a free one); stop it with close(). Quiet unless
 * given a `logger` (Fastify's option; request-log.ts says what the sandbox's own log holds).
 */
export async function startSandbox(
  overrides: Partial<SandboxOptions> & { port?: number; logger?: BuildOptions['logger'] } = {},
): Promise<RunningSandbox> {
  const { port: wanted, logger, ...rest } = overrides;
  // The issuer holds the port, so the port is chosen before the app is built; should another process
  // take it in between, try again with a new one.
  for (let attempt = 1; ; attempt += 1) {
    const port = wanted ?? (await freePort());
    const options: SandboxOptions = {
      ...DEFAULT_OPTIONS,
      baseUrl: `http://127.0.0.1:${port}`,
      ...rest,
    };
    const app = await buildSandbox(options, logger === undefined ? {} : { logger });
    try {
      await app.listen({ port, host: '127.0.0.1' });
    } catch (error) {
      await app.close();
      const inUse = (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
      if (wanted === undefined && inUse && attempt < 5) continue;
      throw error;
    }
    const url = `http://127.0.0.1:${port}`;
    return {
      url,
      options,
      app,
      smtpPort: app.mailSink?.port ?? null,
      close: () => app.close(),
      admin: adminClient(url),
    };
  }
}

/**
 * A cookie jar that honours cookie paths, enough for the identity provider's cookies: one headless
 * browser's session at the provider (idpSignIn, then idpSignOut).
 */
export class CookieJar {
  private readonly cookies = new Map<string, { value: string; path: string }>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq < 1) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const pathAttribute = attributes
        .map((a) => a.trim())
        .find((a) => a.toLowerCase().startsWith('path='));
      const path = pathAttribute ? pathAttribute.slice(5) : '/';
      const expired = attributes.some(
        (a) => /^expires=/i.test(a.trim()) && Date.parse(a.trim().slice(8)) < Date.now(),
      );
      const key = `${name};${path}`;
      if (value === '' || expired) this.cookies.delete(key);
      else this.cookies.set(key, { value, path });
    }
  }

  header(url: URL): string {
    return [...this.cookies.entries()]
      .filter(([, c]) => url.pathname.startsWith(c.path))
      .map(([key, c]) => `${key.split(';')[0]}=${c.value}`)
      .join('; ');
  }
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code)))
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"');
}

/**
 * Signs out at the identity provider: its end-session page, confirmed (the sandbox's page confirms
 * itself). `endSession` is the provider's end-session address, with a client's parameters (as the
 * portal's logout sends there) or without (the provider's own "sign out"). The provider's session
 * of `jar` ends for every client, each told over its back channel before the provider answers.
 * Resolves to where the provider sends the browser back (a client's return address), if anywhere.
 */
export async function idpSignOut(endSession: string, jar: CookieJar): Promise<string | null> {
  const end = new URL(endSession);
  const page = await fetch(end, { headers: { cookie: jar.header(end) } });
  jar.store(page);
  const html = await page.text();
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error(`sign-out failed: unexpected page (${page.status})`);
  const fields = [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map(
    ([, name = '', value = '']): [string, string] => [name, decodeEntities(value)],
  );
  const confirm = new URL(decodeEntities(action), end);
  const done = await fetch(confirm, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      cookie: jar.header(confirm),
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(fields).toString(),
  });
  jar.store(done);
  await done.body?.cancel();
  if (done.status >= 400) throw new Error(`sign-out failed: ${done.status}`);
  return done.headers.get('location');
}

/**
 * Signs in at the sandbox's identity provider without a browser: follows the redirects of the
 * authorization URL to the sign-in form, posts the credentials and returns the final Location on
 * the client's redirect_uri (with code and state) without requesting it. The provider's session
 * cookies stay in `jar`.
 */
export async function idpSignIn(
  authorizationUrl: string,
  email: string,
  password: string,
  jar: CookieJar = new CookieJar(),
): Promise<string> {
  const redirectUri = new URL(authorizationUrl).searchParams.get('redirect_uri');
  if (!redirectUri) throw new Error('the authorization URL has no redirect_uri');
  let url = new URL(authorizationUrl);
  let init: RequestInit = { method: 'GET' };
  for (let hop = 0; hop < 15; hop += 1) {
    const cookie = jar.header(url);
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string> | undefined),
        ...(cookie ? { cookie } : {}),
      },
    });
    jar.store(response);
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      const next = new URL(location, url);
      if (next.href.startsWith(redirectUri)) return next.href;
      url = next;
      init = { method: 'GET' };
      continue;
    }
    const html = await response.text();
    const alert = /role="alert"[^>]*>([^<]*)</.exec(html);
    if (alert?.[1])
      throw new Error(`sign-in failed (${response.status}): ${decodeEntities(alert[1])}`);
    const action = /<form[^>]*action="([^"]+)"/.exec(html);
    if (!action?.[1] || !/name="password"/.test(html)) {
      throw new Error(`sign-in failed: unexpected page (${response.status}) at ${url.pathname}`);
    }
    url = new URL(decodeEntities(action[1]), url);
    init = {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email, password }).toString(),
    };
  }
  throw new Error('sign-in failed: too many redirects');
}

/** PKCE values (S256) for an authorization request. */
function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** Signs in through the identity provider as the portal does (PKCE) and exchanges at /api/oauth/login. */
/** The identity provider's access token of a person signed in with the code flow (PKCE). */
export async function idpAccessToken(sandbox: SandboxClient, email: string): Promise<string> {
  const origin = sandbox.options.portalOrigins[0];
  if (!origin) throw new Error('the sandbox has no portal origin');
  const redirectUri = `${origin}/auth/callback`;
  const { verifier, challenge } = pkcePair();
  const state = randomBytes(8).toString('hex');
  const authorize = new URL(`${sandbox.url}/oidc/auth`);
  authorize.search = new URLSearchParams({
    client_id: PORTAL_CLIENT.id,
    response_type: 'code',
    scope: PORTAL_SCOPES,
    redirect_uri: redirectUri,
    state,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  }).toString();
  const callback = new URL(await idpSignIn(authorize.href, email, 'demo'));
  const code = callback.searchParams.get('code');
  if (!code || callback.searchParams.get('state') !== state)
    throw new Error(`no code in ${callback.href}`);

  const basic = Buffer.from(`${PORTAL_CLIENT.id}:${PORTAL_CLIENT.secret}`).toString('base64');
  const tokenResponse = await fetch(`${sandbox.url}/oidc/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${basic}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      code_verifier: verifier,
    }),
  });
  const idpTokens = (await expectOk(tokenResponse, 'token exchange')) as { access_token: string };
  return idpTokens.access_token;
}

export async function portalTokens(sandbox: SandboxClient, email: string): Promise<PortalTokenSet> {
  const idpToken = await idpAccessToken(sandbox, email);
  const fingerprint = randomBytes(16).toString('hex');
  const login = await fetch(`${sandbox.url}/api/oauth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      OAuthConfigId: PORTAL_CLIENT.id,
      Token: idpToken,
      Fingerprint: fingerprint,
    }),
  });
  const tokens = (await expectOk(login, `/api/oauth/login for ${email}`)) as {
    access_token: string;
    refresh_token: string;
  };
  return { access_token: tokens.access_token, refresh_token: tokens.refresh_token, fingerprint };
}

/** What the identity provider's token endpoint answers the native client. */
export interface ApiTokenSet {
  access_token: string;
  id_token?: string;
  expires_in: number;
}

/**
 * Signs in as the command-line client does (public client, PKCE S256, a loopback redirect on any
 * port, RFC 8252) and returns the identity provider's tokens for the portal API's resource
 * (`<portal origin>/api` by default): the access token is a JWT for that audience.
 */
export async function apiAccessToken(
  sandbox: SandboxClient,
  email: string,
  options: { resource?: string; port?: number; password?: string } = {},
): Promise<ApiTokenSet> {
  const origin = sandbox.options.portalOrigins[0];
  if (!origin) throw new Error('the sandbox has no portal origin');
  const resource = options.resource ?? `${origin}/api`;
  const redirectUri = `http://127.0.0.1:${options.port ?? 53682}/callback`;
  const { verifier, challenge } = pkcePair();
  const state = randomBytes(8).toString('hex');
  const authorize = new URL(`${sandbox.url}/oidc/auth`);
  authorize.search = new URLSearchParams({
    client_id: CLI_CLIENT.id,
    response_type: 'code',
    scope: `openid ${PORTAL_API_SCOPE}`,
    resource,
    redirect_uri: redirectUri,
    state,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  }).toString();
  const callback = new URL(await idpSignIn(authorize.href, email, options.password ?? 'demo'));
  const code = callback.searchParams.get('code');
  if (!code || callback.searchParams.get('state') !== state)
    throw new Error(`no code in ${callback.href}`);
  const tokenResponse = await fetch(`${sandbox.url}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: CLI_CLIENT.id,
      code,
      redirect_uri: redirectUri,
      code_verifier: verifier,
    }),
  });
  return (await expectOk(tokenResponse, 'token exchange')) as ApiTokenSet;
}
