import { describe, expect, it } from 'vitest';
import {
  API_ERROR_CODES,
  API_ERROR_STATUS,
  ERROR_REASONS,
  apiErrorCodeOfStatus,
  isApiErrorCode,
  isErrorReason,
  readApiErrorBody,
} from './errors.ts';

describe('one error vocabulary for REST and GraphQL', () => {
  it('codes are UPPER_SNAKE and each answers with a 4xx or 5xx status', () => {
    for (const code of API_ERROR_CODES) {
      expect(code).toMatch(/^[A-Z]+(_[A-Z]+)*$/);
      expect(API_ERROR_STATUS[code]).toBeGreaterThanOrEqual(400);
    }
  });

  it('a status names its code; an unknown 4xx is a bad request, an unknown 5xx internal', () => {
    expect(apiErrorCodeOfStatus(401)).toBe('UNAUTHENTICATED');
    expect(apiErrorCodeOfStatus(403)).toBe('FORBIDDEN');
    expect(apiErrorCodeOfStatus(404)).toBe('NOT_FOUND');
    expect(apiErrorCodeOfStatus(413)).toBe('PAYLOAD_TOO_LARGE');
    expect(apiErrorCodeOfStatus(429)).toBe('RATE_LIMITED');
    expect(apiErrorCodeOfStatus(418)).toBe('BAD_USER_INPUT');
    expect(apiErrorCodeOfStatus(503)).toBe('UPSTREAM_UNAVAILABLE');
    expect(apiErrorCodeOfStatus(500)).toBe('INTERNAL');
    expect(apiErrorCodeOfStatus(599)).toBe('INTERNAL');
  });

  it('reads an error body of ours and nothing else', () => {
    expect(isApiErrorCode('NOT_FOUND')).toBe(true);
    expect(isApiErrorCode('notFound')).toBe(false);
    expect(
      readApiErrorBody({
        error: 'UPSTREAM_UNAVAILABLE',
        reason: 'timeout',
        retryAfterMs: 5000,
        message: 'm',
        extra: 1,
      }),
    ).toEqual({
      error: 'UPSTREAM_UNAVAILABLE',
      reason: 'timeout',
      retryAfterMs: 5000,
      message: 'm',
    });
    expect(readApiErrorBody({ error: 'CONFLICT', reason: 7, retryAfterMs: Infinity })).toEqual({
      error: 'CONFLICT',
    });
    expect(readApiErrorBody({ error: 'rateLimited' })).toBeNull();
    expect(readApiErrorBody(null)).toBeNull();
    expect(readApiErrorBody('NOT_FOUND')).toBeNull();
  });

  it('the reasons are one list, each once, and a reason the list does not know is no reason', () => {
    expect(new Set(ERROR_REASONS).size).toBe(ERROR_REASONS.length);
    for (const reason of ERROR_REASONS) expect(reason).toMatch(/^[a-z][A-Za-z.]+$/);
    expect(isErrorReason('alreadyPaid')).toBe(true);
    expect(isErrorReason('http_400')).toBe(false);
    expect(isErrorReason(undefined)).toBe(false);
    expect(readApiErrorBody({ error: 'BAD_USER_INPUT', reason: 'someNewMarker' })).toEqual({
      error: 'BAD_USER_INPUT',
    });
  });
});
