// The business downloads page (§2 /<corporate|pa|pa-non-conv|consortia>/<gas|light>/downloads,
// page kind 'downloads'): the documents of the selected registry for the commodity (its contracts'
// conditions, each green light supply's guarantee-of-origin certificate per year, the supplier's
// forms for businesses and its charter), then the bulk PDF export of §7. The customer chooses the
// commodity's invoices — every one a filter selects (payment state, issue period, and for a
// consortium its member registries), or some picked from the list — and whether to export them or
// their details; then follows the jobs with their §4 status (polled with back-off while one runs),
// downloads a finished one and reads why one faulted. Jobs live upstream: leaving and coming back
// loses nothing. The choices live in the address.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSegmentRegistries } from '@/components/filters/index.ts';
import { PageScaffold } from '@/components/page-scaffold/index.ts';
import { Stack } from '@/components/ui/index.ts';
import { usePageContext } from '@/lib/page-context.ts';
import { DocumentList } from './components/DocumentList.tsx';
import { ExportSection } from './components/ExportSection.tsx';
import { filterOf } from './model/search.ts';

export default function DownloadsPage() {
  const { t } = useTranslation();
  const { commodity, utility, session, selectedRegistry, hasSupply } = usePageContext();
  const segment = useSegmentRegistries(session);
  const registries = useMemo(
    () =>
      segment.registries.map((r) => ({
        ...r,
        selected: r.id === String(selectedRegistry?.idAnagrafica),
      })),
    [segment, selectedRegistry],
  );
  const kind = commodity ?? 'light';

  return (
    <PageScaffold title={t(`downloads.title.${kind}`)}>
      <Stack>
        <p>{t('downloads.lead')}</p>
        <DocumentList commodity={kind} />
        <ExportSection
          registries={registries}
          commodity={kind}
          filterOf={(search) =>
            hasSupply && !search.periodInvalid ? filterOf(search, utility ?? 'POWER') : null
          }
          heading={{
            id: `${kind}-invoice-exports`,
            title: t(`downloads.exportsHeading.${kind}`),
            intro: t('downloads.intro'),
          }}
        />
      </Stack>
    </PageScaffold>
  );
}
