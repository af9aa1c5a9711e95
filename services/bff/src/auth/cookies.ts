// Short-lived signed cookies for what must survive a trip to the identity provider: the sign-in
// checks (PKCE verifier, state, nonce, return path) and a pending QR invoice (§4) whose session was
// cleared. HttpOnly, so page scripts never read them; signed, so they cannot be forged.
import { SIGN_IN } from '@portal/shared/constants';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const SIGN_IN_COOKIE = 'portal_signin';
export const QR_COOKIE = 'portal_qr';
const MAX_AGE_SECONDS = SIGN_IN.staleStateAgeSeconds;

export interface SignInState {
  state: string;
  nonce: string;
  verifier: string;
  returnTo: string | null;
  locale: 'it' | 'de' | null;
  fingerprint: string;
  createdAt: number;
}

export interface QrPending {
  numeroFattura: string;
  dataEmissione: string;
  /** The language of the link's prefix (/de/qrcode-invoice on a German bill); null without one. */
  locale?: 'it' | 'de' | null;
}

function write(reply: FastifyReply, name: string, path: string, value: unknown): void {
  reply.setCookie(name, Buffer.from(JSON.stringify(value)).toString('base64url'), {
    httpOnly: true,
    sameSite: 'lax',
    path,
    secure: reply.server.config.session.secureCookie,
    maxAge: MAX_AGE_SECONDS,
    signed: true,
  });
}

function read<T>(request: FastifyRequest, name: string): T | null {
  const raw = request.cookies[name];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return null;
  try {
    return JSON.parse(Buffer.from(unsigned.value, 'base64url').toString('utf8')) as T;
  } catch {
    return null;
  }
}

function clear(reply: FastifyReply, name: string, path: string): void {
  reply.clearCookie(name, {
    httpOnly: true,
    sameSite: 'lax',
    path,
    secure: reply.server.config.session.secureCookie,
  });
}

export const signInCookie = {
  write: (reply: FastifyReply, state: SignInState) => write(reply, SIGN_IN_COOKIE, '/auth', state),
  read(request: FastifyRequest): SignInState | null {
    const state = read<SignInState>(request, SIGN_IN_COOKIE);
    // §9: a sign-in state older than 15 minutes is stale.
    if (!state || Date.now() - state.createdAt > MAX_AGE_SECONDS * 1000) return null;
    return state;
  },
  clear: (reply: FastifyReply) => clear(reply, SIGN_IN_COOKIE, '/auth'),
};

export const qrCookie = {
  write: (reply: FastifyReply, pending: QrPending) => write(reply, QR_COOKIE, '/', pending),
  read(request: FastifyRequest): QrPending | null {
    const pending = read<QrPending>(request, QR_COOKIE);
    if (
      !pending ||
      typeof pending.numeroFattura !== 'string' ||
      typeof pending.dataEmissione !== 'string'
    ) {
      return null;
    }
    const locale = pending.locale === 'it' || pending.locale === 'de' ? pending.locale : null;
    return { numeroFattura: pending.numeroFattura, dataEmissione: pending.dataEmissione, locale };
  },
  clear: (reply: FastifyReply) => clear(reply, QR_COOKIE, '/'),
};

/** Local-only return paths: '/x', never '//host' or '/\\host' or a scheme. */
export function localPath(value: string | undefined | null): string | null {
  if (!value || value.length > 512) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value.includes('\\') || [...value].some((char) => char.charCodeAt(0) < 0x20)) return null;
  try {
    const resolved = new URL(value, 'http://portal.invalid');
    if (resolved.origin !== 'http://portal.invalid') return null;
    return resolved.pathname + resolved.search + resolved.hash;
  } catch {
    return null;
  }
}
