// loyaltyBonus of docs/api.md for /retail/loyaltyBonus: the selected registry's
// points, level, next threshold, eligibility, expiry, the movements that earned the points and the
// programme's rules (points per euro, minimum per bill, levels, how long points stay valid).
import { graphql } from '@/graphql/generated/index.ts';
import type { LoyaltyBonusPageQuery } from '@/graphql/generated/graphql.ts';
import { useQuery } from '@/lib/query.ts';

export const LOYALTY_BONUS_QUERY = graphql(`
  query LoyaltyBonusPage {
    loyaltyBonus {
      points
      level
      levelText
      nextLevelThreshold
      eligible
      notEligibleReason
      notEligibleReasonKind
      textLanguage
      pointsExpireOn
      movements {
        date
        points
        description
        kind
        invoiceNumber
      }
      program {
        eurosPerPoint
        minPointsPerBill
        levels {
          level
          levelText
          from
        }
        pointsValidYears
      }
    }
  }
`);

export type LoyaltyBonus = NonNullable<LoyaltyBonusPageQuery['loyaltyBonus']>;

export function useLoyaltyBonus() {
  return useQuery(LOYALTY_BONUS_QUERY, {});
}
