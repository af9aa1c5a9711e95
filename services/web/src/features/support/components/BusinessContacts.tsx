// The supplier's desk for business customers: phone, e-mail, PEC and hours in
// the page's language, from the brand the BFF embedded in the page (config/brands/*.json).
import type { Locale } from '@portal/shared/constants';
import { useTranslation } from 'react-i18next';
import { ContactCard } from '@/components/ui/index.ts';
import { telHref, useBrand } from '@/lib/brand.ts';

export function BusinessContacts({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const { businessContacts: desk } = useBrand();
  return (
    <ContactCard
      heading={t('support.contacts.heading')}
      lines={[
        { term: t('support.contacts.phone'), text: desk.phone, href: telHref(desk.phone) },
        { term: t('support.contacts.email'), text: desk.email, href: `mailto:${desk.email}` },
        {
          term: t('support.contacts.pec'),
          text: desk.pec,
          href: `mailto:${desk.pec}`,
          hint: t('support.contacts.pecHint'),
        },
        { term: t('support.contacts.hours'), text: desk.hours[locale] },
      ]}
    />
  );
}
