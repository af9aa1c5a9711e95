// The audit trail of impersonation (§6): every start, refusal and end, and every
// request made while impersonating, with both identities, time and outcome — written even when the
// application's log level is silent, never with a token or cookie.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  recordLines,
  startPortal,
  storedSession,
  visitPortal,
  cookiesOf,
  type RunningPortal,
} from './helpers.ts';

const STAFF = 'operatore@demo.it';
const sink = recordLines();
let portal: RunningPortal;

beforeAll(async () => {
  // LOG_LEVEL is 'silent' in startPortal: the audit does not depend on it.
  portal = await startPortal({ build: { auditDestination: sink.destination } });
});
afterAll(async () => portal?.close());

const linkOf = (grant: { token: string; fingerprint: string }) =>
  `/impersonate?${new URLSearchParams({ token: grant.token, fingerprint: grant.fingerprint }).toString()}`;

function recordsOf(event: string) {
  return sink.records.filter((record) => record.event === event);
}

describe('impersonation audit (§6)', () => {
  it('records the start with staff and customer, time and outcome, and every request while impersonating', async () => {
    const grant = await portal.sandbox.admin.impersonationToken(STAFF, 'mario.rossi@demo.it');
    const started = await visitPortal(portal, linkOf(grant));
    const cookie = `portal_session=${cookiesOf(started).portal_session}`;
    expect(recordsOf('impersonation.start').at(-1)).toMatchObject({
      audit: 'impersonation',
      outcome: 'started',
      staff: STAFF,
      customer: 'mario.rossi@demo.it',
      time: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      ip: '127.0.0.1',
    });
    await portal.api(cookie, '/api/session');
    await portal.api(cookie, '/api/graphql', {
      method: 'POST',
      body: JSON.stringify({ query: '{ registry { id } }' }),
    });
    const requests = recordsOf('impersonation.request').map((r) => [
      r.method,
      r.path,
      r.status,
      r.staff,
      r.customer,
    ]);
    expect(requests).toEqual(
      expect.arrayContaining([
        ['GET', '/api/session', 200, STAFF, 'mario.rossi@demo.it'],
        ['POST', '/api/graphql', 200, STAFF, 'mario.rossi@demo.it'],
      ]),
    );

    // The end, when the staff member signs out.
    await fetch(`${portal.url}/auth/logout`, {
      redirect: 'manual',
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
    });
    expect(recordsOf('impersonation.end').at(-1)).toMatchObject({
      cause: 'signedOut',
      staff: STAFF,
      customer: 'mario.rossi@demo.it',
      outcome: 'ended',
    });
  });

  it('records a refusal with the identities upstream names, the reason and who was signed in; never the token', async () => {
    const current = await portal.signIn('acme@demo.it');
    const grant = await portal.sandbox.admin.impersonationToken(STAFF, 'mario.rossi@demo.it', -60);
    await visitPortal(portal, linkOf(grant), current.cookie);
    const refusal = recordsOf('impersonation.refused').at(-1);
    expect(refusal).toMatchObject({
      outcome: 'refused',
      reason: 'TokenExpired',
      staff: STAFF,
      customer: 'mario.rossi@demo.it',
      signedInAs: { staff: null, customer: 'acme@demo.it' },
      tokenDigest: expect.stringMatching(/^[0-9a-f]{16}$/),
    });
    await visitPortal(portal, '/impersonate?token=unknown&fingerprint=x');
    expect(recordsOf('impersonation.refused').at(-1)).toMatchObject({
      reason: 'ImpersonationNotAllowed',
      staff: null,
      customer: null,
    });
    const everything = JSON.stringify(sink.records);
    expect(everything).not.toContain(grant.token);
    expect(everything).not.toContain('portal_session=');
  });

  it('records the end whoever ends it: upstream refusing the refresh token', async () => {
    const grant = await portal.sandbox.admin.impersonationToken(STAFF, 'anna.huber@demo.it');
    const started = await visitPortal(portal, linkOf(grant));
    const cookie = `portal_session=${cookiesOf(started).portal_session}`;
    const session = await storedSession(portal, cookie);
    if (!session) throw new Error('no session');
    // The portal tokens are refused from now on: the next call refreshes, the refresh is refused.
    await portal.app.sessions.set({
      ...session,
      tokens: { ...session.tokens, accessToken: 'spent', refreshToken: 'spent' },
    });
    const answer = await portal.api(cookie, '/api/graphql', {
      method: 'POST',
      body: JSON.stringify({ query: '{ registry { id } }' }),
    });
    expect(answer.status).toBe(401);
    expect(recordsOf('impersonation.end').at(-1)).toMatchObject({
      staff: STAFF,
      customer: 'anna.huber@demo.it',
      cause: 'expired',
    });
  });

  it('records the cause when upstream ends it with a final 429 (§7): rateLimited', async () => {
    const grant = await portal.sandbox.admin.impersonationToken(STAFF, 'mario.rossi@demo.it');
    const started = await visitPortal(portal, linkOf(grant));
    const cookie = `portal_session=${cookiesOf(started).portal_session}`;
    await portal.sandbox.admin.addFault({ method: 'POST', path: '/ubik/graphql$', status: 429 });
    try {
      const answer = await portal.api(cookie, '/api/graphql', {
        method: 'POST',
        body: JSON.stringify({ query: '{ registry { id } }' }),
      });
      expect(answer.status).toBe(401);
    } finally {
      await portal.sandbox.admin.clearFaults();
    }
    expect(recordsOf('impersonation.end').at(-1)).toMatchObject({
      staff: STAFF,
      customer: 'mario.rossi@demo.it',
      cause: 'rateLimited',
    });
  });

  it('puts both identities on the log lines of a request made while impersonating', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const logged = await startPortal({
      env: { LOG_LEVEL: 'info' },
      build: { logger: { stream: { write: (line: string) => void lines.push(JSON.parse(line)) } } },
    });
    try {
      const grant = await logged.sandbox.admin.impersonationToken(STAFF, 'mario.rossi@demo.it');
      const started = await visitPortal(logged, linkOf(grant));
      const cookie = `portal_session=${cookiesOf(started).portal_session}`;
      await logged.api(cookie, '/api/session');
      const completed = lines.filter(
        (line) =>
          line.msg === 'request completed' &&
          (line.impersonation as { customer?: string } | undefined)?.customer,
      );
      expect(completed.at(-1)).toMatchObject({
        impersonation: { staff: STAFF, customer: 'mario.rossi@demo.it' },
      });
    } finally {
      await logged.close();
    }
  });
});
