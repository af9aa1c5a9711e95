// @vitest-environment node
import { API_ERROR_CODES } from '@portal/shared/api/errors';
import { describe, expect, it } from 'vitest';
import de from '../locales/de/errors.ts';
import enUS from '../locales/en-US/errors.ts';
import itMessages from '../locales/it/errors.ts';
import { catalogueText, errorKey } from './errors.ts';
import { ApiError, type ClientErrorCode } from './http.ts';

const CLIENT_CODES: ClientErrorCode[] = ['NETWORK_FAILURE', 'ABORTED'];

describe('one error vocabulary, translated by code (docs/api.md)', () => {
  it('every code of the API and of the client has its message errors.<CODE> in it, de and en-US', () => {
    for (const code of [...API_ERROR_CODES, ...CLIENT_CODES]) {
      expect(errorKey(new ApiError(400, code))).toBe(`errors.${code}`);
      for (const messages of [itMessages, de, enUS])
        expect(messages.errors).toHaveProperty(code, expect.any(String));
    }
  });

  it('anything else reads as the generic message; §8 texts only for the client failures', () => {
    expect(errorKey(new Error('upstream said no'))).toBe('errors.generic');
    expect(errorKey(new ApiError(400, 'rateLimited' as never))).toBe('errors.generic');
    expect(catalogueText(new ApiError(0, 'NETWORK_FAILURE'))).toBe('Network request failed');
    expect(catalogueText(new ApiError(0, 'ABORTED'))).toBe('Aborted');
    expect(catalogueText(new ApiError(404, 'NOT_FOUND'))).toBeNull();
  });
});
