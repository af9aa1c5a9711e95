// The business downloads page (§2 /<corporate|pa|pa-non-conv|consortia>/<gas|light>/downloads,
// page kind 'downloads'): the bulk PDF export of §7. The customer chooses the
// commodity's invoices — every one a filter selects (payment state, issue period, and for a
// consortium its member registries), or some picked from the list — and whether to export them or
// their details; then follows the jobs with their §4 status (polled with back-off while one runs),
// downloads a finished one and reads why one faulted. Jobs live upstream: leaving and coming back
// loses nothing. The choices live in the address.
import { registriesOfSegment } from '@portal/shared/segment';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageScaffold } from '@/components/page-scaffold/index.ts';
import { Card, Stack } from '@/components/ui/index.ts';
import { usePageContext } from '@/lib/page-context.ts';
import { useExportJobs } from './api/useExportJobs.ts';
import { ExportForm } from './components/ExportForm.tsx';
import type { RegistryOption } from './components/ExportFilters.tsx';
import { JobList } from './components/JobList.tsx';
import { filterOf, readSearch, withChanges, type Param } from './model/search.ts';

export default function DownloadsPage() {
  const { t } = useTranslation();
  const { commodity, utility, session, selectedRegistry, hasSupply } = usePageContext();
  const [params, setParams] = useSearchParams();
  const registries: RegistryOption[] = useMemo(
    () =>
      session
        ? registriesOfSegment(session.segment, session.registries).map((r) => ({
            id: String(r.idAnagrafica),
            name: r.ragSoc,
            selected: r.idAnagrafica === selectedRegistry?.idAnagrafica,
          }))
        : [],
    [session, selectedRegistry],
  );
  const search = readSearch(
    params,
    registries.map((r) => r.id),
  );
  const kind = commodity ?? 'light';
  const filter = hasSupply && !search.periodInvalid ? filterOf(search, utility ?? 'POWER') : null;
  const jobs = useExportJobs();

  const apply = (changes: Partial<Record<Param, string | null>>) =>
    setParams(withChanges(params, changes), { replace: true, preventScrollReset: true });

  return (
    <PageScaffold title={t(`downloads.title.${kind}`)}>
      <Stack>
        <p>{t('downloads.intro')}</p>
        <Card>
          <ExportForm
            search={search}
            filter={filter}
            commodity={kind}
            registries={registries.length > 1 ? registries : undefined}
            onApply={apply}
            onStarted={() => void jobs.mutate()}
          />
        </Card>
        <JobList query={jobs} />
      </Stack>
    </PageScaffold>
  );
}
