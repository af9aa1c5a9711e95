// The customer's export jobs: listed from upstream each time the page opens, so
// nothing is lost by leaving; followed while one is pending (useExportJobs polls with back-off),
// each change of status said in a polite live region — a faulted job with its reason.
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportJobStyle, stateText } from '@/components/badges/index.ts';
import { Alert, Button, ErrorMessage } from '@/components/ui/index.ts';
import { anyPending, type useExportJobs } from '../api/useExportJobs.ts';
import { JobTable } from './JobTable.tsx';

export function JobList({ query }: { query: ReturnType<typeof useExportJobs> }) {
  const { t } = useTranslation();
  const id = useId();
  const jobs = query.data?.exportJobs;
  const seen = useRef<Map<string, number | null> | null>(null);
  const [news, setNews] = useState('');

  useEffect(() => {
    if (!jobs) return;
    const before = seen.current;
    seen.current = new Map(jobs.map((job) => [job.id, job.statusCode ?? null]));
    // The first list is what the page shows; only later changes are news.
    if (!before) return;
    const changed = jobs.filter(
      (job) => before.has(job.id) && before.get(job.id) !== (job.statusCode ?? null),
    );
    if (changed.length === 0) return;
    setNews(
      changed
        .map((job) =>
          job.failureReason
            ? t('downloads.jobs.failedBecause', {
                id: job.id,
                reason: t(`downloads.failure.${job.failureReason}`),
              })
            : t('downloads.jobs.changed', {
                id: job.id,
                status: stateText(t, exportJobStyle(job.statusCode)),
              }),
        )
        .join(' '),
    );
  }, [jobs, t]);

  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('downloads.jobs.heading')}</h2>
      <p role="status" aria-live="polite" className="visually-hidden">
        {news}
      </p>
      {query.error && !jobs ? (
        <Alert role="alert">
          <ErrorMessage error={query.error} />{' '}
          <Button $variant="secondary" onClick={() => void query.mutate()}>
            {t('app.retry')}
          </Button>
        </Alert>
      ) : jobs && jobs.length === 0 ? (
        <Alert $tone="info">{t('downloads.jobs.empty')}</Alert>
      ) : (
        <>
          {anyPending(jobs) && <p>{t('downloads.jobs.following')}</p>}
          <JobTable jobs={jobs ?? []} busy={!jobs} />
        </>
      )}
    </section>
  );
}
