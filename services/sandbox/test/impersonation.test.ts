import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../src/testing.ts';
import { bearer, getJson, postJson } from './helpers.ts';

let sandbox: RunningSandbox;
const STAFF = 'operatore@demo.it';

beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

const impersonate = (body: unknown) => postJson(`${sandbox.url}/api/impersonate`, body);

describe('impersonation (§5, §6, §8)', () => {
  it('issues staff tokens in the standard base64 alphabet (with + and /) that open the customer session', async () => {
    const grant = await sandbox.admin.impersonationToken(STAFF, 'mario.rossi@demo.it');
    expect(grant.token).toMatch(/\+/);
    expect(grant.token).toMatch(/\//);
    expect(grant.expiresAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
    const answer = await impersonate({ token: grant.token, fingerprint: grant.fingerprint });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      email: 'mario.rossi@demo.it',
    });
    const payload = JSON.parse(
      Buffer.from(String(answer.body.access_token).split('.')[1] ?? '', 'base64url').toString(),
    ) as Record<string, unknown>;
    expect(payload).toMatchObject({ sub: 'mario.rossi@demo.it', impersonatedBy: STAFF });
    const info = await getJson(
      `${sandbox.url}/api/user/info`,
      bearer(String(answer.body.access_token)),
    );
    expect(info.status).toBe(200);
    expect((info.body.userInfo as { email: string }).email).toBe('mario.rossi@demo.it');
  });

  it('refuses a token whose + became a space (§5: the portal must repair it) and a second use', async () => {
    const grant = await sandbox.admin.impersonationToken(STAFF, 'acme@demo.it');
    const spaced = await impersonate({
      token: grant.token.replace(/\+/g, ' '),
      fingerprint: grant.fingerprint,
    });
    expect(spaced).toEqual({
      status: 403,
      body: expect.objectContaining({ error: 'ImpersonationNotAllowed' }),
    });
    expect((await impersonate({ token: grant.token, fingerprint: grant.fingerprint })).status).toBe(
      200,
    );
    expect(await impersonate({ token: grant.token, fingerprint: grant.fingerprint })).toEqual({
      status: 403,
      body: expect.objectContaining({ error: 'ImpersonationNotAllowed' }),
    });
  });

  it('answers TokenExpired with expiredAt for an expired token (§8 "TokenExpired at {time}")', async () => {
    const grant = await sandbox.admin.impersonationToken(STAFF, 'mario.rossi@demo.it', -60);
    const answer = await impersonate({ token: grant.token, fingerprint: grant.fingerprint });
    expect(answer).toEqual({
      status: 403,
      body: {
        error: 'TokenExpired',
        expiredAt: grant.expiresAt,
        staffEmail: STAFF,
        customerEmail: 'mario.rossi@demo.it',
      },
    });
  });

  it('answers UserNotActive for the inactive customer and UserNotFound without a customer record', async () => {
    const inactive = await sandbox.admin.impersonationToken(STAFF, 'disattivato@demo.it');
    expect(await impersonate({ token: inactive.token, fingerprint: inactive.fingerprint })).toEqual(
      {
        status: 403,
        body: { error: 'UserNotActive', staffEmail: STAFF, customerEmail: 'disattivato@demo.it' },
      },
    );
    for (const customer of ['sconosciuto@demo.it', 'nessuno@demo.it']) {
      const grant = await sandbox.admin.impersonationToken(STAFF, customer);
      expect(await impersonate({ token: grant.token, fingerprint: grant.fingerprint })).toEqual({
        status: 403,
        body: { error: 'UserNotFound', staffEmail: STAFF, customerEmail: customer },
      });
    }
  });

  it('answers ImpersonationNotAllowed for another fingerprint or an unknown token (§6)', async () => {
    const grant = await sandbox.admin.impersonationToken(STAFF, 'mario.rossi@demo.it');
    for (const body of [
      { token: grant.token, fingerprint: 'another' },
      { token: 'AAAA+BBBB/CCCC', fingerprint: grant.fingerprint },
    ]) {
      expect(await impersonate(body)).toEqual({
        status: 403,
        body: expect.objectContaining({ error: 'ImpersonationNotAllowed' }),
      });
    }
  });

  it('names the staff member and the customer of a recognised token in its refusal, never of an unknown one (portal audit)', async () => {
    const grant = await sandbox.admin.impersonationToken(STAFF, 'mario.rossi@demo.it');
    const known = await impersonate({ token: grant.token, fingerprint: 'another' });
    expect(known.body).toMatchObject({ staffEmail: STAFF, customerEmail: 'mario.rossi@demo.it' });
    const unknown = await impersonate({ token: 'AAAA+BBBB/CCCC', fingerprint: grant.fingerprint });
    expect(unknown.body).not.toHaveProperty('staffEmail');
    expect(unknown.body).not.toHaveProperty('customerEmail');
  });

  it('issues impersonation tokens to staff only', async () => {
    const answer = await postJson(`${sandbox.url}/__sandbox/impersonation-tokens`, {
      staffEmail: 'mario.rossi@demo.it',
      customerEmail: 'acme@demo.it',
    });
    expect(answer).toEqual({
      status: 400,
      body: { error: 'badRequest', message: expect.stringContaining('staffEmail') },
    });
  });
});
