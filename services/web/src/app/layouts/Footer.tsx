// The contentinfo landmark: the supplier's contacts (phone, e-mail, opening
// hours in the page's language) and the legal footer an Italian supplier shows (company name, VAT
// number, registered office), with the privacy and cookie notices and the accessibility statement
// the BFF serves as its own pages (plain links, not client routes).
import type { Locale } from '@portal/shared/constants';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { telHref, useBrand } from '../../lib/brand.ts';
import { pathInLanguage } from '../../lib/locale.ts';

const Bar = styled.footer`
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border-top: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.color.border};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Inner = styled.div`
  display: grid;
  grid-template-columns: repeat(
    auto-fit,
    minmax(min(100%, ${({ theme }) => theme.size.cardMin}), 1fr)
  );
  gap: ${({ theme }) => `${theme.space(4)} ${theme.space(8)}`};
  max-width: ${({ theme }) => theme.size.content};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(6)} ${theme.space(4)}`};
  h2 {
    font-size: ${({ theme }) => theme.font.size.md};
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    column-gap: ${({ theme }) => theme.space(1)};
    min-height: ${({ theme }) => theme.touchTarget};
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
    overflow-wrap: anywhere;
  }
`;

const Legal = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.muted};
  span + span::before {
    content: ' · ';
  }
`;

const LEGAL_PAGES = ['privacy', 'cookies', 'accessibility'] as const;

export function Footer({ language }: { language: Locale }) {
  const { t } = useTranslation();
  const { contacts, legal } = useBrand();
  return (
    <Bar>
      <Inner>
        <section aria-labelledby="footer-contacts">
          <h2 id="footer-contacts">{t('footer.contacts')}</h2>
          <ul>
            <li>
              {t('footer.phone')} <a href={telHref(contacts.phone)}>{contacts.phone}</a>
            </li>
            <li>
              {t('footer.email')} <a href={`mailto:${contacts.email}`}>{contacts.email}</a>
            </li>
            <li>{t('footer.hours', { hours: contacts.hours[language] })}</li>
          </ul>
        </section>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal">{t('footer.legalNotices')}</h2>
          <ul>
            {LEGAL_PAGES.map((page) => (
              <li key={page}>
                <a href={pathInLanguage(`/legal/${page}`, language)}>{t(`footer.${page}`)}</a>
              </li>
            ))}
          </ul>
        </nav>
        <Legal>
          <span>{legal.companyName}</span>
          <span>{t('footer.vatNumber', { value: legal.vatNumber })}</span>
          <span>{t('footer.registeredOffice', { value: legal.registeredOffice })}</span>
          {legal.reaNumber && <span>{t('footer.reaNumber', { value: legal.reaNumber })}</span>}
          {legal.shareCapital && (
            <span>{t('footer.shareCapital', { value: legal.shareCapital })}</span>
          )}
        </Legal>
      </Inner>
    </Bar>
  );
}
