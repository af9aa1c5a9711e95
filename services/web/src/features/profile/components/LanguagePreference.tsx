// The household's preferred language (§5: it unless the profile locale is de):
// saved as the session's profile locale (PUT /api/session/locale) and as the §9 locale cookie,
// then the same page opens in that language. The confirmation survives the change of address.
import { LOCALES, type Locale } from '@portal/shared/constants';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useRevalidator } from 'react-router-dom';
import { Choice, Fieldset, SettingsForm, useSubmission } from '@/components/forms/index.ts';
import { apiJson } from '@/lib/http.ts';
import { pathInLanguage, writeLocaleCookie } from '@/lib/locale.ts';
import { forgetSession, type Session } from '@/lib/session.ts';

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
  const form = useSubmission({
    initial: current,
    sent: (location.state as Record<string, unknown> | null)?.[SAVED] === true,
    validate: () => [],
    send: saveProfileLocale,
    onSent: async (_, { values: choice }) => {
      writeLocaleCookie(choice);
      void revalidator.revalidate();
      const target = `${pathInLanguage(location.pathname, choice)}${location.search}`;
      // The same page in the other language may keep this form mounted (then it says so itself)
      // or mount a new one (which reads the address state).
      if (target !== `${location.pathname}${location.search}`)
        await navigate(target, { state: { [SAVED]: true } });
    },
  });

  return (
    <SettingsForm
      form={form}
      texts={{
        save: t('profile.retail.language.save'),
        saving: t('profile.retail.language.saving'),
        saved: t('profile.retail.language.saved'),
        failed: t('profile.retail.language.failed'),
      }}
    >
      <p>{t('profile.retail.language.intro')}</p>
      <Fieldset
        id={`${id}-languages`}
        legend={t('profile.retail.language.legend')}
        gap={0}
        legendGap={0}
      >
        {LOCALES.map((language) => (
          <Choice
            type="radio"
            strong
            key={language}
            id={`${id}-${language}`}
            name={`${id}-language`}
            value={language}
            checked={form.values === language}
            onChange={() => form.update(language)}
            label={<span lang={language}>{t(`languages.${language}`)}</span>}
          />
        ))}
      </Fieldset>
    </SettingsForm>
  );
}
