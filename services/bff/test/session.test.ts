import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, sessionOf, startPortal, type RunningPortal } from './helpers.ts';

let portal: RunningPortal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(async () => portal?.close());

describe('GET /api/session and PUT /api/session/registry', () => {
  it('answers the retail session of docs/api.md: segment, landing route, sections, menu, language, bonus, self-reading (§4, §5)', async () => {
    const { cookie, location } = await portal.signIn('mario.rossi@demo.it');
    expect(location).toBe('/retail');
    const response = await portal.api(cookie, '/api/session');
    expect(response.status).toBe(200);
    const body = await sessionOf(response);
    expect(body).toMatchObject({
      user: {
        email: 'mario.rossi@demo.it',
        name: 'Mario Rossi',
        locale: 'it',
        impersonated: false,
        staffEmail: null,
      },
      selectedRegistry: { idAnagrafica: 100001, customerSegment: 'resident' },
      segment: 'retail',
      landingRoute: '/retail',
      sections: {
        conventionPower: false,
        noConventionPower: true,
        conventionGas: false,
        noConventionGas: true,
      },
      menu: ['light', 'fire'],
      language: 'it',
      bonusEligible: true,
      canSelfRead: true,
      consortiumLogo: null,
    });
    expect(Date.parse(body.accessTokenExpiresAt)).toBeGreaterThan(Date.now());
  });

  it('speaks German to a customer whose profile locale is de (§5 language rule)', async () => {
    const { cookie } = await portal.signIn('anna.huber@demo.it');
    const body = await sessionOf(await portal.api(cookie, '/api/session'));
    expect(body.language).toBe('de');
  });

  it('lands each segment on its landing route (§4 segment determination, §6)', async () => {
    const cases = [
      ['acme@demo.it', '/corporate', 'corporate'],
      ['comune.verona@demo.it', '/pa', 'pa'],
      ['asl.trento@demo.it', '/pa-non-conv', 'pa-non-conv'],
      ['consorzio@demo.it', '/consortia', 'consortia'],
    ] as const;
    for (const [email, landing, segment] of cases) {
      const { cookie, location } = await portal.signIn(email);
      expect(location).toBe(landing);
      const body = await sessionOf(await portal.api(cookie, '/api/session'));
      expect(body.segment).toBe(segment);
      expect(body.bonusEligible).toBe(false);
    }
  });

  it('probes four sections in parallel for pa, two for the others, consortia across their registries (§4, §7)', async () => {
    await portal.sandbox.admin.resetCalls();
    const pa = await portal.signIn('comune.verona@demo.it');
    expect((await portal.sandbox.admin.calls())['POST /ubik/graphql']).toBe(4);
    const paBody = await sessionOf(await portal.api(pa.cookie, '/api/session'));
    expect(paBody.sections).toEqual({
      conventionPower: true,
      noConventionPower: true,
      conventionGas: true,
      noConventionGas: true,
    });
    expect(paBody.menu).toEqual(['lightSub', 'light', 'fireSub', 'fire']);

    await portal.sandbox.admin.resetCalls();
    const consortium = await portal.signIn('consorzio@demo.it');
    expect((await portal.sandbox.admin.calls())['POST /ubik/graphql']).toBe(2);
    const consortiumBody = await sessionOf(await portal.api(consortium.cookie, '/api/session'));
    expect(consortiumBody.menu).toEqual(['lightSub', 'fireSub']);
    expect(consortiumBody.registries).toHaveLength(3);
    // §6: two consortia have a logo; the first business convention decides.
    expect(consortiumBody.consortiumLogo).toBe('CONS-ALTO-ADIGE');
  });

  it('selects one of the own registries and re-resolves language; a foreign id is refused with 403', async () => {
    const { cookie } = await portal.signIn('consorzio@demo.it');
    await portal.sandbox.admin.resetCalls();
    const selected = await portal.api(cookie, '/api/session/registry', {
      method: 'PUT',
      body: JSON.stringify({ idAnagrafica: 500002 }),
    });
    expect(selected.status).toBe(200);
    const body = await sessionOf(selected);
    expect(body.selectedRegistry?.idAnagrafica).toBe(500002);
    // Two section probes again, then the capabilities of the new registry.
    expect((await portal.sandbox.admin.calls())['POST /ubik/graphql']).toBe(3);
    expect(body.segment).toBe('consortia');
    const again = await sessionOf(await portal.api(cookie, '/api/session'));
    expect(again.selectedRegistry?.idAnagrafica).toBe(500002);

    const foreign = await portal.api(cookie, '/api/session/registry', {
      method: 'PUT',
      body: JSON.stringify({ idAnagrafica: 100001 }),
    });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({ error: 'FORBIDDEN' });
    const invalid = await portal.api(cookie, '/api/session/registry', {
      method: 'PUT',
      body: JSON.stringify({ idAnagrafica: 'x' }),
    });
    expect(invalid.status).toBe(400);
    expect((await errorOf(invalid)).error).toBe('BAD_USER_INPUT');
  });

  it('answers 401 UNAUTHENTICATED without a session (docs/api.md)', async () => {
    const response = await portal.api('', '/api/session');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'UNAUTHENTICATED' });
  });

  it('keeps every token out of the body and out of JavaScript-readable cookies (§9)', async () => {
    const login = await fetch(`${portal.url}/auth/login`, { redirect: 'manual' });
    for (const line of login.headers.getSetCookie()) expect(line).toMatch(/HttpOnly/i);
    const { cookie } = await portal.signIn('mario.rossi@demo.it');
    const id = portal.app.unsignCookie(decodeURIComponent(cookie.split('=')[1] ?? '')).value ?? '';
    const stored = await portal.app.sessions.get(id);
    expect(stored).not.toBeNull();
    const response = await portal.api(cookie, '/api/session');
    const text = await response.text();
    for (const secret of [
      stored!.tokens.accessToken,
      stored!.tokens.refreshToken,
      stored!.idp.accessToken,
    ]) {
      expect(text).not.toContain(secret);
      expect(cookie).not.toContain(secret);
    }
    expect(text).not.toMatch(/eyJ[\w-]+\.[\w-]+\./);
    // The ID token is checked at sign-in and not kept: logout does without it.
    expect(JSON.stringify(stored)).not.toMatch(/idToken|id_token/);
  });
});
