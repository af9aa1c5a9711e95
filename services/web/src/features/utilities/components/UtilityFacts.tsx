// A household supply's facts in three groups: the supply (§4 state, POD/PDR,
// address, offer, green energy, dates, use, power or annual consumption), its contract (§3 fields a
// household asks about: number, dates, billing, payment, reading) and its meter.
import { formatDate, formatQuantity } from '@portal/shared/format';
import { useTranslation } from 'react-i18next';
import { ContractStatusBadge } from '@/components/badges/index.ts';
import { enumerationText } from '@/lib/enumerations.ts';
import type { UtilityContract, UtilitySupply } from '../api/useUtility.ts';
import { addressLine } from '@/lib/values.ts';
import { orNone, quantity } from '../model/values.ts';
import { FactCard, Name, type Fact } from '@/components/ui/index.ts';

export function SupplyFacts({ supply }: { supply: UtilitySupply }) {
  const { t } = useTranslation();
  const power = supply.utility === 'POWER';
  const facts: Fact[] = [
    {
      label: t('utilities.detail.facts.status'),
      value: <ContractStatusBadge status={supply.status} />,
    },
    { label: t(`utilities.detail.facts.pointId.${supply.utility}`), value: supply.pointId },
    {
      label: t('utilities.detail.facts.address'),
      value: <Name value={addressLine(supply)} lang="it" none={orNone(t, null)} />,
    },
    {
      label: t('utilities.detail.facts.product'),
      value: <Name value={supply.product} lang="it" none={orNone(t, null)} />,
    },
    {
      label: t('utilities.detail.facts.greenEnergy'),
      value: supply.greenEnergy
        ? t('utilities.greenShare', { percent: formatQuantity(supply.renewablePercent ?? 100) })
        : t('utilities.no'),
    },
    {
      label: t('utilities.detail.facts.activationDate'),
      value: orNone(t, formatDate(supply.activationDate)),
    },
  ];
  const ended = formatDate(supply.terminationDate);
  if (ended) facts.push({ label: t('utilities.detail.facts.terminationDate'), value: ended });
  facts.push({
    label: t('utilities.detail.facts.use'),
    value: orNone(t, enumerationText(t, 'supplyUse', supply.use, supply.useText)),
  });
  if (power) {
    facts.push(
      {
        label: t('utilities.detail.facts.committedPower'),
        value: quantity(t, supply.committedPowerKw, 'KW'),
      },
      {
        label: t('utilities.detail.facts.availablePower'),
        value: quantity(t, supply.availablePowerKw, 'KW'),
      },
    );
  }
  facts.push({
    label: t('utilities.detail.facts.annualConsumption'),
    value: quantity(t, supply.annualConsumption, supply.unit, supply.unitText),
  });
  return <FactCard title={t('utilities.detail.groups.supply')} facts={facts} />;
}

export function ContractFacts({
  contract,
  gas,
}: {
  contract: UtilityContract | null;
  gas: boolean;
}) {
  const { t } = useTranslation();
  if (!contract)
    return (
      <FactCard title={t('utilities.detail.groups.contract')}>
        <p>{t('utilities.detail.noContract')}</p>
      </FactCard>
    );
  const from = formatDate(contract.validFrom);
  const to = formatDate(contract.validTo);
  const facts: Fact[] = [
    { label: t('utilities.detail.facts.contractNumber'), value: contract.contractNumber },
    {
      label: t('utilities.detail.facts.status'),
      value: <ContractStatusBadge status={contract.status} />,
    },
    {
      label: t('utilities.detail.facts.signedOn'),
      value: orNone(t, formatDate(contract.signedOn)),
    },
    {
      label: t('utilities.detail.facts.validity'),
      value: from
        ? to
          ? t('utilities.detail.facts.validityRange', { from, to })
          : t('utilities.detail.facts.validityFrom', { from })
        : t('utilities.none'),
    },
    {
      label: t('utilities.detail.facts.billingFrequency'),
      value: orNone(
        t,
        enumerationText(
          t,
          'billingFrequency',
          contract.billingFrequency,
          contract.billingFrequencyText,
        ),
      ),
    },
    {
      label: t('utilities.detail.facts.paymentType'),
      value: orNone(
        t,
        enumerationText(t, 'paymentMethod', contract.paymentType, contract.paymentTypeText),
      ),
    },
    {
      label: t('utilities.detail.facts.readingType'),
      value: orNone(
        t,
        enumerationText(t, 'readingType', contract.readingType, contract.readingTypeText),
      ),
    },
  ];
  if (gas && contract.canInsertReading) {
    const windowFrom = formatDate(contract.readingWindowFrom);
    const windowTo = formatDate(contract.readingWindowTo);
    facts.push({
      label: t('utilities.detail.facts.readingWindow'),
      value:
        windowFrom && windowTo
          ? t('utilities.detail.facts.validityRange', { from: windowFrom, to: windowTo })
          : t('utilities.none'),
    });
  }
  return <FactCard title={t('utilities.detail.groups.contract')} facts={facts} />;
}

export function SupplyMeter({ supply }: { supply: UtilitySupply }) {
  const { t } = useTranslation();
  const facts: Fact[] = [
    { label: t('utilities.detail.facts.meterSerial'), value: orNone(t, supply.meterSerial) },
  ];
  if (supply.meterClass)
    facts.push({ label: t('utilities.detail.facts.meterClass'), value: supply.meterClass });
  if (supply.meterDigits)
    facts.push({
      label: t('utilities.detail.facts.meterDigits'),
      value: t('utilities.detail.facts.meterDigitsValue', { count: supply.meterDigits }),
    });
  return <FactCard title={t('utilities.detail.groups.meter')} facts={facts} />;
}
