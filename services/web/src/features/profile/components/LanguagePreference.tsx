// The household's preferred language (§5: it unless the profile locale is de):
// saved as the session's profile locale (PUT /api/session/locale) and as the §9 locale cookie,
// then the same page opens in that language. The confirmation survives the change of address.
import { LOCALES, type Locale } from '@portal/shared/constants';
import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useRevalidator } from 'react-router-dom';
import styled from 'styled-components';
import { Alert, Button, ErrorMessage, Stack } from '@/components/ui/index.ts';
import { pathInLanguage, writeLocaleCookie } from '@/lib/locale.ts';
import { apiJson } from '@/lib/http.ts';
import { forgetSession, type Session } from '@/lib/session.ts';
import { Radio } from './ChoiceControls.tsx';

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  legend {
    padding: 0;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

/**
 * PUT /api/session/locale: the profile's preferred language, which §5's rule reads first. The
 * session kept by the client is dropped, so the next read has the new language.
 */
async function saveProfileLocale(locale: Locale): Promise<Session> {
  const session = await apiJson<Session>('/api/session/locale', {
    method: 'PUT',
    body: JSON.stringify({ locale }),
  });
  forgetSession();
  return session;
}

/** The address state that tells the page in the new language the choice was saved. */
const SAVED = 'languageSaved';

export function LanguagePreference({ current }: { current: Locale }) {
  const { t } = useTranslation();
  const id = useId();
  const location = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [choice, setChoice] = useState<Locale>(current);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [saved, setSaved] = useState(
    (location.state as Record<string, unknown> | null)?.[SAVED] === true,
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    setFailure(null);
    setSaved(false);
    try {
      await saveProfileLocale(choice);
      writeLocaleCookie(choice);
      void revalidator.revalidate();
      const target = `${pathInLanguage(location.pathname, choice)}${location.search}`;
      // The same page in the other language may keep this form mounted (then it says so itself)
      // or mount a new one (which reads the address state).
      if (target !== `${location.pathname}${location.search}`)
        await navigate(target, { state: { [SAVED]: true } });
      setSaved(true);
    } catch (error) {
      setFailure(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack>
        <p>{t('profile.retail.language.intro')}</p>
        <Fieldset>
          <legend>{t('profile.retail.language.legend')}</legend>
          {LOCALES.map((language) => (
            <Radio
              key={language}
              id={`${id}-${language}`}
              name={`${id}-language`}
              value={language}
              checked={choice === language}
              onChange={() => setChoice(language)}
              label={<span lang={language}>{t(`languages.${language}`)}</span>}
            />
          ))}
        </Fieldset>
        <Actions>
          <Button type="submit" aria-disabled={saving}>
            {saving ? t('profile.retail.language.saving') : t('profile.retail.language.save')}
          </Button>
          <span role="status">{saved ? t('profile.retail.language.saved') : ''}</span>
        </Actions>
        {failure !== null && (
          <Alert role="alert">
            <p>{t('profile.retail.language.failed')}</p>
            <p>
              <ErrorMessage error={failure} />
            </p>
          </Alert>
        )}
      </Stack>
    </form>
  );
}
