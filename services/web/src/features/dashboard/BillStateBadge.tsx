// A bill's §4 payment state on the retail home: a bill to pay whose due date has passed is
// overdue (red), whatever upstream's word for it is yet (shownPaymentState); upstream's own words
// are kept where they name the state shown. Built on StateBadge and the shared map directly, not
// the badges' index: the retail home is on the sign-in path's JavaScript budget.
import { PAYMENT_STATE_STYLE, shownPaymentState } from '@portal/shared/status';
import { has, StateBadge } from '@/components/badges/StateBadge.tsx';

export function BillStateBadge({
  bill,
  today,
}: {
  bill: { paymentState: string; paymentStateText: string | null; dueDate: string | null };
  /** YYYY-MM-DD in Rome. */
  today: string;
}) {
  const shown = shownPaymentState(bill.paymentState, bill.dueDate, today);
  const style = has(PAYMENT_STATE_STYLE, shown)
    ? PAYMENT_STATE_STYLE[shown]
    : PAYMENT_STATE_STYLE.OTHER;
  return (
    <StateBadge style={style} text={shown === bill.paymentState ? bill.paymentStateText : null} />
  );
}
