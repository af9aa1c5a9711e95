// Shown for the instant a route hands over to the BFF or to the segment's landing route.
import { useTranslation } from 'react-i18next';

export default function RedirectingPage() {
  const { t } = useTranslation();
  return <p role="status">{t('auth.redirecting')}</p>;
}
