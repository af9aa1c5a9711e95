import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { operationOf, operationSpanName } from './graphql.ts';

describe("the GraphQL operation's span name (OpenTelemetry's GraphQL conventions)", () => {
  it('is the type and name of the operation run, or its type alone when anonymous', () => {
    const named = operationOf(parse('query Bills { invoices { totalCount } }'), undefined);
    expect(named && operationSpanName(named)).toBe('query Bills');
    const anonymous = operationOf(parse('{ invoices { totalCount } }'), undefined);
    expect(anonymous && operationSpanName(anonymous)).toBe('query');
  });

  it('takes the operation operationName names from a document of several', () => {
    const document = parse('query A { a } mutation B { b }');
    expect(operationOf(document, 'B')?.operation).toBe('mutation');
    expect(operationOf(document, undefined)).toBeUndefined();
    expect(operationOf(document, 'C')).toBeUndefined();
  });
});
