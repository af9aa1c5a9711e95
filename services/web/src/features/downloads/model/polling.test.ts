import { describe, expect, it } from 'vitest';
import { MAX_POLL_MS, nextPoll, type PollState } from './polling.ts';

describe('the export jobs are polled with back-off', () => {
  it('waits 1 s, 2 s, 4 s, 8 s, then 16 s at most while nothing changes', () => {
    const jobs = [{ id: '1', statusCode: 3 }];
    let state: PollState = { signature: '', polls: 0 };
    const delays: number[] = [];
    for (let n = 0; n < 8; n++) {
      const next = nextPoll(state, jobs);
      state = next.state;
      delays.push(next.delayMs);
    }
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16_000, 16_000, 16_000, 16_000]);
    expect(Math.max(...delays)).toBe(MAX_POLL_MS);
  });

  it('starts again from 1 s when a status changes or a job is added', () => {
    let state: PollState = { signature: '', polls: 0 };
    for (let n = 0; n < 4; n++) state = nextPoll(state, [{ id: '1', statusCode: 2 }]).state;
    expect(nextPoll(state, [{ id: '1', statusCode: 3 }]).delayMs).toBe(1000);
    expect(
      nextPoll(state, [
        { id: '2', statusCode: 0 },
        { id: '1', statusCode: 2 },
      ]).delayMs,
    ).toBe(1000);
  });
});
