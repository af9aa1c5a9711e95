// What was sent: the value, the day and the meter, with upstream's reference;
// it takes the focus so a screen reader says the reading went through.
import { formatDate, formatQuantity } from '@portal/shared/format';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Stack, FactList } from '@/components/ui/index.ts';
import type { ReadableSupply } from '../api/useSelfReading.ts';
import type { SentReading } from './ReadingForm.tsx';

export function ReadingSent({
  sent,
  supply,
  onAnother,
}: {
  sent: SentReading;
  supply: ReadableSupply;
  onAnother: () => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Card aria-labelledby={headingId} data-state="reading-sent">
      <Stack $gap={3} ref={ref} tabIndex={-1} role="status">
        <h2 id={headingId}>{t('selfRead.sent.title')}</h2>
        <p>{t('selfRead.sent.text')}</p>
        <FactList
          facts={[
            {
              label: t('selfRead.sent.value'),
              value: t('selfRead.sent.valueText', { value: formatQuantity(sent.value) }),
            },
            { label: t('selfRead.sent.date'), value: formatDate(sent.date) },
            {
              label: t('selfRead.sent.meter'),
              value: t('selfRead.sent.meterText', {
                serial: supply.meterSerial ?? t('utilities.none'),
                pointId: supply.pointId,
              }),
            },
            { label: t('selfRead.sent.reference'), value: sent.result.id },
          ]}
        />
        <p>{t('selfRead.sent.next')}</p>
        <div>
          <Button $variant="secondary" onClick={onAnother}>
            {t('selfRead.sent.another')}
          </Button>
        </div>
      </Stack>
    </Card>
  );
}
