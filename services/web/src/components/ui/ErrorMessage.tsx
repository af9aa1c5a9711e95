// The text of a failed request: the translated explanation and, where §8 names the failure
// ('Network request failed', 'Aborted'), that text as spelled.
import { useTranslation } from 'react-i18next';
import { catalogueText, errorKey } from '../../lib/errors.ts';

export function ErrorMessage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const text = catalogueText(error);
  return (
    <>
      {t(errorKey(error))}
      {text && (
        <>
          {' '}
          <span>{t('auth.errorDetail', { text })}</span>
        </>
      )}
    </>
  );
}
