// The page frame: skip link, header, (menu,) main and footer landmarks. A segment's four layouts
// (§1: default, dashboard, profile, assistance) differ in width and columns. Below 768 px the menu
// is a drawer and everything behind it is inert while it is open; printed, the page is its main
// content only.
import type { Locale } from '@portal/shared/constants';
import type { Layout } from '@portal/shared/routes';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigation } from 'react-router-dom';
import styled, { createGlobalStyle, useTheme } from 'styled-components';
import { currentPath, redirectToSignIn } from '../../lib/http.ts';
import { forgetSession, type Session } from '../../lib/session.ts';
import { startSilentRefresh } from '../../lib/silent-refresh.ts';
import { mediaCondition, useMediaQuery } from '../../components/ui/useMediaQuery.ts';
import { BuildBanner } from '../BuildBanner.tsx';
import { schedulePrefetch } from '../prefetch.ts';
import { Drawer } from './Drawer.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';

const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space(2)};
  top: 0;
  transform: translateY(-200%);
  z-index: ${({ theme }) => theme.z.modal};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.primary};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  &:focus {
    transform: translateY(${({ theme }) => theme.space(2)});
  }
`;

const Body = styled.div<{ $withMenu: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.media.md} {
    grid-template-columns: ${({ $withMenu, theme }) =>
      $withMenu ? `fit-content(${theme.size.cardMin}) minmax(0, 1fr)` : 'minmax(0, 1fr)'};
  }
  max-width: ${({ theme }) => theme.size.content};
  margin: 0 auto;
  /* The footer starts below the first screen, so a page growing as its data arrives never moves
     it within view (no layout shift). */
  min-height: 100vh;
  ${({ theme }) => theme.media.print} {
    /* Without the menu, the content takes the paper's width. */
    display: block;
    min-height: 0;
  }
`;

/** The main column's widest measure per layout, in steps of the spacing grid. */
const MAIN_WIDTH: Record<Layout, number> = {
  default: 260,
  dashboard: 300,
  profile: 190,
  assistance: 215,
};

const Main = styled.main<{ $layout: Layout; $centered: boolean }>`
  padding: ${({ theme }) => `${theme.space(4)} ${theme.space(3)} ${theme.space(10)}`};
  width: 100%;
  max-width: ${({ $layout, $centered, theme }) =>
    theme.space($centered ? MAIN_WIDTH.profile : MAIN_WIDTH[$layout])};
  margin: ${({ $centered }) => ($centered ? '0 auto' : '0')};
  &:focus {
    outline: none;
  }
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space(6)} ${theme.space(4)} ${theme.space(12)}`};
  }
`;

/** Printed (a bill's detail): the page's content only, without the shell around it
 * and without buttons; the theme prints in the light scheme. */
const PrintStyle = createGlobalStyle`
  @media print {
    [data-print='hide'],
    main button {
      display: none !important;
    }
    #main {
      max-width: none;
      padding: 0;
    }
    a {
      color: inherit;
    }
  }
`;

const Impersonation = styled.div`
  background: ${({ theme }) => theme.color.banner};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  text-align: center;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
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

  const theme = useTheme();
  // From 768 px the menu is a side column and the account controls sit in the header; below it
  // both live in the drawer. Without matchMedia (jsdom) the screen counts as wide.
  const wide = useMediaQuery(mediaCondition(theme.media.md), true);
  const drawerId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  // The page the drawer was opened on: it is open only there, so following a link closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const hasMenu = withMenu && session !== null;
  const drawer = hasMenu && !wide;
  const drawerOpen = drawer && openAt === location.pathname;
  // A window widened past the breakpoint forgets the drawer: narrowed again, it starts closed.
  const [wasWide, setWasWide] = useState(wide);
  if (wide !== wasWide) {
    setWasWide(wide);
    if (wide) setOpenAt(null);
  }
  const behind = drawer && drawerOpen;

  const closeDrawer = useCallback((returnFocus: boolean) => {
    setOpenAt(null);
    // After the page behind stops being inert (next frame), the button takes focus back.
    if (returnFocus) requestAnimationFrame(() => menuButton.current?.focus());
  }, []);

  return (
    <>
      <PrintStyle />
      <div inert={behind} data-print="hide">
        <SkipLink href="#main">{t('app.skipToContent')}</SkipLink>
        {session?.user.impersonated && (
          <Impersonation role="status">
            {t('impersonation.banner', {
              name: session.user.name,
              staff: session.user.staffEmail ?? '',
            })}
          </Impersonation>
        )}
        <Header
          session={session}
          language={language}
          compact={!wide}
          menuButton={
            drawer
              ? {
                  controls: drawerId,
                  open: drawerOpen,
                  onToggle: () => setOpenAt((at) => (at === null ? location.pathname : null)),
                }
              : null
          }
          menuButtonRef={menuButton}
        />
        <BuildBanner />
      </div>
      <Body $withMenu={hasMenu}>
        {hasMenu && (
          <Drawer
            id={drawerId}
            session={session}
            language={language}
            drawer={drawer}
            open={drawerOpen}
            onClose={closeDrawer}
          />
        )}
        <Main
          id="main"
          tabIndex={-1}
          inert={behind}
          $layout={layout}
          $centered={!hasMenu}
          aria-busy={navigation.state === 'loading'}
          data-layout={layout}
        >
          {children}
        </Main>
      </Body>
      <div inert={behind} data-print="hide">
        <Footer language={language} />
      </div>
    </>
  );
}
