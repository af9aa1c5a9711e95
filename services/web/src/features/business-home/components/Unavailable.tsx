// A part of the home the BFF could not read (docs/api.md businessDashboard `unavailable`): said in
// words, with a retry; the rest of the home stays usable.
import { useTranslation } from 'react-i18next';
import { Alert, Button } from '@/components/ui/index.ts';
import { Row } from './layout.tsx';

export function Unavailable({ retry }: { retry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert $tone="info" data-state="unavailable">
      <Row>
        <span>{t('businessHome.unavailable')}</span>
        <Button $variant="secondary" onClick={retry}>
          {t('app.retry')}
        </Button>
      </Row>
    </Alert>
  );
}
