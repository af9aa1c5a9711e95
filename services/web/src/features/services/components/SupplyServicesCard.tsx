// One supply's services: each with whether the customer has it, in words, and
// the page where it is changed; above them the changes asked and not decided yet, with their §4
// state, so a pending request is seen where the service it changes is.
import { formatDate } from '@portal/shared/format';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { RequestStateBadge } from '@/components/badges/index.ts';
import { BareList, Card, Name, StatusBadge } from '@/components/ui/index.ts';
import type { SupplyServices } from '../model/services.ts';

const Row = styled.li`
  display: grid;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
  padding: ${({ theme }) => theme.space(3)} 0;
  border-top: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.color.border};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, ${({ theme }) => theme.space(56)}) minmax(0, 1fr) auto;
    align-items: center;
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  p {
    margin: 0;
  }
`;

const Heading = styled.div`
  h2 {
    margin: 0;
  }
  p {
    margin: ${({ theme }) => `${theme.space(1)} 0 ${theme.space(3)}`};
    color: ${({ theme }) => theme.color.muted};
  }
`;

const Pending = styled.section`
  margin-bottom: ${({ theme }) => theme.space(3)};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
    padding: ${({ theme }) => theme.space(1)} 0;
  }
`;

const ChangeLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.touchTarget};
`;

export function SupplyServicesCard({ item }: { item: SupplyServices }) {
  const { t } = useTranslation();
  const { supply, services, pending } = item;
  const headingId = `services-${supply.id}`;
  const pendingId = `services-${supply.id}-pending`;
  return (
    <Card aria-labelledby={headingId}>
      <Heading>
        <h2 id={headingId}>
          {t(`supply.utility_${supply.utility}`)} · {t(`supply.pointId_${supply.utility}`)}{' '}
          {supply.pointId}
        </h2>
        <p>
          <Name value={[supply.address, supply.locality].filter(Boolean).join(', ')} lang="it" />
          {supply.product && (
            <>
              {' · '}
              <Name value={supply.product} lang="it" />
            </>
          )}
        </p>
      </Heading>
      {pending.length > 0 && (
        <Pending aria-labelledby={pendingId}>
          <h3 id={pendingId}>{t('services.pending.title')}</h3>
          <BareList>
            {pending.map((request) => (
              <li key={request.id}>
                <strong>{t(`services.pending.kind.${request.kind}`)}</strong>
                <RequestStateBadge
                  state={request.state}
                  text={request.stateText}
                  wording="enumeration"
                />
                <span>
                  {t('services.pending.requestedOn', { date: formatDate(request.requestedAt) })}
                </span>
              </li>
            ))}
          </BareList>
        </Pending>
      )}
      <BareList>
        {services.map((service) => (
          <Row key={service.key}>
            <h3>{t(`services.name.${service.key}`)}</h3>
            <p>
              {service.key !== 'power' && (
                <>
                  <StatusBadge $tone={service.active ? 'green' : 'gray'}>
                    {service.active ? t('services.active') : t('services.inactive')}
                  </StatusBadge>{' '}
                </>
              )}
              {t(`services.state.${service.stateKey}`, service.values)}
            </p>
            {service.change ? (
              <ChangeLink to={service.change.to}>
                {t(`services.change.${service.change.labelKey}`)}
                <span className="visually-hidden">
                  {t('services.change.ofSupply', { point: supply.pointId })}
                </span>
              </ChangeLink>
            ) : (
              <span />
            )}
          </Row>
        ))}
      </BareList>
    </Card>
  );
}
