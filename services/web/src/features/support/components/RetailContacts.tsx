// The supplier's customer service for households: toll-free number, e-mail and
// hours in the page's language, from the brand the BFF embedded in the page (config/brands/*.json).
import type { Locale } from '@portal/shared/constants';
import { useTranslation } from 'react-i18next';
import { ContactCard } from '@/components/ui/index.ts';
import { telHref, useBrand } from '@/lib/brand.ts';

export function RetailContacts({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const { contacts } = useBrand();
  return (
    <ContactCard
      heading={t('support.retail.assistance.contacts')}
      lines={[
        {
          term: t('support.retail.assistance.phone'),
          text: contacts.phone,
          href: telHref(contacts.phone),
          hint: t('support.retail.assistance.phoneHint'),
          large: true,
        },
        {
          term: t('support.retail.assistance.email'),
          text: contacts.email,
          href: `mailto:${contacts.email}`,
        },
        { term: t('support.retail.assistance.hours'), text: contacts.hours[locale] },
      ]}
    />
  );
}
