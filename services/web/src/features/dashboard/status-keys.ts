// §4 contract state keys (as the API sends them) → message keys under supply.statuses (the Italian
// file holds the spec's labels, a test checks them against packages/shared).
import type { ContractStatusCode } from '@portal/shared/status';

export const STATUS_KEYS = {
  ACTIVE: 'active',
  ACCEPTED: 'accepted',
  SUSPENDED: 'suspended',
  CEASED: 'ended',
  TRANSMITTED: 'transmitted',
  ACTIVATING: 'activating',
  PROCESSING: 'processing',
  EXPIRING: 'expiring',
  UNKNOWN: 'unknown',
} as const satisfies Record<ContractStatusCode, string>;
