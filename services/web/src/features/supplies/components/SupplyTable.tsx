// The supplies of a commodity (§3 forniture): the point (POD for light, PDR for gas), its §4
// status, site with its address, product, committed power (light) or meter class (gas), annual
// consumption and a link to its contract where the segment has contracts pages; on the green
// energy page the renewable share, CO₂ avoided and certificate (guarantee of origin) instead of
// product, power and consumption. A table from 768 px, one card per supply on a phone.
import type { Commodity } from '@portal/shared/pages';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ContractStatusBadge } from '@/components/badges/index.ts';
import { NumberText, SecondLine } from '@/components/lists/index.ts';
import { Name, ResponsiveTable, type TableColumn } from '@/components/ui/index.ts';
import { SetText } from '@/lib/upstream-text.tsx';
import type { Supply } from '../api/types.ts';
import { addressOf, kilograms, orNone, percent, quantity } from './values.ts';

export type SupplyTableVariant = 'all' | 'green';

export interface SupplyTableProps {
  supplies: readonly Supply[];
  commodity: Commodity;
  variant: SupplyTableVariant;
  caption: string;
  /** The address of a supply's contract page; null where the segment has none (consortia). */
  contractHref: ((supply: Supply) => string | null) | null;
  busy: boolean;
  skeletonRows: number;
}

export function SupplyTable({
  supplies,
  commodity,
  variant,
  caption,
  contractHref,
  busy,
  skeletonRows,
}: SupplyTableProps) {
  const { t } = useTranslation();
  // Upstream's Italian names (site, address, offer): shown as written.
  const name = (value: string | null | undefined) => (
    <Name value={value} lang="it" none={t('supplies.none')} />
  );
  const point: TableColumn<Supply> = {
    key: 'point',
    header: t(`supplies.columns.point.${commodity}`),
    card: 'heading',
    cell: (supply) => <NumberText>{supply.pointId}</NumberText>,
  };
  const status: TableColumn<Supply> = {
    key: 'status',
    header: t('supplies.columns.status'),
    card: variant === 'all' ? 'prominent' : undefined,
    cell: (supply) => <ContractStatusBadge status={supply.status} />,
  };
  const site: TableColumn<Supply> = {
    key: 'site',
    header: t('supplies.columns.site'),
    cell: (supply) => (
      <>
        {name(supply.siteName)}
        <SecondLine>{name(addressOf(supply))}</SecondLine>
      </>
    ),
  };
  const consumption: TableColumn<Supply> = {
    key: 'consumption',
    header: t('supplies.columns.consumption'),
    numeric: true,
    card: variant === 'all' ? 'prominent' : undefined,
    cell: (supply) => quantity(t, supply.annualConsumption, supply.unit, supply.unitText),
  };
  const contract: TableColumn<Supply> | null = contractHref && {
    key: 'contract',
    header: t('supplies.columns.contract'),
    cell: (supply) => {
      const href = contractHref(supply);
      return href ? (
        <Link to={href} aria-label={t('supplies.openContract', { point: supply.pointId })}>
          {t('supplies.contractLink')}
        </Link>
      ) : (
        t('supplies.none')
      );
    },
  };
  const columns: TableColumn<Supply>[] =
    variant === 'all'
      ? [
          point,
          status,
          site,
          {
            key: 'product',
            header: t('supplies.columns.product'),
            cell: (supply) => name(supply.product),
          },
          commodity === 'light'
            ? {
                key: 'power',
                header: t('supplies.columns.power'),
                numeric: true,
                cell: (supply) => quantity(t, supply.committedPowerKw, 'KW'),
              }
            : {
                key: 'meterClass',
                header: t('supplies.columns.meterClass'),
                cell: (supply) => orNone(t, supply.meterClass),
              },
          consumption,
        ]
      : [
          point,
          {
            key: 'renewable',
            header: t('supplies.columns.renewable'),
            numeric: true,
            card: 'prominent',
            cell: (supply) => percent(t, supply.renewablePercent),
          },
          {
            key: 'co2',
            header: t('supplies.columns.co2'),
            numeric: true,
            card: 'prominent',
            cell: (supply) => kilograms(t, supply.co2AvoidedKg),
          },
          {
            key: 'certificate',
            header: t('supplies.columns.certificate'),
            // §9: a certificate the portal knows in the page's language, else as upstream wrote it.
            cell: (supply) =>
              supply.greenCertificate ? (
                <SetText
                  prefix="supplies.certificates"
                  value={supply.greenCertificateKind}
                  text={supply.greenCertificate}
                />
              ) : (
                orNone(t, null)
              ),
          },
          site,
          status,
        ];
  if (contract) columns.push(contract);
  return (
    <ResponsiveTable
      caption={caption}
      captionHidden
      columns={columns}
      rows={supplies}
      rowKey={(supply) => supply.id}
      busy={busy}
      skeletonRows={skeletonRows}
      stickyFirstColumn
      cardHeadingLevel={2}
    />
  );
}
