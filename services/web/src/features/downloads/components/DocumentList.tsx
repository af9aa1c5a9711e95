// The customer's documents: the conditions of its contracts and the guarantee-of-origin
// certificates of its green supplies, then the supplier's forms and service charter — what each
// is, when it was last updated, and its PDF. A table from 768 px, one card per document on a
// phone; its own loading and error states. The retail page lists both commodities in the
// household's words; a business page one commodity in its own. Titles and descriptions are
// upstream's, asked in the page's language (§9) and marked with the language upstream wrote them
// in, so a document it has only in Italian reads as Italian to a screen reader.
import { formatDate } from '@portal/shared/format';
import { COMMODITY_UTILITY, type Commodity } from '@portal/shared/pages';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { TableSection } from '@/components/lists/index.ts';
import type { TableColumn } from '@/components/ui/index.ts';
import { usePageContext } from '@/lib/page-context.ts';
import { UpstreamText } from '@/lib/upstream-text.tsx';
import { useDocuments, type CustomerDocument } from '../api/useDocuments.ts';
import { DocumentDownload } from './DocumentDownload.tsx';

/** What the document is for: read after its title, not part of a card's heading weight. */
const Description = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.font.weight.regular};
  color: ${({ theme }) => theme.color.muted};
`;

/** The id of a document's title, which names its download button. */
const titleId = (id: string) => `document-${id.replace(/[^\w-]/g, '-')}`;

export function DocumentList({ commodity = null }: { commodity?: Commodity | null } = {}) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  const { data, error, mutate } = useDocuments(
    commodity ? COMMODITY_UTILITY[commodity] : null,
    locale,
  );
  const documents = data?.documents;
  const columns: TableColumn<CustomerDocument>[] = [
    {
      key: 'title',
      header: t('downloads.documents.columns.title'),
      card: 'heading',
      cell: (d) => (
        <>
          <strong lang={d.language} id={titleId(d.id)}>
            {d.title}
          </strong>
          {d.description && (
            <Description>
              <UpstreamText text={d.description} lang={d.language} />
            </Description>
          )}
        </>
      ),
    },
    {
      key: 'kind',
      header: t('downloads.documents.columns.kind'),
      cell: (d) => t(`downloads.documents.kind.${d.kind}`),
    },
    {
      key: 'updatedOn',
      header: t('downloads.documents.columns.updatedOn'),
      numeric: true,
      cell: (d) => (d.updatedOn ? formatDate(d.updatedOn) : '—'),
    },
    {
      key: 'action',
      header: t('downloads.documents.columns.action'),
      cell: (d) => (
        <DocumentDownload
          id={d.id}
          title={d.title}
          titleId={titleId(d.id)}
          titleLang={d.language}
          url={d.downloadUrl}
        />
      ),
    },
  ];
  return (
    <TableSection
      id={commodity ? `${commodity}-documents` : 'retail-documents'}
      heading={
        commodity ? t(`downloads.business.heading.${commodity}`) : t('downloads.documents.heading')
      }
      intro={
        commodity ? t(`downloads.business.intro.${commodity}`) : t('downloads.documents.intro')
      }
      caption={
        commodity ? t(`downloads.business.caption.${commodity}`) : t('downloads.documents.caption')
      }
      rows={documents}
      error={error}
      retry={() => void mutate()}
      empty={commodity ? t('downloads.business.empty') : t('downloads.documents.empty')}
      columns={columns}
      rowKey={(d) => d.id}
    />
  );
}
