import { BUILD_CHECK_INTERVAL_MS } from '@portal/shared/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNKNOWN_DOCUMENT_EVENT } from '../lib/graphql.ts';
import { checkBuild, startBuildCheck, UNKNOWN_DOCUMENT_CHECK_GAP_MS } from './build-check.ts';

const answer = (body: unknown, status = 200) =>
  vi.fn(
    async (_url: string | URL | Request, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status }),
  );

describe('§7: the build check', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks builds/latest.json with a timestamp and reports a changed id', async () => {
    const fetchImpl = answer({ id: 'b2' });
    await expect(
      checkBuild({ currentId: 'b1', onNewBuild: vi.fn(), fetchImpl, now: () => 1234 }),
    ).resolves.toBe('b2');
    expect(fetchImpl.mock.calls[0]?.[0]).toBe('/builds/latest.json?t=1234');
  });

  it('reports nothing while the id is the running build’s', async () => {
    await expect(
      checkBuild({ currentId: 'b1', onNewBuild: vi.fn(), fetchImpl: answer({ id: 'b1' }) }),
    ).resolves.toBeNull();
  });

  it('ignores a failed check: network error, bad status or a body without id', async () => {
    const failing = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(
      checkBuild({ currentId: 'b1', onNewBuild: vi.fn(), fetchImpl: failing }),
    ).resolves.toBeNull();
    await expect(
      checkBuild({ currentId: 'b1', onNewBuild: vi.fn(), fetchImpl: answer({ id: 'b2' }, 503) }),
    ).resolves.toBeNull();
    await expect(
      checkBuild({ currentId: 'b1', onNewBuild: vi.fn(), fetchImpl: answer({}) }),
    ).resolves.toBeNull();
  });

  it('checks every 60 minutes and calls back with the new id', async () => {
    vi.useFakeTimers();
    const onNewBuild = vi.fn();
    const fetchImpl = answer({ id: 'b2' });
    const stop = startBuildCheck({ currentId: 'b1', onNewBuild, fetchImpl });
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS - 1);
    expect(fetchImpl).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(onNewBuild).toHaveBeenCalledWith('b2');
    stop();
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('a document the BFF refuses as unknown checks at once, at most every 30 s', async () => {
    vi.useFakeTimers();
    const onNewBuild = vi.fn();
    const fetchImpl = answer({ id: 'b2' });
    const stop = startBuildCheck({ currentId: 'b1', onNewBuild, fetchImpl });
    window.dispatchEvent(new Event(UNKNOWN_DOCUMENT_EVENT));
    window.dispatchEvent(new Event(UNKNOWN_DOCUMENT_EVENT));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(onNewBuild).toHaveBeenCalledWith('b2');
    await vi.advanceTimersByTimeAsync(UNKNOWN_DOCUMENT_CHECK_GAP_MS);
    window.dispatchEvent(new Event(UNKNOWN_DOCUMENT_EVENT));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    stop();
    window.dispatchEvent(new Event(UNKNOWN_DOCUMENT_EVENT));
    await vi.advanceTimersByTimeAsync(UNKNOWN_DOCUMENT_CHECK_GAP_MS);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });
});
