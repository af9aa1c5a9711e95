// /retail/downloads (§2, page kind 'retail-downloads'): the household's documents
// — its contracts' conditions and the supplier's forms, each a PDF — and the PDF export of its
// bills (§7 export-pdf), with the business downloads page's form and job list over both
// commodities: the bills a filter selects or some picked by hand, then the jobs followed until
// their PDF can be downloaded. The export's choices live in the address.
import { useTranslation } from 'react-i18next';
import { PageScaffold } from '@/components/page-scaffold/index.ts';
import { Stack } from '@/components/ui/index.ts';
import { DocumentList } from './components/DocumentList.tsx';
import { ExportSection } from './components/ExportSection.tsx';
import { filterOf } from './model/search.ts';

export default function RetailDownloadsPage() {
  const { t } = useTranslation();
  return (
    <PageScaffold title={t('downloads.retail.title')}>
      <Stack>
        <p>{t('downloads.retail.intro')}</p>
        <DocumentList />
        <ExportSection
          commodity={null}
          filterOf={(search) => (search.periodInvalid ? null : filterOf(search, null))}
          heading={{
            id: 'retail-bill-exports',
            title: t('downloads.retail.exportsHeading'),
            intro: t('downloads.retail.exportsIntro'),
          }}
        />
      </Stack>
    </PageScaffold>
  );
}
