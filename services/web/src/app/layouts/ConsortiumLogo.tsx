// §6: the two consortia with a logo, drawn inline (no external assets).
import { useTranslation } from 'react-i18next';
import type { Session } from '../../lib/session.ts';

const LOGOS = {
  'CONS-ALTO-ADIGE': { name: 'Alto Adige', colour: '#0b5394', initials: 'AA' },
  'CONS-DOLOMITI': { name: 'Dolomiti', colour: '#1b5e20', initials: 'DO' },
} as const;

export function ConsortiumLogo({ logo }: { logo: Session['consortiumLogo'] }) {
  const { t } = useTranslation();
  if (!logo) return null;
  const { name, colour, initials } = LOGOS[logo];
  return (
    <svg
      width="40"
      height="40"
      viewBox="0 0 40 40"
      role="img"
      aria-label={t('header.consortiumLogo', { name })}
    >
      <rect width="40" height="40" rx="4" fill="#ffffff" />
      <path d="M4 34 L16 10 L24 24 L28 18 L36 34 Z" fill={colour} />
      <text x="20" y="38" fontSize="8" textAnchor="middle" fill={colour} fontWeight="700">
        {initials}
      </text>
    </svg>
  );
}
