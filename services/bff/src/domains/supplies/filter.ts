// The supplies list's filter, validated and in upstream terms: the registries it
// covers (as the invoices list: listScope), a search text, a §4 status as upstream spells it, a
// site checked to be the session's own (NOT_FOUND like an unknown one).
import {
  CONTRACT_STATUS_CODES,
  type ContractStatusCode,
  type ContractStatusKey,
} from '@portal/shared/status';
import { badInput } from '../../errors/api-error.ts';
import type { ApiContext } from '../../graphql/context.ts';
import { boundedText, parseId } from '../../graphql/inputs.ts';
import { codUtilityOf, type Utility } from '../../graphql/mapping.ts';
import { listScope } from '../../scope/registries.ts';
import { ownedSite } from '../../scope/sites.ts';
import type { FornitureVariables } from '../../scope/supplies.ts';

export interface SupplyListArgs {
  utility?: Utility | null;
  greenEnergy?: boolean | null;
  search?: string | null;
  status?: ContractStatusCode | null;
  siteId?: string | null;
  registryId?: string | null;
  allRegistries?: boolean | null;
}

/** The longest search text (the data service takes 100: docs/upstream-contract.md). */
export const SEARCH_MAX = 100;

/** §4 status key → statoFornitura as upstream writes it ('Attiva', 'In fase di attivazione'). */
const UPSTREAM_STATUS = Object.fromEntries(
  (
    Object.entries(CONTRACT_STATUS_CODES) as Array<
      [ContractStatusKey | 'unknown', ContractStatusCode]
    >
  )
    .filter(([key]) => key !== 'unknown')
    .map(([key, code]) => [code, key.charAt(0).toUpperCase() + key.slice(1)]),
) as Partial<Record<ContractStatusCode, string>>;

export function upstreamStatus(status: ContractStatusCode | null | undefined): string | undefined {
  if (status == null) return undefined;
  const word = UPSTREAM_STATUS[status];
  // UNKNOWN only reports a state upstream sent that §4 does not name: there is no word to ask for.
  if (!word) throw badInput('status', 'status cannot filter by UNKNOWN');
  return word;
}

/** The upstream variables of a supplies list (without paging), every id checked first. */
export async function supplyListVariables(
  args: SupplyListArgs,
  ctx: ApiContext,
): Promise<Omit<FornitureVariables, 'first' | 'offset'>> {
  const idanagrafica = listScope(ctx, args.registryId, args.allRegistries);
  const search = boundedText(args.search, 'search', { max: SEARCH_MAX });
  const statoFornitura = upstreamStatus(args.status);
  const idsede =
    args.siteId != null && args.siteId !== ''
      ? await ownedSite(ctx.authz, parseId(args.siteId, 'siteId'))
      : undefined;
  return {
    idanagrafica,
    codUtility: args.utility ? codUtilityOf(args.utility) : undefined,
    energiaVerde: args.greenEnergy ?? undefined,
    idsede,
    statoFornitura,
    cerca: search || undefined,
  };
}
