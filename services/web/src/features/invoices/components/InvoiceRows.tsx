// A bill's rows: each cost item upstream names in a set way worded in the page's language (a
// band's energy with its band, §9), any other row as upstream wrote it, marked with its language;
// quantities with their unit ("2 mesi", "147 kWh"), unit prices with their own precision
// (0,16532 €, not 0,17 €), VAT and amounts (§5), with the bill's totals below: the rows' taxable
// sum, the VAT and the total, so the rows add up to the bill.
import { formatAmount, formatUnitPrice } from '@portal/shared/format';
import { useTranslation } from 'react-i18next';
import { DataTable, TableScroll } from '@/components/ui/index.ts';
import { SetText } from '@/lib/upstream-text.tsx';
import { quantityWords } from '@/lib/values.ts';
import type { Invoice, InvoiceRow } from '../api/types.ts';

const centsOf = (value: number) => Math.round(value * 100) / 100;

export function InvoiceRows({
  rows,
  invoice,
  labelledBy,
}: {
  rows: readonly InvoiceRow[];
  invoice: Pick<Invoice, 'amount' | 'amountToPay'>;
  /** The id of the heading that names the rows. */
  labelledBy: string;
}) {
  const { t } = useTranslation();
  const money = (value: number) => t('invoices.table.currency', { amount: formatAmount(value) });

  const quantity = (row: InvoiceRow) =>
    quantityWords(t, row.quantity, row.unit, row.unitText) ?? '';

  if (rows.length === 0) return <p>{t('invoices.detail.noRows')}</p>;
  // The rows are the taxable part; the VAT is what the bill adds to them, as its PDF says.
  const taxable = centsOf(rows.reduce((sum, row) => sum + row.amount, 0));
  const vat = centsOf(invoice.amount - taxable);
  return (
    <TableScroll tabIndex={0} role="region" aria-labelledby={labelledBy}>
      <DataTable>
        <thead>
          <tr>
            <th scope="col">{t('invoices.detail.description')}</th>
            <th scope="col" className="num">
              {t('invoices.detail.quantity')}
            </th>
            <th scope="col" className="num">
              {t('invoices.detail.unitPrice')}
            </th>
            <th scope="col" className="num">
              {t('invoices.detail.vatRate')}
            </th>
            <th scope="col" className="num">
              {t('invoices.detail.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={`${row.description}-${index}`}>
              <td>
                <SetText
                  prefix="invoices.detail.rowKinds"
                  value={row.kind}
                  values={{ band: row.band ?? '' }}
                  text={row.description}
                  lang={row.textLanguage}
                />
              </td>
              <td className="num">{quantity(row)}</td>
              <td className="num">
                {row.unitPrice === null
                  ? ''
                  : t('invoices.table.currency', { amount: formatUnitPrice(row.unitPrice) })}
              </td>
              <td className="num">
                {row.vatRate === null ? '' : t('invoices.detail.vatPercent', { rate: row.vatRate })}
              </td>
              <td className="num">{money(row.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={4}>
              {t('invoices.detail.taxableAmount')}
            </th>
            <td className="num">{money(taxable)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={4}>
              {t('invoices.detail.vatAmount')}
            </th>
            <td className="num">{money(vat)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={4}>
              {t('invoices.detail.totalAmount')}
            </th>
            <td className="num">{money(invoice.amount)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={4}>
              {t('invoices.detail.totalToPay')}
            </th>
            <td className="num">{money(invoice.amountToPay)}</td>
          </tr>
        </tfoot>
      </DataTable>
    </TableScroll>
  );
}
