// One classification of every failure (docs/api.md "Errors"): status, stable code, reason and a
// message of ours, never upstream's text. Both channels answer from it: the last test runs each
// failure through the REST error handler and the GraphQL error formatter and compares them.
import { ERROR_TEXTS } from '@portal/shared/errors';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { describe, expect, it } from 'vitest';
import { toClientError } from '../graphql/error-mapping.ts';
import { graphql } from '../graphql/graphql-runtime.ts';
import errorHandler from '../plugins/errors.ts';
import { SessionStoreUnavailableError } from '../session/errors.ts';
import {
  GraphQLRequestError,
  RefreshFailedError,
  SessionEndedError,
  UpstreamError,
  UpstreamUnavailableError,
} from '../upstream/errors.ts';
import { ApiError, badInput, notFound } from './api-error.ts';
import { classifyError } from './classify.ts';

const dataServiceError = (code: string) =>
  new GraphQLRequestError(200, 'q', {}, [{ message: 'refused', extensions: { code } }]);

describe('a failure classified (docs/api.md "Errors")', () => {
  it('an ended session is UNAUTHENTICATED and says no more; §8 names a refresh or network failure', () => {
    expect(classifyError(new SessionEndedError('rateLimited'))).toEqual({
      status: 401,
      code: 'UNAUTHENTICATED',
      message: 'Session ended',
      details: {},
    });
    expect(classifyError(new RefreshFailedError(500, 'http_500'))).toMatchObject({
      status: 502,
      code: 'UPSTREAM_UNAVAILABLE',
      reason: 'refreshFailed',
      message: ERROR_TEXTS.refreshFailed,
    });
    expect(classifyError(new UpstreamUnavailableError('network'))).toMatchObject({
      status: 503,
      code: 'UPSTREAM_UNAVAILABLE',
      reason: 'network',
      message: 'Network request failed',
    });
    expect(classifyError(new UpstreamUnavailableError('aborted'))).toMatchObject({
      status: 504,
      reason: 'aborted',
      message: 'Aborted',
    });
    expect(classifyError(new SessionStoreUnavailableError(new Error('ECONNREFUSED')))).toEqual({
      status: 503,
      code: 'UPSTREAM_UNAVAILABLE',
      reason: 'sessionStoreUnavailable',
      message: 'The service is temporarily unavailable',
      details: {},
      retryAfterMs: 1000,
    });
  });

  it('upstream statuses: 404 NOT_FOUND, 400 BAD_USER_INPUT with the marker as reason, 5xx UPSTREAM_UNAVAILABLE', () => {
    expect(
      classifyError(new UpstreamError(404, 'notFound', {}, 'invoice 12 of registry 9 not found')),
    ).toEqual({ status: 404, code: 'NOT_FOUND', message: 'Not found', details: {} });
    expect(
      classifyError(
        new UpstreamError(400, 'letturaBelowPrevious', {
          message: 'lettura must not be below 4779',
        }),
      ),
    ).toEqual({
      status: 400,
      code: 'BAD_USER_INPUT',
      message: 'The reading is below the previous reading',
      reason: 'letturaBelowPrevious',
      details: {},
    });
    // The state of a paid invoice refuses the input (docs/api.md: alreadyPaid is BAD_USER_INPUT).
    expect(classifyError(new UpstreamError(409, 'alreadyPaid'))).toMatchObject({
      status: 400,
      code: 'BAD_USER_INPUT',
      reason: 'alreadyPaid',
    });
    expect(classifyError(new UpstreamError(403, 'readingNotAllowed'))).toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
      reason: 'readingNotAllowed',
    });
    expect(
      classifyError(new UpstreamError(503, 'http_503', { message: 'db at 10.0.0.3 down' })),
    ).toEqual({
      status: 502,
      code: 'UPSTREAM_UNAVAILABLE',
      message: 'The service is temporarily unavailable',
      details: {},
    });
  });

  it('a marker that is none of the API’s reasons (packages/shared ERROR_REASONS), or a bare status, is no reason', () => {
    expect(classifyError(new UpstreamError(409, 'someNewMarker'))).toEqual({
      status: 409,
      code: 'CONFLICT',
      message: 'Not ready yet',
      details: {},
    });
    expect(classifyError(new UpstreamError(400, 'weird marker with spaces'))).toEqual({
      status: 400,
      code: 'BAD_USER_INPUT',
      message: 'The request was refused as invalid',
      details: {},
    });
    expect(classifyError(new UpstreamError(409, 'http_409')).reason).toBeUndefined();
  });

  it('upstream refusing the portal itself (a 401 or 429 the session policy did not end the session for)', () => {
    // The content site or a sign-in exchange: the customer's session goes on.
    expect(classifyError(new UpstreamError(401, 'unauthorized'))).toMatchObject({
      status: 502,
      code: 'UPSTREAM_UNAVAILABLE',
    });
    expect(classifyError(new UpstreamError(429, 'tooManyRequests'))).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
    });
    expect(classifyError(new UpstreamError(410, 'gone'))).toMatchObject({
      status: 500,
      code: 'INTERNAL',
    });
  });

  it('data-service errors: known markers become input errors or conflicts, the rest stays internal', () => {
    // A second request while one is open: the state of things, not the input.
    expect(classifyError(dataServiceError('requestAlreadyPending'))).toMatchObject({
      status: 409,
      code: 'CONFLICT',
      reason: 'requestAlreadyPending',
    });
    expect(classifyError(dataServiceError('supplyNotActive'))).toMatchObject({
      status: 400,
      code: 'BAD_USER_INPUT',
      reason: 'supplyNotActive',
    });
    expect(classifyError(dataServiceError('notFound'))).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
    expect(
      classifyError(new GraphQLRequestError(200, 'q', {}, [{ message: 'Cannot query field' }])),
    ).toMatchObject({ status: 500, code: 'INTERNAL', message: 'Internal error' });
    expect(classifyError(new GraphQLRequestError(502, 'q', {}))).toMatchObject({
      status: 502,
      code: 'UPSTREAM_UNAVAILABLE',
    });
  });

  it('our own errors keep their code, reason and details; anything else is INTERNAL without its text', () => {
    expect(classifyError(notFound('Supply'))).toEqual({
      status: 404,
      code: 'NOT_FOUND',
      message: 'Supply not found',
      details: {},
    });
    const pending = new ApiError('CONFLICT', 'already open', {
      reason: 'requestAlreadyPending',
      requestId: '7',
    });
    expect(classifyError(pending)).toEqual({
      status: 409,
      code: 'CONFLICT',
      message: 'already open',
      reason: 'requestAlreadyPending',
      details: { requestId: '7' },
    });
    expect(
      classifyError(new TypeError('Cannot read properties of undefined (reading "x")')),
    ).toEqual({ status: 500, code: 'INTERNAL', message: 'Internal error', details: {} });
  });

  it("the framework's own 4xx describe the client's request", () => {
    const tooLarge = Object.assign(new Error('Request body is too large'), {
      statusCode: 413,
      code: 'FST_ERR_CTP_BODY_TOO_LARGE',
    });
    expect(classifyError(tooLarge)).toMatchObject({
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Request body is too large',
    });
    const invalid = Object.assign(new Error('body/x must be string'), {
      statusCode: 400,
      validation: [{}],
    });
    expect(classifyError(invalid)).toMatchObject({ status: 400, code: 'BAD_USER_INPUT' });
    expect(classifyError({ statusCode: 429, error: 'RATE_LIMITED' })).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
    });
  });
});

describe('REST and GraphQL answer a failure alike', () => {
  /** The session plugin's part the error handler uses. */
  const sessionStub = fp(
    async (app) => {
      app.decorateRequest('portalSession', null);
      app.decorateReply('clearSessionCookie', function clear() {
        return this;
      });
    },
    { name: 'session' },
  );

  async function restAnswer(error: unknown) {
    const app = Fastify({ logger: false });
    await app.register(sessionStub);
    await app.register(errorHandler);
    app.get('/fails', async () => {
      throw error;
    });
    const response = await app.inject({ method: 'GET', url: '/fails' });
    await app.close();
    return { status: response.statusCode, body: response.json() as Record<string, unknown> };
  }

  function graphqlAnswer(error: unknown) {
    const raw = new graphql.GraphQLError('failed', {
      originalError: error as Error,
      path: ['field'],
    });
    return toClientError(raw).error.extensions;
  }

  it.each([
    ['an ended session', new SessionEndedError('expired')],
    ['a refused renewal (§8)', new RefreshFailedError(503, 'http_503')],
    ['no answer (§8)', new UpstreamUnavailableError('network')],
    ['a time-out (§8)', new UpstreamUnavailableError('aborted')],
    ['the session store away', new SessionStoreUnavailableError(new Error('down'))],
    ['an upstream 404', new UpstreamError(404, 'notFound')],
    ['an upstream input marker', new UpstreamError(400, 'letturaNotNumber')],
    ['an upstream conflict', new UpstreamError(409, 'alreadyPaid')],
    ['an upstream 403 marker', new UpstreamError(403, 'readingNotAllowed')],
    ['an upstream 401', new UpstreamError(401, 'unauthorized')],
    ['an upstream 429', new UpstreamError(429, 'tooManyRequests')],
    ['an upstream 5xx', new UpstreamError(500, 'internalError')],
    ['a data-service conflict', dataServiceError('requestAlreadyPending')],
    ['a data-service 502', new GraphQLRequestError(502, 'q', {})],
    ['a refusal of ours', new ApiError('FORBIDDEN', 'no', { reason: 'noConvention' })],
    ['a bad argument of ours', badInput('supplyId', 'supplyId is not an id')],
    ['a foreign id', notFound('Invoice')],
    ['a bug', new TypeError('x is undefined')],
  ])('%s: the same code and reason on both channels', async (_, error) => {
    const failure = classifyError(error);
    const rest = await restAnswer(error);
    const extensions = graphqlAnswer(error);
    expect(rest.status).toBe(failure.status);
    expect(rest.body.error).toBe(failure.code);
    expect(extensions.code).toBe(failure.code);
    expect(rest.body.reason).toBe(failure.reason);
    expect(extensions.reason).toBe(failure.reason);
  });
});
