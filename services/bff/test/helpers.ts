// Test helpers (docs: bff internals): a sandbox and a BFF on free ports of 127.0.0.1, a headless
// sign-in through the sandbox's identity provider, and an /api caller that follows the CSRF rule.
import {
  brandPath,
  type CookieJar,
  idpSignIn,
  readSupplier,
  reservePort,
  startSandbox,
  type RunningSandbox,
  type SandboxClient,
} from '@portal/sandbox/testing';
import type { Static } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { SessionBody } from '../src/routes/session.ts';

export type SessionView = Static<typeof SessionBody>;

/** The body of GET /api/session (or PUT /api/session/registry). */
export async function sessionOf(response: Response): Promise<SessionView> {
  return (await response.json()) as SessionView;
}

/** An error body of docs/api.md. */
export async function errorOf(response: Response): Promise<{ error: string; message?: string }> {
  return (await response.json()) as { error: string; message?: string };
}

type SandboxOptions = RunningSandbox['options'];

export interface RunningPortal {
  /** Where the BFF listens. */
  url: string;
  /** The portal's public origin (PORTAL_ORIGIN): `url`, unless the portal uses a shared sandbox. */
  origin: string;
  sandbox: SandboxClient;
  app: FastifyInstance;
  /** Signs in through the identity provider; `cookie` is the session cookie ('' when none was set). */
  signIn(
    email: string,
    password?: string,
    options?: SignInOptions,
  ): Promise<{ cookie: string; location: string }>;
  /** Calls the portal with x-portal-csrf and the portal's Origin (docs/api.md). */
  api(cookie: string, path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

export interface SignInOptions {
  /** Other cookies of the browser (e.g. a pending QR invoice). */
  cookie?: string;
  /** Query of /auth/login, e.g. 'returnTo=/retail/myBills'. */
  query?: string;
  /** The browser's cookies at the identity provider, kept to sign out there later (idpSignOut). */
  idp?: CookieJar;
}

/** name=value pairs of the Set-Cookie headers of a response, without attributes. */
export function cookiesOf(response: Response): Record<string, string> {
  const jar: Record<string, string> = {};
  for (const line of response.headers.getSetCookie()) {
    const pair = line.split(';', 1)[0] ?? '';
    const eq = pair.indexOf('=');
    if (eq > 0) jar[pair.slice(0, eq)] = pair.slice(eq + 1);
  }
  return jar;
}

export function joinCookies(...parts: Array<string | undefined>): string {
  return parts.filter((p): p is string => Boolean(p)).join('; ');
}

/** Sign-in and API calls against a portal listening at `url` (in this process or not). */
export function portalClient(
  url: string,
  cookieName: string,
  origin = url,
): Pick<RunningPortal, 'signIn' | 'api'> {
  const signIn: RunningPortal['signIn'] = async (email, password = 'demo', options = {}) => {
    const login = await fetch(`${url}/auth/login${options.query ? `?${options.query}` : ''}`, {
      redirect: 'manual',
      headers: options.cookie ? { cookie: options.cookie } : {},
    });
    const authorization = login.headers.get('location');
    if (login.status !== 302 || !authorization)
      throw new Error(`/auth/login answered ${login.status}`);
    const signInCookie = Object.entries(cookiesOf(login))
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
    const callback = new URL(await idpSignIn(authorization, email, password, options.idp));
    const done = await fetch(`${url}${callback.pathname}${callback.search}`, {
      redirect: 'manual',
      headers: { cookie: joinCookies(options.cookie, signInCookie) },
    });
    await done.body?.cancel();
    const sessionValue = cookiesOf(done)[cookieName];
    return {
      cookie: sessionValue ? `${cookieName}=${sessionValue}` : '',
      location: done.headers.get('location') ?? '',
    };
  };

  const api: RunningPortal['api'] = (cookie, path, init = {}) =>
    fetch(`${url}${path}`, {
      redirect: 'manual',
      ...init,
      headers: {
        'x-portal-csrf': '1',
        origin,
        ...(cookie ? { cookie } : {}),
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(init.headers as Record<string, string> | undefined),
      },
    });

  return { signIn, api };
}

/** A destination that drops what is written to it. */
const discardLines = { write: (_line: string) => undefined };

/** Collects the JSON lines written to it (audit records). */
export function recordLines(): {
  destination: { write(line: string): void };
  records: Array<Record<string, unknown>>;
} {
  const records: Array<Record<string, unknown>> = [];
  return {
    records,
    destination: {
      write: (line: string) => void records.push(JSON.parse(line) as Record<string, unknown>),
    },
  };
}

export async function startPortal(
  opts: {
    /** Options of the portal's own sandbox. */
    sandbox?: Partial<SandboxOptions>;
    /**
     * A sandbox shared with other test files (e.g. the large one of the test run's global set-up)
     * instead of one of the portal's own. Its identity provider knows only the origins it was
     * started with, so the portal takes the first as its public origin, as a portal behind a
     * proxy does, and listens on a free port.
     */
    shared?: SandboxClient;
    env?: Record<string, string>;
    build?: BuildOptions;
  } = {},
): Promise<RunningPortal> {
  const { port, release } = await reservePort();
  const url = `http://127.0.0.1:${port}`;
  const origin = opts.shared?.options.portalOrigins[0] ?? url;
  // The supplier's systems speak for the portal's brand: one company in the footer and the PDFs.
  const brand = opts.env?.BRAND || opts.env?.BRAND_FILE;
  const supplier = brand ? readSupplier(brandPath(opts.env?.BRAND, opts.env?.BRAND_FILE)) : null;
  const sandbox: SandboxClient =
    opts.shared ??
    (await startSandbox({
      portalOrigins: [url],
      ...(supplier ? { supplier } : {}),
      ...opts.sandbox,
    }));
  // The sandbox's SMTP sink, when it runs one, is the portal's mail relay.
  const smtpPort = 'smtpPort' in sandbox ? (sandbox as { smtpPort: number | null }).smtpPort : null;
  const config = loadConfig({
    ...(smtpPort ? { SMTP_PORT: String(smtpPort) } : {}),
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    PORTAL_ORIGIN: origin,
    UPSTREAM_API_URL: sandbox.url,
    OIDC_ISSUER: `${sandbox.url}/oidc`,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_AUTH_PER_MINUTE: '10000',
    RATE_LIMIT_API_PER_MINUTE: '10000',
    WEB_DIST: '/nonexistent-web-dist',
    ...opts.env,
  });
  // Audit records are written whatever the log level; a test that reads them passes its own stream.
  const app = await buildApp(config, { auditDestination: discardLines, ...opts.build });
  await release();
  await app.listen({ host: '127.0.0.1', port });

  const { signIn, api } = portalClient(url, config.session.cookieName, origin);

  return {
    url,
    origin,
    sandbox,
    app,
    signIn,
    api,
    close: async () => {
      await app.close();
      await sandbox.close();
    },
  };
}

/** The stored session behind a session cookie ('portal_session=<signed id>'). */
export async function storedSession(portal: RunningPortal, cookie: string) {
  const value = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1));
  const id = portal.app.unsignCookie(value).value;
  return id ? portal.app.sessions.get(id) : null;
}

/** A QR link's invoice (§4): number and issue day of a customer's newest bill, read through upstream. */
export interface QrInvoice {
  numeroFattura: string;
  dataEmissione: string;
}

export async function firstInvoiceOf(
  portal: RunningPortal,
  cookie: string,
  idanagrafica: number,
): Promise<QrInvoice> {
  const session = await storedSession(portal, cookie);
  if (!session) throw new Error('no session');
  const data = await portal.app.upstream.graphql<{
    fatture: { nodes: QrInvoice[] };
  }>(
    { session, log: portal.app.log },
    {
      query:
        'query ($id: Int!) { fatture(idanagrafica: [$id], first: 1) { nodes { numeroFattura dataEmissione } } }',
      variables: { id: idanagrafica },
    },
  );
  const first = data.fatture.nodes[0];
  if (!first) throw new Error(`registry ${idanagrafica} has no invoice`);
  return { numeroFattura: first.numeroFattura, dataEmissione: first.dataEmissione.slice(0, 10) };
}

export function qrPath(numeroFattura: string, dataEmissione: string, prefix = ''): string {
  return `${prefix}/qrcode-invoice?${new URLSearchParams({ numeroFattura, dataEmissione }).toString()}`;
}

/**
 * A browser's navigation that does not follow redirects. `site` is its Fetch Metadata: 'none' for
 * an address the customer typed, scanned or bookmarked (the default), 'cross-site' for a link on
 * another site, 'same-origin' for a link on the portal's own pages.
 */
export async function visitPortal(
  portal: RunningPortal,
  path: string,
  cookie = '',
  site: 'none' | 'cross-site' | 'same-origin' = 'none',
): Promise<Response> {
  return fetch(`${portal.url}${path}`, {
    redirect: 'manual',
    headers: {
      accept: 'text/html',
      'sec-fetch-site': site,
      'sec-fetch-mode': 'navigate',
      ...(cookie ? { cookie } : {}),
    },
  });
}
