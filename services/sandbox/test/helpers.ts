// Shared pieces of the sandbox's own tests.
import { createHash, randomBytes } from 'node:crypto';
import type { RunningSandbox } from '../src/testing.ts';

export const CLIENT_ID = 'portal-web';
export const CLIENT_SECRET = 'portal-web-secret';
export const BASIC = `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64')}`;

export function pkce(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export function authorizationUrl(
  sandbox: RunningSandbox,
  extra: Record<string, string> = {},
): { url: string; verifier: string; state: string; redirectUri: string } {
  const { verifier, challenge } = pkce();
  const state = randomBytes(8).toString('hex');
  const redirectUri = `${sandbox.options.portalOrigins[0]}/auth/callback`;
  const url = new URL(`${sandbox.url}/oidc/auth`);
  url.search = new URLSearchParams({
    client_id: CLIENT_ID,
    response_type: 'code',
    scope: 'openid profile email',
    redirect_uri: redirectUri,
    state,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...extra,
  }).toString();
  return { url: url.href, verifier, state, redirectUri };
}

export async function postJson(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text === '' ? {} : (JSON.parse(text) as Record<string, unknown>),
  };
}

export async function getJson(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(url, { headers });
  const text = await response.text();
  return {
    status: response.status,
    body: text === '' ? {} : (JSON.parse(text) as Record<string, unknown>),
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
