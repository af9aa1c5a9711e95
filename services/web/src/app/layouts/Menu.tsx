// The navigation landmark of a segment's layouts (§2 Menu); collapsible below 768 px.
import type { Locale } from '@portal/shared/constants';
import { isMenuEntryActive } from '@portal/shared/menu';
import { splitLocalePrefix } from '@portal/shared/routes';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { pathInLanguage } from '../../lib/locale.ts';
import type { Session } from '../../lib/session.ts';
import { buildMenu, type MenuLink } from './menu-model.ts';

const Nav = styled.nav`
  background: ${({ theme }) => theme.color.surface};
  border-right: 1px solid ${({ theme }) => theme.color.border};
  padding: 8px;
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  ul ul {
    padding-left: 12px;
    font-size: 0.95rem;
  }
  a {
    display: block;
    padding: 10px 12px;
    border-radius: ${({ theme }) => theme.radius};
    text-decoration: none;
    color: ${({ theme }) => theme.color.text};
  }
  a:hover {
    background: ${({ theme }) => theme.color.accent};
  }
  a[aria-current='page'],
  a[data-active='true'] {
    background: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.primary};
    font-weight: 700;
    box-shadow: inset 4px 0 0 ${({ theme }) => theme.color.primary};
  }
  @media (max-width: 767px) {
    border-right: 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    ul[data-open='false'] {
      display: none;
    }
  }
`;

const Toggle = styled.button`
  display: none;
  min-height: 44px;
  width: 100%;
  font: inherit;
  font-weight: 600;
  background: none;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  @media (max-width: 767px) {
    display: block;
  }
`;

export function Menu({ session, language }: { session: Session; language: Locale }) {
  const { t } = useTranslation();
  const location = useLocation();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const current = splitLocalePrefix(location.pathname).rest;
  const menu = buildMenu(session.segment, session.menu, session);

  const item = (link: MenuLink, active = current === link.path) => (
    <Link
      to={pathInLanguage(link.path, language)}
      aria-current={current === link.path ? 'page' : undefined}
      data-active={active}
      onClick={() => setOpen(false)}
    >
      {t(link.labelKey)}
    </Link>
  );

  return (
    <Nav aria-label={t('header.mainNavigation')}>
      <Toggle
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {t('header.openMenu')}
      </Toggle>
      <ul id={listId} data-open={open}>
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
