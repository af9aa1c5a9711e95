// The retail FAQ page (§2 /retail/assistance/faq, page kind 'retail-faq'): the
// households' FAQ of the content site in the page's language, filtered as the customer types; the
// words stay in the address (?q=), so a reload or a shared link keeps them.
import { buildPath } from '@portal/shared/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageScaffold } from '@/components/page-scaffold/index.ts';
import { Stack } from '@/components/ui/index.ts';
import { usePageContext } from '@/lib/page-context.ts';
import { SupportFaq } from './components/SupportFaq.tsx';
import { useSupportAddress } from './model/search-params.ts';

export default function RetailFaqPage() {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  const address = useSupportAddress();
  return (
    <PageScaffold title={t('support.retail.faq.title')}>
      <Stack $gap={6}>
        <p>{t('support.retail.faq.intro')}</p>
        <SupportFaq locale={locale} address={address} />
        <p>
          {t('support.retail.faq.notFound')}{' '}
          <Link to={buildPath('retail-assistance-writeus', {}, locale)}>
            {t('support.retail.faq.writeUs')}
          </Link>
        </p>
      </Stack>
    </PageScaffold>
  );
}
