// Registration through the real flow (BFF + sandbox): §4's login result "redirect" leaves the
// identity's registration in an encrypted cookie; /auth/register/verify checks a customer code and
// tax code pair upstream (§7 registrazione/anagrafica/get) with that identity's token and
// /auth/register/contacts confirms the contacts (§7 contatto/save); wrong pairs answer alike, the
// upstream limit is said as RATE_LIMITED, and nothing works without the cookie or the CSRF rule.
import { idpSignIn } from '@portal/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesOf, joinCookies, startPortal, type RunningPortal } from './helpers.ts';

let portal: RunningPortal;

beforeAll(async () => {
  portal = await startPortal();
}, 60_000);
afterAll(async () => portal?.close());

/** Signs in at /de/auth/login or /auth/login; answers the callback's redirect and its cookies. */
async function signIn(email: string, prefix = '') {
  const login = await fetch(`${portal.url}${prefix}/auth/login`, { redirect: 'manual' });
  const signInCookie = Object.entries(cookiesOf(login))
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  const callback = new URL(await idpSignIn(login.headers.get('location') ?? '', email, 'demo'));
  const done = await fetch(`${portal.url}${callback.pathname}${callback.search}`, {
    redirect: 'manual',
    headers: { cookie: signInCookie },
  });
  await done.body?.cancel();
  const jar = cookiesOf(done);
  return {
    location: done.headers.get('location') ?? '',
    cookie: jar.portal_registration ? `portal_registration=${jar.portal_registration}` : '',
    setCookie: done.headers.getSetCookie().find((c) => c.startsWith('portal_registration=')) ?? '',
  };
}

const post = (cookie: string, path: string, body: unknown) =>
  portal.api(cookie, `/auth/register/${path}`, { method: 'POST', body: JSON.stringify(body) });

describe('/auth/register (§4 redirect, §7)', () => {
  it('the redirect keeps the registration in an HttpOnly cookie of /auth/register, in the sign-in’s language', async () => {
    const it = await signIn('sconosciuto@demo.it');
    expect(it.location).toBe('/auth/register');
    expect(it.setCookie).toMatch(/Path=\/auth\/register/);
    expect(it.setCookie).toMatch(/HttpOnly/);
    expect(it.setCookie).not.toContain('eyJ');
    const de = await signIn('sconosciuto@demo.it', '/de');
    expect(de.location).toBe('/de/auth/register');
    const state = await portal.api(it.cookie, '/auth/register/state');
    expect(state.status).toBe(200);
    expect(await state.json()).toEqual({ email: 'sconosciuto@demo.it', customer: null });
  });

  it('checks the pair, then confirms the contacts and says what happens next', async () => {
    const { cookie } = await signIn('sconosciuto@demo.it');
    const verified = await post(cookie, 'verify', {
      customerCode: '600 001',
      taxCode: 'gntguo80a01l781e',
    });
    expect(verified.status).toBe(200);
    expect(await verified.json()).toEqual({
      customerCode: '600001',
      name: 'Ugo Ignoto',
      address: 'Via San Zeno 12',
      place: '37123 Verona (VR)',
      maskedEmail: 'u***@example.it',
      maskedPhone: '*** 456',
      maskedMobile: null,
    });
    const next = joinCookies(
      `portal_registration=${cookiesOf(verified).portal_registration ?? ''}`,
    );
    const state = (await (await portal.api(next, '/auth/register/state')).json()) as {
      customer: { customerCode: string } | null;
    };
    expect(state.customer?.customerCode).toBe('600001');

    const refused = await post(next, 'contacts', { email: 'ugo@', mobile: '333 1234567' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: 'BAD_USER_INPUT', reason: 'email.invalid' });
    await portal.sandbox.admin.resetCalls();
    const done = await post(next, 'contacts', { email: ' ugo@example.it ', mobile: '333 1234567' });
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({
      registrationNumber: expect.stringMatching(/^REG-\d{4}-\d{6}$/),
      email: 'ugo@example.it',
      activationBy: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect((await portal.sandbox.admin.calls())['POST /api/registrazione/contatto/save']).toBe(1);
    // The registration is over: its cookie is cleared.
    expect(done.headers.getSetCookie().join(';')).toMatch(/portal_registration=;/);
  });

  it('a wrong pair and an unknown code answer alike; the input is checked before anything is sent', async () => {
    const { cookie } = await signIn('sconosciuto@demo.it');
    await portal.sandbox.admin.resetCalls();
    const bad = await post(cookie, 'verify', { customerCode: '60A', taxCode: 'GNTGUO80A01L781X' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'BAD_USER_INPUT', reason: 'customerCode.format' });
    expect(
      (await portal.sandbox.admin.calls())['GET /api/registrazione/anagrafica/get'],
    ).toBeUndefined();
    const wrongTaxCode = await post(cookie, 'verify', {
      customerCode: '600001',
      taxCode: 'PCHLKS85M12A952C',
    });
    const unknownCode = await post(cookie, 'verify', {
      customerCode: '999999',
      taxCode: 'GNTGUO80A01L781E',
    });
    for (const answer of [wrongTaxCode, unknownCode]) {
      expect(answer.status).toBe(404);
      expect(await answer.json()).toEqual({ error: 'NOT_FOUND', reason: 'customerNotMatched' });
    }
    const early = await post(cookie, 'contacts', { email: 'ugo@example.it' });
    expect(early.status).toBe(400);
    expect(await early.json()).toEqual({ error: 'BAD_USER_INPUT', reason: 'customerNotChecked' });
  });

  it('the upstream limit of failed checks is RATE_LIMITED with the wait, not a sign-out', async () => {
    const { cookie } = await signIn('sconosciuto@demo.it');
    let last: Response | null = null;
    for (let i = 0; i < 6; i++)
      last = await post(cookie, 'verify', {
        customerCode: String(800000 + i),
        taxCode: 'GNTGUO80A01L781E',
      });
    expect(last?.status).toBe(429);
    const body = (await last?.json()) as { error: string; reason: string; retryAfterMs: number };
    expect(body).toMatchObject({ error: 'RATE_LIMITED', reason: 'tooManyAttempts' });
    expect(body.retryAfterMs).toBeGreaterThan(0);
  });

  it('without the registration cookie, or without the CSRF header, nothing is asked upstream', async () => {
    await portal.sandbox.admin.resetCalls();
    const none = await post('', 'verify', { customerCode: '600001', taxCode: 'GNTGUO80A01L781E' });
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ error: 'UNAUTHENTICATED', reason: 'registrationExpired' });
    const { cookie } = await signIn('sconosciuto@demo.it');
    const forged = await fetch(`${portal.url}/auth/register/verify`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ customerCode: '600001', taxCode: 'GNTGUO80A01L781E' }),
    });
    expect(forged.status).toBe(403);
    const tampered = await post(`${cookie}x`, 'verify', {
      customerCode: '600001',
      taxCode: 'GNTGUO80A01L781E',
    });
    expect(tampered.status).toBe(401);
    expect(
      (await portal.sandbox.admin.calls())['GET /api/registrazione/anagrafica/get'],
    ).toBeUndefined();
  });
});
