import { describe, expect, it } from 'vitest';
import { incomingAttributes, untraced, upstreamAttributes, withoutQuery } from './attributes.ts';

describe('what a span says of a request', () => {
  it('never its query string: tokens and codes travel in some', () => {
    expect(withoutQuery('/impersonate?token=secret&fingerprint=x')).toBe('/impersonate');
    expect(withoutQuery('/api/graphql')).toBe('/api/graphql');
    expect(incomingAttributes()).toEqual({ 'url.query': undefined });
    expect(
      upstreamAttributes({
        origin: 'https://api.supplier.it',
        path: '/api/fattura/pdf?idfattura=7',
      }),
    ).toEqual({ 'url.full': 'https://api.supplier.it/api/fattura/pdf', 'url.query': undefined });
  });

  it('leaves the probes and the scrape untraced', () => {
    for (const path of ['/healthz', '/readyz', '/metrics', '/readyz?x=1'])
      expect(untraced(path)).toBe(true);
    expect(untraced('/api/graphql')).toBe(false);
  });
});
