import { describe, expect, it } from 'vitest';
import { buildUrl } from './transport.ts';

/** What buildUrl gave before it joined plain paths as text: the WHATWG URL parser's answer. */
function viaParser(
  base: string,
  path: string,
  query: Record<string, string | number | boolean | undefined> = {},
): string {
  const url = new URL(base.replace(/\/+$/, '') + (path.startsWith('/') ? path : `/${path}`));
  for (const [key, value] of Object.entries(query))
    if (value !== undefined) url.searchParams.set(key, String(value));
  return url.toString();
}

describe('upstream URLs (§7 "call-level handling")', () => {
  const bases = [
    'http://localhost:4000',
    'http://LOCALHOST:80/',
    'http://127.0.0.1:4000/prefix/',
    'https://content.example.it',
  ];
  const paths = [
    '/api/fattura/pdf',
    '/api/invoices/export-pdf/download',
    '/wp-json/wp/v2/posts',
    '/',
    '/api/../secret',
    '/api/%2e%2e/x',
    'api/no-slash',
    '/api/a b',
    '/api/è',
    '/api/x?y=1',
    '/v1/Posts/',
  ];
  const queries = [
    undefined,
    { idfattura: 123 },
    { q: 'a b&c=d', star: "*-._!'()~", utf: 'perché', flag: true, none: undefined },
    { idJob: 'A_b-9' },
  ];

  it('gives exactly the URL the parser gives, for plain and unusual paths and queries alike', () => {
    for (const base of bases) {
      for (const path of paths) {
        for (const query of queries)
          expect(buildUrl(base, path, query)).toBe(viaParser(base, path, query));
      }
    }
  });
});
