// /auth/register (§4 login result "redirect"): the identity has no customer record.
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui/index.ts';
import { usePageTitle } from '../../lib/usePageTitle.ts';

export default function RegisterPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.registerTitle'));
  return (
    <Card>
      <h1>{t('auth.registerTitle')}</h1>
      <p>{t('auth.registerDescription')}</p>
      <p>
        <a href="/auth/logout">{t('header.logout')}</a>
      </p>
    </Card>
  );
}
