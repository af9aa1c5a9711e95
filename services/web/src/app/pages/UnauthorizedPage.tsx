// /unauthorized?error=<code>[&at=<time>]: shows the §8 text of the code the BFF sent.
import { ERROR_TEXTS, impersonationTokenExpired } from '@portal/shared/errors';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert, Card, Stack } from '../../components/ui/index.ts';
import { pathInLanguage } from '../../lib/locale.ts';
import { usePageTitle } from '../../lib/usePageTitle.ts';

/** The §8 text for a code of docs/api.md, or null for an unknown one. */
export function unauthorizedText(code: string | null, at: string | null): string | null {
  if (!code) return null;
  if (code === 'impersonationTokenExpired') return impersonationTokenExpired(at ?? '');
  if (Object.hasOwn(ERROR_TEXTS, code)) return ERROR_TEXTS[code as keyof typeof ERROR_TEXTS];
  return null;
}

export default function UnauthorizedPage() {
  const { t, i18n } = useTranslation();
  const [query] = useSearchParams();
  usePageTitle(t('auth.unauthorizedTitle'));
  const code = query.get('error');
  const text = unauthorizedText(code, query.get('at'));
  return (
    <Card>
      <Stack>
        <h1>{t('auth.unauthorizedTitle')}</h1>
        <p>{t('auth.unauthorizedDescription')}</p>
        {text && (
          <Alert role="alert" data-error-code={code}>
            {text}
          </Alert>
        )}
        {code && !text && <Alert role="alert">{t('auth.signInFailed')}</Alert>}
        <p>
          {/* §2: the sign-in page in the language of this page (/login or /de/login). */}
          <Link to={pathInLanguage('/login', i18n.language === 'de' ? 'de' : 'it')}>
            {t('auth.loginButton')}
          </Link>
        </p>
      </Stack>
    </Card>
  );
}
