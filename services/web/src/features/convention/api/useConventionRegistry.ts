// conventionRegistry(utility) of docs/api.md "Conventions": the body's registry as the supplier
// holds it and the corrections asked for, newest first.
import { graphql } from '@/graphql/generated/index.ts';
import type { ConventionRegistryDetailsQuery, Utility } from '@/graphql/generated/graphql.ts';
import { useQuery } from '@/lib/query.ts';

export const CONVENTION_REGISTRY_QUERY = graphql(`
  query ConventionRegistryDetails($utility: Utility!) {
    conventionRegistry(utility: $utility) {
      registryId
      name
      taxCode
      vatNumber
      ipaCode
      pec
      registeredAddress
      billingAddress
      invoicingOffices {
        code
        name
        isDefault
      }
      splitPayment
      corrections {
        ...RegistryCorrectionFields
      }
    }
  }
`);

export const REGISTRY_CORRECTION_FIELDS = graphql(`
  fragment RegistryCorrectionFields on RegistryCorrection {
    id
    caseNumber
    field
    requestedValue
    note
    state
    stateText
    requestedAt
  }
`);

export type ConventionRegistry = ConventionRegistryDetailsQuery['conventionRegistry'];

export function useConventionRegistry(utility: Utility | null) {
  return useQuery(CONVENTION_REGISTRY_QUERY, utility ? { utility } : null);
}
