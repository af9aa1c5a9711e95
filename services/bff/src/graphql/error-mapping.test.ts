import { describe, expect, it } from 'vitest';
import { INVALID_QUERY, refusedDocumentErrors } from './error-mapping.ts';
import { graphql } from './graphql-runtime.ts';

const { GraphQLError } = graphql;

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
