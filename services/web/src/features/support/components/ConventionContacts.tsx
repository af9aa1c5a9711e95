// Whom a public body writes or calls about its convention: each contact the API
// answers under its translated role, with the name, the e-mail (mailto), the phone (tel:) and the
// hours as the supplier words them. Loading, a failed request (with retry) and no contacts are said
// in the card, so the rest of the page stays usable.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { useTheme } from 'styled-components';
import { EmptyState, ErrorState } from '@/components/page-scaffold/index.ts';
import { BareList, Card, type Fact, FactList, Skeleton, Stack } from '@/components/ui/index.ts';
import { telHref } from '@/lib/brand.ts';
import type { ConventionContact } from '../api/useConventionContacts.ts';

const List = styled(BareList)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(auto-fit, minmax(${({ theme }) => theme.size.cardMin}, 1fr));
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
  }
`;

const Item = styled.li`
  min-width: 0;
  border-top: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.color.border};
  padding-top: ${({ theme }) => theme.space(3)};
`;

/**
 * What the card holds while it loads: the contacts a convention usually has (the desk with e-mail,
 * phone and hours; the account manager with e-mail and phone; the certified mail), laid out as the
 * loaded ones are, so that on a phone the page below does not jump when they arrive.
 */
const USUAL_CONTACTS: readonly ConventionContact[] = [
  { role: 'CONVENTION_DESK', name: '', email: '-', phone: '-', hours: '-' },
  { role: 'ACCOUNT_MANAGER', name: '', email: '-', phone: '-', hours: null },
  { role: 'CERTIFIED_MAIL', name: '', email: '-', phone: null, hours: null },
];

export interface ConventionContactsProps {
  contacts: readonly ConventionContact[] | undefined;
  error: unknown;
  loading: boolean;
  retry: () => unknown;
}

export function ConventionContacts({ contacts, error, loading, retry }: ConventionContactsProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const headingId = useId();

  // A value's place while loading: a line of text, or a link's touch target.
  const line = <Skeleton $height="1em" $width="60%" />;
  const link = <Skeleton $height={theme.touchTarget} $width="70%" />;
  const factsOf = (contact: ConventionContact, placeholder = false): Fact[] => [
    { label: t('support.convention.contacts.name'), value: placeholder ? line : contact.name },
    ...(contact.email
      ? [
          {
            label:
              contact.role === 'CERTIFIED_MAIL'
                ? t('support.convention.contacts.pec')
                : t('support.convention.contacts.email'),
            value: placeholder ? link : <a href={`mailto:${contact.email}`}>{contact.email}</a>,
          },
        ]
      : []),
    ...(contact.phone
      ? [
          {
            label: t('support.convention.contacts.phone'),
            value: placeholder ? link : <a href={telHref(contact.phone)}>{contact.phone}</a>,
          },
        ]
      : []),
    ...(contact.hours
      ? [
          {
            label: t('support.convention.contacts.hours'),
            value: placeholder ? line : contact.hours,
          },
        ]
      : []),
  ];

  const list = (shown: readonly ConventionContact[], placeholder: boolean) => (
    <List
      aria-hidden={placeholder || undefined}
      data-skeleton={placeholder ? 'contacts' : undefined}
    >
      {shown.map((contact) => (
        <Item key={`${contact.role}-${contact.name}`}>
          <Stack $gap={2}>
            <h3>{t(`support.convention.contacts.roles.${contact.role}`)}</h3>
            <FactList facts={factsOf(contact, placeholder)} />
          </Stack>
        </Item>
      ))}
    </List>
  );

  const body = () => {
    if (error) return <ErrorState error={error} retry={retry} />;
    if (loading || !contacts) return list(USUAL_CONTACTS, true);
    if (contacts.length === 0)
      return <EmptyState>{t('support.convention.contacts.empty')}</EmptyState>;
    return list(contacts, false);
  };

  return (
    <Card aria-labelledby={headingId}>
      <Stack $gap={3}>
        <h2 id={headingId}>{t('support.convention.contacts.heading')}</h2>
        <p>{t('support.convention.contacts.intro')}</p>
        {body()}
      </Stack>
    </Card>
  );
}
