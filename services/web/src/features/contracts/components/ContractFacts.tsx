// Everything §3 contratti names about one contract, in readable groups: the contract, its dates,
// billing and payment, readings, and the convention (§3 businessConvention*).
import type { Commodity } from '@portal/shared/pages';
import { useTranslation } from 'react-i18next';
import { ContractStatusBadge } from '@/components/badges/index.ts';
import { enumerationText } from '@/lib/enumerations.ts';
import type { Contract } from '../api/types.ts';
import { dateOrNone, orNone, quantity } from './values.ts';
import { FactCard, Name } from '@/components/ui/index.ts';

export function ContractFacts({
  contract,
  commodity,
}: {
  contract: Contract;
  commodity: Commodity;
}) {
  const { t } = useTranslation();
  const f = (key: string) => t(`contracts.detail.fields.${key}`);
  // Upstream's Italian names (offer, supply, site, address, convention): shown as written.
  const name = (value: string | null | undefined) => (
    <Name value={value} lang="it" none={t('contracts.none')} />
  );
  const yesNo = (value: boolean | null | undefined) =>
    value === null || value === undefined
      ? t('contracts.none')
      : t(value ? 'contracts.yes' : 'contracts.no');
  const address = [
    contract.address,
    contract.locality,
    contract.province && `(${contract.province})`,
  ]
    .filter(Boolean)
    .join(' ');
  const consumption =
    contract.utility === 'GAS'
      ? quantity(t, contract.contractualConsumptionGas, 'SMC')
      : quantity(t, contract.contractualConsumptionPower, 'KWH');
  const hasConvention = Boolean(contract.businessConventionCode ?? contract.businessConventionName);
  const readingWindow =
    contract.readingWindowFrom || contract.readingWindowTo
      ? t('contracts.validity', {
          from: dateOrNone(t, contract.readingWindowFrom),
          to: dateOrNone(t, contract.readingWindowTo),
        })
      : t('contracts.none');

  return (
    <>
      <FactCard
        title={t('contracts.detail.groups.contract')}
        facts={[
          { label: f('number'), value: contract.contractNumber },
          { label: f('rowCode'), value: orNone(t, contract.contractRowCode) },
          { label: f('status'), value: <ContractStatusBadge status={contract.status} /> },
          {
            label: f('macroStatus'),
            value: orNone(
              t,
              enumerationText(
                t,
                'contractMacroStatus',
                contract.macroStatus,
                contract.macroStatusText,
              ),
            ),
          },
          { label: f(`point.${commodity}`), value: contract.pointId },
          { label: f('product'), value: name(contract.product) },
          { label: f('offer'), value: orNone(t, contract.offerCode) },
          { label: f('friendlyName'), value: name(contract.friendlyName) },
          { label: f('site'), value: name(contract.siteName) },
          { label: f('address'), value: name(address) },
          {
            label: f('signingChannel'),
            value: orNone(
              t,
              enumerationText(
                t,
                'signingChannel',
                contract.signingChannel,
                contract.signingChannelText,
              ),
            ),
          },
          { label: f('agent'), value: orNone(t, contract.agent) },
        ]}
      />
      <FactCard
        title={t('contracts.detail.groups.dates')}
        facts={[
          { label: f('signedOn'), value: dateOrNone(t, contract.signedOn) },
          { label: f('activatedOn'), value: dateOrNone(t, contract.activatedOn) },
          { label: f('terminatedOn'), value: dateOrNone(t, contract.terminatedOn) },
          { label: f('validFrom'), value: dateOrNone(t, contract.validFrom) },
          { label: f('validTo'), value: dateOrNone(t, contract.validTo) },
        ]}
      />
      <FactCard
        title={t('contracts.detail.groups.billing')}
        facts={[
          {
            label: f('billingFrequency'),
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
            label: f('paymentType'),
            value: orNone(
              t,
              enumerationText(t, 'paymentMethod', contract.paymentType, contract.paymentTypeText),
            ),
          },
          { label: f('constantInstalment'), value: yesNo(contract.constantInstalment) },
          { label: f('contractualConsumption'), value: consumption },
        ]}
      />
      <FactCard
        title={t('contracts.detail.groups.reading')}
        facts={[
          {
            label: f('readingType'),
            value: orNone(
              t,
              enumerationText(t, 'readingType', contract.readingType, contract.readingTypeText),
            ),
          },
          { label: f('canInsertReading'), value: yesNo(contract.canInsertReading) },
          { label: f('readingWindow'), value: readingWindow },
        ]}
      />
      <FactCard
        title={t('contracts.detail.groups.convention')}
        facts={
          hasConvention
            ? [
                { label: f('conventionName'), value: name(contract.businessConventionName) },
                { label: f('conventionCode'), value: orNone(t, contract.businessConventionCode) },
                { label: f('conventionType'), value: orNone(t, contract.businessConventionType) },
                {
                  label: f('conventionPeriod'),
                  value: t('contracts.validity', {
                    from: dateOrNone(t, contract.businessConventionStartDate),
                    to: dateOrNone(t, contract.businessConventionEndDate),
                  }),
                },
              ]
            : []
        }
      >
        {!hasConvention && <p>{t('contracts.detail.noConvention')}</p>}
      </FactCard>
    </>
  );
}
