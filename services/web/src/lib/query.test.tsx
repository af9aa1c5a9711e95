// A feature's query (lib/query.ts): its document and variables are what reaches the BFF, null
// variables ask nothing, and the answer comes back typed by the document; the first answer is drawn
// from a deferred copy (decision 0028), a later one at once.
import { act, renderHook, waitFor } from '@testing-library/react';
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

  it('counts as loading until the first answer is drawn, and shows a later answer at once', async () => {
    let greeting = 'ciao';
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ data: { greeting } }), {
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    // What each render of the page saw: the data, whether it counted as loading, and whether an
    // answer was on its way.
    const seen: Array<[string | undefined, boolean, boolean]> = [];
    const { result } = renderHook(
      () => {
        const query = useQuery<{ greeting: string }, { name: string }>(
          'query Greeting($name: String) { greeting(name: $name) }',
          { name: 'Anna' },
        );
        seen.push([query.data?.greeting, query.isLoading, query.isValidating]);
        return query;
      },
      { wrapper: fresh },
    );
    await waitFor(() => expect(result.current.data).toEqual({ greeting: 'ciao' }));
    // No render showed "nothing, not loading" (an empty page) on the way to the first answer.
    expect(seen.filter(([data, loading]) => data === undefined && !loading)).toEqual([]);
    // The answer, once in (nothing on its way), was drawn in a later render of its own.
    expect(seen).toContainEqual([undefined, true, false]);
    expect(seen.at(-1)).toEqual(['ciao', false, false]);

    seen.length = 0;
    greeting = 'salve';
    await act(() => result.current.mutate());
    await waitFor(() => expect(result.current.data).toEqual({ greeting: 'salve' }));
    // Once data is shown, the next answer is drawn in the render that receives it: once the answer
    // is in (nothing on its way any more), no render shows the old one.
    const asked = seen.findIndex(([, , validating]) => validating);
    expect(asked).toBeGreaterThanOrEqual(0);
    const answered = seen.slice(asked).filter(([, , validating]) => !validating);
    expect(answered.length).toBeGreaterThan(0);
    expect(answered.every(([data]) => data === 'salve')).toBe(true);
    expect(seen.every(([data, loading]) => data !== undefined && !loading)).toBe(true);
  });
});
