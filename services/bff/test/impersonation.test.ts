import { ERROR_TEXTS, impersonationTokenExpired } from '@portal/shared/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesOf, sessionOf, startPortal, visitPortal, type RunningPortal } from './helpers.ts';

const STAFF = 'operatore@demo.it';
let portal: RunningPortal;

beforeAll(async () => {
  portal = await startPortal();
});
afterAll(async () => portal?.close());

/** The link as staff tools build it: the token unescaped, so '+' arrives as a space (§5). */
function impersonationPath(token: string, fingerprint: string): string {
  return `/impersonate?token=${token.replaceAll('/', '%2F').replaceAll('=', '%3D')}&fingerprint=${encodeURIComponent(fingerprint)}`;
}

/** The staff member opens the link the staff tool gave (typed or pasted: Sec-Fetch-Site none). */
const visit = (path: string, cookie = ''): Promise<Response> => visitPortal(portal, path, cookie);

describe('impersonation (§5, §6, §8)', () => {
  it('repairs the token, opens a fresh session marked impersonated and records the staff member (§5, §6)', async () => {
    let grant = await portal.sandbox.admin.impersonationToken(STAFF, 'mario.rossi@demo.it');
    for (let i = 0; i < 20 && !grant.token.includes('+'); i += 1) {
      grant = await portal.sandbox.admin.impersonationToken(STAFF, 'mario.rossi@demo.it');
    }
    expect(grant.token).toContain('+');
    const previous = await portal.signIn('acme@demo.it');
    const response = await visit(
      impersonationPath(grant.token, grant.fingerprint),
      previous.cookie,
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/retail');
    const cookie = `portal_session=${cookiesOf(response).portal_session}`;
    expect(cookie).not.toBe(previous.cookie);
    const body = await sessionOf(await portal.api(cookie, '/api/session'));
    expect(body.user).toMatchObject({
      email: 'mario.rossi@demo.it',
      impersonated: true,
      staffEmail: STAFF,
    });
    expect(body.segment).toBe('retail');
    expect((await portal.api(previous.cookie, '/api/session')).status).toBe(401);
  });

  it("sends an expired token to 'TokenExpired at {time}' (§8 TokenExpired)", async () => {
    const grant = await portal.sandbox.admin.impersonationToken(STAFF, 'mario.rossi@demo.it', -60);
    const response = await visit(impersonationPath(grant.token, grant.fingerprint));
    const target = new URL(response.headers.get('location') ?? '', portal.url);
    expect(target.pathname).toBe('/unauthorized');
    expect(target.searchParams.get('error')).toBe('impersonationTokenExpired');
    const at = target.searchParams.get('at') ?? '';
    expect(at).not.toBe('');
    expect(impersonationTokenExpired(at)).toBe(`TokenExpired at ${at}`);
  });

  it("§6 'failure logs out': an expired token ends the session of the browser too (§8 TokenExpired)", async () => {
    const grant = await portal.sandbox.admin.impersonationToken(STAFF, 'mario.rossi@demo.it', -60);
    const current = await portal.signIn('mario.rossi@demo.it');
    const response = await visit(impersonationPath(grant.token, grant.fingerprint), current.cookie);
    const target = new URL(response.headers.get('location') ?? '', portal.url);
    expect(target.searchParams.get('error')).toBe('impersonationTokenExpired');
    expect(response.headers.getSetCookie().join()).toMatch(/portal_session=;/);
    expect((await portal.api(current.cookie, '/api/session')).status).toBe(401);
  });

  it("refuses a wrong fingerprint with 'Impersonation not allowed' and ends the current session (§6, §8)", async () => {
    const grant = await portal.sandbox.admin.impersonationToken(STAFF, 'mario.rossi@demo.it');
    const current = await portal.signIn('mario.rossi@demo.it');
    const response = await visit(
      impersonationPath(grant.token, 'not-the-fingerprint'),
      current.cookie,
    );
    expect(response.headers.get('location')).toBe('/unauthorized?error=impersonationNotAllowed');
    expect(ERROR_TEXTS.impersonationNotAllowed).toBe('Impersonation not allowed');
    expect(response.headers.getSetCookie().join()).toMatch(/portal_session=;/);
    expect((await portal.api(current.cookie, '/api/session')).status).toBe(401);
  });

  it('refuses the UserNotActive and UserNotFound markers the same way (§3, §8)', async () => {
    for (const customer of ['disattivato@demo.it', 'sconosciuto@demo.it']) {
      const grant = await portal.sandbox.admin.impersonationToken(STAFF, customer);
      const response = await visit(impersonationPath(grant.token, grant.fingerprint));
      expect(response.headers.get('location')).toBe('/unauthorized?error=impersonationNotAllowed');
      expect(cookiesOf(response).portal_session ?? '').toBe('');
    }
  });

  it('rejects a request without token or fingerprint (§5 validation)', async () => {
    expect((await visit('/impersonate?token=abc')).status).toBe(400);
    expect((await visit('/impersonate?fingerprint=abc')).status).toBe(400);
  });
});
