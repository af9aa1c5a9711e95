// A failure of the registration said in words: an expired registration with the way to sign in
// again, any other with the API's error.
import { useTranslation } from 'react-i18next';
import { FailureAlert } from '@/components/forms/index.ts';
import { ApiError } from '@/lib/http.ts';

export function isExpired(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'UNAUTHENTICATED';
}

export function Failure({
  error,
  signInHref,
  focus = true,
}: {
  error: unknown;
  signInHref: string;
  /** Take the focus (a step's send; not the page's own loading). */
  focus?: boolean;
}) {
  const { t } = useTranslation();
  if (isExpired(error))
    return (
      <FailureAlert
        error={error}
        title={t('registration.errors.expired')}
        reason={<a href={signInHref}>{t('registration.errors.signIn')}</a>}
        focus={focus}
      />
    );
  return <FailureAlert error={error} title={t('registration.errors.failed')} focus={focus} />;
}
