import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, startPortal, type RunningPortal } from './helpers.ts';

// The router decodes a path before matching it: every guard must decide on the routed path, not on
// the raw URL, or '/%61pi/graphql' reaches /api/graphql without the checks of docs/api.md.
let portal: RunningPortal;
let cookie: string;
beforeAll(async () => {
  portal = await startPortal();
  cookie = (await portal.signIn('mario.rossi@demo.it')).cookie;
});
afterAll(async () => portal?.close());

const QUERY = JSON.stringify({ query: '{ __typename }' });

describe('the /api guard decides on the routed path (percent-encoded spellings)', () => {
  it('POST /%61pi/graphql with the session cookie but without the CSRF header → 403 csrf', async () => {
    const response = await fetch(`${portal.url}/%61pi/graphql`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: QUERY,
    });
    expect(response.status).toBe(403);
    expect(await errorOf(response)).toEqual({ error: 'CSRF_REJECTED' });
  });

  it('POST /%61pi/graphql with the CSRF header and no session → 401 unauthenticated', async () => {
    const response = await portal.api('', '/%61pi/graphql', { method: 'POST', body: QUERY });
    expect(response.status).toBe(401);
    expect(await errorOf(response)).toEqual({ error: 'UNAUTHENTICATED' });
  });

  it('GET /%61pi/session and a file route spelled /%61pi/files/… without the header → 403', async () => {
    for (const path of ['/%61pi/session', '/%61pi/files/invoices/1', '/ap%69/session']) {
      const response = await fetch(`${portal.url}${path}`, { headers: { cookie } });
      expect([path, response.status]).toEqual([path, 403]);
      expect(await errorOf(response)).toEqual({ error: 'CSRF_REJECTED' });
    }
    // The automatic HEAD twin of GET /api/session carries the guard too.
    const head = await fetch(`${portal.url}/%61pi/session`, {
      method: 'HEAD',
      headers: { cookie },
    });
    expect(head.status).toBe(403);
    const headSignedOut = await portal.api('', '/%61pi/session', { method: 'HEAD' });
    expect(headSignedOut.status).toBe(401);
  });

  it('an encoded /api path that is no route is guarded too (401 without session, never a 5xx)', async () => {
    const response = await portal.api('', '/%61pi/nothing-here', { method: 'POST', body: '{}' });
    expect(response.status).toBe(401);
    expect(await errorOf(response)).toEqual({ error: 'UNAUTHENTICATED' });
  });

  it('a signed-in call with the header still works when spelled with percent-encoding', async () => {
    const response = await portal.api(cookie, '/%61pi/graphql', { method: 'POST', body: QUERY });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('malformed percent-encoding is an unknown path: no page, and under /api the guard still decides', async () => {
    const page = await fetch(`${portal.url}/%E0%A4%A/graphql`, { headers: { cookie } });
    expect(page.status).toBe(404);
    for (const path of ['/api/files/invoices/%E0%A4%A', '/%61pi/%ZZ']) {
      const response = await fetch(`${portal.url}${path}`, { headers: { cookie } });
      expect([path, response.status]).toEqual([path, 403]);
      expect(await errorOf(response)).toEqual({ error: 'CSRF_REJECTED' });
    }
  });
});

describe('rate-limit groups decide on the routed path', () => {
  let limited: RunningPortal;
  beforeAll(async () => {
    limited = await startPortal({
      env: { RATE_LIMIT_AUTH_PER_MINUTE: '3', RATE_LIMIT_API_PER_MINUTE: '3' },
    });
  });
  afterAll(async () => limited?.close());

  it('/%61uth/login and /de/auth/login count in the /auth group with /auth/login (§2 three forms)', async () => {
    const statuses: number[] = [];
    for (const path of ['/auth/login', '/%61uth/login', '/de/auth/login', '/%61uth/login']) {
      const response = await fetch(`${limited.url}${path}`, { redirect: 'manual' });
      await response.body?.cancel();
      statuses.push(response.status);
    }
    expect(statuses).toEqual([302, 302, 302, 429]);
  });

  it('/%61pi/session counts in the /api group', async () => {
    const statuses: number[] = [];
    for (const path of ['/api/session', '/%61pi/session', '/%61pi/session', '/api/session'])
      statuses.push((await limited.api('', path)).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});
