// The download of one document of the catalogue through the BFF's file route, what happened said
// to screen readers (components/ui's DownloadButton).
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '@/components/ui/index.ts';

export function DocumentDownload({ id, title, url }: { id: string; title: string; url: string }) {
  const { t } = useTranslation();
  return (
    <DownloadButton
      url={url}
      fileName={`${id}.pdf`}
      variant="secondary"
      texts={{
        button: t('downloads.documents.download'),
        label: t('downloads.documents.downloadLabel', { title }),
        running: t('downloads.documents.downloading', { title }),
        done: t('downloads.documents.downloaded', { title }),
        failed: t('downloads.documents.failed', { title }),
      }}
    />
  );
}
