// The 404 and 500 pages of §2: status code, status message and description.
import { ERROR_TEXTS } from '@portal/shared/errors';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ErrorMessage, Stack } from '../../components/ui/index.ts';
import { ApiError } from '../../lib/http.ts';
import { pathInLanguage } from '../../lib/locale.ts';

const Code = styled.p`
  font-size: 3rem;
  font-weight: 800;
  margin: 0;
  color: ${({ theme }) => theme.color.primary};
`;

export function ErrorView({
  status,
  errorCode = null,
}: {
  status: 404 | 500;
  errorCode?: ApiError['code'] | null;
}) {
  const { t, i18n } = useTranslation();
  const notFound = status === 404;
  const title = notFound ? t('errorPage.notFoundTitle') : t('errorPage.serverErrorTitle');
  useEffect(() => {
    document.title = `${status} · ${title}`;
  }, [status, title]);
  return (
    <Stack $gap={2} data-status={status}>
      <Code>{notFound ? t('errorPage.notFoundCode') : t('errorPage.serverErrorCode')}</Code>
      <h1>{title}</h1>
      {notFound && (
        <p lang="en">
          <strong>{ERROR_TEXTS.pageNotFound}</strong>
        </p>
      )}
      <p>{notFound ? t('errorPage.notFoundDescription') : t('errorPage.serverErrorDescription')}</p>
      {errorCode && (
        <p role="alert">
          <ErrorMessage error={new ApiError(0, errorCode)} />
        </p>
      )}
      <p>
        <a href={pathInLanguage('/', i18n.language === 'de' ? 'de' : 'it')}>{t('app.backHome')}</a>
      </p>
    </Stack>
  );
}

export default function NotFoundPage() {
  return <ErrorView status={404} />;
}
