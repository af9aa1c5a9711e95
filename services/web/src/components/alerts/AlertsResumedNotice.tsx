// Told once (decision 0023): alerts that were paused, because the job's access no longer renewed,
// were resumed by this sign-in. The notice stays until the customer closes it; closing it is kept
// in the store, so it is not shown again on this or another device.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { Alert, Button, ErrorMessage, Stack } from '@/components/ui/index.ts';
import { showsAlerts } from './api.ts';
import { dismissAlertsResumed, useAlertsResumed } from './resumed-api.ts';

export function AlertsResumedNotice() {
  const { t } = useTranslation();
  const query = useAlertsResumed();
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState('');
  const [failure, setFailure] = useState<unknown>(null);
  const shown = query.data?.alertSettings.resumed === true;

  const dismiss = async () => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await dismissAlertsResumed();
      setSaid(t('supplyAlerts.resumed.dismissed'));
      await mutate(showsAlerts);
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {shown && (
        <Alert $tone="info" data-testid="alerts-resumed">
          <Stack $gap={2}>
            <strong>{t('supplyAlerts.resumed.title')}</strong>
            <p>{t('supplyAlerts.resumed.text')}</p>
            {failure !== null && (
              <p role="alert">
                <ErrorMessage error={failure} />
              </p>
            )}
            <div>
              <Button $variant="secondary" disabled={busy} onClick={() => void dismiss()}>
                {t('supplyAlerts.resumed.dismiss')}
              </Button>
            </div>
          </Stack>
        </Alert>
      )}
      <p role="status" aria-live="polite" className="visually-hidden">
        {said}
      </p>
    </>
  );
}
