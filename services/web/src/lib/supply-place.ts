// What a page that heads its facts with one supply asks of it to say which supply it is (§3
// fornitura): its point, its address (worded by addressLine of values.ts), its site, its §4 status
// and the days it started and ended. The contract's page and the supply's costs page spread it;
// each adds what it shows besides.
import { graphql } from '@/graphql/generated/index.ts';

export const SUPPLY_PLACE_FIELDS = graphql(`
  fragment SupplyPlace on Supply {
    id
    pointId
    address
    locality
    province
    postalCode
    status
    siteName
    activationDate
    terminationDate
  }
`);
