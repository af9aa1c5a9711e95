// The supplier's desk for business customers: phone, e-mail, PEC and hours in
// the page's language, from the brand the BFF embedded in the page (config/brands/*.json).
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
  /* Each value's first line as tall as a 44 px touch target (WCAG 2.5.5), so a link wraps like
     text on a narrow screen and, from 768 px, every term sits level with its value. */
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

const Hint = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export function BusinessContacts({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const { businessContacts: desk } = useBrand();
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId}>
      <h2 id={headingId}>{t('support.contacts.heading')}</h2>
      <Facts>
        <dt>{t('support.contacts.phone')}</dt>
        <dd>
          <a href={telHref(desk.phone)}>{desk.phone}</a>
        </dd>
        <dt>{t('support.contacts.email')}</dt>
        <dd>
          <a href={`mailto:${desk.email}`}>{desk.email}</a>
        </dd>
        <dt>{t('support.contacts.pec')}</dt>
        <dd>
          <a href={`mailto:${desk.pec}`}>{desk.pec}</a>
          <Hint>{t('support.contacts.pecHint')}</Hint>
        </dd>
        <dt>{t('support.contacts.hours')}</dt>
        <dd>
          <span className="line">{desk.hours[locale]}</span>
        </dd>
      </Facts>
    </Card>
  );
}
