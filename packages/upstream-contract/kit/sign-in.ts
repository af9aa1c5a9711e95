// Signing in as the portal does (§7 "Authentication and user", docs/upstream-contract.md): the
// identity provider's authorization code flow with PKCE for the portal's client, its sign-in form
// filled with the test account, the code exchanged for the provider's access token, and that token
// exchanged at /api/oauth/login for portal tokens, under the first OAuth configuration.
import { createHash, randomBytes } from 'node:crypto';

export interface SignInOptions {
  api: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  account: string;
  password?: string;
  /** An access token of the identity provider, when its sign-in page cannot be filled here. */
  idpToken?: string;
}

/** One step of the sign-in, as the report shows it. */
export interface Step {
  call: string;
  status: number;
  body: unknown;
}

/** A cookie jar good enough for one sign-in: name → value, whatever the path. */
class Jar {
  private readonly values = new Map<string, string>();
  keep(response: Response): void {
    for (const cookie of response.headers.getSetCookie()) {
      const pair = cookie.split(';', 1)[0] ?? '';
      const at = pair.indexOf('=');
      if (at > 0) this.values.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
  }
  get header(): string {
    return [...this.values].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

const unescapeHtml = (text: string) =>
  text.replace(/&amp;/g, '&').replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(+code));

/**
 * Follows the authorization request through the provider's pages: every redirect, and the one
 * page with a password field, whose form is posted with the account. Ends at the redirect back to
 * the portal, which carries the code.
 */
async function authorizationCode(url: URL, options: SignInOptions): Promise<URL> {
  const jar = new Jar();
  let next: { url: URL; init: RequestInit } = { url, init: {} };
  for (let hops = 0; hops < 20; hops += 1) {
    const response = await fetch(next.url, {
      ...next.init,
      redirect: 'manual',
      headers: { ...(next.init.headers as Record<string, string>), cookie: jar.header },
    });
    jar.keep(response);
    const location = response.headers.get('location');
    if (location) {
      await response.body?.cancel();
      const target = new URL(location, next.url);
      if (target.href.startsWith(options.redirectUri)) return target;
      next = { url: target, init: {} };
      continue;
    }
    const page = await response.text();
    const form = /<form[^>]*action="([^"]*)"[^>]*>[\s\S]*?<\/form>/i.exec(page);
    if (!form || !/type="password"|name="password"/i.test(form[0])) {
      throw new Error(`the identity provider's page at ${next.url.pathname} has no sign-in form`);
    }
    if (next.init.method === 'POST') throw new Error('the identity provider refused the account');
    const fields = new URLSearchParams();
    for (const input of form[0].matchAll(/<input[^>]*>/gi)) {
      const name = /name="([^"]*)"/i.exec(input[0])?.[1];
      if (!name) continue;
      const value = unescapeHtml(/value="([^"]*)"/i.exec(input[0])?.[1] ?? '');
      if (/password/i.test(name)) fields.set(name, options.password ?? '');
      else if (/mail|user|login/i.test(name)) fields.set(name, options.account);
      else fields.set(name, value);
    }
    next = {
      url: new URL(unescapeHtml(form[1] ?? ''), next.url),
      init: {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: fields.toString(),
      },
    };
  }
  throw new Error('the identity provider redirected too often');
}

/** The provider's access token of the test account (authorization code flow with PKCE). */
async function idpAccessToken(options: SignInOptions): Promise<string> {
  const discovery = (await (
    await fetch(`${options.issuer}/.well-known/openid-configuration`)
  ).json()) as { authorization_endpoint: string; token_endpoint: string };
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(12).toString('base64url');
  const authorize = new URL(discovery.authorization_endpoint);
  authorize.search = new URLSearchParams({
    client_id: options.clientId,
    response_type: 'code',
    scope: 'openid profile email',
    redirect_uri: options.redirectUri,
    state,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString();
  const back = await authorizationCode(authorize, options);
  const code = back.searchParams.get('code');
  if (!code || back.searchParams.get('state') !== state)
    throw new Error('the identity provider sent no code back');
  const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
  const answer = await fetch(discovery.token_endpoint, {
    method: 'POST',
    headers: {
      authorization: `Basic ${basic}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: options.redirectUri,
      code_verifier: verifier,
    }),
  });
  const tokens = (await answer.json()) as { access_token?: string };
  if (!answer.ok || !tokens.access_token)
    throw new Error(`the identity provider's token endpoint answered ${answer.status}`);
  return tokens.access_token;
}

async function json(call: string, response: Response): Promise<Step> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    // Not JSON: the report says so.
  }
  return { call, status: response.status, body };
}

/**
 * The sign-in's REST calls, each with its answer (for the report), and the portal tokens with the
 * fingerprint they are bound to.
 */
export async function signIn(
  options: SignInOptions,
): Promise<{ steps: Step[]; tokens?: { access: string; refresh: string; fingerprint: string } }> {
  const steps: Step[] = [];
  const configurations = await json(
    'GET /api/configurations',
    await fetch(`${options.api}/api/configurations`),
  );
  steps.push(configurations);
  const configId = (configurations.body as Array<{ oAuthConfigId?: string }> | undefined)?.[0]
    ?.oAuthConfigId;
  if (configurations.status !== 200 || !configId) return { steps };
  const token = options.idpToken ?? (await idpAccessToken(options));
  const fingerprint = randomBytes(16).toString('hex');
  const login = await json(
    'POST /api/oauth/login',
    await fetch(`${options.api}/api/oauth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ OAuthConfigId: configId, Token: token, Fingerprint: fingerprint }),
    }),
  );
  steps.push(login);
  const pair = login.body as { access_token?: unknown; refresh_token?: unknown } | undefined;
  if (
    login.status !== 200 ||
    typeof pair?.access_token !== 'string' ||
    typeof pair.refresh_token !== 'string'
  )
    return { steps };
  return {
    steps,
    tokens: { access: pair.access_token, refresh: pair.refresh_token, fingerprint },
  };
}
