// A public body's convention documents: the adhesion, the order confirmations
// and the periodic reports, newest first — what each is (its kind translated), its date, its title
// and its PDF, downloaded through the BFF's file route with a button named after the document.
// A table from 768 px, one card per document on a phone; its own loading and error states. The
// title is the convention service's, which writes Italian only: shown as written, marked so (§9);
// the kind beside it says in the page's language what the document is.
import { formatDate } from '@portal/shared/format';
import { useTranslation } from 'react-i18next';
import type { ApiUtility } from '@portal/shared/routes';
import { TableSection } from '@/components/lists/index.ts';
import type { TableColumn } from '@/components/ui/index.ts';
import { UpstreamText } from '@/lib/upstream-text.tsx';
import { useConventionDocuments, type ConventionDocument } from '../api/useConventionDocuments.ts';
import { DocumentDownload } from './DocumentDownload.tsx';

/** Newest first; a day's documents in the order the API gave them. */
export function newestFirst(documents: readonly ConventionDocument[]): ConventionDocument[] {
  return [...documents].sort((a, b) => b.date.localeCompare(a.date));
}

/** The id of a document's title, which names its download button. */
const titleId = (id: string) => `convention-document-${id.replace(/[^\w-]/g, '-')}`;

export function ConventionDocumentList({ utility }: { utility: ApiUtility | null }) {
  const { t } = useTranslation();
  const { data, error, mutate } = useConventionDocuments(utility);
  const documents = data ? newestFirst(data.conventionDocuments) : undefined;
  const columns: TableColumn<ConventionDocument>[] = [
    {
      key: 'title',
      header: t('downloads.convention.documents.columns.title'),
      card: 'heading',
      cell: (d) => (
        <strong id={titleId(d.id)}>
          <UpstreamText text={d.title} />
        </strong>
      ),
    },
    {
      key: 'kind',
      header: t('downloads.convention.documents.columns.kind'),
      cell: (d) => t(`downloads.convention.documents.kind.${d.kind}`),
    },
    {
      key: 'date',
      header: t('downloads.convention.documents.columns.date'),
      numeric: true,
      cell: (d) => formatDate(d.date) || '—',
    },
    {
      key: 'action',
      header: t('downloads.convention.documents.columns.action'),
      cell: (d) => (
        <DocumentDownload
          id={d.id}
          title={d.title}
          titleId={titleId(d.id)}
          titleLang="it"
          url={d.downloadUrl}
        />
      ),
    },
  ];
  return (
    <TableSection
      id="convention-documents"
      heading={t('downloads.convention.documents.heading')}
      intro={t('downloads.convention.documents.intro')}
      caption={t('downloads.convention.documents.caption')}
      rows={documents}
      error={error}
      retry={() => void mutate()}
      empty={t('downloads.convention.documents.empty')}
      columns={columns}
      rowKey={(d) => d.id}
    />
  );
}
