import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Every page names itself in the document title (WCAG 2.4.2). */
export function usePageTitle(title: string): void {
  const { t } = useTranslation();
  const suffix = t('app.name');
  useEffect(() => {
    document.title = `${title} · ${suffix}`;
  }, [title, suffix]);
}
