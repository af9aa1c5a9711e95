// /retail/myBills/:id?issueDate=YYYY-MM-DD (§2): the bill's data, rows, totals and PDF. The QR
// flow (§4) lands here through the BFF.
import type { Locale } from '@portal/shared/constants';
import { formatAmount, formatDate } from '@portal/shared/format';
import { parseIsoDay } from '@portal/shared/inputs';
import { buildPath } from '@portal/shared/routes';
import { paidStatus } from '@portal/shared/status';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useRouteLoaderData, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Alert,
  ErrorMessage,
  Card,
  DataTable,
  Skeleton,
  Stack,
  StatusBadge,
  TableScroll,
} from '@/components/ui/index.ts';
import { enumerationText } from '@/lib/enumerations.ts';
import { usePageTitle } from '@/lib/usePageTitle.ts';
import { useInvoice, type InvoiceDetail } from './api/useInvoice.ts';
import { PdfDownload } from './components/PdfDownload.tsx';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 200px), 1fr));
  gap: 12px 24px;
  margin: 0;
  dt {
    color: ${({ theme }) => theme.color.muted};
    font-size: 0.9rem;
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

function Detail({ detail }: { detail: InvoiceDetail }) {
  const { t } = useTranslation();
  const { invoice, rows } = detail;
  const status = paidStatus(invoice.paid);
  const money = (value: number | null) =>
    value === null ? '' : t('invoices.table.currency', { amount: formatAmount(value) });
  return (
    <>
      <Card aria-labelledby="bill-summary">
        <h2 id="bill-summary">{t('invoices.detail.summary')}</h2>
        <p>
          <StatusBadge $tone={status.tone}>{t(`invoices.status.${status.key}`)}</StatusBadge>
        </p>
        <Facts>
          <div>
            <dt>{t('invoices.detail.issueDate')}</dt>
            <dd>{formatDate(invoice.issueDate)}</dd>
          </div>
          <div>
            <dt>{t('invoices.detail.dueDate')}</dt>
            <dd>{formatDate(invoice.dueDate)}</dd>
          </div>
          {invoice.paymentDate && (
            <div>
              <dt>{t('invoices.detail.paymentDate')}</dt>
              <dd>{formatDate(invoice.paymentDate)}</dd>
            </div>
          )}
          {invoice.competenceFrom && invoice.competenceTo && (
            <div>
              <dt>{t('invoices.detail.competence')}</dt>
              <dd>
                {t('invoices.detail.competenceRange', {
                  from: formatDate(invoice.competenceFrom),
                  to: formatDate(invoice.competenceTo),
                })}
              </dd>
            </div>
          )}
          <div>
            <dt>{t('invoices.table.utility')}</dt>
            <dd>{t(`supply.utility_${invoice.utility}`)}</dd>
          </div>
          {invoice.pointId && (
            <div>
              <dt>{t('invoices.detail.pointId')}</dt>
              <dd>{invoice.pointId}</dd>
            </div>
          )}
          {invoice.paymentMethod && (
            <div>
              <dt>{t('invoices.detail.paymentMethod')}</dt>
              <dd>
                {enumerationText(
                  t,
                  'paymentMethod',
                  invoice.paymentMethod,
                  invoice.paymentMethodText,
                )}
              </dd>
            </div>
          )}
          <div>
            <dt>{t('invoices.detail.totalAmount')}</dt>
            <dd>{money(invoice.amount)}</dd>
          </div>
          <div>
            <dt>{t('invoices.detail.totalToPay')}</dt>
            <dd>{money(invoice.amountToPay)}</dd>
          </div>
        </Facts>
      </Card>

      <Card aria-labelledby="bill-pdf">
        <h2 id="bill-pdf" className="visually-hidden">
          {t('invoices.detail.download')}
        </h2>
        {invoice.hasPdf ? (
          <PdfDownload
            url={detail.pdfUrl ?? `/api/files/invoices/${encodeURIComponent(invoice.id)}`}
            fileName={`${invoice.documentNumber}.pdf`}
          />
        ) : (
          <p>{t('invoices.detail.noPdf')}</p>
        )}
      </Card>

      <section aria-labelledby="bill-rows">
        <h2 id="bill-rows">{t('invoices.detail.rows')}</h2>
        {rows.length === 0 ? (
          <p>{t('invoices.detail.noRows')}</p>
        ) : (
          <TableScroll tabIndex={0} role="region" aria-labelledby="bill-rows">
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
                    <td>{row.description}</td>
                    <td className="num">
                      {row.quantity === null
                        ? ''
                        : `${formatAmount(row.quantity)}${row.unit ? ` ${row.unit}` : ''}`}
                    </td>
                    <td className="num">{money(row.unitPrice)}</td>
                    <td className="num">
                      {row.vatRate === null
                        ? ''
                        : t('invoices.detail.vatPercent', { rate: row.vatRate })}
                    </td>
                    <td className="num">{money(row.amount)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
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
        )}
      </section>
    </>
  );
}

export default function BillDetailPage() {
  const { t } = useTranslation();
  const { language } = useRouteLoaderData('root') as { language: Locale };
  const { id = '' } = useParams();
  const [query] = useSearchParams();
  const issueDate = parseIsoDay(query.get('issueDate') ?? '');
  const { data, error, isLoading } = useInvoice(id, issueDate);
  const title = t('invoices.detail.title', { number: id });
  usePageTitle(title);

  return (
    <Stack>
      <p>
        <Link to={buildPath('retail-myBills', {}, language)}>{t('invoices.detail.back')}</Link>
      </p>
      <h1>{title}</h1>
      {!issueDate && <Alert role="alert">{t('invoices.detail.missingIssueDate')}</Alert>}
      {isLoading && (
        <Card aria-hidden="true">
          <Skeleton $width="40%" $height="1.4em" />
          <br />
          <Skeleton />
          <br />
          <Skeleton $width="70%" />
        </Card>
      )}
      {error && (
        <Alert role="alert">
          <ErrorMessage error={error} />
        </Alert>
      )}
      {data && data.invoice === null && <Alert role="alert">{t('invoices.detail.notFound')}</Alert>}
      {data?.invoice && <Detail detail={data.invoice} />}
    </Stack>
  );
}
