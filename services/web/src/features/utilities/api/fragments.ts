// The supply fields a household's supplies list shows (§2 /retail/myUtilities), shared by the
// list and the supply's own page, which shows them again above its details (the generated
// documents carry the fragment with them).
import { graphql } from '@/graphql/generated/index.ts';

export const UTILITY_SUMMARY_FIELDS = graphql(`
  fragment UtilitySummary on Supply {
    id
    utility
    pointId
    status
    address
    postalCode
    locality
    province
    product
    greenEnergy
    renewablePercent
  }
`);
