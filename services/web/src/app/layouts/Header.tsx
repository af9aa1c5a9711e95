// The banner landmark: brand (and consortium logo), user, registry switcher, language, logout.
import type { Locale } from '@portal/shared/constants';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { pathInLanguage } from '../../lib/locale.ts';
import type { Session } from '../../lib/session.ts';
import { ConsortiumLogo } from './ConsortiumLogo.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { RegistrySwitcher } from './RegistrySwitcher.tsx';

const Bar = styled.header`
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.primaryText};
  a,
  label {
    color: inherit;
  }
  select {
    font: inherit;
    min-height: 36px;
    max-width: 220px;
  }
`;

const Inner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  padding: 8px 16px;
  max-width: 1280px;
  margin: 0 auto;
`;

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-weight: 700;
  font-size: 1.15rem;
  text-decoration: none;
  margin-right: auto;
  svg {
    background: #fff;
    border-radius: 4px;
  }
`;

const User = styled.span`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

export function Header({ session, language }: { session: Session | null; language: Locale }) {
  const { t } = useTranslation();
  const home = pathInLanguage(session ? session.landingRoute : '/login', language);
  return (
    <Bar>
      <Inner>
        <Brand to={home}>
          {session && <ConsortiumLogo logo={session.consortiumLogo} />}
          {t('app.name')}
        </Brand>
        {session && <User>{t('header.signedInAs', { name: session.user.name })}</User>}
        {session && <RegistrySwitcher session={session} language={language} />}
        <LanguageSwitch current={language} />
        {session && <a href="/auth/logout">{t('header.logout')}</a>}
      </Inner>
    </Bar>
  );
}
