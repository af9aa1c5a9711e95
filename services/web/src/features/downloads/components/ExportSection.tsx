// The PDF export of invoices (§7 export-pdf) as every downloads page has it: the choices of the
// address (what to export, how to choose, the filter and the picker's page) read by this
// feature's rules and kept by the filter kit, the form in its card, and the jobs followed below
// it. A page with more above it gives the export its own heading and words.
import { useCallback, useMemo } from 'react';
import { useAddressSearch } from '@/components/filters/index.ts';
import { Card, Stack } from '@/components/ui/index.ts';
import type { InvoiceFilter } from '../api/types.ts';
import { useExportJobs } from '../api/useExportJobs.ts';
import { readSearch, RULES, type ExportSearch } from '../model/search.ts';
import { ExportForm, type ExportFormProps } from './ExportForm.tsx';
import type { RegistryOption } from './ExportFilters.tsx';
import { JobList } from './JobList.tsx';

export function ExportSection({
  registries,
  commodity,
  filterOf,
  heading,
}: {
  /** The registries of a consortium to choose among (with the selected one); none for others. */
  registries?: readonly RegistryOption[];
  commodity: ExportFormProps['commodity'];
  /** The API's filter of the search for this page; null while it may not ask. */
  filterOf: (search: ExportSearch) => InvoiceFilter | null;
  /** The export's own heading and words, under the page's other parts. */
  heading?: { id: string; title: string; intro: string };
}) {
  const ids = useMemo(() => (registries ?? []).map((r) => r.id), [registries]);
  const read = useCallback((params: URLSearchParams) => readSearch(params, ids), [ids]);
  const { search, apply } = useAddressSearch(read, RULES);
  const jobs = useExportJobs();
  const body = (
    <>
      <Card>
        <ExportForm
          search={search}
          filter={filterOf(search)}
          commodity={commodity}
          registries={registries && registries.length > 1 ? registries : undefined}
          onApply={apply}
          onStarted={() => void jobs.mutate()}
        />
      </Card>
      <JobList query={jobs} />
    </>
  );
  if (!heading) return body;
  return (
    <section aria-labelledby={heading.id}>
      <Stack>
        <h2 id={heading.id}>{heading.title}</h2>
        <p>{heading.intro}</p>
        {body}
      </Stack>
    </section>
  );
}
