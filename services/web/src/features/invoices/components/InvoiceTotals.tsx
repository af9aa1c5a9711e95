// The totals of the whole filtered set, not of the page shown (docs/api.md InvoicePage): what is
// still to pay first and large (conventions 22), then the count and the total billed.
import { formatAmount } from '@portal/shared/format';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FactGrid, Skeleton } from '@/components/ui/index.ts';
import type { InvoicePage } from '../api/types.ts';

const List = styled(FactGrid).attrs({ $min: 47.5 })`
  dd {
    font-size: ${({ theme }) => theme.font.size.xl};
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
    line-height: ${({ theme }) => theme.font.lineHeight.normal};
    /* One line's height while the figure loads. */
    min-height: 1lh;
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
