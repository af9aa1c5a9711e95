// Pages whose content comes in later work (LATER in the page registry): a route with its layout and
// menu, on the page scaffold — so a business customer without the page's supply already meets the
// "no supply of this kind" state — and a clear, translated notice naming the page. No invented data.
import type { RouteDef } from '@portal/shared/routes';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { PageScaffold } from '../../components/page-scaffold/index.ts';
import { Alert } from '../../components/ui/index.ts';
import { usePageContext } from '../../lib/page-context.ts';

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
  const { route } = usePageContext();
  const name = pageName(route, t);
  return (
    <PageScaffold title={name} heading={t('pages.placeholderTitle', { page: name })}>
      <Alert $tone="info" role="note" data-state="later">
        {t('pages.placeholderBody')}
      </Alert>
    </PageScaffold>
  );
}
