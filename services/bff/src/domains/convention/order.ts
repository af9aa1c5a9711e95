// Placing a supply order under the convention: everything is checked here first —
// the codes' formats and the start day by packages/shared's rules, the points (the body's own
// supplies of the commodity, or a new connection with its address), the quantity left — each refusal
// a BAD_USER_INPUT with its field and reason; then one POST, never retried (§7). What upstream
// still refuses keeps its reason.
import type { ErrorReason } from '@portal/shared/api/errors';
import { hasForbiddenCharacter } from '@portal/shared/inputs';
import {
  isCig,
  isCup,
  isOfficeCode,
  normalizeCode,
  startDateProblem,
  type StartDateProblem,
} from '@portal/shared/procurement';
import { ApiError, notFound } from '../../errors/api-error.ts';
import type { ApiContext } from '../../graphql/context.ts';
import { invalidCharacters, parseId, romeToday } from '../../graphql/inputs.ts';
import type { Utility } from '../../graphql/mapping.ts';
import { type FornituraRecord, ownedSupply } from '../../scope/supplies.ts';
import { UpstreamError } from '../../upstream/errors.ts';
import { conventionScope, ordersOf } from './access.ts';
import { toOrder } from './mapping.ts';
import type { OrdineBody, OrdineRecord } from './upstream.ts';

export const MAX_ORDER_POINTS = 50;

export interface ConventionOrderInput {
  utility: Utility;
  registryId?: string | null;
  cig: string;
  cup?: string | null;
  officeCode: string;
  splitPayment: boolean;
  startDate: string;
  note?: string | null;
  points: Array<{
    supplyId?: string | null;
    site?: string | null;
    address?: string | null;
    postalCode?: string | null;
    city?: string | null;
    province?: string | null;
    estimatedAnnualConsumption: number;
  }>;
}

const refuse = (field: string, reason: ErrorReason, message: string) =>
  new ApiError('BAD_USER_INPUT', message, { field, reason });

const START_REASONS: Record<StartDateProblem, ErrorReason> = {
  INVALID: 'startDateInvalid',
  IN_THE_PAST: 'startDateInPast',
  TOO_SOON: 'startDateTooSoon',
  OUTSIDE_CONVENTION: 'startDateOutsideConvention',
};

/** What upstream's refusals mean, should one pass the checks above (docs/upstream-contract.md). */
const UPSTREAM_REASONS: Record<string, { field: string; reason: ErrorReason }> = {
  cigNonValido: { field: 'cig', reason: 'invalidCig' },
  cupNonValido: { field: 'cup', reason: 'invalidCup' },
  codiceUfficioNonValido: { field: 'officeCode', reason: 'invalidOfficeCode' },
  dataDecorrenzaNonValida: { field: 'startDate', reason: 'startDateInvalid' },
  puntoIncompleto: { field: 'points', reason: 'incompletePoint' },
  puntoGiaOrdinato: { field: 'points', reason: 'pointAlreadyOrdered' },
  quantitaNonDisponibile: { field: 'points', reason: 'quantityNotAvailable' },
};

/** A typed text of the order: bounded, and free of control and bidirectional characters. */
function text(value: string | null | undefined, field: string, max: number): string | null {
  const t = (value ?? '').trim();
  if (t.length > max) throw refuse(field, 'tooLong', `${field} has at most ${max} characters`);
  if (hasForbiddenCharacter(t)) throw invalidCharacters(field);
  return t === '' ? null : t;
}

export async function placeConventionOrder(ctx: ApiContext, input: ConventionOrderInput) {
  // Every supply named is proved the session's first: another customer's is NOT_FOUND, pa or not.
  const supplies = new Map<number, FornituraRecord>();
  for (const [i, p] of input.points.slice(0, MAX_ORDER_POINTS).entries())
    if (p.supplyId != null && p.supplyId !== '') {
      const supply = await ownedSupply(ctx.authz, parseId(p.supplyId, `points.${i}.supplyId`));
      supplies.set(supply.idfornitura, supply);
    }
  const scope = await conventionScope(ctx.authz, input.utility, input.registryId);
  const c = scope.convention;
  if (!isCig(input.cig))
    throw refuse('cig', 'invalidCig', 'cig has 10 characters, digits and capital letters');
  const cup = text(input.cup, 'cup', 30);
  if (cup && !isCup(cup))
    throw refuse('cup', 'invalidCup', 'cup has 15 characters, a capital letter first');
  if (!isOfficeCode(input.officeCode))
    throw refuse('officeCode', 'invalidOfficeCode', 'officeCode has 6 characters');
  const problem = startDateProblem(input.startDate, romeToday(), {
    from: c.dataInizio,
    to: c.dataFine,
  });
  if (problem)
    throw refuse('startDate', START_REASONS[problem], `startDate: ${problem.toLowerCase()}`);
  const note = text(input.note, 'note', 500);
  if (input.points.length === 0) throw refuse('points', 'noPoints', 'an order has a point');
  if (input.points.length > MAX_ORDER_POINTS)
    throw refuse('points', 'tooManyPoints', `an order has at most ${MAX_ORDER_POINTS} points`);

  const ordered = await ordersOf(ctx.authz, scope);
  const taken = new Set(
    ordered.filter((o) => o.stato !== 'Respinta').flatMap((o) => o.punti.map((p) => p.idfornitura)),
  );
  const seen = new Set<number>();
  const punti: OrdineBody['punti'] = [];
  for (const [i, p] of input.points.entries()) {
    const field = `points.${i}`;
    const quantity = p.estimatedAnnualConsumption;
    if (!Number.isFinite(quantity) || quantity <= 0 || quantity > 1e9)
      throw refuse(`${field}.estimatedAnnualConsumption`, 'invalidQuantity', 'a positive quantity');
    if (p.supplyId != null && p.supplyId !== '') {
      const supply = supplies.get(parseId(p.supplyId, `${field}.supplyId`));
      if (
        !supply ||
        supply.idanagrafica !== scope.idanagrafica ||
        supply.codUtility !== (scope.utility === 'GAS' ? 1 : 0)
      )
        throw notFound('Supply');
      if (seen.has(supply.idfornitura))
        throw refuse(`${field}.supplyId`, 'duplicatePoint', 'a supply is named twice');
      if (taken.has(supply.idfornitura))
        throw refuse(`${field}.supplyId`, 'pointAlreadyOrdered', 'the supply is already ordered');
      seen.add(supply.idfornitura);
      punti.push({ idfornitura: supply.idfornitura, consumoAnnuoStimato: quantity });
      continue;
    }
    const site = text(p.site, `${field}.site`, 80);
    const address = text(p.address, `${field}.address`, 120);
    const city = text(p.city, `${field}.city`, 60);
    const postalCode = (p.postalCode ?? '').trim();
    const province = (p.province ?? '').trim().toUpperCase();
    if (!site || !address || !city)
      throw refuse(field, 'incompletePoint', 'a new point needs its site, address and city');
    if (!/^\d{5}$/.test(postalCode))
      throw refuse(`${field}.postalCode`, 'invalidPostalCode', 'postalCode has 5 digits');
    if (!/^[A-Z]{2}$/.test(province))
      throw refuse(`${field}.province`, 'invalidProvince', 'province has 2 letters');
    punti.push({
      descrizioneSede: site,
      indirizzo: address,
      cap: postalCode,
      localita: city,
      provincia: province,
      consumoAnnuoStimato: quantity,
    });
  }
  // A new connection is an investment: its project's CUP is required (L. 144/1999, L. 3/2003).
  if (!cup && punti.some((p) => !('idfornitura' in p)))
    throw refuse('cup', 'cupRequired', 'an order with a new connection quotes its CUP');
  const wanted = punti.reduce((s, p) => s + p.consumoAnnuoStimato, 0);
  if (wanted > c.quantitaDisponibile)
    throw refuse('points', 'quantityNotAvailable', 'the order exceeds the quantity available');

  const body: OrdineBody = {
    idanagrafica: scope.idanagrafica,
    codUtility: scope.codUtility,
    cig: normalizeCode(input.cig),
    cup: cup ? normalizeCode(cup) : null,
    codiceUfficio: normalizeCode(input.officeCode),
    splitPayment: input.splitPayment,
    dataDecorrenza: input.startDate,
    note,
    punti,
  };
  try {
    const answer = await ctx.upstream.request<OrdineRecord>(ctx.call, {
      method: 'POST',
      path: '/api/convenzioni/ordini',
      body,
    });
    return toOrder(answer.body);
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404) throw notFound('Convention');
    const known = error instanceof UpstreamError ? UPSTREAM_REASONS[error.code] : undefined;
    if (known) throw refuse(known.field, known.reason, 'The supplier refused the order');
    throw error;
  }
}
