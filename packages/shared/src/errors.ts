// The error catalogue of §8: stable codes with their exact texts, and the rules that turn upstream
// markers into outcomes.

export const ERROR_TEXTS = {
  registriesEmpty: 'Errore Anagrafica Utente',
  userInfoMissing: 'Errore Info Utente',
  oauthConfigurationMissing: 'Errore OAuth Configurations',
  cloudUserInfo: 'Errore Informazioni Utente AWS',
  refreshFailed: 'Errore Refresh Token',
  impersonationNotAllowed: 'Impersonation not allowed',
  invoiceNotFoundForQr: 'Fattura non trovata per questo utente.',
  pageNotFound: 'Page not found',
  networkFailure: 'Network request failed',
  aborted: 'Aborted',
  mountFailure: 'Error while mounting app',
} as const;

export type ErrorCode = keyof typeof ERROR_TEXTS;

export class PortalError extends Error {
  readonly code: ErrorCode;

  constructor(code: ErrorCode, message: string = ERROR_TEXTS[code]) {
    super(message);
    this.name = 'PortalError';
    this.code = code;
  }
}

/** §8: 'TokenExpired at {time}'. */
export function impersonationTokenExpired(time: string): string {
  return `TokenExpired at ${time}`;
}

export const LOGIN_MARKERS = {
  userNotFound: 'errors.userNotFound',
  userNotActive: 'errors.UserNotActive',
} as const;

export type LoginFailure = 'redirect' | 'disabled' | 'unauthorized';

/** §4: where each failed login goes. */
export const LOGIN_OUTCOME_ROUTES = {
  redirect: '/auth/register',
  disabled: '/disabled',
  unauthorized: '/unauthorized',
} as const satisfies Record<LoginFailure, string>;

/** §8: a failed login: 403 with a known marker, else unauthorized. */
export function loginOutcome(status: number, errorMarker?: string): LoginFailure {
  if (status === 403 && errorMarker === LOGIN_MARKERS.userNotFound) return 'redirect';
  if (status === 403 && errorMarker === LOGIN_MARKERS.userNotActive) return 'disabled';
  return 'unauthorized';
}

export const REFRESH_EXPIRED_MARKERS = [
  'invalidRefreshToken',
  'refreshCredential.refreshTokenExpired',
] as const;

/** §8: expired (clear the session) for the two markers, any other failure is an error. */
export function refreshOutcome(marker: string | null | undefined): 'expired' | 'error' {
  return (REFRESH_EXPIRED_MARKERS as readonly (string | null | undefined)[]).includes(marker)
    ? 'expired'
    : 'error';
}

/** §8: errors of the identity provider's sign-in flow, spelled as the spec lists them. */
export const SIGN_IN_ERRORS = [
  'no state found in response url',
  'invalid response from window',
  'IFrame timed out without a response',
  'IFrame removed from DOM',
  'Popup blocked by user',
  'Popup closed by user',
  'Popup closed',
  'Redirect aborted',
  'No popup_redirect_uri configured',
  'No silent_redirect_uri configured',
  'invalid response_type in state',
  'state mismatch',
  'missing code',
  'authority mismatch',
  'ID token missing subject',
  'network timeout',
] as const;

/** §8: a silent-renew subject mismatch raises this. */
export const SILENT_RENEW_SUBJECT_MISMATCH = 'login_required';

/** §8: a session query with one of these errors means an anonymous user, not a failure. */
export const ANONYMOUS_SESSION_ERRORS = [
  'login_required',
  'consent_required',
  'interaction_required',
  'account_selection_required',
] as const;

export function isAnonymousSessionError(error: string | null | undefined): boolean {
  return (ANONYMOUS_SESSION_ERRORS as readonly (string | null | undefined)[]).includes(error);
}

/** §2: the 404 page variant for status 404, the 500 variant for anything else. */
export function errorPageVariant(status: number): 404 | 500 {
  return status === 404 ? 404 : 500;
}
