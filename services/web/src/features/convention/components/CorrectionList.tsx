// The corrections the body asked for, newest first: case number, the field, the
// value asked for, the §4 state in words and colour, and when it was asked.
import { formatDateTime } from '@portal/shared/format';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestStateBadge } from '@/components/badges/index.ts';
import { Card, ResponsiveTable, Stack, type TableColumn } from '@/components/ui/index.ts';
import type { RegistryCorrection } from '../api/requestRegistryCorrection.ts';
import { requestedValueText } from '../model/correction-value.ts';

export function CorrectionList({ corrections }: { corrections: readonly RegistryCorrection[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  const columns: TableColumn<RegistryCorrection>[] = [
    {
      key: 'caseNumber',
      header: t('convention.registry.corrections.caseNumber'),
      card: 'heading',
      cell: (correction) => correction.caseNumber,
    },
    {
      key: 'state',
      header: t('convention.registry.corrections.state'),
      card: 'prominent',
      cell: (correction) => (
        <RequestStateBadge
          state={correction.state}
          text={correction.stateText}
          wording="enumeration"
        />
      ),
    },
    {
      key: 'field',
      header: t('convention.registry.corrections.field'),
      cell: (correction) => t(`convention.registry.fields.${correction.field}`),
    },
    {
      key: 'value',
      header: t('convention.registry.corrections.value'),
      cell: (correction) => requestedValueText(t, correction.field, correction.requestedValue),
    },
    {
      key: 'requestedAt',
      header: t('convention.registry.corrections.requestedAt'),
      cell: (correction) => formatDateTime(correction.requestedAt),
    },
  ];
  return (
    <Card aria-labelledby={headingId}>
      <Stack $gap={3}>
        <h2 id={headingId}>{t('convention.registry.corrections.heading')}</h2>
        {corrections.length === 0 ? (
          <p>{t('convention.registry.corrections.none')}</p>
        ) : (
          <ResponsiveTable
            caption={t('convention.registry.corrections.caption')}
            captionHidden
            columns={columns}
            rows={corrections}
            rowKey={(correction) => correction.id}
            cardHeadingLevel={3}
          />
        )}
      </Stack>
    </Card>
  );
}
