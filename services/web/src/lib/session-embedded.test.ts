// The first loadSession reads the summary the BFF embedded in the page instead of
// waiting for GET /api/session; it is taken once, and later loads ask the API as before.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetSession, loadSession, type Session } from './session.ts';

const SESSION = {
  user: {
    email: 'mario.rossi@demo.it',
    name: 'Mario Rossi',
    locale: null,
    impersonated: false,
    staffEmail: null,
  },
  registries: [],
  selectedRegistry: null,
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
  businessConventions: [],
  accessTokenExpiresAt: '2026-11-23T10:00:00.000Z',
} satisfies Session;

function embed(text: string): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'portal-session';
  element.textContent = text;
  document.head.append(element);
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  forgetSession();
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(
    Response.json({ ...SESSION, user: { ...SESSION.user, name: 'API' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  document.getElementById('portal-session')?.remove();
  vi.unstubAllGlobals();
});

describe('the session embedded in the page', () => {
  it('the first load takes the embedded summary without asking /api/session, and removes it', async () => {
    embed(JSON.stringify(SESSION).replace(/</g, '\\u003c'));
    await expect(loadSession()).resolves.toEqual(SESSION);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.getElementById('portal-session')).toBeNull();
    // The same session for the rest of the visit, still without a request.
    await expect(loadSession()).resolves.toEqual(SESSION);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('once forgotten (sign-out, registry change), the session comes from /api/session again', async () => {
    embed(JSON.stringify(SESSION));
    await loadSession();
    forgetSession();
    const session = await loadSession();
    expect(session?.user.name).toBe('API');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/session');
  });

  it('without an embedded summary (signed out, a public page), it asks /api/session', async () => {
    await loadSession();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('an unreadable summary is dropped and the API asked', async () => {
    embed('{not json');
    const session = await loadSession();
    expect(session?.user.name).toBe('API');
    expect(document.getElementById('portal-session')).toBeNull();
  });
});
