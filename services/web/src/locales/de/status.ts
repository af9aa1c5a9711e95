import type { StatusMessages } from '../it/status.ts';

const status: StatusMessages = {
  status: {
    contract: {
      ACTIVE: 'Aktiv',
      ACCEPTED: 'Angenommen',
      SUSPENDED: 'Ausgesetzt',
      CEASED: 'Beendet',
      TRANSMITTED: 'Übermittelt',
      ACTIVATING: 'In Aktivierung',
      PROCESSING: 'In Bearbeitung',
      EXPIRING: 'Läuft aus',
    },
    request: {
      REJECTED: 'Abgelehnt',
      CANCELED: 'Storniert',
    },
  },
};

export default status;
