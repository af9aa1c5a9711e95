// The download of one document of the catalogue through the BFF's file route, what happened said
// to screen readers (components/ui's DownloadButton). The document's title is upstream's, in the
// language upstream wrote it in: the button is named by the page's words and the title shown on
// the page (`titleId`), and the messages carry the title marked with its language, so none mixes two
// languages unmarked.
import { useTranslation } from 'react-i18next';
import { DownloadButton, nameSlot, NamedText } from '@/components/ui/index.ts';
import { UpstreamText } from '@/lib/upstream-text.tsx';

export function DocumentDownload({
  id,
  title,
  titleId,
  titleLang,
  url,
}: {
  id: string;
  title: string;
  /** The id of the title's element on the page. */
  titleId: string;
  /** The language the title is written in. */
  titleLang: string;
  url: string;
}) {
  const { t } = useTranslation();
  const said = (key: string) => (
    <NamedText
      text={t(key, { title: nameSlot() })}
      names={[<UpstreamText key="title" text={title} lang={titleLang} />]}
    />
  );
  return (
    <DownloadButton
      url={url}
      fileName={`${id}.pdf`}
      variant="secondary"
      labelledBy={titleId}
      texts={{
        button: t('downloads.documents.download'),
        label: t('downloads.documents.downloadLabel'),
        running: said('downloads.documents.downloading'),
        done: said('downloads.documents.downloaded'),
        failed: said('downloads.documents.failed'),
      }}
    />
  );
}
