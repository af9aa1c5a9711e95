// /retail/myBills (§2): filters (payment state, issue date range with the §9 picker), the table,
// paging, and the texts that change on 2024-06-17 (§5).
import type { Locale } from '@portal/shared/constants';
import { ERROR_TEXTS } from '@portal/shared/errors';
import { billsTextVariant } from '@portal/shared/format';
import { parseIsoDay } from '@portal/shared/inputs';
import dayjs from 'dayjs';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteLoaderData, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { DateRangePicker } from '@/components/date-range-picker/DateRangePicker.tsx';
import type { DateRange } from '@/components/date-range-picker/picker-state.ts';
import { Alert, ErrorMessage, Button, Card, Stack } from '@/components/ui/index.ts';
import { usePageTitle } from '@/lib/usePageTitle.ts';
import { PAYMENT_STATES, type PaymentState } from './api/types.ts';
import { PAGE_SIZE, useInvoices, type InvoiceQuery } from './api/useInvoices.ts';
import { InvoiceTable } from './components/InvoiceTable.tsx';

const DAY = 'YYYY-MM-DD';
/** The BFF sends a QR link whose invoice is not the customer's here (§4, §8; docs/api.md). */
const QR_ERROR_PARAM = 'qrError';

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 16px;
  select {
    font: inherit;
    min-height: 44px;
    padding: 8px;
    border: 1px solid ${({ theme }) => theme.color.muted};
    border-radius: ${({ theme }) => theme.radius};
  }
  > div {
    display: flex;
    flex-direction: column;
    gap: 4px;
  }
`;

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
`;

function queryOf(params: URLSearchParams): InvoiceQuery {
  const state = params.get('state');
  const page = Number(params.get('page') ?? '1');
  return {
    paymentState: PAYMENT_STATES.includes(state as PaymentState) ? (state as PaymentState) : null,
    issueDateFrom: parseIsoDay(params.get('from') ?? ''),
    issueDateTo: parseIsoDay(params.get('to') ?? ''),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export default function BillsPage() {
  const { t } = useTranslation();
  const { language } = useRouteLoaderData('root') as { language: Locale };
  const [params, setParams] = useSearchParams();
  const stateId = useId();
  const query = queryOf(params);
  const { data, error, isLoading, isValidating, mutate } = useInvoices(query);
  const variant = billsTextVariant(new Date());
  usePageTitle(t('invoices.title'));

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in changes)) next.delete('page');
    next.delete(QR_ERROR_PARAM);
    setParams(next, { replace: true });
  };

  const range: DateRange | null =
    query.issueDateFrom && query.issueDateTo
      ? {
          start: dayjs(query.issueDateFrom).toDate(),
          end: dayjs(query.issueDateTo).endOf('day').toDate(),
        }
      : null;

  // After a failed search the previous page must not pass for its result.
  const page = error ? undefined : data?.invoices;
  const pages = page ? Math.max(1, Math.ceil(page.totalCount / PAGE_SIZE)) : 1;

  return (
    <Stack>
      <h1>{t('invoices.title')}</h1>
      <p>{t(`invoices.intro.${variant}`)}</p>
      {params.get(QR_ERROR_PARAM) === 'invoiceNotFoundForQr' && (
        <Alert role="alert" data-error-code="invoiceNotFoundForQr">
          {ERROR_TEXTS.invoiceNotFoundForQr}
        </Alert>
      )}
      <Card aria-labelledby="bill-filters">
        <h2 id="bill-filters">{t('invoices.filters.legend')}</h2>
        <Filters>
          <div>
            <label htmlFor={stateId}>{t('invoices.filters.paymentState')}</label>
            <select
              id={stateId}
              value={query.paymentState ?? ''}
              onChange={(event) => update({ state: event.target.value || null })}
            >
              <option value="">{t('invoices.filters.all')}</option>
              {PAYMENT_STATES.map((state) => (
                <option key={state} value={state}>
                  {t(`enums.paymentState.${state}`)}
                </option>
              ))}
            </select>
          </div>
          <DateRangePicker
            label={t('invoices.filters.issueDate')}
            format={DAY}
            value={range}
            onChange={(next) =>
              update({
                from: next ? dayjs(next.start).format(DAY) : null,
                to: next ? dayjs(next.end).format(DAY) : null,
              })
            }
          />
          <Button
            $variant="secondary"
            onClick={() => setParams(new URLSearchParams(), { replace: true })}
          >
            {t('invoices.filters.reset')}
          </Button>
        </Filters>
      </Card>

      {error && (
        <Alert role="alert">
          <ErrorMessage error={error} />{' '}
          <Button $variant="secondary" onClick={() => void mutate()}>
            {t('app.retry')}
          </Button>
        </Alert>
      )}

      <p role="status" aria-live="polite">
        {page ? t('invoices.count', { count: page.totalCount }) : isLoading ? t('app.loading') : ''}
      </p>

      {page && page.totalCount === 0 ? (
        <Alert $tone="info">{t(`invoices.empty.${variant}`)}</Alert>
      ) : (
        !error && (
          <InvoiceTable
            invoices={page?.nodes ?? []}
            loading={isLoading || isValidating}
            language={language}
            rows={5}
          />
        )
      )}

      {page && pages > 1 && (
        <Pager aria-label={t('invoices.paging.label')}>
          <Button
            $variant="secondary"
            disabled={query.page <= 1}
            onClick={() => update({ page: String(query.page - 1) })}
          >
            {t('invoices.paging.previous')}
          </Button>
          <span>{t('invoices.paging.page', { page: query.page, pages })}</span>
          <Button
            $variant="secondary"
            disabled={query.page >= pages}
            onClick={() => update({ page: String(query.page + 1) })}
          >
            {t('invoices.paging.next')}
          </Button>
        </Pager>
      )}
    </Stack>
  );
}
