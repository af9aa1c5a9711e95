// A supply change request in one line: its state (§4 colour beside the words, never colour alone),
// what it asks for, its number and the day it was filed.
import { formatDate, formatQuantity } from '@portal/shared/format';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { RequestStateBadge } from '@/components/badges/index.ts';
import type { SupplyChangeRequestFieldsFragment } from '@/graphql/generated/graphql.ts';

const Line = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** What a request asks for, in words: "Addebito diretto SEPA", "4,5 kW", "dal 01/02/2027". */
export function useRequestWhat() {
  const { t } = useTranslation();
  return (r: SupplyChangeRequestFieldsFragment): string => {
    switch (r.kind) {
      case 'BILL_DELIVERY':
        return r.billDelivery === 'EMAIL'
          ? t('manageSupply.what.billByEmail', { email: r.email ?? '' })
          : t('manageSupply.what.billOnPaper');
      case 'PAYMENT_METHOD':
        return r.paymentMethod ? t(`enums.paymentMethod.${r.paymentMethod}`) : '';
      case 'POWER_VARIATION':
        return r.requestedPowerKw === null || r.requestedPowerKw === undefined
          ? ''
          : t('manageSupply.what.power', { kw: formatQuantity(r.requestedPowerKw) });
      case 'TERMINATION':
        return t('manageSupply.what.termination', { date: formatDate(r.terminationDate) });
    }
  };
}

export function RequestSummary({ request }: { request: SupplyChangeRequestFieldsFragment }) {
  const { t } = useTranslation();
  const what = useRequestWhat()(request);
  return (
    <Line>
      <RequestStateBadge state={request.state} text={request.stateText} wording="enumeration" />
      <span>{what}</span>
      <Muted>
        {t('manageSupply.request.numberAndDate', {
          id: request.id,
          date: formatDate(request.requestedAt),
        })}
      </Muted>
    </Line>
  );
}
