import { describe, expect, it } from 'vitest';
import { FATTURE_QUERY } from '../domains/invoices/upstream.ts';
import { graphqlBody } from './client.ts';

describe('data-service call bodies (§7 "Data queries")', () => {
  it('the pre-encoded body is byte for byte what JSON.stringify gives', () => {
    const cases: Array<[string, Record<string, unknown>, string | undefined]> = [
      [FATTURE_QUERY, { idanagrafica: [200001], first: 20, offset: 0, sort: undefined }, 'Fatture'],
      [
        FATTURE_QUERY,
        { idanagrafica: [1, 2], statoPagamento: ['Da pagare'], compDal: '2026-01-01' },
        'Fatture',
      ],
      [
        'query { a(x: "quote \\" and \\\\ and \n newline") }',
        { text: 'perché "sì"\u2028' },
        undefined,
      ],
      ['{ b }', {}, 'B'],
    ];
    for (const [query, variables, operationName] of cases) {
      // Twice: the second call uses the remembered encoding of the query.
      for (let i = 0; i < 2; i++) {
        expect(graphqlBody(query, variables, operationName)).toBe(
          JSON.stringify({ query, variables, operationName }),
        );
      }
    }
  });
});
