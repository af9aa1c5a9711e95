// The supplies a written request may name, as the form's options: the point and where it is (with
// the site's name on a business page).
import { useTranslation } from 'react-i18next';
import type { Utility } from '@/graphql/generated/graphql.ts';
import type { SupplyOption } from '../components/RequestForm.tsx';
import { useRequestSupplies } from './useRequestSupplies.ts';

export function useSupplyOptions(
  utilities: readonly (Utility | null)[],
  registryId: string | null,
  { withSite }: { withSite: boolean },
): SupplyOption[] {
  const { t } = useTranslation();
  const first = useRequestSupplies(utilities[0] ?? null, registryId);
  const second = useRequestSupplies(utilities[1] ?? null, registryId);
  return [...(first.data?.supplies.nodes ?? []), ...(second.data?.supplies.nodes ?? [])].map(
    (supply) => ({
      id: supply.id,
      label: t('support.form.supplyOption', {
        point: supply.pointId,
        address: [withSite ? supply.siteName : null, supply.address, supply.locality]
          .filter(Boolean)
          .join(', '),
      }),
    }),
  );
}
