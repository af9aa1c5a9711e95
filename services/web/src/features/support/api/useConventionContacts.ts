// convention(utility).contacts of docs/api.md ("Conventions"): whom a public body writes or calls
// about its convention of a commodity. Asked only where the session has that
// convention (§4 flags): anyone else would get FORBIDDEN noConvention.
import { graphql } from '@/graphql/generated/index.ts';
import type { ConventionContactsQuery, Utility } from '@/graphql/generated/graphql.ts';
import { useQuery } from '@/lib/query.ts';

export const CONVENTION_CONTACTS_QUERY = graphql(`
  query ConventionContacts($utility: Utility!) {
    convention(utility: $utility) {
      id
      contacts {
        role
        name
        email
        phone
        hours
      }
    }
  }
`);

export type ConventionContact = ConventionContactsQuery['convention']['contacts'][number];

/** Null utility: nothing to ask (no convention of the page's commodity). */
export function useConventionContacts(utility: Utility | null) {
  return useQuery(CONVENTION_CONTACTS_QUERY, utility ? { utility } : null);
}
