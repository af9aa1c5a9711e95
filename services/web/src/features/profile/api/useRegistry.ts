// registry(id) of docs/api.md: the §3 anagrafica with its digital invoicing and contacts, for the
// profile page (§2 /<segment>/profile). No id: the registry selected in the header.
import useSWR from 'swr';
import { graphql } from '@/graphql/generated/index.ts';
import type { ProfileRegistryQuery } from '@/graphql/generated/graphql.ts';
import { graphql as send } from '@/lib/graphql.ts';

export const PROFILE_REGISTRY_QUERY = graphql(`
  query ProfileRegistry {
    registry {
      id
      companyName
      firstName
      lastName
      taxCode
      foreignTaxCode
      vatNumber
      ateco
      ateco2
      address
      postalCode
      locality
      province
      country
      splitPayment
      email
      phone
      mobile
      fatturaDigitale {
        email
        digital
        byEmail
        grouped
        deliveryType
        deliveryTypeText
      }
    }
  }
`);

export type ProfileRegistry = ProfileRegistryQuery['registry'];

/** The key carries the selected registry, so switching it in the header asks again. */
export function useRegistry(selectedId: number | null) {
  return useSWR<ProfileRegistryQuery, Error, readonly ['ProfileRegistry', number | null]>(
    ['ProfileRegistry', selectedId] as const,
    () => send(PROFILE_REGISTRY_QUERY),
  );
}
