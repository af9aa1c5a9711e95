// Short-lived cookies for what must survive a trip to the identity provider: the sign-in checks
// (PKCE verifier, state, nonce, return path) and a pending QR invoice (§4) whose session was
// cleared. HttpOnly, so page scripts never read them; encrypted and authenticated (AES-256-GCM with
// a key derived from the session secret, the cookie's name bound in), so nobody who sees one can
// read the verifier or the invoice, nor forge, alter or swap one.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { SIGN_IN } from '@portal/shared/constants';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const SIGN_IN_COOKIE = 'portal_signin';
export const QR_COOKIE = 'portal_qr';
export const REGISTRATION_COOKIE = 'portal_registration';
/** The registration's API (routes/register.ts): the cookie goes nowhere else. */
export const REGISTRATION_PATH = '/auth/register';
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

/**
 * A registration in progress (§4 login result "redirect"): the identity the
 * supplier does not know yet, with the identity provider's access token the registration calls
 * carry (it never reaches page scripts), and the customer it proved to be.
 */
export interface RegistrationPending {
  idpAccessToken: string;
  email: string | null;
  createdAt: number;
  /** Set once the customer code and tax code matched. */
  customer: {
    idanagrafica: number;
    name: string;
    address: string;
    place: string;
    maskedEmail: string | null;
    maskedPhone: string | null;
    maskedMobile: string | null;
  } | null;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;
const keys = new WeakMap<object, Buffer>();

/** One key per server (its session secret), derived once. */
function keyOf(server: FastifyRequest['server']): Buffer {
  let key = keys.get(server);
  if (!key) {
    const secret = server.config.session.secret;
    key = Buffer.from(
      hkdfSync('sha256', secret, 'portal-cookies', 'short-lived cookie encryption', 32),
    );
    keys.set(server, key);
  }
  return key;
}

export function sealValue(key: Buffer, name: string, value: unknown): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(name));
  const sealed = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

export function openValue<T>(key: Buffer, name: string, text: string): T | null {
  try {
    const raw = Buffer.from(text, 'base64url');
    if (raw.length <= IV_BYTES + TAG_BYTES) return null;
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(name));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const plain = Buffer.concat([
      decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)),
      decipher.final(),
    ]);
    return JSON.parse(plain.toString('utf8')) as T;
  } catch {
    return null;
  }
}

function write(reply: FastifyReply, name: string, path: string, value: unknown): void {
  reply.setCookie(name, sealValue(keyOf(reply.server), name, value), {
    httpOnly: true,
    sameSite: 'lax',
    path,
    secure: reply.server.config.session.secureCookie,
    maxAge: MAX_AGE_SECONDS,
  });
}

function read<T>(request: FastifyRequest, name: string): T | null {
  const raw = request.cookies[name];
  if (!raw) return null;
  return openValue<T>(keyOf(request.server), name, raw);
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

export const registrationCookie = {
  write: (reply: FastifyReply, pending: RegistrationPending) =>
    write(reply, REGISTRATION_COOKIE, REGISTRATION_PATH, pending),
  read(request: FastifyRequest): RegistrationPending | null {
    const pending = read<RegistrationPending>(request, REGISTRATION_COOKIE);
    // Like a sign-in state, a registration older than 15 minutes starts again with a sign-in.
    if (
      !pending ||
      typeof pending.idpAccessToken !== 'string' ||
      Date.now() - pending.createdAt > MAX_AGE_SECONDS * 1000
    )
      return null;
    return pending;
  },
  clear: (reply: FastifyReply) => clear(reply, REGISTRATION_COOKIE, REGISTRATION_PATH),
};

const LOCAL_BASE = 'http://portal.invalid';

/** A path that a browser reads as another host: '//host' or '/\\host' (backslash counts as slash). */
function leavesTheOrigin(path: string): boolean {
  return path.startsWith('//') || path.startsWith('/\\');
}

/**
 * Local-only return paths. The raw text is not what the browser will follow: dot
 * segments and their encodings ('/.//x', '/a/..//x', '/%2e//x') are resolved first, so the check is
 * made on the normalised path, which is also what is returned. A path that would normalise once
 * more into something else is refused rather than trusted.
 */
export function localPath(value: string | undefined | null): string | null {
  if (!value || value.length > 512) return null;
  if (!value.startsWith('/') || leavesTheOrigin(value)) return null;
  if (value.includes('\\') || [...value].some((char) => char.charCodeAt(0) < 0x20)) return null;
  try {
    const resolved = new URL(value, LOCAL_BASE);
    if (resolved.origin !== LOCAL_BASE) return null;
    const path = resolved.pathname + resolved.search + resolved.hash;
    if (leavesTheOrigin(path)) return null;
    const again = new URL(path, LOCAL_BASE);
    if (again.origin !== LOCAL_BASE || again.pathname !== resolved.pathname) return null;
    return path;
  } catch {
    return null;
  }
}
