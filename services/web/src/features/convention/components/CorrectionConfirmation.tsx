// The confirmation of a correction just asked for: its case number, the field and
// value, when the supplier received it — focused, so keyboard and screen reader users land on it.
import { formatDateTime } from '@portal/shared/format';
import { useTranslation } from 'react-i18next';
import { ConfirmationPanel } from '@/components/forms/index.ts';
import { FactList } from '@/components/ui/index.ts';
import type { RegistryCorrection } from '../api/requestRegistryCorrection.ts';
import { requestedValueText } from '../model/correction-value.ts';

export function CorrectionConfirmation({
  correction,
  onAnother,
}: {
  correction: RegistryCorrection;
  onAnother: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmationPanel
      heading={t('convention.registry.confirmation.heading')}
      text={t('convention.registry.confirmation.text')}
      again={{ label: t('convention.registry.confirmation.another'), onClick: onAnother }}
    >
      <FactList
        strong
        facts={[
          {
            label: t('convention.registry.confirmation.caseNumber'),
            value: correction.caseNumber,
          },
          {
            label: t('convention.registry.confirmation.field'),
            value: t(`convention.registry.fields.${correction.field}`),
          },
          {
            label: t('convention.registry.confirmation.value'),
            value: requestedValueText(t, correction.field, correction.requestedValue),
          },
          {
            label: t('convention.registry.confirmation.requestedAt'),
            value: formatDateTime(correction.requestedAt),
          },
        ]}
      />
    </ConfirmationPanel>
  );
}
