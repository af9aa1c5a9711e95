// The supplies set apart from the customer's general alert settings (decision 0023), in the
// profile's alert panel: each supply with its own kinds, a link to its page where the segment has
// one (a household's supply page) and the way back to the general settings, announced.
import { buildPath } from '@portal/shared/routes';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { Alert, BareList, Button, ErrorMessage, Spread, Stack } from '@/components/ui/index.ts';
import { usePageContext } from '@/lib/page-context.ts';
import { showsAlerts } from './api.ts';
import {
  clearSupplyAlertSetting,
  suppliesSetApart,
  type SupplyAlertRow,
  useSupplyAlertSettings,
} from './supply-api.ts';

export function SupplyAlertOverrides() {
  const { t } = useTranslation();
  const id = useId();
  const { segment, locale } = usePageContext();
  const query = useSupplyAlertSettings();
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState('');
  const [failure, setFailure] = useState<unknown>(null);
  const settings = query.data?.alertSettings;
  if (!settings) return null;
  const supplies = suppliesSetApart(settings.supplies);
  const retail = segment === 'retail';

  const line = (row: SupplyAlertRow) => {
    const kind = t(`alerts.kinds.${row.kind}`);
    if (!row.enabled) return t('supplyAlerts.list.off', { kind });
    return row.parameter == null
      ? t('supplyAlerts.list.on', { kind })
      : t('supplyAlerts.list.onDays', { kind, count: row.parameter });
  };

  const reset = async (supplyId: string, point: string) => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    setSaid(t('supplyAlerts.saving'));
    try {
      await clearSupplyAlertSetting(supplyId, null);
      await mutate(showsAlerts);
      setSaid(t('supplyAlerts.list.resetDone', { point }));
    } catch (error) {
      setFailure(error);
      setSaid('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack $gap={2} aria-labelledby={`${id}-title`} role="group">
      <h3 id={`${id}-title`}>{t('supplyAlerts.list.title')}</h3>
      <p>
        {supplies.length === 0 ? `${t('supplyAlerts.list.empty')} ` : ''}
        {retail ? t('supplyAlerts.list.whereRetail') : t('supplyAlerts.list.whereBusiness')}
      </p>
      {failure !== null && (
        <Alert role="alert">
          <ErrorMessage error={failure} />
        </Alert>
      )}
      {supplies.length > 0 && (
        <BareList $flow="column" aria-labelledby={`${id}-title`}>
          {supplies.map((supply) => (
            <li key={supply.supplyId} data-supply={supply.pointId}>
              <Stack $gap={1}>
                <Spread>
                  <strong id={`${id}-${supply.supplyId}`}>
                    {retail ? (
                      <Link
                        to={buildPath('retail-myUtilities-id', { id: supply.supplyId }, locale)}
                      >
                        {t('supplyAlerts.list.point', { point: supply.pointId })}
                      </Link>
                    ) : (
                      t('supplyAlerts.list.point', { point: supply.pointId })
                    )}
                  </strong>
                  <Button
                    $variant="secondary"
                    disabled={busy}
                    aria-describedby={`${id}-${supply.supplyId}`}
                    onClick={() => void reset(supply.supplyId, supply.pointId)}
                  >
                    {t('supplyAlerts.reset')}
                  </Button>
                </Spread>
                <BareList $flow="column">
                  {supply.rows.map((row) => (
                    <li key={row.kind}>{line(row)}</li>
                  ))}
                </BareList>
              </Stack>
            </li>
          ))}
        </BareList>
      )}
      <p role="status" aria-live="polite" className="visually-hidden">
        {said}
      </p>
    </Stack>
  );
}
