import type { Locale } from '@portal/shared/constants';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/http.ts';
import type { Session } from '../lib/session.ts';
import { createRootLoader, serverHref, type RootLoaderDeps } from './root-loader.ts';

const ORIGIN = 'http://portal.test';

function session(segment: Session['segment'], overrides: Partial<Session> = {}): Session {
  return {
    user: { email: 'x@demo.it', name: 'X', locale: 'it', impersonated: false, staffEmail: null },
    registries: [],
    selectedRegistry: {
      idAnagrafica: 1,
      ragSoc: 'X',
      customerSegment: 'resident',
      culture: 'it-IT',
    },
    segment,
    landingRoute: `/${segment}`,
    sections: {
      conventionPower: false,
      noConventionPower: true,
      conventionGas: false,
      noConventionGas: true,
    },
    menu: ['light', 'fire'],
    language: 'it',
    bonusEligible: false,
    canSelfRead: false,
    consortiumLogo: null,
    businessConventions: [],
    accessTokenExpiresAt: '2026-11-23T10:00:00.000Z',
    ...overrides,
  };
}

function setup(current: Session | null, overrides: Partial<RootLoaderDeps> = {}) {
  const deps: RootLoaderDeps = {
    loadSession: vi.fn(async () => current),
    setLanguage: vi.fn(async (_: Locale) => undefined),
    readLocaleCookie: vi.fn(() => null),
    redirectToSignIn: vi.fn(() => true),
    leaveTo: vi.fn(),
    documentHref: `${ORIGIN}/first`,
    ...overrides,
  };
  const loader = createRootLoader(deps);
  const run = (path: string) =>
    loader({ request: new Request(`${ORIGIN}${path}`), params: {}, context: undefined } as never);
  return { deps, run };
}

async function redirectOf(promise: Promise<unknown>): Promise<string | null> {
  try {
    await promise;
    return null;
  } catch (error) {
    if (error instanceof Response && error.status >= 300 && error.status < 400)
      return error.headers.get('location');
    throw error;
  }
}

describe('§6: the guard of the root loader', () => {
  it('lets a retail session open a retail page in Italian and loads the language', async () => {
    const { deps, run } = setup(session('retail'));
    await expect(run('/retail/myBills')).resolves.toMatchObject({ language: 'it' });
    expect(deps.setLanguage).toHaveBeenCalledWith('it');
  });

  it('redirects another segment to its home, keeping the language prefix', async () => {
    const { run } = setup(session('corporate'));
    expect(await redirectOf(run('/retail'))).toBe('/corporate');
    expect(await redirectOf(run('/de/retail/myBills'))).toBe('/de/corporate');
    expect(await redirectOf(run('/it/retail'))).toBe('/it/corporate');
  });

  it('loads the page’s language before a guard redirect, so the home it lands on has its texts (a German convention address typed by asl.trento)', async () => {
    const { deps, run } = setup(session('pa-non-conv'));
    expect(await redirectOf(run('/de/pa/subsidizedGas/contractStatus'))).toBe('/de/pa-non-conv');
    expect(deps.setLanguage).toHaveBeenCalledWith('de');
    expect(await redirectOf(run('/pa/subsidizedLight/reporting'))).toBe('/pa-non-conv');
    expect(deps.setLanguage).toHaveBeenLastCalledWith('it');
  });

  it('§5: loads German before sending a German customer from an address without prefix to its /de form', async () => {
    const { deps, run } = setup(
      session('retail', {
        language: 'de',
        user: {
          email: 'x@demo.it',
          name: 'X',
          locale: 'de',
          impersonated: false,
          staffEmail: null,
        },
      }),
    );
    expect(await redirectOf(run('/retail/notifications'))).toBe('/de/retail/notifications');
    expect(deps.setLanguage).toHaveBeenCalledWith('de');
  });

  it('redirects a route without meta type (the index) to the landing route', async () => {
    const { run } = setup(session('pa'));
    expect(await redirectOf(run('/'))).toBe('/pa');
  });

  it('opens public pages and the 404 without asking for a session', async () => {
    const { deps, run } = setup(null);
    await expect(run('/unauthorized?error=registriesEmpty')).resolves.toEqual({
      session: null,
      language: 'it',
    });
    await expect(run('/de/no/such/page')).resolves.toEqual({ session: null, language: 'de' });
    expect(deps.loadSession).not.toHaveBeenCalled();
  });

  it('sends a visitor without a session to sign-in with the page to return to', async () => {
    const { deps, run } = setup(null);
    void run('/retail/myBills/FT1?issueDate=2024-01-02').catch(() => undefined);
    await vi.waitFor(() =>
      expect(deps.redirectToSignIn).toHaveBeenCalledWith(
        '/retail/myBills/FT1?issueDate=2024-01-02',
      ),
    );
  });

  it('fails with unauthenticated instead of looping when sign-in was just tried', async () => {
    const { run } = setup(null, { redirectToSignIn: vi.fn(() => false) });
    await expect(run('/retail')).rejects.toBeInstanceOf(ApiError);
  });
});

describe('§2, §5: the language of a page', () => {
  it('follows §5 for a German customer without prefix, by moving to the /de form', async () => {
    const german = session('retail', { user: { ...session('retail').user, locale: 'de' } });
    const { run } = setup(german);
    expect(await redirectOf(run('/retail/myBills?page=2'))).toBe('/de/retail/myBills?page=2');
  });

  it('prefers the visitor’s own choice (locale cookie) over §5', async () => {
    const german = session('retail', { user: { ...session('retail').user, locale: 'de' } });
    const { run } = setup(german, { readLocaleCookie: () => 'it' });
    await expect(run('/retail')).resolves.toMatchObject({ language: 'it' });
  });

  it('takes the prefix first: /it is Italian even for a German profile', async () => {
    const german = session('retail', { user: { ...session('retail').user, locale: 'de' } });
    const { run } = setup(german);
    await expect(run('/it/retail')).resolves.toMatchObject({ language: 'it' });
  });
});

describe('routes the BFF serves', () => {
  it('hand the browser over to the server, without prefix and with the locale for sign-in', async () => {
    const { deps, run } = setup(null);
    void run('/de/auth/login?returnTo=%2Fretail');
    void run('/qrcode-invoice?numeroFattura=FT1&dataEmissione=2024-01-02');
    await vi.waitFor(() => expect(deps.leaveTo).toHaveBeenCalledTimes(2));
    expect(deps.leaveTo).toHaveBeenNthCalledWith(
      1,
      '/auth/login?returnTo=%2Fretail&locale=de',
      false,
    );
    expect(deps.leaveTo).toHaveBeenNthCalledWith(
      2,
      '/qrcode-invoice?numeroFattura=FT1&dataEmissione=2024-01-02',
      false,
    );
  });

  it('§2, §4: a prefixed form opened directly (/de/qrcode-invoice) is handed over, replacing the history entry', async () => {
    const href = `${ORIGIN}/de/qrcode-invoice?numeroFattura=FT1&dataEmissione=2024-01-02`;
    const { deps, run } = setup(null, { documentHref: href });
    void run('/de/qrcode-invoice?numeroFattura=FT1&dataEmissione=2024-01-02');
    await vi.waitFor(() => expect(deps.leaveTo).toHaveBeenCalledTimes(1));
    expect(deps.leaveTo).toHaveBeenCalledWith(
      '/qrcode-invoice?numeroFattura=FT1&dataEmissione=2024-01-02',
      true,
    );
    expect(deps.loadSession).not.toHaveBeenCalled();
  });

  it('show the 404 instead of looping when the server did not take the path', async () => {
    const { run } = setup(null, { documentHref: `${ORIGIN}/auth/logout` });
    await expect(run('/auth/logout')).rejects.toMatchObject({ status: 404 });
  });

  it('serverHref keeps a query and drops the prefix', () => {
    expect(serverHref(new URL(`${ORIGIN}/it/impersonate?token=a+b`))).toBe(
      '/impersonate?token=a+b',
    );
  });
});
