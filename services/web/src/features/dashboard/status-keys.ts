// §4 contract states → message keys under supply.statuses (the Italian file holds the spec's labels,
// a test checks them against packages/shared).
import type { contractStatus } from '@portal/shared/status';

export const STATUS_KEYS = {
  attiva: 'active',
  accettata: 'accepted',
  sospesa: 'suspended',
  cessata: 'ended',
  trasmessa: 'transmitted',
  'in fase di attivazione': 'activating',
  'in lavorazione': 'processing',
  'in scadenza': 'expiring',
  unknown: 'unknown',
} as const satisfies Record<ReturnType<typeof contractStatus>['key'], string>;
