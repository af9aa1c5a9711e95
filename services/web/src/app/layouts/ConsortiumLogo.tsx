// §6: the logo of the consortium the customer belongs to, where it has one (two consortia do): the
// picture the BFF serves at /brand/consortia/<code>.svg, the same one the profile page shows.
import { useTranslation } from 'react-i18next';
import type { Session } from '../../lib/session.ts';

const NAMES = {
  'CONS-ALTO-ADIGE': 'Alto Adige',
  'CONS-DOLOMITI': 'Dolomiti',
} as const;

export function ConsortiumLogo({ logo }: { logo: Session['consortiumLogo'] }) {
  const { t } = useTranslation();
  if (!logo) return null;
  return (
    <img
      src={`/brand/consortia/${logo}.svg`}
      width={40}
      height={40}
      alt={t('header.consortiumLogo', { name: NAMES[logo] })}
    />
  );
}
