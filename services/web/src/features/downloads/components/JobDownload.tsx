// The download of a finished export's PDF through the BFF's file route, its progress said to
// screen readers (components/ui's DownloadButton).
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '@/components/ui/index.ts';

export function JobDownload({ id, url }: { id: string; url: string }) {
  const { t } = useTranslation();
  return (
    <DownloadButton
      url={url}
      fileName={`fatture-${id}.pdf`}
      texts={{
        button: t('downloads.jobs.download'),
        label: t('downloads.jobs.downloadLabel', { id }),
        running: t('downloads.jobs.downloading', { id }),
        done: t('downloads.jobs.downloaded', { id }),
        failed: t('downloads.jobs.downloadFailed', { id }),
      }}
    />
  );
}
