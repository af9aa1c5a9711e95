import type { ProgressMessages } from '../it/progress.ts';

const progress: ProgressMessages = {
  progress: {
    exportJob: {
      created: 'Created',
      waitingForActivation: 'Waiting for activation',
      waitingToRun: 'Waiting to run',
      running: 'Running',
      waitingForChildrenToComplete: 'Waiting for its tasks to complete',
      ranToCompletion: 'Completed',
      canceled: '$t(status.request.CANCELED)',
      faulted: 'Failed',
      unknown: 'Unknown status',
    },
    exportJobBrief: {
      waitingToRun: 'Queued',
      running: '$t(progress.exportJob.running)',
      waitingForChildrenToComplete: 'Completing',
      ranToCompletion: 'Ready',
    },
    connection: {
      ORDERED: 'Ordered',
      SWITCHING: 'Supplier switch in progress',
      NEW_CONNECTION: 'New connection in progress',
    },
  },
};

export default progress;
