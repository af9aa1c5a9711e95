// Shown where the user has several registries (§3 anagrafiche): PUT /api/session/registry, then
// the same page where the new registry's segment may open it (its address where it still
// applies, registry-switch.ts), else the landing route of the (different) segment.
import type { Locale } from '@portal/shared/constants';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useRevalidator } from 'react-router-dom';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { ErrorMessage } from '../../components/ui/index.ts';
import { selectRegistry, type Session } from '../../lib/session.ts';
import { showsAlerts } from '../../components/alerts/api.ts';

const Switch = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  min-width: 0;
  select {
    min-height: ${({ theme }) => theme.touchTarget};
    max-width: 100%;
    padding: 0 ${({ theme }) => theme.space(2)};
    font: inherit;
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.surface};
    border: ${({ theme }) => `${theme.border.thin} solid ${theme.color.borderStrong}`};
    border-radius: ${({ theme }) => theme.radius};
  }
`;

export function RegistrySwitcher({ session, language }: { session: Session; language: Locale }) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const revalidator = useRevalidator();
  const { mutate } = useSWRConfig();
  const [error, setError] = useState<unknown>(null);
  if (session.registries.length < 2) return null;

  const onChange = async (event: ChangeEvent<HTMLSelectElement>) => {
    setError(null);
    try {
      // Where to go is worked out only on a switch: its code stays off the sign-in → home path.
      const [next, { pageAfterSwitch }] = await Promise.all([
        selectRegistry(Number(event.target.value)),
        import('./registry-switch.ts'),
      ]);
      // Data of the previous registry must not stay on screen. The portal's alerts are the
      // customer's, not a registry's: they stay (cleared, a list on screen would wait for ever).
      await mutate((key) => !showsAlerts(key), undefined, { revalidate: false });
      await navigate(pageAfterSwitch(location, next, language));
      void revalidator.revalidate();
    } catch (caught) {
      setError(caught);
    }
  };

  return (
    <Switch>
      <label htmlFor={id}>{t('header.registry')}</label>
      <select
        id={id}
        value={session.selectedRegistry?.idAnagrafica ?? ''}
        onChange={(event) => void onChange(event)}
      >
        {session.registries.map((registry) => (
          // A registry's name is a name: never translated.
          <option key={registry.idAnagrafica} value={registry.idAnagrafica} translate="no">
            {registry.ragSoc}
          </option>
        ))}
      </select>
      {error !== null && (
        // One vocabulary for every failure (lib/errors.ts), without asking i18next for a key that
        // may not exist (which would load the fallback language).
        <span role="alert">
          <ErrorMessage error={error} />
        </span>
      )}
    </Switch>
  );
}
