// /login: starts sign-in at the identity provider through the BFF, in the page's language.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AnchorButton, Card, Stack } from '../../components/ui/index.ts';
import { signInUrl } from '../../lib/http.ts';
import { usePageTitle } from '../../lib/usePageTitle.ts';

export default function LoginPage() {
  const { t, i18n } = useTranslation();
  const [query] = useSearchParams();
  usePageTitle(t('auth.loginTitle'));
  const returnTo = query.get('returnTo') ?? '';
  return (
    <Card>
      <Stack>
        <h1>{t('auth.loginTitle')}</h1>
        <p>{t('auth.loginIntro')}</p>
        <p>
          <AnchorButton href={signInUrl(returnTo, i18n.language)}>{t('auth.loginButton')}</AnchorButton>
        </p>
      </Stack>
    </Card>
  );
}
