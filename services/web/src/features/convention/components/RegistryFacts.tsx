// The body's registry as the supplier holds it: name, tax code, VAT number, IPA
// code, PEC, registered and billing address, split payment, and the offices that receive the
// electronic invoices (codice univoco ufficio) with the default one marked in words.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Card,
  FactList,
  ResponsiveTable,
  Stack,
  StatusBadge,
  type TableColumn,
  Name,
} from '@/components/ui/index.ts';
import type { ConventionRegistry } from '../api/useConventionRegistry.ts';
import { orNone } from '../model/values.ts';

type Office = ConventionRegistry['invoicingOffices'][number];

export function RegistryFacts({ registry }: { registry: ConventionRegistry }) {
  const { t } = useTranslation();
  const headingId = useId();
  const officesId = useId();
  const columns: TableColumn<Office>[] = [
    {
      key: 'code',
      header: t('convention.registry.offices.code'),
      card: 'heading',
      cell: (office) => office.code,
    },
    {
      key: 'name',
      header: t('convention.registry.offices.name'),
      cell: (office) => <Name value={office.name} lang="it" />,
    },
    {
      key: 'default',
      header: t('convention.registry.offices.default'),
      cell: (office) =>
        office.isDefault ? (
          <StatusBadge $tone="green">{t('convention.registry.offices.defaultBadge')}</StatusBadge>
        ) : (
          t('convention.none')
        ),
    },
  ];
  return (
    <>
      <Card aria-labelledby={headingId}>
        <h2 id={headingId}>{t('convention.registry.facts.heading')}</h2>
        <FactList
          facts={[
            {
              label: t('convention.registry.facts.name'),
              value: <Name value={registry.name} />,
            },
            { label: t('convention.registry.facts.taxCode'), value: registry.taxCode },
            {
              label: t('convention.registry.facts.vatNumber'),
              value: orNone(t, registry.vatNumber),
            },
            { label: t('convention.registry.facts.ipaCode'), value: registry.ipaCode },
            { label: t('convention.registry.facts.pec'), value: registry.pec },
            {
              label: t('convention.registry.facts.registeredAddress'),
              value: registry.registeredAddress,
            },
            {
              label: t('convention.registry.facts.billingAddress'),
              value: registry.billingAddress,
            },
            {
              label: t('convention.registry.facts.splitPayment'),
              value: t(`convention.registry.splitPayment.${String(registry.splitPayment)}`),
            },
          ]}
        />
      </Card>
      <Card aria-labelledby={officesId}>
        <Stack $gap={3}>
          <h2 id={officesId}>{t('convention.registry.offices.heading')}</h2>
          {registry.invoicingOffices.length === 0 ? (
            <p>{t('convention.registry.offices.none')}</p>
          ) : (
            <ResponsiveTable
              caption={t('convention.registry.offices.caption')}
              captionHidden
              columns={columns}
              rows={registry.invoicingOffices}
              rowKey={(office) => office.code}
              cardHeadingLevel={3}
            />
          )}
        </Stack>
      </Card>
    </>
  );
}
