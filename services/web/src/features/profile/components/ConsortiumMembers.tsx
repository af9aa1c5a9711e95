// A consortium's page of the profile (§6): its conventions with their logos (two
// consortia have one; the BFF serves them) and every member registry with its tax codes and kind
// of customer — a table from 768 px, one card per member on a phone.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { BareList, Card, Name, ResponsiveTable, type TableColumn } from '@/components/ui/index.ts';
import type { Consortium, MemberRegistry } from '../api/useConsortium.ts';

const Conventions = styled(BareList).attrs({ $flow: 'row', $gap: 4 })``;

const Convention = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  img {
    width: ${({ theme }) => theme.space(20)};
    height: ${({ theme }) => theme.space(20)};
    flex: none;
    border-radius: ${({ theme }) => theme.radii.md};
  }
  p {
    margin: 0;
  }
`;

const Members = styled.h3`
  margin: ${({ theme }) => `${theme.space(6)} 0 ${theme.space(3)}`};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export function ConsortiumMembers({ consortium }: { consortium: Consortium }) {
  const { t } = useTranslation();
  const headingId = useId();
  const none = t('profile.none');
  const kindOf = (member: MemberRegistry) =>
    member.customerKind === 'OTHER'
      ? (member.customerKindText ?? none)
      : t(`profile.consortium.kinds.${member.customerKind}`);

  const columns: TableColumn<MemberRegistry>[] = [
    {
      key: 'companyName',
      header: t('profile.consortium.columns.companyName'),
      cell: (m) => <Name value={m.companyName} none={none} />,
      card: 'heading',
    },
    {
      key: 'taxCode',
      header: t('profile.consortium.columns.taxCode'),
      cell: (m) => m.taxCode ?? none,
    },
    {
      key: 'vatNumber',
      header: t('profile.consortium.columns.vatNumber'),
      cell: (m) => m.vatNumber ?? none,
    },
    {
      key: 'locality',
      header: t('profile.consortium.columns.locality'),
      cell: (m) => (m.locality ? `${m.locality}${m.province ? ` (${m.province})` : ''}` : none),
    },
    { key: 'kind', header: t('profile.consortium.columns.kind'), cell: kindOf },
  ];

  return (
    <Card aria-labelledby={headingId}>
      <h2 id={headingId}>{t('profile.consortium.title')}</h2>
      <Conventions>
        {consortium.conventions.map((convention) => (
          <Convention key={convention.code}>
            {convention.logoUrl && (
              <img
                src={convention.logoUrl}
                alt={t('profile.consortium.logo', { name: convention.name ?? convention.code })}
                width={80}
                height={80}
              />
            )}
            <p>
              <strong>
                <Name value={convention.name ?? convention.code} lang="it" />
              </strong>
              <br />
              <Muted>{t('profile.consortium.code', { code: convention.code })}</Muted>
            </p>
          </Convention>
        ))}
      </Conventions>
      <Members>{t('profile.consortium.members', { count: consortium.members.length })}</Members>
      <ResponsiveTable
        caption={t('profile.consortium.caption')}
        captionHidden
        columns={columns}
        rows={consortium.members}
        rowKey={(m) => m.id}
        cardHeadingLevel={4}
      />
    </Card>
  );
}
