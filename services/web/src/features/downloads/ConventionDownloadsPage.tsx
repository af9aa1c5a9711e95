// The convention's downloads page (§2 /pa/subsidizedGas/downloads and /pa/subsidizedLight/downloads,
// page kind 'subsidized-downloads'): the body's convention documents of the
// scheme's commodity (adhesion, order confirmations, periodic reports) as PDFs, and the PDF export
// of the convention's invoices with the business downloads page's form and job list — the filter is
// the business one with InvoiceFilter.underConvention, so the count, the picker and an export by
// filter take only the invoices of the supplies under the convention. One page for both schemes.
import { useTranslation } from 'react-i18next';
import { PageScaffold } from '@/components/page-scaffold/index.ts';
import { Stack } from '@/components/ui/index.ts';
import { usePageContext } from '@/lib/page-context.ts';
import { ConventionDocumentList } from './components/ConventionDocumentList.tsx';
import { ExportSection } from './components/ExportSection.tsx';
import { filterOf } from './model/search.ts';

export default function ConventionDownloadsPage() {
  const { t } = useTranslation();
  const { commodity, utility, hasSupply } = usePageContext();
  const kind = commodity ?? 'gas';
  const active = hasSupply && utility !== null;

  return (
    <PageScaffold title={t(`downloads.convention.title.${kind}`)}>
      <Stack>
        <p>{t(`downloads.convention.intro.${kind}`)}</p>
        <ConventionDocumentList utility={active ? utility : null} />
        <ExportSection
          commodity={kind}
          // The business filter, limited to the convention's invoices.
          filterOf={(search) =>
            active && !search.periodInvalid
              ? { ...filterOf(search, utility), underConvention: true }
              : null
          }
          heading={{
            id: 'convention-invoice-exports',
            title: t('downloads.convention.exportsHeading'),
            intro: t('downloads.convention.exportsIntro'),
          }}
        />
      </Stack>
    </PageScaffold>
  );
}
