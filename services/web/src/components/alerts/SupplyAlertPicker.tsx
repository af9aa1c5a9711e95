// The business supplies page's way to a supply's own alerts (decision 0023): the segments' supplies
// have no page of their own, so one of the supplies on the page is chosen here and its settings
// (SupplyAlertSettings) open under the choice.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, Field, Select, Stack } from '@/components/ui/index.ts';
import { SupplyAlertSettings } from './SupplyAlertSettings.tsx';

export interface SupplyAlertPickerProps {
  /** The supplies the page shows: their id and point (POD or PDR). */
  supplies: ReadonlyArray<{ id: string; pointId: string }>;
}

export function SupplyAlertPicker({ supplies }: SupplyAlertPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const [chosen, setChosen] = useState('');
  const supply = supplies.find((s) => s.id === chosen);
  if (supplies.length === 0) return null;
  return (
    <Card aria-labelledby={`${id}-title`}>
      <Stack>
        <h2 id={`${id}-title`}>{t('supplyAlerts.picker.title')}</h2>
        <p>{t('supplyAlerts.picker.intro')}</p>
        <Field id={`${id}-supply`} label={t('supplyAlerts.picker.label')}>
          <Select value={supply ? chosen : ''} onChange={(e) => setChosen(e.currentTarget.value)}>
            <option value="">{t('supplyAlerts.picker.none')}</option>
            {supplies.map((s) => (
              <option key={s.id} value={s.id}>
                {s.pointId}
              </option>
            ))}
          </Select>
        </Field>
        {supply && <SupplyAlertSettings key={supply.id} supplyId={supply.id} level={3} />}
      </Stack>
    </Card>
  );
}
