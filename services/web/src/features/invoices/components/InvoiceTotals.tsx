// The totals of the whole filtered set, not of the page shown (docs/api.md InvoicePage): what is
// still to pay first and large (conventions 22), then the count and the total billed.
import { formatAmount } from '@portal/shared/format';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Skeleton } from '@/components/ui/index.ts';
import type { InvoicePage } from '../api/types.ts';

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 190px), 1fr));
  gap: 12px 24px;
  margin: 0;
  dt {
    color: ${({ theme }) => theme.color.muted};
    font-size: 0.9rem;
  }
  dd {
    margin: 0;
    font-size: 1.4rem;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
    min-height: 1.5em;
  }
`;

export function InvoiceTotals({
  page,
}: {
  page: Pick<InvoicePage, 'totalCount' | 'totalAmount' | 'totalToPay'> | undefined;
}) {
  const { t } = useTranslation();
  const value = (text: string | undefined) => text ?? <Skeleton $width="8em" $height="1.2em" />;
  const money = (amount: number) => t('invoices.table.currency', { amount: formatAmount(amount) });
  return (
    <List>
      <div>
        <dt>{t('invoices.totals.toPay')}</dt>
        <dd>{value(page && money(page.totalToPay))}</dd>
      </div>
      <div>
        <dt>{t('invoices.totals.amount')}</dt>
        <dd>{value(page && money(page.totalAmount))}</dd>
      </div>
      <div>
        <dt>{t('invoices.totals.count')}</dt>
        <dd>{value(page && String(page.totalCount))}</dd>
      </div>
    </List>
  );
}
