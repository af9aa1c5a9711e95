// The contracts under the convention (issue 15 item 5): number, §4 status, validity, contracted
// quantity against the last 12 months' consumption (with the share), points, and the order each
// came from — a link to that order on the order status page when the page is given one. A table
// from 768 px, one card per contract on a phone.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ResponsiveTable, type TableColumn } from '@/components/ui/index.ts';
import type { Unit } from '@/graphql/generated/graphql.ts';
import type { ConventionContract } from '../api/useConventionContracts.ts';
import { percent, quantity, validity } from '../model/values.ts';
import { ContractStatusBadge } from './ContractStatusBadge.tsx';

const NumberText = styled.span`
  white-space: nowrap;
`;

const Second = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export interface ConventionContractTableProps {
  contracts: readonly ConventionContract[];
  unit: Unit | null;
  unitText: string | null;
  /** The address of an order on the order status page; without it the order is its id. */
  orderHref?: ((orderId: string) => string) | undefined;
}

export function ConventionContractTable({
  contracts,
  unit,
  unitText,
  orderHref,
}: ConventionContractTableProps) {
  const { t } = useTranslation();
  const amount = (value: number) => quantity(t, value, unit, unitText);
  const order = (contract: ConventionContract): ReactNode => {
    const text = t('convention.contracts.orderLink', { id: contract.orderId });
    return orderHref ? <Link to={orderHref(contract.orderId)}>{text}</Link> : text;
  };
  const columns: TableColumn<ConventionContract>[] = [
    {
      key: 'number',
      header: t('convention.contracts.columns.number'),
      card: 'heading',
      cell: (contract) => <NumberText>{contract.number}</NumberText>,
    },
    {
      key: 'status',
      header: t('convention.contracts.columns.status'),
      card: 'prominent',
      cell: (contract) => <ContractStatusBadge status={contract.status} />,
    },
    {
      key: 'validity',
      header: t('convention.contracts.columns.validity'),
      cell: (contract) => validity(t, contract.validFrom, contract.validTo),
    },
    {
      key: 'contracted',
      header: t('convention.contracts.columns.contracted'),
      numeric: true,
      cell: (contract) => amount(contract.contractedQuantity),
    },
    {
      key: 'consumed',
      header: t('convention.contracts.columns.consumed'),
      numeric: true,
      cell: (contract) => (
        <>
          {amount(contract.consumedLast12Months)}
          {contract.contractedQuantity > 0 && (
            <Second>
              {t('convention.contracts.consumedShare', {
                percent: percent(contract.consumedLast12Months / contract.contractedQuantity),
              })}
            </Second>
          )}
        </>
      ),
    },
    {
      key: 'points',
      header: t('convention.contracts.columns.points'),
      numeric: true,
      cell: (contract) => String(contract.points),
    },
    {
      key: 'order',
      header: t('convention.contracts.columns.order'),
      cell: order,
    },
  ];
  return (
    <ResponsiveTable
      caption={t('convention.contracts.caption')}
      captionHidden
      columns={columns}
      rows={contracts}
      rowKey={(contract) => contract.id}
      stickyFirstColumn
      cardHeadingLevel={2}
    />
  );
}
