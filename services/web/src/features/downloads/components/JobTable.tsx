// The customer's export jobs: number, when it started, what it holds, how many
// invoices, the §4 status with a faulted job's reason, and the PDF once it ran to completion. A
// table from 768 px, one card per job on a phone.
import { formatDateTime } from '@portal/shared/format';
import { isExportJobPending } from '@portal/shared/status';
import { useTranslation } from 'react-i18next';
import { ResponsiveTable, type TableColumn } from '@/components/ui/index.ts';
import type { ExportJob } from '../api/useExportJobs.ts';
import { JobDownload } from './JobDownload.tsx';
import { JobStatus } from './JobStatus.tsx';

export function JobTable({ jobs, busy }: { jobs: readonly ExportJob[]; busy: boolean }) {
  const { t } = useTranslation();
  const columns: TableColumn<ExportJob>[] = [
    {
      key: 'id',
      header: t('downloads.jobs.columns.id'),
      card: 'heading',
      cell: (job) => t('downloads.jobs.number', { id: job.id }),
    },
    {
      key: 'status',
      header: t('downloads.jobs.columns.status'),
      card: 'prominent',
      cell: (job) => <JobStatus job={job} />,
    },
    {
      key: 'createdAt',
      header: t('downloads.jobs.columns.createdAt'),
      numeric: true,
      cell: (job) => formatDateTime(job.createdAt) || t('downloads.jobs.none'),
    },
    {
      key: 'kind',
      header: t('downloads.jobs.columns.kind'),
      cell: (job) =>
        job.kind === 'detail' ? t('downloads.jobs.kind.detail') : t('downloads.jobs.kind.list'),
    },
    {
      key: 'invoices',
      header: t('downloads.jobs.columns.invoices'),
      numeric: true,
      cell: (job) => job.invoiceCount,
    },
    {
      key: 'action',
      header: t('downloads.jobs.columns.action'),
      cell: (job) =>
        job.ready && job.downloadUrl ? (
          <JobDownload id={job.id} url={job.downloadUrl} />
        ) : (
          t(isExportJobPending(job.statusCode) ? 'downloads.jobs.notReady' : 'downloads.jobs.none')
        ),
    },
  ];
  return (
    <ResponsiveTable
      caption={t('downloads.jobs.caption')}
      captionHidden
      columns={columns}
      rows={jobs}
      rowKey={(job) => job.id}
      busy={busy}
      skeletonRows={3}
      cardHeadingLevel={3}
    />
  );
}
