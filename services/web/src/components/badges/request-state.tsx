// A request's state (an operation, a written request, a convention order, a supply change, a
// registry correction): a state in one of §4's rows takes the row's words (status.contract), a
// refused or withdrawn one its own (status.request); the supply change and registry correction
// pages word them as upstream's enumeration does (enums.requestState). OTHER reads as upstream
// wrote it.
import { enumerationLabelKey, type Other, type RequestState } from '@portal/shared/enumerations';
import { requestStateTone } from '@portal/shared/status';
import { CONTRACT_LABELS, has, StateBadge, type StateStyle } from './StateBadge.tsx';

export const REQUEST_LABELS = {
  TRANSMITTED: CONTRACT_LABELS.TRANSMITTED,
  PROCESSING: CONTRACT_LABELS.PROCESSING,
  ACCEPTED: CONTRACT_LABELS.ACCEPTED,
  REJECTED: 'status.request.REJECTED',
  CANCELED: 'status.request.CANCELED',
  OTHER: null,
} as const satisfies Record<RequestState | Other, string | null>;

export type RequestWording = 'status' | 'enumeration';

export function requestStateStyle(state: string, wording: RequestWording = 'status'): StateStyle {
  const labelKey =
    wording === 'enumeration'
      ? enumerationLabelKey('requestState', state)
      : has(REQUEST_LABELS, state)
        ? REQUEST_LABELS[state]
        : null;
  return { labelKey, tone: requestStateTone(state) };
}

export function RequestStateBadge({
  state,
  text,
  wording = 'status',
}: {
  state: string;
  text?: string | null;
  wording?: RequestWording;
}) {
  return <StateBadge style={requestStateStyle(state, wording)} text={text} />;
}
