// The supplies a written request may name: the commodity's supplies of the registry the request
// is filed for (the selected one), by point id, for the form's select.
import { graphql } from '@/graphql/generated/index.ts';
import type { Utility } from '@/graphql/generated/graphql.ts';
import { useQuery } from '@/lib/query.ts';

/** The first supplies offered; a customer with more types the point id in the message. */
export const REQUEST_SUPPLIES_LIMIT = 100;

export const REQUEST_SUPPLIES_QUERY = graphql(`
  query RequestSupplies($utility: Utility!, $registryId: ID) {
    supplies(utility: $utility, registryId: $registryId, first: 100) {
      totalCount
      nodes {
        id
        pointId
        address
        locality
        siteName
      }
    }
  }
`);

export function useRequestSupplies(utility: Utility | null, registryId: string | null) {
  return useQuery(REQUEST_SUPPLIES_QUERY, utility ? { utility, registryId } : null);
}
