// The gas meter of a readable supply: PDR, address, serial number, how many whole
// digits it shows, the last reading and the reading window (§3 finestraLetturaDal/Al).
import { formatDate, formatQuantity } from '@portal/shared/format';
import { useTranslation } from 'react-i18next';
import type { ReadableSupply } from '../api/useSelfReading.ts';
import { FactCard, Name } from '@/components/ui/index.ts';

export function MeterFacts({ supply }: { supply: ReadableSupply }) {
  const { t } = useTranslation();
  const none = t('utilities.none');
  return (
    <FactCard
      title={t('selfRead.meter.title')}
      facts={[
        { label: t('selfRead.meter.pointId'), value: supply.pointId },
        {
          label: t('selfRead.meter.address'),
          value: <Name value={supply.address} lang="it" none={none} />,
        },
        { label: t('selfRead.meter.serial'), value: supply.meterSerial ?? none },
        {
          label: t('selfRead.meter.digits'),
          value:
            supply.meterDigits === null || supply.meterDigits === undefined
              ? none
              : supply.meterDigits,
        },
        {
          label: t('selfRead.meter.lastReading'),
          value:
            supply.lastReading === null || supply.lastReading === undefined
              ? t('selfRead.meter.noLastReading')
              : t('selfRead.meter.lastReadingValue', {
                  value: formatQuantity(supply.lastReading),
                  date: formatDate(supply.lastReadingDate),
                }),
        },
        {
          label: t('selfRead.meter.window'),
          value:
            supply.readingWindowFrom && supply.readingWindowTo
              ? t('selfRead.meter.windowRange', {
                  from: formatDate(supply.readingWindowFrom),
                  to: formatDate(supply.readingWindowTo),
                })
              : none,
        },
      ]}
    />
  );
}
