// /disabled (§4): sign-in ended because the user is not active.
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui/index.ts';
import { usePageTitle } from '../../lib/usePageTitle.ts';

export default function DisabledPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.disabledTitle'));
  return (
    <Card>
      <h1>{t('auth.disabledTitle')}</h1>
      <p>{t('auth.disabledDescription')}</p>
      <p>
        <a href="/auth/logout">{t('header.logout')}</a>
      </p>
    </Card>
  );
}
