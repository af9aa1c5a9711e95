// The portal's own alerts (decision 0023), newest first, beside the supplier's notifications:
// each in the page's words (the kind and its facts, §5 formats), how many are unread, and marking
// them read (the header's count follows).
import { formatDate } from '@portal/shared/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { SectionLoading } from '@/components/page-scaffold/index.ts';
import {
  Alert,
  BareList,
  Button,
  Card,
  ErrorMessage,
  Spread,
  Stack,
  StatusBadge,
} from '@/components/ui/index.ts';
import { AlertsResumedNotice } from './AlertsResumedNotice.tsx';
import { markAlertsRead, showsAlerts } from './api.ts';
import { useAlertsDetail } from './api-usage.ts';
import { alertKindLabel, alertText } from './kind-texts.ts';

export function AlertList() {
  const { t } = useTranslation();
  const query = useAlertsDetail();
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState('');
  const [failure, setFailure] = useState<unknown>(null);
  const alerts = query.data?.alerts;

  const markAll = async () => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await markAlertsRead();
      setSaid(t('alerts.list.marked'));
      await mutate(showsAlerts);
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card aria-labelledby="portal-alerts-title">
      <Stack>
        <Spread>
          <h2 id="portal-alerts-title">{t('alerts.list.title')}</h2>
          {alerts && alerts.unreadCount > 0 && (
            <Button $variant="secondary" disabled={busy} onClick={() => void markAll()}>
              {t('alerts.list.markAll')}
            </Button>
          )}
        </Spread>
        <AlertsResumedNotice />
        <p role="status" aria-live="polite" className="visually-hidden">
          {said}
        </p>
        {failure !== null && (
          <Alert role="alert">
            <ErrorMessage error={failure} />
          </Alert>
        )}
        {query.error ? (
          <Alert role="alert">
            <ErrorMessage error={query.error} />
          </Alert>
        ) : !alerts ? (
          <SectionLoading height="6rem" />
        ) : alerts.nodes.length === 0 ? (
          <p>{t('alerts.list.empty')}</p>
        ) : (
          <>
            {alerts.unreadCount > 0 && (
              <p>{t('alerts.list.unread', { count: alerts.unreadCount })}</p>
            )}
            <BareList $flow="column" aria-label={t('alerts.list.label')}>
              {alerts.nodes.map((alert) => (
                <li key={alert.id} data-alert-kind={alert.kind}>
                  <Stack $gap={1}>
                    <Spread>
                      <strong>{alertKindLabel(t, alert.kind)}</strong>
                      {!alert.read && (
                        <StatusBadge $tone="orange">{t('alerts.list.new')}</StatusBadge>
                      )}
                    </Spread>
                    <p>{alertText(t, alert)}</p>
                    <small>
                      {formatDate(alert.date.slice(0, 10))}
                      {alert.mailed ? ` · ${t('alerts.list.mailed')}` : ''}
                    </small>
                  </Stack>
                </li>
              ))}
            </BareList>
          </>
        )}
      </Stack>
    </Card>
  );
}
