// The meter's last readings, newest first: day, value in Smc and who read it.
import { formatDate, formatQuantity } from '@portal/shared/format';
import { useTranslation } from 'react-i18next';
import { ResponsiveTable, type TableColumn, FactCard } from '@/components/ui/index.ts';
import { enumerationText } from '@/lib/enumerations.ts';
import type { MeterReading } from '../api/useSelfReading.ts';

export function ReadingHistory({ readings }: { readings: readonly MeterReading[] }) {
  const { t } = useTranslation();
  const columns: TableColumn<MeterReading>[] = [
    {
      key: 'date',
      header: t('selfRead.history.columns.date'),
      card: 'heading',
      cell: (reading) => formatDate(reading.date),
    },
    {
      key: 'value',
      header: t('selfRead.history.columns.value'),
      numeric: true,
      card: 'prominent',
      cell: (reading) => t('selfRead.history.valueText', { value: formatQuantity(reading.value) }),
    },
    {
      key: 'kind',
      header: t('selfRead.history.columns.kind'),
      cell: (reading) =>
        enumerationText(t, 'readingType', reading.kind, reading.kindText) || t('utilities.none'),
    },
  ];
  return (
    <FactCard title={t('selfRead.history.title')}>
      {readings.length === 0 ? (
        <p>{t('selfRead.history.empty')}</p>
      ) : (
        <ResponsiveTable
          caption={t('selfRead.history.caption')}
          captionHidden
          columns={columns}
          rows={readings}
          rowKey={(reading) => reading.id}
          cardHeadingLevel={3}
        />
      )}
    </FactCard>
  );
}
