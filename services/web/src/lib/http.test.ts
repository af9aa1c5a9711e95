import { afterEach, describe, expect, it, vi } from 'vitest';

describe('docs/api.md: a 401 sends the user to sign-in once, without loops', () => {
  afterEach(() => {
    sessionStorage.clear();
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  async function freshModule() {
    vi.resetModules();
    window.history.replaceState(null, '', '/retail/myBills?page=2');
    const http = await import('./http.ts');
    const assign = vi.spyOn(http.leaveClient, 'to').mockImplementation(() => undefined);
    return { http, assign };
  }

  it('adds the CSRF header to every /api call and turns a 401 into one redirect with returnTo', async () => {
    const { http, assign } = await freshModule();
    const fetchMock = vi.fn(
      async () => new Response('{"error":"UNAUTHENTICATED"}', { status: 401 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(http.apiFetch('/api/graphql')).rejects.toMatchObject({
      status: 401,
      code: 'UNAUTHENTICATED',
    });
    await expect(http.apiFetch('/api/graphql')).rejects.toMatchObject({ status: 401 });
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(new Headers(init.headers).get('x-portal-csrf')).toBe('1');
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('/auth/login?returnTo=%2Fretail%2FmyBills%3Fpage%3D2');
  });

  it('stops after two trips to sign-in within a minute that never brought a session', async () => {
    let result = true;
    for (let trip = 0; trip < 3; trip += 1) {
      const { http } = await freshModule();
      result = http.redirectToSignIn('/retail', 1_000 + trip);
    }
    expect(result).toBe(false);
    const { http } = await freshModule();
    expect(http.redirectToSignIn('/retail', 1_000 + 60_000)).toBe(true);
  });

  it('starts counting again once a page had a session', async () => {
    for (let trip = 0; trip < 2; trip += 1)
      (await freshModule()).http.redirectToSignIn('/retail', 5_000);
    const { http } = await freshModule();
    http.clearSignInLoopGuard();
    expect(http.redirectToSignIn('/retail', 5_001)).toBe(true);
  });

  it('treats a GraphQL UNAUTHENTICATED answer like a 401: one trip to sign-in (docs/api.md, §7)', async () => {
    const { assign } = await freshModule();
    const { graphql } = await import('./graphql.ts');
    const body = JSON.stringify({
      data: null,
      errors: [{ message: 'x', extensions: { code: 'UNAUTHENTICATED' } }],
    });
    const fetchMock = vi.fn(
      async () =>
        new Response(body, { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(graphql('{ x }')).rejects.toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    await expect(graphql('{ x }')).rejects.toMatchObject({ status: 401 });
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(new Headers(init.headers).get('x-portal-csrf')).toBe('1');
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('accepts only local paths as returnTo', async () => {
    const { http } = await freshModule();
    expect(http.signInUrl('//evil.example/x')).toBe('/auth/login');
    expect(http.signInUrl('/\\evil.example/x')).toBe('/auth/login');
    expect(http.signInUrl('/retail', 'de')).toBe('/auth/login?locale=de&returnTo=%2Fretail');
  });
});
