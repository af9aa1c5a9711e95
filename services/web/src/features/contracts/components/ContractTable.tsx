// The contracts of a commodity (§3 contratti fields that matter to a customer): number (a link to
// the contract's page), point, site, product with its offer, §4 status, dates, validity, billing
// with payment, convention. A table from 768 px, one card per contract on a phone.
import type { Commodity } from '@portal/shared/pages';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ResponsiveTable, type TableColumn } from '@/components/ui/index.ts';
import { enumerationText } from '@/lib/enumerations.ts';
import type { Contract } from '../api/types.ts';
import { ContractStatusBadge } from './ContractStatusBadge.tsx';
import { convention, dateOrNone, orNone, validity } from './values.ts';

// A contract number is one word: it never breaks at its hyphen.
const NumberText = styled.span`
  white-space: nowrap;
`;

// A cell's second fact under its first (the offer under the product, the payment under the
// billing): twelve columns did not fit beside the menu, and a product name wrapped to four lines.
const Second = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export interface ContractTableProps {
  contracts: readonly Contract[];
  commodity: Commodity;
  /** The address of a contract's page. */
  hrefOf: (contract: Contract) => string;
  busy?: boolean;
}

export function ContractTable({ contracts, commodity, hrefOf, busy }: ContractTableProps) {
  const { t } = useTranslation();
  const columns: TableColumn<Contract>[] = [
    {
      key: 'number',
      header: t('contracts.columns.number'),
      card: 'heading',
      cell: (contract) => (
        <Link
          to={hrefOf(contract)}
          aria-label={t('contracts.open', {
            number: contract.contractNumber,
            point: contract.pointId,
          })}
        >
          <NumberText>{contract.contractNumber}</NumberText>
        </Link>
      ),
    },
    {
      key: 'status',
      header: t('contracts.columns.status'),
      card: 'prominent',
      cell: (contract) => <ContractStatusBadge status={contract.status} />,
    },
    {
      key: 'point',
      header: t(`contracts.columns.point.${commodity}`),
      cell: (contract) => contract.pointId,
    },
    {
      key: 'site',
      header: t('contracts.columns.site'),
      cell: (contract) => orNone(t, contract.siteName ?? contract.friendlyName),
    },
    {
      key: 'product',
      header: t('contracts.columns.product'),
      cell: (contract) => (
        <>
          {orNone(t, contract.product)}
          {contract.offerCode && (
            <Second>{t('contracts.columns.offerCode', { code: contract.offerCode })}</Second>
          )}
        </>
      ),
    },
    {
      key: 'signedOn',
      header: t('contracts.columns.signedOn'),
      numeric: true,
      cell: (contract) => dateOrNone(t, contract.signedOn),
    },
    {
      key: 'activatedOn',
      header: t('contracts.columns.activatedOn'),
      numeric: true,
      cell: (contract) => dateOrNone(t, contract.activatedOn),
    },
    {
      key: 'validity',
      header: t('contracts.columns.validity'),
      cell: (contract) => validity(t, contract),
    },
    {
      key: 'billing',
      header: t('contracts.columns.billing'),
      cell: (contract) => (
        <>
          {orNone(
            t,
            enumerationText(
              t,
              'billingFrequency',
              contract.billingFrequency,
              contract.billingFrequencyText,
            ),
          )}
          <Second>
            {orNone(
              t,
              enumerationText(t, 'paymentMethod', contract.paymentType, contract.paymentTypeText),
            )}
          </Second>
        </>
      ),
    },
    {
      key: 'convention',
      header: t('contracts.columns.convention'),
      cell: (contract) => convention(t, contract),
    },
  ];
  return (
    <ResponsiveTable
      caption={t('contracts.caption')}
      captionHidden
      columns={columns}
      rows={contracts}
      rowKey={(contract) => contract.id}
      busy={busy ?? false}
      stickyFirstColumn
      cardHeadingLevel={2}
    />
  );
}
