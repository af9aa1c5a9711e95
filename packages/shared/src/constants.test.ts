import { describe, expect, it } from 'vitest';
import {
  BUILD_CHECK_INTERVAL_MS,
  BUSINESS_TIME_ZONE,
  CONTRACT_PROBE_FIRST,
  DEFAULT_LOCALE,
  FALLBACK_LOCALE,
  GRAPHQL_UTILITY,
  INSECURE_TOKEN_COOKIES,
  LOCALES,
  LOCALE_COOKIE,
  LOCALE_TAGS,
  PICKER,
  POINT_ID_KIND,
  POSTS_PAGE,
  PREFETCH,
  RETRY,
  SESSION_COOKIE,
  SIGN_IN,
  STORAGE_KEYS,
  TOKEN_COOKIES,
  UTILITY_CODES,
  UTILITY_LABELS,
  WEEK_START,
} from './constants.ts';

describe('constants', () => {
  it('§9 locales: it (it-IT, default) and de (de-DE), fallback en-US', () => {
    expect(LOCALES).toEqual(['it', 'de']);
    expect(DEFAULT_LOCALE).toBe('it');
    expect(LOCALE_TAGS).toEqual({ it: 'it-IT', de: 'de-DE' });
    expect(FALLBACK_LOCALE).toBe('en-US');
  });

  it('§9 cookies: locale 365 days, session 7 days (604800 s), path /, lax, secure except aws_token', () => {
    expect(LOCALE_COOKIE).toEqual({
      name: 'locale',
      maxAgeSeconds: 31_536_000,
      path: '/',
      sameSite: 'lax',
    });
    expect(SESSION_COOKIE).toEqual({
      maxAgeSeconds: 604_800,
      path: '/',
      sameSite: 'lax',
      secure: true,
    });
    expect(Object.values(TOKEN_COOKIES)).toEqual([
      'oauth_token',
      'oauth_refresh_token',
      'aws_token',
    ]);
    expect(INSECURE_TOKEN_COOKIES).toEqual(['aws_token']);
  });

  it('§3 storage: the thirteen stored keys that clearing the session removes', () => {
    expect(STORAGE_KEYS).toHaveLength(13);
    expect(STORAGE_KEYS).toContain('qr_invoice_pending');
  });

  it('§9 intervals: build check 60 minutes, prefetch skipped on slow-2g after 1 s', () => {
    expect(BUILD_CHECK_INTERVAL_MS).toBe(3_600_000);
    expect(PREFETCH).toEqual({ skipOn: 'slow-2g', delayMs: 1000 });
  });

  it('§9 sign-in: scope, response type and time-outs', () => {
    expect(SIGN_IN).toMatchObject({
      scope: 'openid profile email',
      responseType: 'code',
      staleStateAgeSeconds: 900,
      silentRequestTimeoutMs: 10_000,
      accessTokenExpiringNotificationSeconds: 60,
      silentRenewRetryMs: 5000,
      checkSessionIntervalMs: 2000,
      popupClosedCheckMs: 500,
      popupHeight: 640,
      revokeTokenTypes: ['access_token', 'refresh_token'],
      revokeTokensOnSignout: false,
      reloadGuardMs: 10_000,
    });
  });

  it('§9 limits: posts page 1 size 10, contract probes first=1, week starts Monday', () => {
    expect(POSTS_PAGE).toEqual({ page: 1, size: 10 });
    expect(CONTRACT_PROBE_FIRST).toBe(1);
    expect(WEEK_START).toBe(1);
  });

  it('§9 picker: grid, years page, formats, separator, delay, shortcuts and footer', () => {
    expect(PICKER).toEqual({
      dayCells: 42,
      yearsPerPage: 12,
      defaultFormat: 'YYYY-MM-DD HH:mm:ss',
      monthFormat: 'MMM',
      separator: ' ~ ',
      noInputShowDelayMs: 250,
      shortcuts: ['Today', 'Yesterday', 'Last 7 Days', 'Last 30 Days', 'This Month', 'Last Month'],
      footer: ['Apply', 'Cancel'],
    });
  });

  it('§7 retry: once, for GET/HEAD/OPTIONS, on 408 409 425 429 500 502 503 504', () => {
    expect(RETRY).toEqual({
      statuses: [408, 409, 425, 429, 500, 502, 503, 504],
      idempotentMethods: ['GET', 'HEAD', 'OPTIONS'],
      attempts: 1,
    });
  });

  it('§3 upstream contract: dates without offset are Europe/Rome wall clock times', () => {
    expect(BUSINESS_TIME_ZONE).toBe('Europe/Rome');
  });

  it('§1 utilities: 1 gas, 0 power; labels luce/gas; points pdr/pod', () => {
    expect(UTILITY_CODES).toEqual({ gas: 1, power: 0 });
    expect(UTILITY_LABELS).toEqual({ gas: 'gas', power: 'luce' });
    expect(POINT_ID_KIND).toEqual({ gas: 'pdr', power: 'pod' });
    expect(GRAPHQL_UTILITY).toEqual({ gas: 'Gas', power: 'Power' });
  });
});
