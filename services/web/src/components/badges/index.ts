// The state badges, one per state family (conventions 8 and 17): the API sends a key, the family's
// map gives the message that words it and the tone packages/shared gives it, and every state is
// worded once per language (locales/<lang>/status.ts, progress.ts, enums.ts). One module a family,
// so a page loads only the families it shows.
export {
  ContractStatusBadge,
  contractStatusStyle,
  StateBadge,
  stateText,
  type StateStyle,
} from './StateBadge.tsx';
export { PaymentStateBadge, paymentStateStyle } from './payment-state.tsx';
export { RequestStateBadge, requestStateStyle, type RequestWording } from './request-state.tsx';
export { ConnectionStateBadge, connectionStateStyle } from './connection-state.tsx';
export { ExportJobBadge, exportJobStyle, type JobWording } from './export-job.tsx';
