// Signing in as a native app (RFC 8252): a public client with no secret, the
// authorization code flow with PKCE S256, and a loopback redirect on a port the system picks
// (http://127.0.0.1:<port>/callback, §7.3). The person signs in in their browser; the code comes
// back to a listener on this machine only and is exchanged for an access token of the portal
// API's audience (RFC 8707 resource indicator). No token is written anywhere.
import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LoginOptions {
  /** The identity provider, e.g. http://localhost:4000/oidc. */
  issuer: string;
  clientId: string;
  /** The portal API's resource indicator, e.g. http://localhost:3000/api. */
  resource: string;
  scope: string;
  /** Shows the authorization URL to the person: prints it, opens a browser (tests sign in by HTTP). */
  open(authorizationUrl: string): Promise<void> | void;
  /** How long to wait for the browser to come back (default 5 minutes). */
  timeoutMs?: number;
}

export interface AccessToken {
  accessToken: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

interface Metadata {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  code_challenge_methods_supported?: string[];
}

export class LoginError extends Error {
  override readonly name = 'LoginError';
}

async function discover(issuer: string): Promise<Metadata> {
  const response = await fetch(`${issuer}/.well-known/openid-configuration`);
  if (!response.ok) throw new LoginError(`discovery failed: ${response.status}`);
  const metadata = (await response.json()) as Metadata;
  // RFC 8414 §3.3: the document must name the issuer it was asked of.
  if (metadata.issuer !== issuer) throw new LoginError('discovery names another issuer');
  if (!metadata.code_challenge_methods_supported?.includes('S256'))
    throw new LoginError('the identity provider does not offer PKCE S256');
  return metadata;
}

function pkce(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

const DONE_PAGE =
  '<!doctype html><html lang="it"><meta charset="utf-8"><title>Portale clienti</title>' +
  '<p>Accesso completato: puoi chiudere questa finestra. / Sign-in complete: you may close this window.</p></html>';

/** Waits for the one redirect to /callback; answers it and returns its query. */
function awaitCallback(server: Server, timeoutMs: number): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new LoginError('no answer from the browser in time')),
      timeoutMs,
    );
    server.on('request', (request, response) => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      if (request.method !== 'GET' || url.pathname !== '/callback') {
        response.writeHead(404).end();
        return;
      }
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
        .end(DONE_PAGE);
      clearTimeout(timer);
      resolve(url.searchParams);
    });
  });
}

export async function signIn(options: LoginOptions): Promise<AccessToken> {
  const metadata = await discover(options.issuer);
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  try {
    const { port } = server.address() as AddressInfo;
    const redirectUri = `http://127.0.0.1:${port}/callback`;
    const { verifier, challenge } = pkce();
    const state = randomBytes(16).toString('base64url');
    const authorize = new URL(metadata.authorization_endpoint);
    authorize.search = new URLSearchParams({
      client_id: options.clientId,
      response_type: 'code',
      scope: options.scope,
      resource: options.resource,
      redirect_uri: redirectUri,
      state,
      code_challenge: challenge,
      code_challenge_method: 'S256',
    }).toString();

    const answered = awaitCallback(server, options.timeoutMs ?? 5 * 60_000);
    await options.open(authorize.href);
    const query = await answered;
    if (query.get('state') !== state) throw new LoginError('the answer is not for this sign-in');
    // RFC 9207: an answer that names its issuer must name this one.
    const iss = query.get('iss');
    if (iss !== null && iss !== options.issuer) throw new LoginError('answer from another issuer');
    const error = query.get('error');
    if (error !== null) throw new LoginError(`sign-in refused: ${error}`);
    const code = query.get('code');
    if (!code) throw new LoginError('no authorization code in the answer');

    const started = Date.now();
    const response = await fetch(metadata.token_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: options.clientId,
        code,
        redirect_uri: redirectUri,
        code_verifier: verifier,
        resource: options.resource,
      }),
    });
    const body = (await response.json()) as {
      access_token?: string;
      expires_in?: number;
      error?: string;
    };
    if (!response.ok || typeof body.access_token !== 'string')
      throw new LoginError(`token exchange refused: ${body.error ?? response.status}`);
    return {
      accessToken: body.access_token,
      expiresAt: started + (body.expires_in ?? 0) * 1000,
    };
  } finally {
    server.close();
    server.closeAllConnections();
  }
}
