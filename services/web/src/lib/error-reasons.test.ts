// @vitest-environment node
// Every reason of the API (docs/api.md "Errors") has the client's decision beside it, and every key
// it names has words in it, de and en-US.
import { ERROR_REASONS } from '@portal/shared/api/errors';
import { describe, expect, it } from 'vitest';
import de from '../locales/de/index.ts';
import enUS from '../locales/en-US/index.ts';
import itMessages from '../locales/it/index.ts';
import { REASON_MESSAGE_KEYS, reasonMessageKey } from './error-reasons.ts';
import { ApiError } from './http.ts';

/** The text under a dotted key, or under its plural forms (_one, _other). */
function textOf(messages: object, key: string): unknown {
  const parts = key.split('.');
  const last = parts.pop() as string;
  let node: unknown = messages;
  for (const part of parts) node = (node as Record<string, unknown> | undefined)?.[part];
  const parent = node as Record<string, unknown> | undefined;
  return parent?.[last] ?? parent?.[`${last}_other`];
}

describe('the words of the API’s reasons', () => {
  it('every reason has a decision, and every key has its words in it, de and en-US', () => {
    expect(Object.keys(REASON_MESSAGE_KEYS).sort()).toEqual([...ERROR_REASONS].sort());
    for (const key of Object.values(REASON_MESSAGE_KEYS)) {
      if (key === null) continue;
      for (const messages of [itMessages, de, enUS])
        expect(textOf(messages, key), key).toEqual(expect.any(String));
    }
  });

  it('a failure with a reason of its own words gives their key; anything else none', () => {
    const paid = new ApiError(200, 'BAD_USER_INPUT', undefined, 'alreadyPaid');
    expect(reasonMessageKey(paid)).toBe('invoices.pay.alreadyPaid');
    expect(reasonMessageKey(new ApiError(503, 'UPSTREAM_UNAVAILABLE', undefined, 'network'))).toBe(
      null,
    );
    expect(reasonMessageKey(new ApiError(404, 'NOT_FOUND'))).toBeNull();
    expect(reasonMessageKey(new Error('alreadyPaid'))).toBeNull();
  });
});
