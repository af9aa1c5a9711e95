// exportJobs of docs/api.md ("Invoice exports"): the customer's export jobs, newest first, kept up
// to date while one is still pending (§4 codes 0–4) by polling with back-off — 1 s, 2 s, 4 s … up
// to 16 s, starting again from 1 s whenever a status changes — and not at all once every job has
// settled. The jobs live upstream: leaving the page loses nothing.
import { isExportJobPending } from '@portal/shared/status';
import { useCallback, useRef, useState } from 'react';
import { graphql } from '@/graphql/generated/index.ts';
import type { ExportJobsQuery } from '@/graphql/generated/graphql.ts';
import { useQuery } from '@/lib/query.ts';
import { nextPoll, type PollState } from '../model/polling.ts';

export const EXPORT_JOBS_QUERY = graphql(`
  query ExportJobs {
    exportJobs {
      id
      kind
      statusCode
      status
      tone
      ready
      createdAt
      updatedAt
      invoiceCount
      downloadUrl
      failureReason
    }
  }
`);

export type ExportJob = ExportJobsQuery['exportJobs'][number];

/** Whether any job will still change status. */
export function anyPending(jobs: readonly ExportJob[] | undefined): boolean {
  return (jobs ?? []).some((job) => isExportJobPending(job.statusCode));
}

export function useExportJobs() {
  const poll = useRef<PollState>({ signature: '', polls: 0 });
  const backOff = useCallback((latest: ExportJobsQuery | undefined) => {
    const next = nextPoll(poll.current, latest?.exportJobs ?? []);
    poll.current = next.state;
    return anyPending(latest?.exportJobs) ? next.delayMs : 0;
  }, []);
  const [pending, setPending] = useState(false);
  // From 0 to the back-off and back when a job becomes pending or every job settles: SWR starts
  // or stops its timer when the option changes.
  const query = useQuery(
    EXPORT_JOBS_QUERY,
    {},
    {
      refreshInterval: pending ? backOff : 0,
      // Polls come faster than SWR's usual two seconds of deduplication.
      dedupingInterval: 500,
      keepPreviousData: true,
    },
  );
  const nowPending = anyPending(query.data?.exportJobs);
  if (nowPending !== pending) setPending(nowPending);
  return query;
}
