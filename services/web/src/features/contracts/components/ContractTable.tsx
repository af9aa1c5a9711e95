// The contracts of a commodity (§3 contratti fields that matter to a customer): number (a link to
// the contract's page), §4 status, point with its site, product with its offer and convention,
// signing and activation dates with the validity, billing with payment. Six columns, so the table
// fits beside the menu at 1280 px; a table from 768 px, one card per contract on a phone.
import type { Commodity } from '@portal/shared/pages';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ContractStatusBadge } from '@/components/badges/index.ts';
import { NumberText, SecondLine } from '@/components/lists/index.ts';
import {
  Name,
  nameSlot,
  NamedText,
  ResponsiveTable,
  type TableColumn,
} from '@/components/ui/index.ts';
import { enumerationText } from '@/lib/enumerations.ts';
import type { Contract } from '../api/types.ts';
import { dateOrNone, orNone, validity } from './values.ts';

// Each date with its word on a line of its own, unbroken where the table has the room.
const DateLine = styled.span`
  display: block;
  ${({ theme }) => theme.media.md} {
    white-space: nowrap;
  }
`;

/** Whether the contract is under a business convention (§3 businessConvention*). */
function hasConvention(contract: Contract): boolean {
  return Boolean(contract.businessConventionName ?? contract.businessConventionCode);
}

export interface ContractTableProps {
  contracts: readonly Contract[];
  commodity: Commodity;
  /** The address of a contract's page. */
  hrefOf: (contract: Contract) => string;
  busy?: boolean;
}

export function ContractTable({ contracts, commodity, hrefOf, busy }: ContractTableProps) {
  const { t } = useTranslation();
  // Upstream's Italian names (supply, site, offer, convention): shown as written.
  const name = (value: string | null | undefined) => (
    <Name value={value} lang="it" none={t('contracts.none')} />
  );
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
      header: t(`contracts.columns.pointAndSite.${commodity}`),
      cell: (contract) => (
        <>
          {contract.pointId}
          <SecondLine>{name(contract.siteName ?? contract.friendlyName)}</SecondLine>
        </>
      ),
    },
    {
      key: 'product',
      header: t('contracts.columns.product'),
      cell: (contract) => (
        <>
          {name(contract.product)}
          {contract.offerCode && (
            <SecondLine>
              {t('contracts.columns.offerCode', { code: contract.offerCode })}
            </SecondLine>
          )}
          {hasConvention(contract) && (
            <SecondLine>
              <NamedText
                text={t('contracts.columns.conventionLine', { name: nameSlot() })}
                names={[name(contract.businessConventionName ?? contract.businessConventionCode)]}
              />
            </SecondLine>
          )}
        </>
      ),
    },
    {
      key: 'dates',
      header: t('contracts.columns.dates'),
      cell: (contract) => (
        <>
          <DateLine>
            {t('contracts.columns.signed', { date: dateOrNone(t, contract.signedOn) })}
          </DateLine>
          <DateLine>
            {t('contracts.columns.activated', { date: dateOrNone(t, contract.activatedOn) })}
          </DateLine>
          <DateLine>
            {t('contracts.columns.validityLine', { validity: validity(t, contract) })}
          </DateLine>
        </>
      ),
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
          <SecondLine>
            {orNone(
              t,
              enumerationText(t, 'paymentMethod', contract.paymentType, contract.paymentTypeText),
            )}
          </SecondLine>
        </>
      ),
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
