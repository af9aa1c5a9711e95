// The confirmation of a correction just asked for: its case number, the field and
// value, when the supplier received it — focused, so keyboard and screen reader users land on it.
import { formatDateTime } from '@portal/shared/format';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Card, FactList, Stack } from '@/components/ui/index.ts';
import type { RegistryCorrection } from '../api/requestRegistryCorrection.ts';
import { requestedValueText } from '../model/correction-value.ts';

const Heading = styled.h2`
  &:focus {
    outline: none;
  }
`;

export function CorrectionConfirmation({
  correction,
  onAnother,
}: {
  correction: RegistryCorrection;
  onAnother: () => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card aria-labelledby={headingId} data-state="filed">
      <Stack $gap={3}>
        <Heading id={headingId} ref={heading} tabIndex={-1}>
          {t('convention.registry.confirmation.heading')}
        </Heading>
        <p role="status">{t('convention.registry.confirmation.text')}</p>
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
        <div>
          <Button $variant="secondary" onClick={onAnother}>
            {t('convention.registry.confirmation.another')}
          </Button>
        </div>
      </Stack>
    </Card>
  );
}
