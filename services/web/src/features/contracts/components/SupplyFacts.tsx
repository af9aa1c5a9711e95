// The supply of a contract (§3 fornitura): its point, address, §4 status, dates, power or meter
// class, use and annual consumption.
import type { Commodity } from '@portal/shared/pages';
import { useTranslation } from 'react-i18next';
import { ContractStatusBadge } from '@/components/badges/index.ts';
import { enumerationText } from '@/lib/enumerations.ts';
import type { ContractSupply } from '../api/types.ts';
import { dateOrNone, orNone, quantity } from './values.ts';
import { FactCard, Name, type Fact } from '@/components/ui/index.ts';

export function SupplyFacts({
  supply,
  commodity,
}: {
  supply: ContractSupply | null | undefined;
  commodity: Commodity;
}) {
  const { t } = useTranslation();
  const title = t('contracts.detail.groups.supply');
  if (!supply) {
    return (
      <FactCard title={title}>
        <p>{t('contracts.detail.noSupply')}</p>
      </FactCard>
    );
  }
  const f = (key: string) => t(`contracts.detail.fields.${key}`);
  const address = [
    supply.address,
    supply.postalCode,
    supply.locality,
    supply.province && `(${supply.province})`,
  ]
    .filter(Boolean)
    .join(' ');
  const power: Fact[] =
    commodity === 'light'
      ? [
          { label: f('committedPower'), value: quantity(t, supply.committedPowerKw, 'KW') },
          { label: f('availablePower'), value: quantity(t, supply.availablePowerKw, 'KW') },
          {
            label: f('voltage'),
            value: orNone(t, enumerationText(t, 'voltage', supply.voltage, supply.voltageText)),
          },
        ]
      : [{ label: f('meterClass'), value: orNone(t, supply.meterClass) }];
  return (
    <FactCard
      title={title}
      facts={[
        { label: f(`point.${commodity}`), value: supply.pointId },
        {
          label: f('site'),
          value: <Name value={supply.siteName} lang="it" none={t('contracts.none')} />,
        },
        {
          label: f('address'),
          value: <Name value={address} lang="it" none={t('contracts.none')} />,
        },
        { label: f('supplyStatus'), value: <ContractStatusBadge status={supply.status} /> },
        { label: f('activationDate'), value: dateOrNone(t, supply.activationDate) },
        { label: f('terminationDate'), value: dateOrNone(t, supply.terminationDate) },
        ...power,
        {
          label: f('use'),
          value: orNone(t, enumerationText(t, 'supplyUse', supply.use, supply.useText)),
        },
        {
          label: f('annualConsumption'),
          value: quantity(t, supply.annualConsumption, supply.unit, supply.unitText),
        },
      ]}
    />
  );
}
