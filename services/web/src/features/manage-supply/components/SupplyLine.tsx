// The supply a page acts on, in one block: the commodity and its point (POD for light, PDR for
// gas, §1), the address and the product.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { addressLine } from '@/lib/values.ts';
import type { SupplyManagement } from '../api/useSupplyManagement.ts';

const Block = styled.p`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  strong {
    overflow-wrap: anywhere;
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.color.muted};
`;

export function SupplyLine({ supply }: { supply: SupplyManagement['supply'] }) {
  const { t } = useTranslation();
  const kind = supply.utility === 'GAS' ? 'gas' : 'light';
  const address = addressLine(supply);
  return (
    <Block>
      <strong>{t(`manageSupply.supply.${kind}`, { point: supply.pointId })}</strong>
      <span translate="no" lang="it">
        {address}
      </span>
      {supply.product && (
        <Muted translate="no" lang="it">
          {supply.product}
        </Muted>
      )}
    </Block>
  );
}
