// The supplier's customer service for households: toll-free number, e-mail and
// hours in the page's language, from the brand the BFF embedded in the page (config/brands/*.json).
import type { Locale } from '@portal/shared/constants';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card } from '@/components/ui/index.ts';
import { telHref, useBrand } from '@/lib/brand.ts';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  margin: 0;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: max-content minmax(0, 1fr);
  }
  dt {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  dd {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    overflow-wrap: anywhere;
  }
  /* Links and values as tall as a 44 px touch target (WCAG 2.5.5), level with their term. */
  a,
  .line {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
  }
  ${({ theme }) => theme.media.md} {
    dt {
      display: flex;
      align-items: center;
      align-self: start;
      min-height: ${({ theme }) => theme.touchTarget};
    }
  }
`;

const Phone = styled.a`
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Hint = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export function RetailContacts({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const { contacts } = useBrand();
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId}>
      <h2 id={headingId}>{t('support.retail.assistance.contacts')}</h2>
      <Facts>
        <dt>{t('support.retail.assistance.phone')}</dt>
        <dd>
          <Phone href={telHref(contacts.phone)}>{contacts.phone}</Phone>
          <Hint>{t('support.retail.assistance.phoneHint')}</Hint>
        </dd>
        <dt>{t('support.retail.assistance.email')}</dt>
        <dd>
          <a href={`mailto:${contacts.email}`}>{contacts.email}</a>
        </dd>
        <dt>{t('support.retail.assistance.hours')}</dt>
        <dd>
          <span className="line">{contacts.hours[locale]}</span>
        </dd>
      </Facts>
    </Card>
  );
}
