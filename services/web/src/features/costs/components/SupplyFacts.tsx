// A supply at the top of its costs page: where it is, its §4 status in words and
// colour, and its contract — product, activation — with a link to the contract's page where the
// segment has contracts pages (§2: consortia have none).
import { formatDate } from '@portal/shared/format';
import type { Commodity } from '@portal/shared/pages';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ContractStatusBadge } from '@/components/badges/index.ts';
import { Card, FactList, Name } from '@/components/ui/index.ts';
import { addressLine } from '@/lib/values.ts';
import type { CostsSupply } from '../api/types.ts';

export function SupplyFacts({
  supply,
  commodity,
  contractHref,
}: {
  supply: CostsSupply;
  commodity: Commodity;
  /** The contract's page, or null where there is none to link to. */
  contractHref: string | null;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const none = t('costs.none');
  const facts = [
    { label: t(`costs.supplies.point.${commodity}`), value: supply.pointId },
    {
      label: t('costs.detail.address'),
      value: <Name value={addressLine(supply)} lang="it" none={none} />,
    },
    {
      label: t('costs.supplies.site'),
      value: <Name value={supply.siteName} lang="it" none={none} />,
    },
    {
      label: t('costs.detail.status'),
      value: <ContractStatusBadge status={supply.status} />,
    },
    {
      label: t('costs.detail.product'),
      value: <Name value={supply.product} lang="it" none={none} />,
    },
    {
      label: t('costs.detail.activation'),
      value: formatDate(supply.activationDate) || none,
    },
    {
      label: t('costs.detail.contract'),
      value: contractHref ? (
        <Link to={contractHref}>{t('costs.detail.openContract')}</Link>
      ) : (
        (supply.contractId ?? none)
      ),
    },
  ];
  if (supply.terminationDate && formatDate(supply.terminationDate)) {
    facts.push({ label: t('costs.detail.termination'), value: formatDate(supply.terminationDate) });
  }
  return (
    <Card aria-labelledby={headingId}>
      <h2 id={headingId}>{t('costs.detail.supply')}</h2>
      <FactList facts={facts} pairsPerRow={2} />
    </Card>
  );
}
