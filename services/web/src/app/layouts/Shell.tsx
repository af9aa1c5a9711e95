// The page frame: skip link, header, (menu,) main and footer landmarks. A segment's four layouts
// (§1: default, dashboard, profile, assistance) differ in width and columns.
import type { Locale } from '@portal/shared/constants';
import type { Layout } from '@portal/shared/routes';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigation } from 'react-router-dom';
import styled from 'styled-components';
import { currentPath, redirectToSignIn } from '../../lib/http.ts';
import { forgetSession, type Session } from '../../lib/session.ts';
import { startSilentRefresh } from '../../lib/silent-refresh.ts';
import { BuildBanner } from '../BuildBanner.tsx';
import { schedulePrefetch } from '../prefetch.ts';
import { Header } from './Header.tsx';
import { Menu } from './Menu.tsx';

const SkipLink = styled.a`
  position: absolute;
  left: 8px;
  top: -100px;
  z-index: 10;
  padding: 8px 16px;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.primary};
  font-weight: 700;
  &:focus {
    top: 8px;
  }
`;

const Body = styled.div<{ $withMenu: boolean }>`
  display: grid;
  grid-template-columns: ${({ $withMenu }) => ($withMenu ? '240px minmax(0, 1fr)' : 'minmax(0, 1fr)')};
  max-width: 1280px;
  margin: 0 auto;
  /* The footer starts below the first screen, so a page growing as its data arrives never moves
     it within view (issue 11 item 4: no layout shift). */
  min-height: 100vh;
  @media (max-width: 767px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const MAIN_WIDTH: Record<Layout, string> = {
  default: '1040px',
  dashboard: '1200px',
  profile: '760px',
  assistance: '860px',
};

const Main = styled.main<{ $layout: Layout; $centered: boolean }>`
  padding: 24px 16px 48px;
  width: 100%;
  max-width: ${({ $layout, $centered }) => ($centered ? '760px' : MAIN_WIDTH[$layout])};
  margin: ${({ $centered }) => ($centered ? '0 auto' : '0')};
  &:focus {
    outline: none;
  }
  @media (max-width: 767px) {
    padding: 16px 12px 40px;
  }
`;

const Footer = styled.footer`
  padding: 16px;
  text-align: center;
  color: ${({ theme }) => theme.color.muted};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  font-size: 0.875rem;
`;

const Impersonation = styled.div`
  background: ${({ theme }) => theme.color.banner};
  padding: 8px 16px;
  text-align: center;
  font-weight: 600;
`;

export function Shell(props: {
  session: Session | null;
  language: Locale;
  layout: Layout;
  withMenu: boolean;
  routeName?: string | undefined;
  children: ReactNode;
}) {
  const { session, language, layout, withMenu, routeName, children } = props;
  const { t } = useTranslation();
  const navigation = useNavigation();
  const location = useLocation();
  const main = useRef<HTMLElement>(null);
  const first = useRef(true);

  const expiresAt = session?.accessTokenExpiresAt;
  useEffect(() => {
    if (!expiresAt) return undefined;
    return startSilentRefresh(expiresAt, {
      onEnded: () => {
        forgetSession();
        redirectToSignIn(currentPath());
      },
    });
  }, [expiresAt]);

  useEffect(() => (routeName ? schedulePrefetch(routeName) : undefined), [routeName]);

  // After a client-side navigation, focus moves to the new page's content (screen readers).
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    main.current?.focus();
  }, [location.pathname]);

  return (
    <>
      <SkipLink href="#main">{t('app.skipToContent')}</SkipLink>
      {session?.user.impersonated && (
        <Impersonation role="status">
          {t('impersonation.banner', {
            name: session.user.name,
            staff: session.user.staffEmail ?? '',
          })}
        </Impersonation>
      )}
      <Header session={session} language={language} />
      <BuildBanner />
      <Body $withMenu={withMenu && session !== null}>
        {withMenu && session && <Menu session={session} language={language} />}
        <Main
          id="main"
          tabIndex={-1}
          $layout={layout}
          $centered={!(withMenu && session)}
          aria-busy={navigation.state === 'loading'}
          data-layout={layout}
        >
          {children}
        </Main>
      </Body>
      <Footer>{t('app.name')}</Footer>
    </>
  );
}
