// One mapping from whatever a resolver or a file route throws to a stable code and a message of
// ours (docs/api.md). Upstream text, queries, variables and stacks never reach the client; the
// upstream's `error` marker (e.g. `letturaBelowPrevious`) may, as a machine-readable reason.
import type { GraphQLError as GraphQLErrorType } from 'graphql';
import { graphql } from './graphql-runtime.ts';
import { ERROR_TEXTS } from '@portal/shared/errors';
import {
  GraphQLRequestError,
  RefreshFailedError,
  SessionEndedError,
  UpstreamError,
  UpstreamUnavailableError,
} from '../upstream/errors.ts';
import { ApiError, type ApiErrorCode } from '../errors/api-error.ts';
import { SessionStoreUnavailableError } from '../session/errors.ts';

const { GraphQLError } = graphql;

export interface MappedError {
  code: ApiErrorCode;
  message: string;
  details: Record<string, string | number | boolean>;
  /** True when the error is ours to log as a failure (not a client mistake). */
  serverSide: boolean;
}

/** Upstream 400 markers (docs/upstream-contract.md) the client can translate. */
const UPSTREAM_INPUT_MESSAGES: Record<string, string> = {
  badRequest: 'The request was refused as invalid',
  letturaNotNumber: 'The reading must be a number',
  letturaBelowPrevious: 'The reading is below the previous reading',
  outsideReadingWindow: 'The reading is outside the reading window',
  readingNotAllowed: 'Self-reading is not allowed for this supply',
  supplyNotActive: 'The supply is not active',
  alreadyPaid: 'The invoice is already paid',
};

/** Upstream markers of a request refused because of the state of things, not of its input. */
const UPSTREAM_CONFLICT_MESSAGES: Record<string, string> = {
  requestAlreadyPending: 'A request of this kind is already in progress for this supply',
};

/** The `extensions.code` of the data service's first error, when it is a marker. */
function dataServiceMarker(error: GraphQLRequestError): string | null {
  const first = error.errors[0] as { extensions?: { code?: unknown } } | undefined;
  const code = first?.extensions?.code;
  return typeof code === 'string' && MARKER.test(code) ? code : null;
}

const MARKER = /^[A-Za-z][A-Za-z0-9_.]{0,60}$/;

function fromUpstream(error: UpstreamError): MappedError {
  const reason = MARKER.test(error.code) ? error.code : `http_${error.status}`;
  if (error.status === 404)
    return { code: 'NOT_FOUND', message: 'Not found', details: {}, serverSide: false };
  if (error.status === 400 || error.status === 422) {
    return {
      code: 'BAD_USER_INPUT',
      message: UPSTREAM_INPUT_MESSAGES[error.code] ?? 'The request was refused as invalid',
      details: { reason },
      serverSide: false,
    };
  }
  if (error.status === 409 && error.code in UPSTREAM_INPUT_MESSAGES) {
    return {
      code: 'BAD_USER_INPUT',
      message: UPSTREAM_INPUT_MESSAGES[error.code] as string,
      details: { reason },
      serverSide: false,
    };
  }
  if (error.status === 409)
    return { code: 'CONFLICT', message: 'Not ready yet', details: { reason }, serverSide: false };
  if (error.status === 401)
    return { code: 'UNAUTHENTICATED', message: 'Session ended', details: {}, serverSide: false };
  if (error.status === 403)
    return { code: 'FORBIDDEN', message: 'Not allowed', details: { reason }, serverSide: false };
  if (error.status === 429)
    return {
      code: 'RATE_LIMITED',
      message: 'Too many requests, try again later',
      details: {},
      serverSide: false,
    };
  if (error.status >= 500)
    return {
      code: 'UPSTREAM_UNAVAILABLE',
      message: 'The service is temporarily unavailable',
      details: {},
      serverSide: true,
    };
  return { code: 'INTERNAL', message: 'Internal error', details: {}, serverSide: true };
}

export function mapError(error: unknown): MappedError {
  if (error instanceof ApiError)
    return {
      code: error.code,
      message: error.message,
      details: error.details,
      serverSide: error.code === 'INTERNAL',
    };
  if (error instanceof SessionEndedError) {
    return {
      code: 'UNAUTHENTICATED',
      message: 'Session ended',
      details: { reason: error.reason },
      serverSide: false,
    };
  }
  // §8 'Other refresh error': 'Errore Refresh Token'; the session continues, a retry may succeed.
  if (error instanceof RefreshFailedError) {
    return {
      code: 'UPSTREAM_UNAVAILABLE',
      message: ERROR_TEXTS.refreshFailed,
      details: { reason: 'refreshFailed' },
      serverSide: true,
    };
  }
  if (error instanceof UpstreamUnavailableError) {
    return {
      code: 'UPSTREAM_UNAVAILABLE',
      message: 'The service is temporarily unavailable',
      details: { reason: error.kind },
      serverSide: true,
    };
  }
  // Redis restarting or unreachable: the REST answer is 503 with the same reason.
  if (error instanceof SessionStoreUnavailableError) {
    return {
      code: 'UPSTREAM_UNAVAILABLE',
      message: 'The service is temporarily unavailable',
      details: { reason: 'sessionStoreUnavailable' },
      serverSide: true,
    };
  }
  if (error instanceof UpstreamError) return fromUpstream(error);
  if (error instanceof GraphQLRequestError) {
    const marker = error.status === 200 ? dataServiceMarker(error) : null;
    if (marker === 'notFound')
      return { code: 'NOT_FOUND', message: 'Not found', details: {}, serverSide: false };
    if (marker && marker in UPSTREAM_CONFLICT_MESSAGES) {
      return {
        code: 'CONFLICT',
        message: UPSTREAM_CONFLICT_MESSAGES[marker] as string,
        details: { reason: marker },
        serverSide: false,
      };
    }
    if (marker && marker in UPSTREAM_INPUT_MESSAGES) {
      return {
        code: 'BAD_USER_INPUT',
        message: UPSTREAM_INPUT_MESSAGES[marker] as string,
        details: { reason: marker },
        serverSide: false,
      };
    }
    return {
      code: error.status >= 500 || error.status === 0 ? 'UPSTREAM_UNAVAILABLE' : 'INTERNAL',
      message: error.status >= 500 ? 'The service is temporarily unavailable' : 'Internal error',
      details: {},
      serverSide: true,
    };
  }
  // Fastify's and mercurius' own 4xx (bad JSON body, wrong method, media type) describe the client's request.
  const framework = error as { statusCode?: unknown; code?: unknown; message?: unknown };
  if (
    typeof framework?.statusCode === 'number' &&
    framework.statusCode >= 400 &&
    framework.statusCode < 500 &&
    typeof framework.code === 'string' &&
    /^(FST|MER)_/.test(framework.code)
  ) {
    return {
      code: 'BAD_USER_INPUT',
      message: typeof framework.message === 'string' ? framework.message : 'Invalid request',
      details: {},
      serverSide: false,
    };
  }
  return { code: 'INTERNAL', message: 'Internal error', details: {}, serverSide: true };
}

/** The one text of a document refused for a reason that is not a GraphQL error of its own. */
export const INVALID_QUERY = 'Invalid query';

/**
 * mercurius wraps the errors of a refused document (syntax, validation, depth) in one MER_ERR_*
 * error; each is reported on its own. GraphQL's errors and mercurius' own (its depth check)
 * describe the client's document and keep their text. Anything else thrown while parsing — the
 * parser's RangeError on a deeply nested document — is answered as INVALID_QUERY, never with its
 * own text.
 */
export function refusedDocumentErrors(errors: readonly GraphQLErrorType[]): GraphQLErrorType[] {
  return errors.flatMap((error) => {
    const wrapper = error.originalError as { code?: unknown; errors?: unknown[] } | undefined;
    const inner = isMercuriusError(wrapper) ? wrapper?.errors : undefined;
    if (!Array.isArray(inner)) return [error];
    return inner.map((e) => {
      if (!(e instanceof GraphQLError)) {
        const message = isMercuriusError(e) ? (e as Error).message : INVALID_QUERY;
        return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
      }
      // graphql-js' words for its parse option maxTokens (mercurius matches them the same way).
      const tokens = TOKEN_LIMIT.exec(e.message);
      if (!tokens) return e;
      const max = Number(tokens[1]);
      return new GraphQLError(`Query is too large: more than ${max} tokens; ask for less at once`, {
        extensions: { code: 'BAD_USER_INPUT', limit: 'tokens', max },
      });
    });
  });
}

const TOKEN_LIMIT = /^Syntax Error: Document contains more that (\d+) tokens\. Parsing aborted\.$/;

function isMercuriusError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null | undefined)?.code;
  return typeof code === 'string' && code.startsWith('MER_ERR_');
}

/** The error GraphQL reports for a resolver failure: path and locations kept, everything else ours. */
export function toClientError(error: GraphQLErrorType): {
  error: GraphQLErrorType;
  mapped: MappedError;
} {
  const original = error.originalError;
  if (!original || original instanceof GraphQLError) {
    // Parse and validation errors (ours included): their text describes the client's own document.
    const code =
      typeof error.extensions?.code === 'string' ? error.extensions.code : 'BAD_USER_INPUT';
    const mapped: MappedError = {
      code: code as ApiErrorCode,
      message: error.message,
      details: {},
      serverSide: false,
    };
    return {
      error: new GraphQLError(error.message, {
        nodes: error.nodes,
        source: error.source,
        positions: error.positions,
        path: error.path,
        extensions: { ...error.extensions, code },
      }),
      mapped,
    };
  }
  const mapped = mapError(original);
  return {
    error: new GraphQLError(mapped.message, {
      nodes: error.nodes,
      source: error.source,
      positions: error.positions,
      path: error.path,
      extensions: { code: mapped.code, ...mapped.details },
    }),
    mapped,
  };
}
