// A household's §3 anagrafica as it reads it: name, tax code and home address;
// these change through a written request, so the card says where to send one.
import type { Locale } from '@portal/shared/constants';
import { buildPath } from '@portal/shared/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ProfileRegistry } from '../api/useRegistry.ts';
import { FactCard, Name, type Fact } from '@/components/ui/index.ts';
import { placeLine, textOr } from '@/lib/values.ts';

export function RetailRegistryFacts({
  registry,
  locale,
}: {
  registry: ProfileRegistry;
  locale: Locale;
}) {
  const { t } = useTranslation();
  const text = textOr(t('profile.none'));
  const person = [registry.firstName, registry.lastName].filter(Boolean).join(' ');
  const facts: Fact[] = [
    {
      label: t('profile.retail.registry.name'),
      value: <Name value={person || registry.companyName} none={t('profile.none')} />,
    },
    { label: t('profile.retail.registry.taxCode'), value: text(registry.taxCode) },
    {
      label: t('profile.retail.registry.address'),
      value: <Name value={registry.address} lang="it" none={t('profile.none')} />,
    },
    {
      label: t('profile.retail.registry.place'),
      value: <Name value={placeLine(registry)} lang="it" none={t('profile.none')} />,
    },
  ];
  return (
    <FactCard title={t('profile.retail.registry.title')} facts={facts}>
      <p>
        {t('profile.retail.registry.hint')}{' '}
        <Link to={buildPath('retail-assistance-writeus', {}, locale)}>
          {t('profile.retail.registry.writeUs')}
        </Link>
      </p>
    </FactCard>
  );
}
