// An export job's §4 status code (0–4 orange, 5 green, 6–7 red, any other unknown and gray), in
// full (the downloads page) or in brief (a card of the latest jobs): a state without a brief form
// keeps its full words.
import { exportJobStatus, type ExportJobKey } from '@portal/shared/status';
import { StateBadge, type StateStyle } from './StateBadge.tsx';

const EXPORT_JOB_LABELS = {
  created: { full: 'progress.exportJob.created', brief: 'progress.exportJob.created' },
  waitingForActivation: {
    full: 'progress.exportJob.waitingForActivation',
    brief: 'progress.exportJob.waitingForActivation',
  },
  waitingToRun: {
    full: 'progress.exportJob.waitingToRun',
    brief: 'progress.exportJobBrief.waitingToRun',
  },
  running: { full: 'progress.exportJob.running', brief: 'progress.exportJobBrief.running' },
  waitingForChildrenToComplete: {
    full: 'progress.exportJob.waitingForChildrenToComplete',
    brief: 'progress.exportJobBrief.waitingForChildrenToComplete',
  },
  ranToCompletion: {
    full: 'progress.exportJob.ranToCompletion',
    brief: 'progress.exportJobBrief.ranToCompletion',
  },
  canceled: { full: 'progress.exportJob.canceled', brief: 'progress.exportJob.canceled' },
  faulted: { full: 'progress.exportJob.faulted', brief: 'progress.exportJob.faulted' },
  unknown: { full: 'progress.exportJob.unknown', brief: 'progress.exportJob.unknown' },
} as const satisfies Record<ExportJobKey, { full: string; brief: string }>;

export type JobWording = 'full' | 'brief';

export function exportJobStyle(
  code: number | null | undefined,
  length: JobWording = 'full',
): StateStyle {
  const { key, tone } = exportJobStatus(code);
  return { labelKey: EXPORT_JOB_LABELS[key][length], tone };
}

export function ExportJobBadge({
  code,
  length = 'full',
}: {
  code: number | null | undefined;
  length?: JobWording;
}) {
  return <StateBadge style={exportJobStyle(code, length)} />;
}
