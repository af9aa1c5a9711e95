// conventionRegistry(utility) of docs/api.md "Conventions": the body's registry as the supplier
// holds it and the corrections asked for, newest first.
import useSWR from 'swr';
import { graphql } from '@/graphql/generated/index.ts';
import type {
  ConventionRegistryDetailsQuery,
  ConventionRegistryDetailsQueryVariables,
  Utility,
} from '@/graphql/generated/graphql.ts';
import { graphqlFetcher, type GraphQLKey } from '@/lib/graphql.ts';

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
  return useSWR<
    ConventionRegistryDetailsQuery,
    Error,
    GraphQLKey<ConventionRegistryDetailsQuery, ConventionRegistryDetailsQueryVariables> | null
  >(utility ? ([CONVENTION_REGISTRY_QUERY, { utility }] as const) : null, graphqlFetcher);
}
