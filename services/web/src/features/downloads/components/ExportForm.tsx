// Starting an export (§7 export-pdf start / start-detail): what to export (the
// invoices or their details), how to choose them (every invoice the filter selects, told how many
// and when that is over the upstream limit; or by hand from the list), then one start. The
// request is made once per press and never repeated; what went wrong is said in words and focused.
import { EXPORT_MAX_INVOICES, EXPORT_MAX_SELECTED } from '@portal/shared/constants';
import type { Commodity } from '@portal/shared/pages';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions, FormStack, Radios } from '@/components/forms/index.ts';
import { ListFailure } from '@/components/lists/index.ts';
import { Alert, Button, ErrorMessage } from '@/components/ui/index.ts';
import { ApiError } from '@/lib/http.ts';
import { startByFilter, startBySelection, type Started } from '../api/startExport.ts';
import type { InvoiceFilter } from '../api/types.ts';
import { useExportInvoices } from '../api/useExportInvoices.ts';
import { PARAM, type ExportSearch, type Param } from '../model/search.ts';
import { ExportFilters, type RegistryOption } from './ExportFilters.tsx';
import { InvoicePicker } from './InvoicePicker.tsx';

type Problem =
  | {
      kind:
        | 'nothingSelected'
        | 'tooManySelected'
        | 'noInvoices'
        | 'periodInvalid'
        | 'tooManyOpenExports'
        | 'tooManyExportStarts';
    }
  | { kind: 'failed'; error: unknown };

export interface ExportFormProps {
  search: ExportSearch;
  /** The API's filter of the search; null while the period in the address is invalid. */
  filter: InvoiceFilter | null;
  /** The page's commodity; null: both (retail's bills). */
  commodity: Commodity | null;
  registries?: readonly RegistryOption[] | undefined;
  onApply: (changes: Partial<Record<Param, string | null>>) => void;
  /** A job was started: the list shows it and follows it. */
  onStarted: () => void;
}

function problemOf(error: unknown): Problem {
  if (error instanceof ApiError && error.reason === 'noInvoices') return { kind: 'noInvoices' };
  if (error instanceof ApiError && error.reason === 'tooManyInvoices')
    return { kind: 'tooManySelected' };
  // The customer's limits on exports (docs/api.md "Invoice exports"): said in words, not as a
  // failure to retry at once.
  if (
    error instanceof ApiError &&
    (error.reason === 'tooManyOpenExports' || error.reason === 'tooManyExportStarts')
  )
    return { kind: error.reason };
  return { kind: 'failed', error };
}

export function ExportForm({
  search,
  filter,
  commodity,
  registries,
  onApply,
  onStarted,
}: ExportFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [problem, setProblem] = useState<Problem | null>(null);
  const [started, setStarted] = useState<Started | null>(null);
  const [starting, setStarting] = useState(false);
  const alert = useRef<HTMLDivElement>(null);
  const invoices = useExportInvoices(filter, search.page);
  const page = invoices.error ? undefined : invoices.data?.invoices;
  const matching = page?.totalCount ?? null;
  const byFilter = search.choose === 'filter';

  useEffect(() => {
    if (problem) alert.current?.focus();
  }, [problem]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (starting) return;
    setStarted(null);
    if (!filter) return setProblem({ kind: 'periodInvalid' });
    if (!byFilter && chosen.size === 0) return setProblem({ kind: 'nothingSelected' });
    if (!byFilter && chosen.size > EXPORT_MAX_SELECTED)
      return setProblem({ kind: 'tooManySelected' });
    setProblem(null);
    setStarting(true);
    try {
      const detail = search.kind === 'detail';
      const result = byFilter
        ? await startByFilter(filter, detail)
        : await startBySelection([...chosen], detail);
      setStarted(result);
      if (!byFilter) setChosen(new Set());
      onStarted();
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      setStarting(false);
    }
  };

  const choice = (
    param: Param,
    legend: string,
    value: string,
    options: { value: string; label: string }[],
  ) => (
    <Radios
      id={`${id}-${param}`}
      name={`${id}-${param}`}
      legend={legend}
      options={options}
      value={value}
      onChange={(next) => onApply({ [param]: next })}
    />
  );

  return (
    <FormStack
      $gap={5}
      noValidate
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => void submit(event)}
    >
      <h2 id={`${id}-heading`}>{t('downloads.form.heading')}</h2>
      {choice(PARAM.kind, t('downloads.form.kind'), search.kind, [
        { value: 'list', label: t('downloads.form.kindList') },
        { value: 'detail', label: t('downloads.form.kindDetail') },
      ])}
      {choice(PARAM.choose, t('downloads.form.choose'), byFilter ? 'filter' : 'selection', [
        { value: 'filter', label: t('downloads.form.chooseFilter') },
        { value: 'selection', label: t('downloads.form.chooseSelection') },
      ])}
      <ExportFilters search={search} registries={registries} onApply={onApply} />
      {invoices.error ? (
        <ListFailure error={invoices.error} retry={invoices.mutate} />
      ) : byFilter ? (
        <div>
          <p role="status">
            {matching === null
              ? filter
                ? t('app.loading')
                : ''
              : matching === 0
                ? t('downloads.form.matchingNone')
                : t('downloads.form.matching', { count: matching })}
          </p>
          {matching !== null && matching > EXPORT_MAX_INVOICES && (
            <Alert $tone="info">
              {t('downloads.form.overLimit', { limit: EXPORT_MAX_INVOICES })}
            </Alert>
          )}
        </div>
      ) : (
        <InvoicePicker
          invoices={page?.nodes ?? []}
          totalCount={matching}
          busy={invoices.isLoading || invoices.isValidating}
          commodity={commodity}
          page={search.page}
          onPage={(next) => onApply({ [PARAM.page]: String(next) })}
          chosen={chosen}
          onChange={setChosen}
        />
      )}
      {problem && (
        <Alert role="alert" ref={alert} tabIndex={-1}>
          {problem.kind === 'failed' ? (
            <ErrorMessage error={problem.error} />
          ) : (
            t(`downloads.errors.${problem.kind}`, { limit: EXPORT_MAX_SELECTED })
          )}
        </Alert>
      )}
      <FormActions>
        <Button type="submit" disabled={starting}>
          {starting ? t('downloads.form.starting') : t('downloads.form.start')}
        </Button>
      </FormActions>
      <p role="status">
        {started &&
          (started.matchedCount > started.invoiceCount
            ? t('downloads.startedTruncated', {
                id: started.jobId,
                count: started.invoiceCount,
                matched: started.matchedCount,
                limit: EXPORT_MAX_INVOICES,
              })
            : t('downloads.started', { id: started.jobId, count: started.invoiceCount }))}
      </p>
    </FormStack>
  );
}
