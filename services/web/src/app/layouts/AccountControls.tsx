// Who is signed in, the registry switcher (§3), the language switch (§2) and logout: in the
// header on wide screens, in the drawer on phones — rendered in one place only.
import type { Locale } from '@portal/shared/constants';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Name, nameSlot, NamedText } from '../../components/ui/Name.tsx';
import type { Session } from '../../lib/session.ts';
import { AlertBadge } from '../../components/alerts/AlertBadge.tsx';
import { pathInLanguage } from '../../lib/locale.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { RegistrySwitcher } from './RegistrySwitcher.tsx';

const Controls = styled.div<{ $stacked: boolean }>`
  display: flex;
  flex-direction: ${({ $stacked }) => ($stacked ? 'column' : 'row')};
  flex-wrap: wrap;
  align-items: ${({ $stacked }) => ($stacked ? 'stretch' : 'center')};
  /* In the header, what does not fit beside the logo wraps to the right-hand side. */
  justify-content: flex-end;
  margin-left: auto;
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  min-width: 0;
`;

const User = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  overflow-wrap: anywhere;
`;

const Logout = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.space(2)};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export function AccountControls({
  session,
  language,
  stacked = false,
}: {
  session: Session | null;
  language: Locale;
  /** One control per line (the drawer) instead of one row (the header). */
  stacked?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Controls $stacked={stacked}>
      {session && (
        <User>
          <NamedText
            text={t('header.signedInAs', { name: nameSlot() })}
            names={[<Name key="user" value={session.user.name} />]}
          />
        </User>
      )}
      {session && (
        <AlertBadge
          href={pathInLanguage(
            session.segment === 'retail' ? '/retail/notifications' : session.landingRoute,
            language,
          )}
        />
      )}
      {session && <RegistrySwitcher session={session} language={language} />}
      <LanguageSwitch current={language} />
      {session && <Logout href="/auth/logout">{t('header.logout')}</Logout>}
    </Controls>
  );
}
