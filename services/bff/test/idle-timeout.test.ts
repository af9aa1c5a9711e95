// The idle time-out: a session unused for the configured time ends, on top of the
// absolute 7 days of §9; the web client's silent renewal does not count as activity.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortal, storedSession, type RunningPortal } from './helpers.ts';

let portal: RunningPortal;

beforeAll(async () => {
  portal = await startPortal({ env: { SESSION_IDLE_TIMEOUT_MINUTES: '30' } });
});
afterAll(async () => portal?.close());

const MINUTE = 60_000;

/** Moves the session's last activity into the past, as if the customer had left it for so long. */
async function leaveIdle(cookie: string, minutes: number): Promise<number> {
  const session = await storedSession(portal, cookie);
  if (!session) throw new Error('no session');
  const lastActiveAt = Date.now() - minutes * MINUTE;
  await portal.app.sessions.set({ ...session, lastActiveAt });
  return lastActiveAt;
}

describe('session idle time-out', () => {
  it('a session left alone longer than the idle time ends; its cookie is cleared', async () => {
    const { cookie } = await portal.signIn('mario.rossi@demo.it');
    await leaveIdle(cookie, 31);
    const response = await portal.api(cookie, '/api/session');
    expect(response.status).toBe(401);
    expect(response.headers.getSetCookie().join()).toMatch(/portal_session=;/);
    expect(await storedSession(portal, cookie)).toBeNull();
  });

  it('activity keeps it alive: a request records the time, at most once a minute', async () => {
    const { cookie } = await portal.signIn('mario.rossi@demo.it');
    const before = await leaveIdle(cookie, 29);
    expect((await portal.api(cookie, '/api/session')).status).toBe(200);
    const touched = (await storedSession(portal, cookie))?.lastActiveAt ?? 0;
    expect(touched).toBeGreaterThan(before + 28 * MINUTE);
    expect((await portal.api(cookie, '/api/session')).status).toBe(200);
    expect((await storedSession(portal, cookie))?.lastActiveAt).toBe(touched);
  });

  it("the web client's silent renewal does not count as activity", async () => {
    const { cookie } = await portal.signIn('mario.rossi@demo.it');
    const before = await leaveIdle(cookie, 20);
    for (const path of ['/auth/silent-refresh', '/de/auth/silent-refresh']) {
      const renewal = await portal.api(cookie, path, { method: 'POST' });
      expect(renewal.status).toBe(200);
    }
    expect((await storedSession(portal, cookie))?.lastActiveAt).toBe(before);
  });

  it('a session stored before the idle time-out existed counts from its creation', async () => {
    const { cookie } = await portal.signIn('mario.rossi@demo.it');
    const session = await storedSession(portal, cookie);
    if (!session) throw new Error('no session');
    const { lastActiveAt: _dropped, ...older } = session;
    await portal.app.sessions.set({ ...older, createdAt: Date.now() - 45 * MINUTE });
    expect((await portal.api(cookie, '/api/session')).status).toBe(401);
  });
});
