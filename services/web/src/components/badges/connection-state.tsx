// A point ordered under a convention on its way to supply: ordered, switching, new connection
// (progress.connection); once active it reads like an active supply, once rejected like a rejected
// request.
import type { Other } from '@portal/shared/enumerations';
import { connectionStateTone, type ConnectionState } from '@portal/shared/procurement';
import { REQUEST_LABELS } from './request-state.tsx';
import { CONTRACT_LABELS, has, StateBadge, type StateStyle } from './StateBadge.tsx';

const CONNECTION_LABELS = {
  ORDERED: 'progress.connection.ORDERED',
  SWITCHING: 'progress.connection.SWITCHING',
  NEW_CONNECTION: 'progress.connection.NEW_CONNECTION',
  ACTIVE: CONTRACT_LABELS.ACTIVE,
  REJECTED: REQUEST_LABELS.REJECTED,
  OTHER: null,
} as const satisfies Record<ConnectionState | Other, string | null>;

export function connectionStateStyle(state: string): StateStyle {
  return {
    labelKey: has(CONNECTION_LABELS, state) ? CONNECTION_LABELS[state] : null,
    tone: connectionStateTone(state),
  };
}

export function ConnectionStateBadge({ state, text }: { state: string; text?: string | null }) {
  return <StateBadge style={connectionStateStyle(state)} text={text} />;
}
