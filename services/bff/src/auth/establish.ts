// Opening a session once upstream has issued portal tokens (§4, §7): the user info, the checks of
// §5 ('Errore Info Utente', 'Errore Anagrafica Utente'), a fresh session id, the section probes.
import type { ErrorCode } from '@portal/shared/errors';
import { NO_SECTIONS } from '@portal/shared/menu';
import type { SessionUser, TokenPair } from '@portal/upstream-contract/rest';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { probeSections } from '../session/sections.ts';
import { newSessionId, type PortalSession } from '../session/types.ts';
import { UpstreamError } from '../upstream/errors.ts';
import { accessTokenExpiry } from '../upstream/tokens.ts';

export interface EstablishInput {
  tokens: TokenPair;
  fingerprint: string;
  idp: { accessToken: string };
  profile: { name: string | null; locale: string | null };
  impersonation: { staffEmail: string | null } | null;
  qrPending: PortalSession['qrPending'];
  /**
   * A session for another channel's access token: its id is derived from the
   * token, and it ends when the token does.
   */
  bearer?: { id: string } & NonNullable<PortalSession['bearer']>;
}

/** §5, §8: the user info or the registries missing from what upstream answered. */
export type SignInFailure = Extract<ErrorCode, 'userInfoMissing' | 'registriesEmpty'>;

export type EstablishResult =
  { ok: true; session: PortalSession } | { ok: false; error: SignInFailure };

function isUserInfo(value: unknown): value is Partial<SessionUser> {
  return value !== null && typeof value === 'object';
}

export async function establishSession(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  input: EstablishInput,
): Promise<EstablishResult> {
  let body: unknown;
  try {
    body = (
      await app.upstream.anonymous<unknown>({
        method: 'GET',
        path: '/api/user/info',
        bearer: input.tokens.access_token,
      })
    ).body;
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    log.warn({ status: error.status, code: error.code }, 'user info refused');
    return { ok: false, error: 'userInfoMissing' };
  }
  const info = isUserInfo(body) ? body : {};
  if (!info.userInfo || typeof info.userInfo.email !== 'string' || info.userInfo.email === '') {
    return { ok: false, error: 'userInfoMissing' };
  }
  if (!Array.isArray(info.anagrafiche) || info.anagrafiche.length === 0) {
    return { ok: false, error: 'registriesEmpty' };
  }
  const user: SessionUser = {
    userInfo: {
      email: info.userInfo.email,
      businessConventions: info.userInfo.businessConventions ?? [],
    },
    anagrafiche: info.anagrafiche,
  };
  const { bearer } = input;
  const session: PortalSession = {
    id: bearer?.id ?? newSessionId(),
    fingerprint: input.fingerprint,
    tokens: {
      accessToken: input.tokens.access_token,
      refreshToken: input.tokens.refresh_token,
      accessTokenExpiresAt: accessTokenExpiry(input.tokens.access_token),
    },
    idp: input.idp,
    user,
    profile: {
      name: input.profile.name ?? user.anagrafiche[0]?.ragSoc ?? user.userInfo.email,
      locale: input.profile.locale,
    },
    selectedRegistryId: user.anagrafiche[0]?.idAnagrafica ?? null,
    sections: { ...NO_SECTIONS },
    impersonation: input.impersonation,
    qrPending: input.qrPending,
    createdAt: Date.now(),
    lastActiveAt: Date.now(),
    ...(bearer ? { bearer: { clientId: bearer.clientId, expiresAt: bearer.expiresAt } } : {}),
  };
  // Stored before probing: a 401 during the probes refreshes through the store's lock.
  await app.sessions.set(session);
  session.sections = await probeSections(app.upstream, { session, log });
  await app.sessions.set(session);
  return { ok: true, session };
}
