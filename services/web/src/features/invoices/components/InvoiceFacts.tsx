// A bill's summary: state (§4), dates (§5), competence, supply, payment method, totals (§5).
import { formatAmount, formatDate } from '@portal/shared/format';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PaymentStateBadge } from '@/components/badges/index.ts';
import { FactGrid } from '@/components/ui/index.ts';
import { enumerationText } from '@/lib/enumerations.ts';
import type { Invoice } from '../api/types.ts';

const Facts = styled(FactGrid).attrs({ $min: 50 })`
  dd {
    font-weight: 600;
  }
`;

export function InvoiceFacts({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const money = (value: number) => t('invoices.table.currency', { amount: formatAmount(value) });
  const facts: Array<[string, string | null]> = [
    [t('invoices.detail.issueDate'), formatDate(invoice.issueDate)],
    [t('invoices.detail.dueDate'), formatDate(invoice.dueDate)],
    [t('invoices.detail.paymentDate'), invoice.paymentDate && formatDate(invoice.paymentDate)],
    [
      t('invoices.detail.competence'),
      invoice.competenceFrom &&
        invoice.competenceTo &&
        t('invoices.detail.competenceRange', {
          from: formatDate(invoice.competenceFrom),
          to: formatDate(invoice.competenceTo),
        }),
    ],
    [t('invoices.table.utility'), t(`supply.utility_${invoice.utility}`)],
    [t('invoices.detail.pointId'), invoice.pointId],
    [
      t('invoices.detail.paymentMethod'),
      invoice.paymentMethod &&
        enumerationText(t, 'paymentMethod', invoice.paymentMethod, invoice.paymentMethodText),
    ],
    [t('invoices.detail.totalAmount'), money(invoice.amount)],
    [t('invoices.detail.totalToPay'), money(invoice.amountToPay)],
  ];
  return (
    <>
      <p>
        <PaymentStateBadge state={invoice.paymentState} text={invoice.paymentStateText} />
      </p>
      <Facts>
        {facts
          .filter((fact): fact is [string, string] => Boolean(fact[1]))
          .map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </Facts>
    </>
  );
}
