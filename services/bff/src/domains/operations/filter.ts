// The operations filter, validated and in upstream terms: the registries the list
// covers (as the invoices list: listScope), the commodity, a state and a type as upstream spells
// them — a type in every spelling, since upstream writes a de-DE registry's types in German and a
// consortium's members may speak either — and the days the requests were opened, from ≤ to.
import {
  OPERATION_KINDS,
  OTHER,
  upstreamSpelling,
  type OperationKind as KnownOperationKind,
  type RequestState as KnownRequestState,
} from '@portal/shared/enumerations';
import type { CodUtility } from '@portal/shared/types/contract';
import { badInput } from '../../errors/api-error.ts';
import type { ApiContext } from '../../graphql/context.ts';
import { dayRange, parseId } from '../../graphql/inputs.ts';
import { codUtilityOf, type Utility } from '../../graphql/mapping.ts';
import { listScope } from '../../scope/registries.ts';
import { ownedSupply } from '../../scope/supplies.ts';

export interface OperationFilterArgs {
  supplyId?: string | null;
  utility?: Utility | null;
  state?: KnownRequestState | typeof OTHER | null;
  kind?: KnownOperationKind | typeof OTHER | null;
  openedFrom?: string | null;
  openedTo?: string | null;
  registryId?: string | null;
  allRegistries?: boolean | null;
}

/** The variables of OPERAZIONI_QUERY a filter sets (paging and sort are the resolver's). */
export interface UpstreamOperationFilter {
  idanagrafica: number[];
  idfornitura: number | undefined;
  codUtility: CodUtility | undefined;
  stato: string | undefined;
  tipo: string[] | undefined;
  dataAperturaDal: string | undefined;
  dataAperturaAl: string | undefined;
}

/** Every spelling upstream uses for a type (Italian, and German for a de-DE registry). */
export function typeSpellings(kind: KnownOperationKind): string[] {
  return [...OPERATION_KINDS[kind]];
}

/**
 * The filter, validated, for the registries it names or the selected one. OTHER only reports a
 * value upstream sent that the portal does not know: there is no word to ask upstream for it.
 */
export async function upstreamOperationFilter(
  args: OperationFilterArgs,
  ctx: ApiContext,
): Promise<UpstreamOperationFilter> {
  if (args.state === OTHER) throw badInput('state', 'state cannot filter by OTHER');
  if (args.kind === OTHER) throw badInput('kind', 'kind cannot filter by OTHER');
  const opened = dayRange(args.openedFrom, args.openedTo, 'openedFrom', 'openedTo');
  const idanagrafica = listScope(ctx, args.registryId, args.allRegistries);
  const idfornitura =
    args.supplyId != null && args.supplyId !== ''
      ? (await ownedSupply(ctx.authz, parseId(args.supplyId, 'supplyId'))).idfornitura
      : undefined;
  return {
    idanagrafica,
    idfornitura,
    codUtility: args.utility ? codUtilityOf(args.utility) : undefined,
    stato: args.state ? upstreamSpelling('requestState', args.state) : undefined,
    tipo: args.kind ? typeSpellings(args.kind) : undefined,
    dataAperturaDal: opened.from,
    dataAperturaAl: opened.to,
  };
}
