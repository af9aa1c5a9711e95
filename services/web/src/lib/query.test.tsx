// A feature's query (lib/query.ts): its document and variables are what reaches the BFF, null
// variables ask nothing, and the answer comes back typed by the document.
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useQuery } from './query.ts';

const fresh = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a feature’s query', () => {
  it('sends its document with its variables, and nothing while they are null', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ data: { greeting: 'ciao' } }), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const document = 'query Greeting($name: String) { greeting(name: $name) }';
    const { result, rerender } = renderHook(
      ({ name }: { name: string | null }) =>
        useQuery<{ greeting: string }, { name: string }>(document, name ? { name } : null),
      { wrapper: fresh, initialProps: { name: null as string | null } },
    );
    expect(result.current.data).toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
    rerender({ name: 'Anna' });
    await waitFor(() => expect(result.current.data).toEqual({ greeting: 'ciao' }));
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ query: document, variables: { name: 'Anna' } });
  });
});
