// The web client's GraphQL call (lib/graphql.ts) when the BFF refuses its document as not the
// client's own (docs/decisions/0009): the error reaches the page like any refused
// document, and the build check is told (UNKNOWN_DOCUMENT_EVENT), since a newer build is the cause.
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphql, UNKNOWN_DOCUMENT_EVENT } from './graphql.ts';
import { ApiError } from './http.ts';
import { sendingAs } from './submission-key.ts';

function answer(status: number, body: unknown) {
  return vi.fn(
    async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a document the BFF does not know', () => {
  it('rejects with BAD_USER_INPUT unknownDocument and tells the build check', async () => {
    vi.stubGlobal(
      'fetch',
      answer(400, {
        data: null,
        errors: [
          {
            message: 'Unknown document',
            extensions: { code: 'BAD_USER_INPUT', reason: 'unknownDocument' },
          },
        ],
      }),
    );
    const told = vi.fn();
    window.addEventListener(UNKNOWN_DOCUMENT_EVENT, told);
    try {
      const failure = await graphql('query Old { old }').catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ApiError);
      expect(failure).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'unknownDocument' });
      expect(told).toHaveBeenCalledTimes(1);
    } finally {
      window.removeEventListener(UNKNOWN_DOCUMENT_EVENT, told);
    }
  });

  it('any other refused document does not', async () => {
    vi.stubGlobal(
      'fetch',
      answer(400, {
        data: null,
        errors: [{ message: 'too deep', extensions: { code: 'BAD_USER_INPUT', limit: 'depth' } }],
      }),
    );
    const told = vi.fn();
    window.addEventListener(UNKNOWN_DOCUMENT_EVENT, told);
    try {
      await expect(graphql('query Deep { deep }')).rejects.toMatchObject({
        code: 'BAD_USER_INPUT',
      });
      expect(told).not.toHaveBeenCalled();
    } finally {
      window.removeEventListener(UNKNOWN_DOCUMENT_EVENT, told);
    }
  });
});

describe('writes sent once (docs/api.md)', () => {
  it('a mutation carries an Idempotency-Key, its submission’s when one is being sent; a query none', async () => {
    const fetch = answer(200, { data: { ok: true } });
    vi.stubGlobal('fetch', fetch);
    const keyOf = (call: number) =>
      new Headers((fetch.mock.calls[call] as unknown as [string, RequestInit])[1].headers).get(
        'idempotency-key',
      );
    await graphql('query Q { ok }');
    await graphql('mutation M { ok }');
    await graphql('\n  mutation M { ok }\n  fragment F on X { y }');
    await sendingAs('submission-key-1', () => graphql('mutation M { ok }'));
    expect(keyOf(0)).toBeNull();
    expect(keyOf(1)).toMatch(/^[0-9a-f]{32}$/);
    expect(keyOf(2)).toMatch(/^[0-9a-f]{32}$/);
    expect(keyOf(2)).not.toBe(keyOf(1));
    expect(keyOf(3)).toBe('submission-key-1');
  });

  it('an identical mutation sent while the first is on its way (outside a submission) goes under its key', async () => {
    const pending: Array<() => void> = [];
    const fetch = vi.fn(
      () =>
        new Promise<Response>((resolve) =>
          pending.push(() =>
            resolve(
              new Response(JSON.stringify({ data: { ok: true } }), {
                headers: { 'content-type': 'application/json' },
              }),
            ),
          ),
        ),
    );
    vi.stubGlobal('fetch', fetch);
    const keyOf = (call: number) =>
      new Headers((fetch.mock.calls[call] as unknown as [string, RequestInit])[1].headers).get(
        'idempotency-key',
      );
    const save = (n: number) => graphql('mutation M($n: Int) { ok(n: $n) }', { n });
    const twice = [save(1), save(1), save(2)];
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
    for (const answer of pending) answer();
    await Promise.all(twice);
    expect(keyOf(1)).toBe(keyOf(0));
    expect(keyOf(2)).not.toBe(keyOf(0));
    // Answered: the same mutation sent again later is a new write.
    const again = save(1);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(4));
    pending[3]?.();
    await again;
    expect(keyOf(3)).not.toBe(keyOf(0));
  });
});
