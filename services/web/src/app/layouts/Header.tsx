// The banner landmark: the supplier's logo (light or dark by
// prefers-color-scheme; a supplier's logo carries its name, which is the image's text
// alternative) with the consortium's logo (§6) and, from 768 px, the portal's name; then the
// account controls on wide screens or the menu button on phones, where the header stays one
// compact line.
import type { Locale } from '@portal/shared/constants';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useBrand } from '../../lib/brand.ts';
import { pathInLanguage } from '../../lib/locale.ts';
import type { Session } from '../../lib/session.ts';
import { AccountControls } from './AccountControls.tsx';
import { ConsortiumLogo } from './ConsortiumLogo.tsx';
import { ShellButton } from './ShellButton.ts';

const Bar = styled.header`
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border-top: ${({ theme }) => theme.border.accent} solid ${({ theme }) => theme.color.primary};
  border-bottom: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.color.border};
`;

const Inner = styled.div<{ $oneLine: boolean }>`
  display: flex;
  /* With the menu button, a phone's header is one line: the logo gives way instead. */
  flex-wrap: ${({ $oneLine }) => ($oneLine ? 'nowrap' : 'wrap')};
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  max-width: ${({ theme }) => theme.size.content};
  margin: 0 auto;
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
  }
`;

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: ${({ theme }) => theme.touchTarget};
  margin-right: auto;
  min-width: 0;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-size: ${({ theme }) => theme.font.size.lg};
  color: inherit;
  text-decoration: none;
  /* The logo keeps its proportions and gives way on a narrow phone. */
  picture {
    display: block;
    min-width: 0;
  }
  img {
    display: block;
    width: auto;
    height: auto;
    max-height: ${({ theme }) => theme.space(10)};
    max-width: 100%;
  }
  svg {
    flex: none;
  }
`;

/** The portal's name beside the logo, after a rule. */
const Portal = styled.span`
  padding-left: ${({ theme }) => theme.space(3)};
  border-left: ${({ theme }) => `${theme.border.thin} solid ${theme.color.border}`};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.muted};
  overflow-wrap: anywhere;
`;

const MenuButton = styled(ShellButton)`
  flex: none;
  svg {
    width: ${({ theme }) => theme.font.size.lg};
    height: ${({ theme }) => theme.font.size.lg};
  }
`;

export interface MenuButtonProps {
  /** id of the drawer the button opens. */
  controls: string;
  open: boolean;
  onToggle: () => void;
}

export function Header({
  session,
  language,
  compact,
  menuButton,
  menuButtonRef,
}: {
  session: Session | null;
  language: Locale;
  /** Phones: the logo alone, and the account controls left to the drawer when there is one. */
  compact: boolean;
  /** The drawer's button, on phones when the page has a menu. */
  menuButton: MenuButtonProps | null;
  menuButtonRef?: Ref<HTMLButtonElement>;
}) {
  const { t } = useTranslation();
  const brand = useBrand();
  const home = pathInLanguage(session ? session.landingRoute : '/login', language);
  return (
    <Bar>
      <Inner $oneLine={menuButton !== null}>
        <Brand to={home}>
          <picture>
            <source srcSet="/brand/logo-dark.svg" media="(prefers-color-scheme: dark)" />
            <img src="/brand/logo-light.svg" alt={brand.name} />
          </picture>
          {session && <ConsortiumLogo logo={session.consortiumLogo} />}
          {!compact && <Portal>{t('app.name')}</Portal>}
        </Brand>
        {menuButton ? (
          <MenuButton
            ref={menuButtonRef}
            type="button"
            aria-expanded={menuButton.open}
            aria-controls={menuButton.controls}
            onClick={menuButton.onToggle}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" />
            </svg>
            {t('header.openMenu')}
          </MenuButton>
        ) : (
          <AccountControls session={session} language={language} />
        )}
      </Inner>
    </Bar>
  );
}
