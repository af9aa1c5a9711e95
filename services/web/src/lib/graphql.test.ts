// The web client's GraphQL call (lib/graphql.ts) when the BFF refuses its document as not the
// client's own (docs/decisions/0009): the error reaches the page like any refused
// document, and the build check is told (UNKNOWN_DOCUMENT_EVENT), since a newer build is the cause.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphql, UNKNOWN_DOCUMENT_EVENT } from './graphql.ts';
import { ApiError } from './http.ts';

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
