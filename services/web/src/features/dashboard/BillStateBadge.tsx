// A bill's §4 payment state on the retail home: a bill to pay whose due date has passed is
// overdue (red), whatever upstream's word for it is yet (shownPaymentState); upstream's own words
// are kept where they name the state shown.
import { shownPaymentState } from '@portal/shared/status';
import { PaymentStateBadge } from '@/components/badges/index.ts';

export function BillStateBadge({
  bill,
  today,
}: {
  bill: { paymentState: string; paymentStateText: string | null; dueDate: string | null };
  /** YYYY-MM-DD in Rome. */
  today: string;
}) {
  const shown = shownPaymentState(bill.paymentState, bill.dueDate, today);
  return (
    <PaymentStateBadge
      state={shown}
      text={shown === bill.paymentState ? bill.paymentStateText : null}
    />
  );
}
