// Switches between the prefix forms of the same page (§2) and remembers the choice (§9 cookie).
import { LOCALES, type Locale } from '@portal/shared/constants';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { pathInLanguage, writeLocaleCookie } from '../../lib/locale.ts';

const List = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  list-style: none;
  margin: 0;
  padding: 0;
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
    min-width: ${({ theme }) => theme.touchTarget};
    padding: 0 ${({ theme }) => theme.space(2)};
    color: inherit;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  a[aria-current='true'] {
    text-decoration: none;
    box-shadow: inset 0 -${({ theme }) => theme.focusRing.width} 0 currentColor;
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
