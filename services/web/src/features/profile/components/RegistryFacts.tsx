// §3 anagrafica and its fatturaDigitale as the customer reads them: company
// name, tax codes, address, ATECO codes, split payment; then how invoices reach them.
import { useTranslation } from 'react-i18next';
import type { ProfileRegistry } from '../api/useRegistry.ts';
import { FactCard, Name, type Fact } from '@/components/ui/index.ts';
import { placeLine, textOr } from '@/lib/values.ts';

export function RegistryFacts({ registry }: { registry: ProfileRegistry }) {
  const { t } = useTranslation();
  const text = textOr(t('profile.none'));
  const yesNo = (value: boolean) => (value ? t('profile.yes') : t('profile.no'));
  const person = [registry.firstName, registry.lastName].filter(Boolean).join(' ');

  const facts: Fact[] = [
    {
      label: t('profile.registry.companyName'),
      value: <Name value={registry.companyName || person} none={t('profile.none')} />,
    },
    { label: t('profile.registry.taxCode'), value: text(registry.taxCode) },
    { label: t('profile.registry.vatNumber'), value: text(registry.vatNumber) },
    { label: t('profile.registry.foreignTaxCode'), value: text(registry.foreignTaxCode) },
    {
      label: t('profile.registry.address'),
      value: <Name value={registry.address} lang="it" none={t('profile.none')} />,
    },
    {
      label: t('profile.registry.place'),
      value: <Name value={placeLine(registry)} lang="it" none={t('profile.none')} />,
    },
    { label: t('profile.registry.country'), value: text(registry.country) },
    { label: t('profile.registry.ateco'), value: text(registry.ateco) },
    { label: t('profile.registry.ateco2'), value: text(registry.ateco2) },
    { label: t('profile.registry.splitPayment'), value: yesNo(registry.splitPayment) },
  ];

  const digital = registry.fatturaDigitale;
  const delivery = digital?.deliveryType;
  const digitalFacts: Fact[] = digital
    ? [
        { label: t('profile.digital.email'), value: text(digital.email) },
        { label: t('profile.digital.digital'), value: yesNo(digital.digital) },
        { label: t('profile.digital.byEmail'), value: yesNo(digital.byEmail) },
        { label: t('profile.digital.grouped'), value: yesNo(digital.grouped) },
        {
          label: t('profile.digital.delivery'),
          value:
            delivery && delivery !== 'OTHER'
              ? t(`enums.billDelivery.${delivery}`)
              : text(digital.deliveryTypeText),
        },
      ]
    : [];

  return (
    <>
      <FactCard title={t('profile.registry.title')} facts={facts} />
      <FactCard title={t('profile.digital.title')} facts={digitalFacts}>
        {!digital && <p>{t('profile.digital.none')}</p>}
      </FactCard>
    </>
  );
}
