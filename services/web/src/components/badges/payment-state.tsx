// A bill's payment state by the API's key, with the shared map's words and colours (paid green, to
// pay and partly paid orange, overdue red); a state the portal does not know reads as upstream
// wrote it, gray.
import { PAYMENT_STATE_STYLE } from '@portal/shared/status';
import { has, StateBadge, type StateStyle } from './StateBadge.tsx';

export function paymentStateStyle(state: string): StateStyle {
  return has(PAYMENT_STATE_STYLE, state) ? PAYMENT_STATE_STYLE[state] : PAYMENT_STATE_STYLE.OTHER;
}

export function PaymentStateBadge({ state, text }: { state: string; text?: string | null }) {
  return <StateBadge style={paymentStateStyle(state)} text={text} />;
}
