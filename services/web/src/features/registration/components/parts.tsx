// Small pieces the registration's steps share: the row of a form's button and its status, and a
// failure said in words — an expired registration with the way to sign in again.
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, ErrorMessage } from '@/components/ui/index.ts';
import { ApiError } from '@/lib/http.ts';

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

export function isExpired(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'UNAUTHENTICATED';
}

export function Failure({
  error,
  signInHref,
  ref,
}: {
  error: unknown;
  signInHref: string;
  ref?: Ref<HTMLDivElement>;
}) {
  const { t } = useTranslation();
  if (isExpired(error))
    return (
      <Alert role="alert" tabIndex={-1} ref={ref}>
        <p>{t('registration.errors.expired')}</p>
        <p>
          <a href={signInHref}>{t('registration.errors.signIn')}</a>
        </p>
      </Alert>
    );
  return (
    <Alert role="alert" tabIndex={-1} ref={ref}>
      <p>{t('registration.errors.failed')}</p>
      <p>
        <ErrorMessage error={error} />
      </p>
    </Alert>
  );
}
