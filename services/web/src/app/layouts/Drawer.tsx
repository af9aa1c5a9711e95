// The menu's frame. From 768 px it is the side column holding the menu. Below,
// it is a drawer over the page: a modal dialog opened by the header's button, with the menu and
// the account controls; focus moves into it, Esc or the close button closes it and gives focus
// back to the button, the page behind is inert (Shell.tsx). Without animation when the user asks
// for reduced motion.
import type { Locale } from '@portal/shared/constants';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css, keyframes } from 'styled-components';
import type { Session } from '../../lib/session.ts';
import { AccountControls } from './AccountControls.tsx';
import { Menu } from './Menu.tsx';
import { ShellButton } from './ShellButton.ts';

const slideIn = keyframes`
  from { transform: translateX(-100%); }
  to { transform: none; }
`;

const asDrawer = css<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'flex' : 'none')};
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  position: fixed;
  inset: 0 auto 0 0;
  z-index: ${({ theme }) => theme.z.drawer};
  /* A strip of the page stays visible beside it: tapping there closes the drawer. */
  width: min(
    ${({ theme }) => theme.size.cardMin},
    calc(100vw - ${({ theme }) => theme.touchTarget})
  );
  overflow-y: auto;
  padding-bottom: ${({ theme }) => theme.space(6)};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  @media (prefers-reduced-motion: no-preference) {
    animation: ${slideIn} ${({ theme }) => `${theme.motion.normal} ${theme.motion.easing}`};
  }
`;

const Panel = styled.div<{ $drawer: boolean; $open: boolean }>`
  background: ${({ theme }) => theme.color.surface};
  border-right: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.color.border};
  ${({ $drawer }) => $drawer && asDrawer}
`;

const Top = styled.div`
  display: flex;
  justify-content: flex-end;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(2)} 0`};
`;

const Account = styled.div`
  padding: ${({ theme }) => `0 ${theme.space(4)}`};
  border-top: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.color.border};
  padding-top: ${({ theme }) => theme.space(4)};
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.z.drawer - 1};
  background: ${({ theme }) => theme.color.overlay};
`;

export function Drawer({
  id,
  session,
  language,
  drawer,
  open,
  onClose,
}: {
  id: string;
  session: Session;
  language: Locale;
  /** Below 768 px: a drawer over the page instead of the side column. */
  drawer: boolean;
  open: boolean;
  /** Closes the drawer; `returnFocus` gives focus back to the menu button. */
  onClose: (returnFocus: boolean) => void;
}) {
  const { t } = useTranslation();
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const modal = drawer && open;

  useEffect(() => {
    if (!modal) return undefined;
    close.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose(true);
      }
    };
    // A tap beside the drawer closes it (the page behind is inert, so nothing else reacts).
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !panel.current?.contains(event.target)) onClose(true);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [modal, onClose]);

  return (
    <>
      {modal && <Backdrop aria-hidden="true" />}
      <Panel
        id={id}
        ref={panel}
        $drawer={drawer}
        $open={open}
        role={modal ? 'dialog' : undefined}
        aria-modal={modal ? true : undefined}
        aria-label={modal ? t('header.openMenu') : undefined}
        data-drawer={drawer ? (open ? 'open' : 'closed') : undefined}
        data-print="hide"
      >
        {drawer && (
          <Top>
            <ShellButton ref={close} type="button" onClick={() => onClose(true)}>
              {t('header.closeMenu')}
            </ShellButton>
          </Top>
        )}
        <Menu session={session} language={language} onNavigate={() => onClose(false)} />
        {drawer && (
          <Account>
            <AccountControls session={session} language={language} stacked />
          </Account>
        )}
      </Panel>
    </>
  );
}
