// /login: starts sign-in at the identity provider through the BFF, in the page's language.
import { splitLocalePrefix } from '@portal/shared/routes';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { AnchorButton, Card, Stack } from '../../components/ui/index.ts';
import { signInUrl } from '../../lib/http.ts';
import { writeLocaleCookie } from '../../lib/locale.ts';
import { usePageTitle } from '../../lib/usePageTitle.ts';

export default function LoginPage() {
  const { t, i18n } = useTranslation();
  const [query] = useSearchParams();
  // Signing in from /de/login or /it/login is a choice of language (§9 cookie): the portal stays in
  // it after the identity provider, whatever the landing route's form.
  const { locale } = splitLocalePrefix(useLocation().pathname);
  usePageTitle(t('auth.loginTitle'));
  const returnTo = query.get('returnTo') ?? '';
  return (
    <Card>
      <Stack>
        <h1>{t('auth.loginTitle')}</h1>
        <p>{t('auth.loginIntro')}</p>
        <p>
          <AnchorButton
            href={signInUrl(returnTo, i18n.language)}
            onClick={() => locale && writeLocaleCookie(locale)}
          >
            {t('auth.loginButton')}
          </AnchorButton>
        </p>
      </Stack>
    </Card>
  );
}
