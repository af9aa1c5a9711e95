// /retail/myUtilities (§2, page kind 'retail-utilities'): the household's supplies
// of both commodities — the §4 state in words and colour, address, POD or PDR, offer and green
// energy — each opening its own page (/retail/myUtilities/{id}). Cards below 768 px.
import { formatQuantity } from '@portal/shared/format';
import { buildPath } from '@portal/shared/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ContractStatusBadge } from '@/components/badges/index.ts';
import { PageScaffold, SkeletonBlock, SkeletonTable } from '@/components/page-scaffold/index.ts';
import { Name, ResponsiveTable, Stack, type TableColumn } from '@/components/ui/index.ts';
import { usePageContext } from '@/lib/page-context.ts';
import { useUtilities, type UtilityRow } from './api/useUtilities.ts';
import { addressLine } from '@/lib/values.ts';

const Skeleton = () => (
  <Stack aria-hidden="true">
    <SkeletonBlock height="1.5em" width="30%" />
    <SkeletonTable rows={3} columns={6} />
  </Stack>
);

export default function UtilitiesPage() {
  const { t } = useTranslation();
  const { locale, selectedRegistry } = usePageContext();
  const registryId = selectedRegistry ? String(selectedRegistry.idAnagrafica) : null;
  const query = useUtilities(registryId);

  const columns: TableColumn<UtilityRow>[] = [
    {
      key: 'supply',
      header: t('utilities.columns.supply'),
      card: 'heading',
      cell: (row) => (
        <Link to={buildPath('retail-myUtilities-id', { id: row.id }, locale)}>
          {t(`utilities.utility.${row.utility}`)}
          <span className="visually-hidden"> {row.pointId}</span>
        </Link>
      ),
    },
    {
      key: 'status',
      header: t('utilities.columns.status'),
      card: 'prominent',
      cell: (row) => <ContractStatusBadge status={row.status} />,
    },
    {
      key: 'address',
      header: t('utilities.columns.address'),
      cell: (row) => <Name value={addressLine(row)} lang="it" none={t('utilities.none')} />,
    },
    { key: 'pointId', header: t('utilities.columns.pointId'), cell: (row) => row.pointId },
    {
      key: 'product',
      header: t('utilities.columns.product'),
      cell: (row) => <Name value={row.product} lang="it" none={t('utilities.none')} />,
    },
    {
      key: 'green',
      header: t('utilities.columns.greenEnergy'),
      cell: (row) =>
        row.greenEnergy
          ? t('utilities.greenShare', { percent: formatQuantity(row.renewablePercent ?? 100) })
          : t('utilities.no'),
    },
  ];

  return (
    <PageScaffold
      title={t('utilities.title')}
      intro={t('utilities.intro')}
      query={query}
      skeleton={<Skeleton />}
      isEmpty={(data) => data.supplies.nodes.length === 0}
      empty={t('utilities.empty')}
    >
      {(data) => (
        <Stack $gap={3}>
          <p>{t('utilities.count', { count: data.supplies.totalCount })}</p>
          <ResponsiveTable
            caption={t('utilities.caption')}
            captionHidden
            columns={columns}
            rows={data.supplies.nodes}
            rowKey={(row) => row.id}
          />
        </Stack>
      )}
    </PageScaffold>
  );
}
