// The contracts under the convention: number, §4 status, validity, contracted
// quantity with its points against the last 12 months' consumption (with the share), and the order each
// came from, by its number — a link to that order on the order status page. A table from 768 px,
// one card per contract on a phone.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ContractStatusBadge } from '@/components/badges/index.ts';
import { NumberText, SecondLine } from '@/components/lists/index.ts';
import { ResponsiveTable, type TableColumn } from '@/components/ui/index.ts';
import type { Unit } from '@/graphql/generated/graphql.ts';
import type { ConventionContract, ConventionOrderName } from '../api/useConventionContracts.ts';
import { percent, quantity, validity } from '../model/values.ts';

// Under a figure; the numeric cell keeps figures on one line, but these words may wrap.
const Second = styled(SecondLine)`
  white-space: normal;
`;

export interface ConventionContractTableProps {
  contracts: readonly ConventionContract[];
  /** The body's orders, to name a contract's order by its number (else its id). */
  orders: readonly ConventionOrderName[];
  unit: Unit | null;
  unitText: string | null;
  /** The address of an order on the order status page. */
  orderHref: (orderId: string) => string;
}

export function ConventionContractTable({
  contracts,
  orders,
  unit,
  unitText,
  orderHref,
}: ConventionContractTableProps) {
  const { t } = useTranslation();
  const amount = (value: number) => quantity(t, value, unit, unitText);
  const numberOf = new Map(orders.map((order) => [order.id, order.number]));
  const order = (contract: ConventionContract): ReactNode => (
    <Link to={orderHref(contract.orderId)}>
      {t('convention.contracts.orderLink', {
        number: numberOf.get(contract.orderId) ?? contract.orderId,
      })}
    </Link>
  );
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
      cell: (contract) => (
        <>
          {amount(contract.contractedQuantity)}
          <Second>{t('convention.contracts.points', { count: contract.points })}</Second>
        </>
      ),
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
