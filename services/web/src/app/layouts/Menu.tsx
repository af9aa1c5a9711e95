// The navigation landmark of a segment's layouts (§2 Menu): a side column from 768 px, inside the
// drawer below (Drawer.tsx).
import type { Locale } from '@portal/shared/constants';
import { isMenuEntryActive } from '@portal/shared/menu';
import { splitLocalePrefix } from '@portal/shared/routes';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { pathInLanguage } from '../../lib/locale.ts';
import { preloadPath } from '../prefetch.ts';
import type { Session } from '../../lib/session.ts';
import { buildMenu, type MenuLink } from './menu-model.ts';

const Nav = styled.nav`
  padding: ${({ theme }) => theme.space(2)};
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  ul ul {
    padding-left: ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  a {
    display: flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    border-radius: ${({ theme }) => theme.radius};
    text-decoration: none;
    color: ${({ theme }) => theme.color.text};
    overflow-wrap: anywhere;
  }
  a:hover {
    background: ${({ theme }) => theme.color.accent};
  }
  a[aria-current='page'],
  a[data-active='true'] {
    background: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.primary};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    box-shadow: inset ${({ theme }) => theme.space(1)} 0 0 ${({ theme }) => theme.color.primary};
  }
`;

export function Menu({
  session,
  language,
  onNavigate,
}: {
  session: Session;
  language: Locale;
  /** Called when a link is followed (the drawer closes). */
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const current = splitLocalePrefix(location.pathname).rest;
  const menu = buildMenu(session.segment, session.menu, session);

  const item = (link: MenuLink, active = current === link.path) => (
    <Link
      to={pathInLanguage(link.path, language)}
      aria-current={current === link.path ? 'page' : undefined}
      data-active={active}
      onClick={onNavigate}
      // The page's chunk is fetched while the pointer rests or the keyboard's focus arrives (§9).
      onPointerEnter={() => preloadPath(link.path)}
      onFocus={() => preloadPath(link.path)}
    >
      {t(link.labelKey)}
    </Link>
  );

  return (
    <Nav aria-label={t('header.mainNavigation')}>
      <ul>
        <li>{item(menu.home)}</li>
        {menu.groups.map((group) => {
          const active = isMenuEntryActive(current, group.search);
          return (
            <li key={group.path}>
              {item(group, active)}
              {active && (
                <ul>
                  {group.children.map((child) => (
                    <li key={child.path}>{item(child)}</li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
        {menu.links.map((link) => (
          <li key={link.path}>{item(link, isMenuEntryActive(current, link.path))}</li>
        ))}
      </ul>
    </Nav>
  );
}
