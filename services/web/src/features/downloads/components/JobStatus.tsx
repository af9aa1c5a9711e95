// An export job's §4 status: the words always, the colour of the shared map beside them (0–4
// orange, 5 green, 6–7 red, other gray), and for a faulted job why it failed.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ExportJobBadge } from '@/components/badges/index.ts';
import type { ExportJob } from '../api/useExportJobs.ts';

const Reason = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

export function JobStatus({ job }: { job: ExportJob }) {
  const { t } = useTranslation();
  return (
    <>
      <ExportJobBadge code={job.statusCode} />
      {job.failureReason && <Reason>{t(`downloads.failure.${job.failureReason}`)}</Reason>}
    </>
  );
}
