// A customer's alert settings (decision 0023), on every segment's profile page: alerts on or off
// (on keeps the customer's own access for the job), paused when that access no longer renews,
// each kind on or off, and the days of notice before a bill's due date. Each change is sent once
// when made and announced; what was typed stays when a change fails.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { CheckboxField, Fieldset } from '@/components/forms/index.ts';
import { SectionLoading } from '@/components/page-scaffold/index.ts';
import {
  Alert,
  Button,
  Card,
  ErrorMessage,
  Field,
  Input,
  Spread,
  Stack,
  StatusBadge,
} from '@/components/ui/index.ts';
import type { AlertKind } from '@/graphql/generated/graphql.ts';
import { AlertParameterFields } from './AlertParameterFields.tsx';
import { AlertsResumedNotice } from './AlertsResumedNotice.tsx';
import { setAlertSetting, setAlertsActive, showsAlerts, useAlertSettings } from './api.ts';
import { alertKindLabel } from './kind-texts.ts';
import { SupplyAlertOverrides } from './SupplyAlertOverrides.tsx';

export function AlertSettingsPanel() {
  const { t } = useTranslation();
  const id = useId();
  const query = useAlertSettings();
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState('');
  const [failure, setFailure] = useState<unknown>(null);
  const [days, setDays] = useState<string | null>(null);
  const [daysError, setDaysError] = useState<string | null>(null);
  const settings = query.data?.alertSettings;

  const run = async (change: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    setSaid(t('alerts.settings.saving'));
    try {
      await change();
      await mutate(showsAlerts);
      setSaid(t('alerts.settings.saved'));
    } catch (error) {
      setFailure(error);
      setSaid('');
    } finally {
      setBusy(false);
    }
  };

  if (query.error) {
    return (
      <Alert role="alert">
        <ErrorMessage error={query.error} />
      </Alert>
    );
  }
  if (!settings) return <SectionLoading height="12rem" />;
  const due = settings.kinds.find((k) => k.kind === 'BILL_DUE');
  const min = due?.parameterMin ?? 1;
  const max = due?.parameterMax ?? 30;
  const saveDays = () => {
    const value = Number((days ?? String(due?.parameter ?? '')).trim());
    if (!Number.isInteger(value) || value < min || value > max) {
      setDaysError(t('alerts.settings.daysInvalid', { min, max }));
      return;
    }
    setDaysError(null);
    void run(() => setAlertSetting('BILL_DUE', due?.enabled ?? true, value));
  };

  return (
    <Card aria-labelledby={`${id}-title`}>
      <Stack>
        <Spread>
          <h2 id={`${id}-title`}>{t('alerts.settings.title')}</h2>
          <StatusBadge $tone={settings.active && !settings.paused ? 'green' : 'gray'}>
            {settings.active ? t('alerts.settings.active') : t('alerts.settings.inactive')}
          </StatusBadge>
        </Spread>
        <p>{t('alerts.settings.intro')}</p>
        <p>{t('alerts.settings.address', { email: settings.email })}</p>
        {settings.paused && <Alert $tone="info">{t('alerts.settings.paused')}</Alert>}
        <AlertsResumedNotice />
        {failure !== null && (
          <Alert role="alert">
            <ErrorMessage error={failure} />
          </Alert>
        )}
        <div>
          <Button
            $variant={settings.active ? 'secondary' : 'primary'}
            disabled={busy}
            onClick={() => void run(() => setAlertsActive(!settings.active))}
          >
            {settings.active ? t('alerts.settings.turnOff') : t('alerts.settings.turnOn')}
          </Button>
        </div>
        {settings.active && (
          <Fieldset id={`${id}-kinds`} legend={t('alerts.settings.kindsLegend')}>
            <Stack $gap={2}>
              {settings.kinds.map((kind) => (
                <CheckboxField
                  key={kind.kind}
                  id={`${id}-${kind.kind}`}
                  label={alertKindLabel(t, kind.kind)}
                  checked={kind.enabled}
                  disabled={busy}
                  onChange={(event) =>
                    void run(() =>
                      setAlertSetting(kind.kind as AlertKind, event.currentTarget.checked, null),
                    )
                  }
                />
              ))}
            </Stack>
          </Fieldset>
        )}
        {settings.active && due && (
          <Stack $gap={2}>
            <Field
              id={`${id}-days`}
              label={t('alerts.settings.days')}
              hint={t('alerts.settings.daysHint', { min, max })}
              error={daysError ?? undefined}
            >
              <Input
                inputMode="numeric"
                value={days ?? String(due.parameter ?? '')}
                onChange={(event) => setDays(event.currentTarget.value)}
                size={4}
              />
            </Field>
            <div>
              <Button $variant="secondary" disabled={busy} onClick={saveDays}>
                {t('alerts.settings.saveDays')}
              </Button>
            </div>
          </Stack>
        )}
        {settings.active && <AlertParameterFields kinds={settings.kinds} busy={busy} run={run} />}
        {settings.active && <SupplyAlertOverrides />}
        <p role="status" aria-live="polite">
          {said}
        </p>
      </Stack>
    </Card>
  );
}
