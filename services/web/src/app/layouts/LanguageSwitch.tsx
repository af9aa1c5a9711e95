// Switches between the prefix forms of the same page (§2) and remembers the choice (§9 cookie).
import { LOCALES, type Locale } from '@portal/shared/constants';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { pathInLanguage, writeLocaleCookie } from '../../lib/locale.ts';

const List = styled.ul`
  display: flex;
  gap: 4px;
  list-style: none;
  margin: 0;
  padding: 0;
  a {
    display: inline-block;
    padding: 8px;
    min-height: 44px;
    line-height: 28px;
    color: inherit;
    font-weight: 600;
  }
  a[aria-current='true'] {
    text-decoration: none;
    border-bottom: 3px solid currentColor;
  }
`;

export function LanguageSwitch({ current }: { current: Locale }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const go = (language: Locale) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    writeLocaleCookie(language);
    void navigate(`${pathInLanguage(location.pathname, language)}${location.search}`);
  };
  return (
    <nav aria-label={t('header.language')}>
      <List>
        {LOCALES.map((language) => (
          <li key={language}>
            <a
              href={`${pathInLanguage(location.pathname, language)}${location.search}`}
              lang={language}
              hrefLang={language}
              aria-current={language === current ? 'true' : undefined}
              onClick={go(language)}
            >
              {t(`languages.${language}`)}
            </a>
          </li>
        ))}
      </List>
    </nav>
  );
}
