// /retail/downloads (§2, page kind 'retail-downloads'): the household's documents
// — its contracts' conditions and the supplier's forms, each a PDF — and the PDF export of its
// bills (§7 export-pdf), with the business downloads page's form and job list over both
// commodities: the bills a filter selects or some picked by hand, then the jobs followed until
// their PDF can be downloaded. The export's choices live in the address.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageScaffold } from '@/components/page-scaffold/index.ts';
import { Card, Stack } from '@/components/ui/index.ts';
import { useExportJobs } from './api/useExportJobs.ts';
import { DocumentList } from './components/DocumentList.tsx';
import { ExportForm } from './components/ExportForm.tsx';
import { JobList } from './components/JobList.tsx';
import { filterOf, readSearch, withChanges, type Param } from './model/search.ts';

export default function RetailDownloadsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const search = readSearch(params);
  const filter = search.periodInvalid ? null : filterOf(search, null);
  const jobs = useExportJobs();

  const apply = (changes: Partial<Record<Param, string | null>>) =>
    setParams(withChanges(params, changes), { replace: true, preventScrollReset: true });

  return (
    <PageScaffold title={t('downloads.retail.title')}>
      <Stack>
        <p>{t('downloads.retail.intro')}</p>
        <DocumentList />
        <section aria-labelledby="retail-bill-exports">
          <Stack>
            <h2 id="retail-bill-exports">{t('downloads.retail.exportsHeading')}</h2>
            <p>{t('downloads.retail.exportsIntro')}</p>
            <Card>
              <ExportForm
                search={search}
                filter={filter}
                commodity={null}
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
