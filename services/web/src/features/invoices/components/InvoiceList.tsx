// The list part of both invoices pages: filters, the API's answer (count, totals, table or empty
// text, pager) and a failed request's message with retry. The filters stay on screen in every
// state — loading, empty, failed — so a customer can always change what they asked for; the page
// around it (title, "no supply of this kind") is the page scaffold's.
import type { ReactNode } from 'react';
import { ListCount, ListEmpty, ListFailure, pageCount } from '@/components/lists/index.ts';
import { Card } from '@/components/ui/index.ts';
import type { Invoice, Site, Utility } from '../api/types.ts';
import { invoiceVariables, PAGE_SIZE, useInvoices } from '../api/useInvoices.ts';
import { PARAM } from '../model/search.ts';
import type { useInvoiceSearch } from '../model/useInvoiceSearch.ts';
import { InvoiceCsvExport } from './InvoiceCsvExport.tsx';
import { InvoiceFilters, type RegistryOption } from './InvoiceFilters.tsx';
import { InvoiceTable, type InvoiceAction, type InvoiceColumn } from './InvoiceTable.tsx';
import { InvoiceTotals } from './InvoiceTotals.tsx';
import { Pager } from './Pager.tsx';

export interface InvoiceListProps {
  state: ReturnType<typeof useInvoiceSearch>;
  /** What the page adds to every request: a business page's commodity, a scheme's convention. */
  scope?: { utility?: Utility; underConvention?: boolean };
  sites?: readonly Site[] | undefined;
  /** The registries to choose one of (a business page spanning two or more). */
  registries?: readonly RegistryOption[] | undefined;
  columns: readonly InvoiceColumn[];
  headers?: Partial<Record<InvoiceColumn, string>>;
  caption: string;
  count: (count: number) => string;
  empty: string;
  skeletonRows: number;
  renderNumber: (invoice: Invoice) => ReactNode;
  action?: InvoiceAction;
  /** The list as the filters have it, as a CSV file (the business pages). */
  csvExport?: boolean;
  /** Beside it, the downloads page's export of the same bills' PDFs. */
  pdfExportHref?: string | undefined;
}

export function InvoiceList({
  state,
  scope,
  sites,
  registries,
  columns,
  headers,
  caption,
  count,
  empty,
  skeletonRows,
  renderNumber,
  action,
  csvExport = false,
  pdfExportHref,
}: InvoiceListProps) {
  const { params, search, apply, reset } = state;
  const valid = search.errors.length === 0;
  const request = valid
    ? { filter: search.filter, sort: search.sort, page: search.page, ...scope }
    : null;
  const { data, error, isLoading, isValidating, mutate } = useInvoices(request);
  // After a failed search the previous page must not pass for its result.
  const page = error || !valid ? undefined : data?.invoices;
  const pages = page ? pageCount(page.totalCount, PAGE_SIZE) : 1;

  return (
    <>
      <Card>
        <InvoiceFilters
          params={params}
          filter={search.filter}
          errors={search.errors}
          onApply={apply}
          onReset={reset}
          sites={sites}
          registries={registries}
        />
      </Card>

      {error && <ListFailure error={error} retry={mutate} />}

      <ListCount total={page?.totalCount} loading={isLoading} count={count} />

      {valid && !error && <InvoiceTotals page={page} />}

      {csvExport && request && page && page.totalCount > 0 && (
        <InvoiceCsvExport variables={invoiceVariables(request)} pdfHref={pdfExportHref} />
      )}

      {page && page.totalCount === 0 ? (
        <ListEmpty>{empty}</ListEmpty>
      ) : (
        valid &&
        !error && (
          <InvoiceTable
            caption={caption}
            invoices={page?.nodes ?? []}
            columns={columns}
            headers={headers}
            loading={isLoading || isValidating}
            skeletonRows={skeletonRows}
            sort={{ value: search.sort, onChange: (sort) => apply({ [PARAM.sort]: sort }) }}
            renderNumber={renderNumber}
            action={action}
          />
        )
      )}

      {page && (
        <Pager
          page={search.page}
          pages={pages}
          onPage={(next) => apply({ [PARAM.page]: String(next) })}
        />
      )}
    </>
  );
}
