// Supply-management requests (§2 /retail/myUtilities/manageUts/...): the manage page's data (the
// supply, its current bill delivery, payment method and power, the operations it offers with any
// open request), the list with state history and a new request, validated by rules.ts and
// refused while one of its kind is open, before it goes upstream.
import type { Anagrafica } from '@portal/upstream-contract/records';
import { SUPPLY_CHANGE_KINDS, terminationWindow } from '@portal/shared/supply-changes';
import { ApiError } from '../../errors/api-error.ts';
import type { ApiContext } from '../../graphql/context.ts';
import { parseId, parsePaging, romeToday } from '../../graphql/inputs.ts';
import { enumerated } from '../../graphql/mapping.ts';
import type { Page } from '../../graphql/upstream-records.ts';
import { ownedSupply } from '../../scope/supplies.ts';
import { CONTRATTI_QUERY, type ContractRecord } from '../contracts/upstream.ts';
import { ANAGRAFICA_QUERY } from '../registry/upstream.ts';
import { toSupply } from '../supplies/mapping.ts';
import {
  UPSTREAM_KIND,
  isOpenRequest,
  powerOffer,
  supplyChangeInput,
  toSupplyChangeRequest,
  type SupplyChangeArgs,
  type SupplyChangeKind,
} from './rules.ts';
import {
  CREA_RICHIESTA_MUTATION,
  RICHIESTE_QUERY,
  type RichiestaGestioneRecord,
} from './upstream.ts';

/** The requests of one supply (of one kind when given), newest first. */
export async function requestsOf(
  ctx: ApiContext,
  supply: { idanagrafica: number; idfornitura: number },
  tipo?: string,
): Promise<RichiestaGestioneRecord[]> {
  const data = await ctx.upstream.graphql<{ richiesteGestione: Page<RichiestaGestioneRecord> }>(
    ctx.call,
    {
      query: RICHIESTE_QUERY,
      operationName: 'RichiesteGestione',
      variables: {
        idanagrafica: [supply.idanagrafica],
        idfornitura: supply.idfornitura,
        ...(tipo ? { tipo } : {}),
        first: 20,
        offset: 0,
      },
    },
  );
  return data.richiesteGestione.nodes.filter(
    (r) => r.idfornitura === supply.idfornitura && ctx.authz.owns(r.idanagrafica),
  );
}

export const supplyChangeQueries = {
  /** The manage page of a supply of the session (§2 manageUts/{id}; another customer's is not found). */
  async supplyManagement(_: unknown, args: { supplyId: string }, ctx: ApiContext) {
    const supply = await ownedSupply(ctx.authz, parseId(args.supplyId, 'supplyId'));
    const [registry, contracts, requests] = await Promise.all([
      ctx.upstream.graphql<{ anagrafica: Anagrafica | null }>(ctx.call, {
        query: ANAGRAFICA_QUERY,
        operationName: 'Anagrafica',
        variables: { idanagrafica: supply.idanagrafica },
      }),
      supply.idrigaContratto
        ? ctx.upstream.graphql<{ contratti: Page<ContractRecord> }>(ctx.call, {
            query: CONTRATTI_QUERY,
            operationName: 'Contratti',
            variables: {
              idanagrafica: [supply.idanagrafica],
              idrigaContratto: supply.idrigaContratto,
              first: 1,
            },
          })
        : Promise.resolve(null),
      requestsOf(ctx, supply),
    ]);
    const digital = registry.anagrafica?.fatturaDigitale ?? null;
    const delivery = enumerated('billDelivery', digital?.tipoInvioFatturaDescrizione);
    const contract = contracts?.contratti.nodes.find(
      (c) => c.idrigaContratto === supply.idrigaContratto,
    );
    const payment = enumerated('paymentMethod', contract?.tipoPagamento);
    const power = powerOffer(supply);
    const mapped = requests.map((r) => toSupplyChangeRequest(r));
    const kinds = SUPPLY_CHANGE_KINDS.filter((k) => k !== 'POWER_VARIATION' || power !== null);
    return {
      supply: toSupply(supply),
      billDelivery: delivery.key,
      billDeliveryText: delivery.text,
      billEmail: digital?.eMail ?? null,
      paymentMethod: payment.key,
      paymentMethodText: payment.text,
      power,
      termination: terminationWindow(romeToday()),
      operations: kinds.map((kind) => ({
        kind,
        openRequest:
          mapped.find(
            (r) => r.kind === kind && (r.state === 'TRANSMITTED' || r.state === 'PROCESSING'),
          ) ?? null,
      })),
      requests: mapped,
    };
  },

  /** Supply-management requests (§2 manageUts pages) with their state history, newest first. */
  async supplyChangeRequests(
    _: unknown,
    args: { supplyId?: string | null; first?: number | null; offset?: number | null },
    ctx: ApiContext,
  ) {
    const { first, offset } = parsePaging(args.first, args.offset);
    const idfornitura = args.supplyId
      ? (await ownedSupply(ctx.authz, parseId(args.supplyId, 'supplyId'))).idfornitura
      : undefined;
    const data = await ctx.upstream.graphql<{ richiesteGestione: Page<RichiestaGestioneRecord> }>(
      ctx.call,
      {
        query: RICHIESTE_QUERY,
        operationName: 'RichiesteGestione',
        variables: { idanagrafica: ctx.authz.scope(), idfornitura, first, offset },
      },
    );
    const nodes = data.richiesteGestione.nodes.filter((r) => ctx.authz.owns(r.idanagrafica));
    return {
      totalCount: data.richiesteGestione.totalCount,
      nodes: nodes.map((r) => toSupplyChangeRequest(r)),
    };
  },
};

export const supplyChangeMutations = {
  /**
   * Files one request; never retried (a second call would file a second request). A request of
   * the same kind still open on the supply is refused as CONFLICT (reason requestAlreadyPending),
   * here and, should two arrive together, by upstream.
   */
  async requestSupplyChange(
    _: unknown,
    args: { supplyId: string; kind: SupplyChangeKind; input: SupplyChangeArgs },
    ctx: ApiContext,
  ) {
    const supply = await ownedSupply(ctx.authz, parseId(args.supplyId, 'supplyId'));
    const input = supplyChangeInput(args.kind, args.input, supply, romeToday());
    const open = (await requestsOf(ctx, supply, UPSTREAM_KIND[args.kind])).find(isOpenRequest);
    if (open)
      throw new ApiError(
        'CONFLICT',
        'A request of this kind is already in progress for this supply',
        { reason: 'requestAlreadyPending', requestId: String(open.idrichiesta) },
      );
    const data = await ctx.upstream.graphql<{ creaRichiestaGestione: RichiestaGestioneRecord }>(
      ctx.call,
      {
        query: CREA_RICHIESTA_MUTATION,
        operationName: 'CreaRichiestaGestione',
        variables: {
          input: { idanagrafica: supply.idanagrafica, idfornitura: supply.idfornitura, ...input },
        },
      },
    );
    return toSupplyChangeRequest(data.creaRichiestaGestione, args.kind);
  },
};
