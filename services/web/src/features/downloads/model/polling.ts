// The back-off of the export jobs' polling: 1 s after a change, then twice as
// long after each poll that changed nothing, up to 16 s. A change is any job's status, or a job
// added or gone.

export const FIRST_POLL_MS = 1000;
export const MAX_POLL_MS = 16_000;

export interface PollState {
  /** What the last poll saw: every job's id and status code. */
  signature: string;
  /** Polls since the last change. */
  polls: number;
}

export function signatureOf(jobs: readonly { id: string; statusCode?: number | null }[]): string {
  return jobs.map((job) => `${job.id}:${job.statusCode ?? '?'}`).join(',');
}

/** The delay before the next poll, given what this poll saw. */
export function nextPoll(
  state: PollState,
  jobs: readonly { id: string; statusCode?: number | null }[],
): { state: PollState; delayMs: number } {
  const signature = signatureOf(jobs);
  const polls = signature === state.signature ? state.polls + 1 : 0;
  return {
    state: { signature, polls },
    delayMs: Math.min(FIRST_POLL_MS * 2 ** Math.min(polls, 10), MAX_POLL_MS),
  };
}
