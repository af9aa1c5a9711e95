// consortium of docs/api.md: the session's consortium conventions with their §6 logos and its
// member registries, for the consortium's profile page. Asked only by a consortium.
import useSWR from 'swr';
import { graphql } from '@/graphql/generated/index.ts';
import type { ProfileConsortiumQuery } from '@/graphql/generated/graphql.ts';
import { graphql as send } from '@/lib/graphql.ts';

export const PROFILE_CONSORTIUM_QUERY = graphql(`
  query ProfileConsortium {
    consortium {
      conventions {
        code
        name
        logoUrl
      }
      members {
        id
        companyName
        taxCode
        vatNumber
        locality
        province
        customerKind
        customerKindText
      }
    }
  }
`);

export type Consortium = NonNullable<ProfileConsortiumQuery['consortium']>;
export type MemberRegistry = Consortium['members'][number];

export function useConsortium(isConsortium: boolean) {
  return useSWR<ProfileConsortiumQuery, Error, 'ProfileConsortium' | null>(
    isConsortium ? 'ProfileConsortium' : null,
    () => send(PROFILE_CONSORTIUM_QUERY),
  );
}
