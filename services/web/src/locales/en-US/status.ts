import type { StatusMessages } from '../it/status.ts';

const status: StatusMessages = {
  status: {
    contract: {
      ACTIVE: 'Active',
      ACCEPTED: 'Accepted',
      SUSPENDED: 'Suspended',
      CEASED: 'Ceased',
      TRANSMITTED: 'Transmitted',
      ACTIVATING: 'Being activated',
      PROCESSING: 'Processing',
      EXPIRING: 'Expiring',
    },
    request: {
      REJECTED: 'Rejected',
      CANCELED: 'Canceled',
    },
  },
};

export default status;
