// The loyalty bonus of the selected registry.
import type { ApiContext } from '../../graphql/context.ts';
import { selectedId } from '../../graphql/selected-registry.ts';
import { registryLanguage } from '../../session/types.ts';
import { toLoyaltyBonus } from './mapping.ts';
import { BONUS_QUERY, type BonusFedeltaRecord } from './upstream.ts';

export const loyaltyQueries = {
  async loyaltyBonus(_: unknown, __: unknown, ctx: ApiContext) {
    const id = selectedId(ctx);
    if (id === null) return null;
    const data = await ctx.upstream.graphql<{ bonusFedelta: BonusFedeltaRecord | null }>(ctx.call, {
      query: BONUS_QUERY,
      operationName: 'BonusFedelta',
      variables: { idanagrafica: id },
    });
    return data.bonusFedelta && ctx.authz.owns(data.bonusFedelta.idanagrafica)
      ? toLoyaltyBonus(
          data.bonusFedelta,
          registryLanguage(ctx.call.session, data.bonusFedelta.idanagrafica),
        )
      : null;
  },
};
