// The readiness checks: bounded in time, the identity provider's answer kept
// briefly and checked again after, so a replica recovers by itself.
import { describe, expect, it } from 'vitest';
import { IdentityProviderProbe, within } from './readiness.ts';

const ISSUER = 'https://idp.example.it/oidc';
const DISCOVERY = `${ISSUER}/.well-known/openid-configuration`;
const JWKS = `${ISSUER}/jwks`;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** An identity provider whose two documents answer as `state` says, counting the calls. */
function fakeIdp(state: { discovery: number; keys: unknown[] }) {
  const calls: string[] = [];
  const fetchImpl = async (url: string): Promise<Response> => {
    calls.push(url);
    if (url === DISCOVERY)
      return state.discovery === 200 ? json({ issuer: ISSUER, jwks_uri: JWKS }) : json({}, 503);
    if (url === JWKS) return json({ keys: state.keys });
    return json({}, 404);
  };
  return { calls, fetchImpl };
}

describe('readiness checks', () => {
  it('the identity provider is reachable when its discovery names a JWKS with a key', async () => {
    const state = { discovery: 200, keys: [{ kty: 'RSA', kid: 'k1' }] };
    const { calls, fetchImpl } = fakeIdp(state);
    expect(await new IdentityProviderProbe(ISSUER, fetchImpl).reachable()).toBe(true);
    expect(calls).toEqual([DISCOVERY, JWKS]);

    state.keys = [];
    expect(await new IdentityProviderProbe(ISSUER, fetchImpl).reachable()).toBe(false);
    state.discovery = 503;
    expect(await new IdentityProviderProbe(ISSUER, fetchImpl).reachable()).toBe(false);
    const refused = async (): Promise<Response> => {
      throw new TypeError('fetch failed');
    };
    expect(await new IdentityProviderProbe(ISSUER, refused).reachable()).toBe(false);
  });

  it('keeps its answer for the TTL, shares one check between concurrent probes, and recovers after', async () => {
    const state = { discovery: 503, keys: [{ kty: 'RSA' }] };
    const { calls, fetchImpl } = fakeIdp(state);
    const probe = new IdentityProviderProbe(ISSUER, fetchImpl, 5_000);
    const now = Date.now();
    expect(await Promise.all([probe.reachable(now), probe.reachable(now)])).toEqual([false, false]);
    expect(calls).toHaveLength(1);

    state.discovery = 200;
    expect(await probe.reachable(now + 4_000)).toBe(false);
    expect(calls).toHaveLength(1);
    expect(await probe.reachable(now + 6_000)).toBe(true);
    expect(calls).toHaveLength(3);
  });

  it('an identity provider that does not answer is unreachable after the time-out', async () => {
    const hanging = (_url: string, init: { signal: AbortSignal }) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal.addEventListener('abort', () => reject(init.signal.reason));
      });
    const started = Date.now();
    expect(await new IdentityProviderProbe(ISSUER, hanging, 5_000, 100).reachable()).toBe(false);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('a dependency that hangs or fails counts as down after the time-out', async () => {
    const started = Date.now();
    expect(await within(new Promise<boolean>(() => undefined), 50, false)).toBe(false);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(await within(Promise.reject(new Error('down')), 50, false)).toBe(false);
    expect(await within(Promise.resolve(true), 50, false)).toBe(true);
  });
});
