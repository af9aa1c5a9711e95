import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSilentRefresh } from './silent-refresh.ts';

const T0 = Date.parse('2026-01-01T10:00:00Z');
const iso = (ms: number) => new Date(ms).toISOString();

describe('§4, §9: silent renewal of the session', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('renews 60 s before expiry, with the CSRF header, and again before the new expiry', async () => {
    vi.useFakeTimers({ now: T0 });
    const fetchImpl = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) =>
      Response.json({ expiresAt: iso(Date.now() + 300_000) }),
    );
    const stop = startSilentRefresh(iso(T0 + 120_000), { fetchImpl, onEnded: vi.fn() });
    await vi.advanceTimersByTimeAsync(59_999);
    expect(fetchImpl).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/auth/silent-refresh');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('x-portal-csrf')).toBe('1');
    await vi.advanceTimersByTimeAsync(240_000);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    stop();
  });

  it('retries 5 s after a renewal time-out', async () => {
    vi.useFakeTimers({ now: T0 });
    const fetchImpl = vi
      .fn(async (_url: string | URL | Request, _init?: RequestInit) =>
        Response.json({ expiresAt: iso(T0 + 600_000) }),
      )
      .mockResolvedValueOnce(
        Response.json(
          { error: 'UPSTREAM_UNAVAILABLE', reason: 'timeout', retryAfterMs: 5000 },
          { status: 504 },
        ),
      );
    const stop = startSilentRefresh(iso(T0 + 60_000), { fetchImpl, onEnded: vi.fn() });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    stop();
  });

  it('hands an ended session over (sign-in) and stops', async () => {
    vi.useFakeTimers({ now: T0 });
    const onEnded = vi.fn();
    const fetchImpl = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) =>
      Response.json({ error: 'UNAUTHENTICATED' }, { status: 401 }),
    );
    startSilentRefresh(iso(T0 + 30_000), { fetchImpl, onEnded });
    await vi.advanceTimersByTimeAsync(600_000);
    expect(onEnded).toHaveBeenCalledTimes(1);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('does nothing without a known expiry', async () => {
    vi.useFakeTimers({ now: T0 });
    const fetchImpl = vi.fn(async () => Response.json({}));
    startSilentRefresh(undefined, { fetchImpl, onEnded: vi.fn() });
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});
