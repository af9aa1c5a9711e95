// The convention's downloads page (§2 /pa/subsidizedGas/downloads and /pa/subsidizedLight/downloads,
// page kind 'subsidized-downloads'): the body's convention documents of the
// scheme's commodity (adhesion, order confirmations, periodic reports) as PDFs, and the PDF export
// of the convention's invoices with the business downloads page's form and job list — the filter is
// the business one with InvoiceFilter.underConvention, so the count, the picker and an export by
// filter take only the invoices of the supplies under the convention. One page for both schemes.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageScaffold } from '@/components/page-scaffold/index.ts';
import { Card, Stack } from '@/components/ui/index.ts';
import { usePageContext } from '@/lib/page-context.ts';
import type { InvoiceFilter } from './api/types.ts';
import { useExportJobs } from './api/useExportJobs.ts';
import { ConventionDocumentList } from './components/ConventionDocumentList.tsx';
import { ExportForm } from './components/ExportForm.tsx';
import { JobList } from './components/JobList.tsx';
import { filterOf, readSearch, withChanges, type Param } from './model/search.ts';

/** The export filter of the page: the business one, limited to the convention's invoices. */
function conventionFilter(
  search: ReturnType<typeof readSearch>,
  utility: 'GAS' | 'POWER',
): InvoiceFilter {
  return { ...filterOf(search, utility), underConvention: true };
}

export default function ConventionDownloadsPage() {
  const { t } = useTranslation();
  const { commodity, utility, hasSupply } = usePageContext();
  const [params, setParams] = useSearchParams();
  const search = readSearch(params);
  const kind = commodity ?? 'gas';
  const active = hasSupply && utility !== null;
  const filter = active && !search.periodInvalid ? conventionFilter(search, utility) : null;
  const jobs = useExportJobs();

  const apply = (changes: Partial<Record<Param, string | null>>) =>
    setParams(withChanges(params, changes), { replace: true, preventScrollReset: true });

  return (
    <PageScaffold title={t(`downloads.convention.title.${kind}`)}>
      <Stack>
        <p>{t(`downloads.convention.intro.${kind}`)}</p>
        <ConventionDocumentList utility={active ? utility : null} />
        <section aria-labelledby="convention-invoice-exports">
          <Stack>
            <h2 id="convention-invoice-exports">{t('downloads.convention.exportsHeading')}</h2>
            <p>{t('downloads.convention.exportsIntro')}</p>
            <Card>
              <ExportForm
                search={search}
                filter={filter}
                commodity={kind}
                onApply={apply}
                onStarted={() => void jobs.mutate()}
              />
            </Card>
            <JobList query={jobs} />
          </Stack>
        </section>
      </Stack>
    </PageScaffold>
  );
}
