import { describe, expect, it } from 'vitest';
import type { DocumentNode } from 'graphql';
import { DOCUMENT_LIMITS, documentLimitError } from './document-limits.ts';
import { graphql } from './graphql-runtime.ts';
import { schema as sdl } from '../api/schema.ts';

const { buildSchema, parse } = graphql;
const schema = buildSchema(sdl);
const check = (query: string) => documentLimitError(schema, parse(query));

describe('limits on the document as written', () => {
  it('accepts a page-sized document', () => {
    const query = `query Invoice($documentNumber: String!, $issueDate: String!) {
      invoice(documentNumber: $documentNumber, issueDate: $issueDate) {
        invoice { id documentNumber issueDate dueDate amount amountToPay paid utility hasPdf }
        rows { description quantity unit unitPrice amount vatRate }
        pdfUrl detailPdfUrl
      }
    }`;
    expect(check(query)).toBeNull();
  });

  it('counts every field and alias: 3,000 aliases of one field are refused, naming the limit', () => {
    const aliases = Array.from({ length: 3000 }, (_, i) => `a${i}: registry { id }`).join(' ');
    const error = check(`{ ${aliases} }`);
    expect(error?.message).toMatch(
      /too many fields: 6000 fields and aliases exceed the limit of 200/,
    );
    expect(error?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', limit: 'fields', max: 200 });
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `a${i}: id`).join(' ');
    expect(check(`{ registry { ${ids(DOCUMENT_LIMITS.maxFields - 1)} } }`)).toBeNull();
    expect(check(`{ registry { ${ids(DOCUMENT_LIMITS.maxFields)} } }`)?.extensions.limit).toBe(
      'fields',
    );
  });

  it('bounds the top-level fields of a request, also when written in a fragment on Query', () => {
    const roots = (n: number) =>
      Array.from({ length: n }, (_, i) => `r${i}: registry { id }`).join(' ');
    expect(check(`{ ${roots(DOCUMENT_LIMITS.maxRootFields)} }`)).toBeNull();
    expect(check(`{ ${roots(DOCUMENT_LIMITS.maxRootFields + 1)} }`)?.extensions).toMatchObject({
      limit: 'rootFields',
      max: 10,
    });
    const hidden = check(
      `{ ...Many ... on Query { extra: registry { id } } } fragment Many on Query { ${roots(DOCUMENT_LIMITS.maxRootFields)} }`,
    );
    expect(hidden?.extensions.limit).toBe('rootFields');
  });

  it('holds one of the fields that start costly work, however aliased or spread; one repeated under its key runs once', () => {
    const limits = { ...DOCUMENT_LIMITS, oncePerDocument: new Set(['startInvoiceExport']) };
    const once = (query: string) => documentLimitError(schema, parse(query), limits);
    const start = (key: string) => `${key}: startInvoiceExport(invoiceIds: ["1"]) { id }`;
    expect(once(`mutation { ${start('a')} }`)).toBeNull();
    const aliased = once(`mutation { ${start('a')} ${start('b')} }`);
    expect(aliased?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      limit: 'oncePerRequest',
      max: 1,
    });
    expect(aliased?.message).toMatch(/a request may hold one of these fields/);
    expect(
      once(`mutation { ${start('a')} ...F } fragment F on Mutation { ${start('b')} }`)?.extensions
        .limit,
    ).toBe('oncePerRequest');
    // The same response key merges into one field, executed once.
    expect(once(`mutation { ...F ...F } fragment F on Mutation { ${start('a')} }`)).toBeNull();
  });

  it('bounds fragment spreads, which validation compares two by two', () => {
    const spreads = (n: number) => Array.from({ length: n }, () => '...Id').join(' ');
    const document = (n: number) =>
      `{ supplies { nodes { ${spreads(n)} } } } fragment Id on Supply { id }`;
    expect(check(document(DOCUMENT_LIMITS.maxFragmentSpreads))).toBeNull();
    expect(check(document(DOCUMENT_LIMITS.maxFragmentSpreads + 1))?.extensions).toMatchObject({
      limit: 'fragmentSpreads',
      max: 50,
    });
  });

  it('refuses a document nested deeper than the query depth limit before validation runs', () => {
    const nested = (levels: number) =>
      `{${' a {'.repeat(levels - 1)} b${' }'.repeat(levels - 1)} }`;
    expect(check(nested(DOCUMENT_LIMITS.maxDepth))).toBeNull();
    const error = check(nested(DOCUMENT_LIMITS.maxDepth + 1));
    expect(error?.message).toMatch(/query depth \(9\) exceeds the query depth limit of 8/);
    // Inline fragments nest like fields (mercurius counts them so).
    expect(check(`{${' ... {'.repeat(9)} __typename${' }'.repeat(9)} }`)?.extensions.limit).toBe(
      'depth',
    );
  });

  it('refuses a JSON "document": only text parsed by GraphQL is accepted', () => {
    const json = JSON.parse(
      JSON.stringify(parse('{ registry { id } }', { noLocation: true })),
    ) as DocumentNode;
    expect(documentLimitError(schema, json)?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      limit: 'syntax',
    });
    expect(documentLimitError(schema, null as unknown as DocumentNode)?.message).toBe(
      'Invalid query: send the query as GraphQL text',
    );
  });

  it('reads fragments where they are written: 24 levels of fragments that spread the one before twice take one pass', () => {
    const defs = ['fragment F0 on Supply { id }'];
    for (let i = 1; i <= 24; i++)
      defs.push(`fragment F${i} on Supply { ...F${i - 1} ...F${i - 1} }`);
    const query = `query { supplies { nodes { ...F24 } } } ${defs.join(' ')}`;
    // 2^24 copies of `id` once expanded; the cost rule refuses it, this check only counts 49 spreads
    // — as a limit of 48 shows, naming the count it read.
    expect(check(query)).toBeNull();
    const limited = documentLimitError(schema, parse(query), {
      ...DOCUMENT_LIMITS,
      maxFragmentSpreads: 48,
    });
    expect(limited?.message).toMatch(/too many fragment spreads: 49 exceed the limit of 48/);
  });
});
