// Pages whose content comes in later issues: a route with its layout and menu, and a clear,
// translated notice naming the page. No invented data.
import type { RouteDef } from '@portal/shared/routes';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router-dom';
import { Alert, Stack } from '../../components/ui/index.ts';
import type { RouteHandle } from '../routes.tsx';
import { usePageTitle } from '../../lib/usePageTitle.ts';

/** '/corporate/gas/contracts/:id' → 'Aziende › Gas › Contratti › Dettaglio'. */
export function pageName(route: RouteDef, t: TFunction): string {
  return route.path
    .split('/')
    .filter((part) => part !== '')
    .map((part) => (part.startsWith(':') ? t('pages.detail') : t(`pages.parts.${part}`)))
    .join(t('pages.separator'));
}

export default function PlaceholderPage() {
  const { t } = useTranslation();
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  const name = handle ? pageName(handle.route, t) : t('app.name');
  usePageTitle(name);
  return (
    <Stack>
      <h1>{t('pages.placeholderTitle', { page: name })}</h1>
      <Alert $tone="info" role="note">
        {t('pages.placeholderBody')}
      </Alert>
    </Stack>
  );
}
