// The invoices filter (§3, §7), validated and turned into upstream terms: payment
// states as upstream spells them, day ranges, and the sites (idSedi) that a supply, a site and a
// commodity name, each checked to be the session's own. Issue-date filters go upstream as the
// day's bounds (§5).
import {
  OTHER,
  upstreamSpelling,
  type PaymentState as KnownPaymentState,
} from '@portal/shared/enumerations';
import type { Authorizer } from '../authz/authorizer.ts';
import { badInput } from '../errors/api-error.ts';
import { boundedText, dayRange, parseId } from '../graphql/inputs.ts';
import type { Utility } from '../graphql/mapping.ts';
import { conventionSupplies } from './convention.ts';
import { ownedSite, sitesOf } from './sites.ts';
import { ownedSupply } from './supplies.ts';

/** The API's PaymentState: upstream's four states, and OTHER for one the portal does not know. */
export type PaymentState = KnownPaymentState | typeof OTHER;

/** statoPagamento as upstream spells it (docs/upstream-contract.md), from the shared map. */
export const UPSTREAM_PAYMENT_STATE: Record<KnownPaymentState, string> = {
  PAID: upstreamSpelling('paymentState', 'PAID'),
  TO_PAY: upstreamSpelling('paymentState', 'TO_PAY'),
  OVERDUE: upstreamSpelling('paymentState', 'OVERDUE'),
  PARTIALLY_PAID: upstreamSpelling('paymentState', 'PARTIALLY_PAID'),
};

export interface InvoiceFilterArgs {
  paymentStates?: PaymentState[] | null;
  supplyId?: string | null;
  utility?: Utility | null;
  registryId?: string | null;
  allRegistries?: boolean | null;
  siteId?: string | null;
  issueDateFrom?: string | null;
  issueDateTo?: string | null;
  competenceFrom?: string | null;
  competenceTo?: string | null;
  documentNumber?: string | null;
  underConvention?: boolean | null;
}

export const DOCUMENT_NUMBER = {
  max: 40,
  pattern: /^[A-Za-z0-9][A-Za-z0-9/_.-]*$/,
  patternText: 'may contain letters, digits and / _ . - only',
};

/**
 * The filter, validated and in upstream terms, for the registries in `scope`. A supply, a site and
 * a commodity each narrow the sites (idSedi) to those they name, all of them checked to be the
 * session's own; an empty idSedi selects nothing.
 */
export async function upstreamFilter(
  filter: InvoiceFilterArgs,
  ctx: { authz: Authorizer },
  scope: readonly number[] = ctx.authz.scope(),
) {
  const issue = dayRange(filter.issueDateFrom, filter.issueDateTo, 'issueDateFrom', 'issueDateTo');
  const competence = dayRange(
    filter.competenceFrom,
    filter.competenceTo,
    'competenceFrom',
    'competenceTo',
  );
  const documentNumber =
    boundedText(filter.documentNumber, 'documentNumber', DOCUMENT_NUMBER) || undefined;
  // OTHER only reports a state upstream sent that the portal does not know: there is no word to ask upstream for.
  const states = filter.paymentStates?.filter((s): s is KnownPaymentState => s !== OTHER);
  if (states && states.length !== filter.paymentStates?.length)
    throw badInput('paymentStates', 'paymentStates cannot filter by OTHER');
  if (states && states.length > 4)
    throw badInput('paymentStates', 'paymentStates names a state twice');
  const statoPagamento = states?.length
    ? [...new Set(states.map((s) => UPSTREAM_PAYMENT_STATE[s]))]
    : undefined;
  const given = (id: string | null | undefined): id is string => id != null && id !== '';
  const supplyId = given(filter.supplyId) ? parseId(filter.supplyId, 'supplyId') : null;
  if (filter.underConvention && !filter.utility)
    throw badInput('underConvention', 'underConvention needs the utility');
  const [supplySite, site, commoditySites, convention] = await Promise.all([
    supplyId !== null ? ownedSupply(ctx.authz, supplyId).then((f) => f.idsede) : null,
    given(filter.siteId) ? ownedSite(ctx.authz, parseId(filter.siteId, 'siteId')) : null,
    filter.utility ? sitesOf(ctx.authz, scope, filter.utility) : null,
    // The invoices of the supplies under the registries' convention.
    filter.underConvention && filter.utility
      ? conventionSupplies(ctx.authz, scope, filter.utility)
      : null,
  ]);
  let idSedi: number[] | undefined;
  const narrow = (sites: number[]) => {
    idSedi = idSedi ? idSedi.filter((s) => sites.includes(s)) : [...new Set(sites)];
  };
  if (supplySite != null) narrow([supplySite]);
  if (site != null) narrow([site]);
  if (commoditySites) narrow(commoditySites.map((s) => s.idsede));
  if (convention) narrow(convention.map((s) => s.idsede));
  // A site's invoices may be of several supplies: a supply asks for its own (idForniture), the
  // convention for those under it.
  let idForniture = supplyId !== null ? [supplyId] : undefined;
  if (convention) {
    const under = convention.map((s) => s.idfornitura);
    idForniture = idForniture ? idForniture.filter((id) => under.includes(id)) : under;
  }
  return {
    statoPagamento,
    idSedi,
    idForniture,
    compDal: competence.from,
    compAl: competence.to,
    // The data service filters calendar days (its dataEmissione is a day, so `to` covers the whole
    // day); the browse call takes instants and gets the day's bounds (§5), see invoicesByDocumentNumber.
    dataEmissioneDal: issue.from,
    dataEmissioneAl: issue.to,
    documentNumber,
  };
}

export type UpstreamFilter = Awaited<ReturnType<typeof upstreamFilter>>;
