import { describe, expect, it } from 'vitest';
import {
  ANONYMOUS_SESSION_ERRORS,
  ERROR_TEXTS,
  LOGIN_OUTCOME_ROUTES,
  PortalError,
  REFRESH_EXPIRED_MARKERS,
  SIGN_IN_ERRORS,
  SILENT_RENEW_SUBJECT_MISMATCH,
  errorPageVariant,
  impersonationTokenExpired,
  isAnonymousSessionError,
  loginOutcome,
  refreshOutcome,
} from './errors.ts';

describe('error catalogue', () => {
  it('§5 §8 errors: the exact texts of the catalogue', () => {
    expect(ERROR_TEXTS).toEqual({
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
    });
  });

  it('§8 errors: a PortalError carries its code and the catalogue text', () => {
    const error = new PortalError('registriesEmpty');
    expect(error).toBeInstanceOf(Error);
    expect(error.code).toBe('registriesEmpty');
    expect(error.message).toBe('Errore Anagrafica Utente');
    expect(error.name).toBe('PortalError');
    expect(new PortalError('aborted', 'Aborted by the user').message).toBe('Aborted by the user');
  });

  it("§8 errors: an expired impersonation token reads 'TokenExpired at {time}'", () => {
    expect(impersonationTokenExpired('2026-01-01T10:00:00')).toBe(
      'TokenExpired at 2026-01-01T10:00:00',
    );
  });

  it('§2 errors: status 404 uses the 404 page, every other status the 500 page', () => {
    expect(errorPageVariant(404)).toBe(404);
    expect(errorPageVariant(500)).toBe(500);
    expect(errorPageVariant(403)).toBe(500);
  });
});

describe('login and refresh outcomes', () => {
  it('§4 §8 login: 403 errors.userNotFound goes to registration', () => {
    expect(loginOutcome(403, 'errors.userNotFound')).toBe('redirect');
    expect(LOGIN_OUTCOME_ROUTES.redirect).toBe('/auth/register');
  });

  it('§4 §8 login: 403 errors.UserNotActive goes to /disabled', () => {
    expect(loginOutcome(403, 'errors.UserNotActive')).toBe('disabled');
    expect(LOGIN_OUTCOME_ROUTES.disabled).toBe('/disabled');
  });

  it('§4 §8 login: any other login error goes to /unauthorized', () => {
    expect(loginOutcome(401, 'errors.userNotFound')).toBe('unauthorized');
    expect(loginOutcome(403)).toBe('unauthorized');
    expect(loginOutcome(500, 'boom')).toBe('unauthorized');
    expect(LOGIN_OUTCOME_ROUTES.unauthorized).toBe('/unauthorized');
  });

  it('§8 refresh: invalidRefreshToken and refreshTokenExpired mean expired; others an error', () => {
    expect(REFRESH_EXPIRED_MARKERS.map(refreshOutcome)).toEqual(['expired', 'expired']);
    expect(refreshOutcome('somethingElse')).toBe('error');
    expect(refreshOutcome(undefined)).toBe('error');
  });
});

describe('sign-in errors', () => {
  it('§8 sign-in: the sixteen sign-in errors of the spec', () => {
    expect(SIGN_IN_ERRORS).toHaveLength(16);
    expect(SIGN_IN_ERRORS).toContain('state mismatch');
    expect(SIGN_IN_ERRORS).toContain('IFrame timed out without a response');
    expect(SILENT_RENEW_SUBJECT_MISMATCH).toBe('login_required');
  });

  it('§8 sign-in: four session-query errors mean an anonymous user', () => {
    expect(ANONYMOUS_SESSION_ERRORS.every(isAnonymousSessionError)).toBe(true);
    expect(ANONYMOUS_SESSION_ERRORS).toHaveLength(4);
    expect(isAnonymousSessionError('access_denied')).toBe(false);
    expect(isAnonymousSessionError(null)).toBe(false);
  });
});
