// A GraphQL error as the client gets it (docs/api.md "Errors"): a resolver's failure classified as
// every failure is (errors/classify.ts: the code and reason a REST answer carries too), in our
// words; a refused document in the words of its own refusal.
import type { GraphQLError as GraphQLErrorType } from 'graphql';
import { classifyError, type ClassifiedError } from '../errors/classify.ts';
import { graphql } from './graphql-runtime.ts';

const { GraphQLError } = graphql;

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
  failure: ClassifiedError;
} {
  const original = error.originalError;
  if (!original || original instanceof GraphQLError) {
    // Parse and validation errors (ours included): their text describes the client's own document.
    const code =
      typeof error.extensions?.code === 'string' ? error.extensions.code : 'BAD_USER_INPUT';
    const failure: ClassifiedError = {
      status: 400,
      code: code as ClassifiedError['code'],
      message: error.message,
      details: {},
    };
    return {
      error: new GraphQLError(error.message, {
        nodes: error.nodes,
        source: error.source,
        positions: error.positions,
        path: error.path,
        extensions: { ...error.extensions, code },
      }),
      failure,
    };
  }
  const failure = classifyError(original);
  const { code, reason, details, retryAfterMs } = failure;
  return {
    error: new GraphQLError(failure.message, {
      nodes: error.nodes,
      source: error.source,
      positions: error.positions,
      path: error.path,
      extensions: {
        code,
        ...(reason === undefined ? {} : { reason }),
        ...details,
        ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
      },
    }),
    failure,
  };
}
