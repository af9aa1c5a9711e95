// A bill's payment state (§4): the words always, the colour of the shared map beside them, so the
// state never rests on colour alone. Overdue and partly paid read apart from to pay.
import { PAYMENT_STATE_STYLE } from '@portal/shared/status';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '@/components/ui/index.ts';
import type { Invoice } from '../api/types.ts';

export function PaymentStateBadge({
  invoice,
}: {
  invoice: Pick<Invoice, 'paymentState' | 'paymentStateText'>;
}) {
  const { t } = useTranslation();
  const style = PAYMENT_STATE_STYLE[invoice.paymentState] ?? PAYMENT_STATE_STYLE.OTHER;
  return (
    <StatusBadge $tone={style.tone}>
      {style.labelKey ? t(style.labelKey) : invoice.paymentStateText}
    </StatusBadge>
  );
}
