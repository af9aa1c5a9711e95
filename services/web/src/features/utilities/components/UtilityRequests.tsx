// The supply's requests still open: kind, §4 state in words and colour,
// the day it was filed. A section of its own: the page stands when they cannot be read.
import { formatDate } from '@portal/shared/format';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { RequestStateBadge } from '@/components/badges/index.ts';
import { ErrorState, SkeletonBlock } from '@/components/page-scaffold/index.ts';
import { BareList, FactCard } from '@/components/ui/index.ts';
import { useUtilityRequests } from '../api/useUtilityRequests.ts';

const OPEN_STATES = new Set(['TRANSMITTED', 'PROCESSING']);

const List = styled(BareList)`
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
    padding: ${({ theme }) => theme.space(2)} 0;
    border-bottom: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.color.border};
  }
  li:last-child {
    border-bottom: 0;
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.color.muted};
`;

export function UtilityRequests({ supplyId }: { supplyId: string }) {
  const { t } = useTranslation();
  const { data, error, isLoading, mutate } = useUtilityRequests(supplyId);
  const open = data?.supplyChangeRequests.nodes.filter((r) => OPEN_STATES.has(r.state)) ?? [];
  return (
    <FactCard title={t('utilities.detail.groups.requests')}>
      {error ? (
        <ErrorState error={error} retry={mutate} />
      ) : isLoading || !data ? (
        <SkeletonBlock height="3em" />
      ) : open.length === 0 ? (
        <p>{t('utilities.detail.noRequests')}</p>
      ) : (
        <List>
          {open.map((request) => (
            <li key={request.id}>
              <strong>{t(`utilities.detail.requestKinds.${request.kind}`)}</strong>
              <RequestStateBadge
                state={request.state}
                text={request.stateText}
                wording="enumeration"
              />
              <Muted>
                {t('utilities.detail.requestedOn', { date: formatDate(request.requestedAt) })}
              </Muted>
            </li>
          ))}
        </List>
      )}
    </FactCard>
  );
}
