import { describe, expect, it } from 'vitest';
import {
  GraphQLRequestError,
  SessionEndedError,
  UpstreamError,
  UpstreamUnavailableError,
} from '../upstream/errors.ts';
import { ApiError } from '../errors/api-error.ts';
import { INVALID_QUERY, mapError, refusedDocumentErrors } from './error-mapping.ts';
import { graphql } from './graphql-runtime.ts';

const { GraphQLError } = graphql;

describe('errors map to stable codes without upstream text', () => {
  it('session end → UNAUTHENTICATED; network → UPSTREAM_UNAVAILABLE', () => {
    expect(mapError(new SessionEndedError('rateLimited'))).toMatchObject({
      code: 'UNAUTHENTICATED',
      details: { reason: 'rateLimited' },
    });
    expect(mapError(new UpstreamUnavailableError('network'))).toMatchObject({
      code: 'UPSTREAM_UNAVAILABLE',
      serverSide: true,
    });
  });

  it('upstream statuses: 404 NOT_FOUND, 400 BAD_USER_INPUT with the marker as reason, 5xx UPSTREAM_UNAVAILABLE', () => {
    expect(
      mapError(new UpstreamError(404, 'notFound', {}, 'invoice 12 of registry 9 not found')),
    ).toEqual({ code: 'NOT_FOUND', message: 'Not found', details: {}, serverSide: false });
    expect(
      mapError(
        new UpstreamError(400, 'letturaBelowPrevious', {
          message: 'lettura must not be below 4779',
        }),
      ),
    ).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'The reading is below the previous reading',
      details: { reason: 'letturaBelowPrevious' },
      serverSide: false,
    });
    expect(mapError(new UpstreamError(409, 'alreadyPaid'))).toMatchObject({
      code: 'BAD_USER_INPUT',
      details: { reason: 'alreadyPaid' },
    });
    expect(
      mapError(new UpstreamError(503, 'http_503', { message: 'db at 10.0.0.3 down' })),
    ).toMatchObject({
      code: 'UPSTREAM_UNAVAILABLE',
      message: 'The service is temporarily unavailable',
    });
    expect(mapError(new UpstreamError(400, 'weird marker with spaces'))).toMatchObject({
      details: { reason: 'http_400' },
    });
  });

  it('data-service errors: known markers become input errors or conflicts, the rest stays internal', () => {
    const pending = new GraphQLRequestError(200, 'q', {}, [
      { message: 'a request ...', extensions: { code: 'requestAlreadyPending' } },
    ]);
    // A second request while one is open: the state of things, not the input.
    expect(mapError(pending)).toMatchObject({
      code: 'CONFLICT',
      details: { reason: 'requestAlreadyPending' },
    });
    const inactive = new GraphQLRequestError(200, 'q', {}, [
      { message: 'the supply is not active', extensions: { code: 'supplyNotActive' } },
    ]);
    expect(mapError(inactive)).toMatchObject({
      code: 'BAD_USER_INPUT',
      details: { reason: 'supplyNotActive' },
    });
    expect(
      mapError(new GraphQLRequestError(200, 'q', {}, [{ message: 'Cannot query field' }])),
    ).toMatchObject({ code: 'INTERNAL', message: 'Internal error' });
    expect(mapError(new GraphQLRequestError(502, 'q', {}))).toMatchObject({
      code: 'UPSTREAM_UNAVAILABLE',
    });
  });

  it('our own errors keep their code and message; anything else is INTERNAL without its text', () => {
    expect(mapError(new ApiError('NOT_FOUND', 'Supply not found'))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Supply not found',
    });
    expect(mapError(new TypeError('Cannot read properties of undefined (reading "x")'))).toEqual({
      code: 'INTERNAL',
      message: 'Internal error',
      details: {},
      serverSide: true,
    });
  });
});

describe('a refused document is answered in our words', () => {
  /** mercurius' wrapper of a refused document, as its error handler hands it on. */
  const refused = (...errors: unknown[]) =>
    new GraphQLError('Graphql validation error', {
      originalError: Object.assign(new Error('Graphql validation error'), {
        code: 'MER_ERR_GQL_VALIDATION',
        statusCode: 400,
        errors,
      }),
    });

  it("the parser's stack overflow on a deeply nested document becomes 'Invalid query', never its own text", () => {
    const [error, ...rest] = refusedDocumentErrors([
      refused(new RangeError('Maximum call stack size exceeded')),
    ]);
    expect(rest).toEqual([]);
    expect(error?.message).toBe(INVALID_QUERY);
    expect(error?.extensions.code).toBe('BAD_USER_INPUT');
  });

  it('the parser\'s token limit is answered as "too large", naming the limit', () => {
    const syntax = new GraphQLError(
      'Syntax Error: Document contains more that 2000 tokens. Parsing aborted.',
    );
    const [error] = refusedDocumentErrors([refused(syntax)]);
    expect(error?.message).toBe('Query is too large: more than 2000 tokens; ask for less at once');
    expect(error?.extensions).toEqual({ code: 'BAD_USER_INPUT', limit: 'tokens', max: 2000 });
  });

  it("GraphQL's own errors and mercurius' depth error keep their text", () => {
    const depth = Object.assign(
      new Error('unnamedQuery query depth (9) exceeds the query depth limit of 8'),
      { code: 'MER_ERR_GQL_QUERY_DEPTH' },
    );
    const syntax = new GraphQLError('Syntax Error: Expected Name, found <EOF>.');
    const messages = refusedDocumentErrors([refused(syntax, depth)]).map((e) => e.message);
    expect(messages).toEqual([
      'Syntax Error: Expected Name, found <EOF>.',
      'unnamedQuery query depth (9) exceeds the query depth limit of 8',
    ]);
  });
});
