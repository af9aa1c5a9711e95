// A consortium's page of the profile (§3, §6): the consortium conventions of the
// session with their logos (two consortia have one, served by the BFF: routes/consortium-logos.ts)
// and every member registry — the session's own registries, so no id is taken from the request.
import { CONSORTIUM_LOGOS, consortiumLogoPath } from '@portal/shared/api/session';
import { CONSORTIUM_CONVENTION_TYPE, isConsortiumUser } from '@portal/shared/segment';
import type { Anagrafica } from '@portal/upstream-contract/records';
import type { ApiContext } from '../../graphql/context.ts';
import { ANAGRAFICA_QUERY } from './upstream.ts';

/** Upstream customer kinds (§1) as the API's CustomerKind keys. */
const CUSTOMER_KINDS = {
  corporate: 'CORPORATE',
  association: 'ASSOCIATION',
  publicauthority: 'PUBLIC_AUTHORITY',
  pa_nonconv: 'PA_NON_CONV',
  resident: 'RESIDENT',
  condominium: 'CONDOMINIUM',
  sme: 'SME',
} as const;

export type CustomerKindKey = (typeof CUSTOMER_KINDS)[keyof typeof CUSTOMER_KINDS] | 'OTHER';

export function customerKindOf(raw: string | null | undefined): CustomerKindKey {
  const key = (raw ?? '').trim().toLowerCase();
  return Object.hasOwn(CUSTOMER_KINDS, key)
    ? CUSTOMER_KINDS[key as keyof typeof CUSTOMER_KINDS]
    : 'OTHER';
}

/** The session's consortium, or null for a customer who is not one (§1: the first convention). */
export async function consortiumOf(ctx: ApiContext) {
  const { user } = ctx.call.session;
  if (!isConsortiumUser(user)) return null;
  const conventions = user.userInfo.businessConventions
    .filter((c) => c.businessConventionType === CONSORTIUM_CONVENTION_TYPE)
    .map((c) => {
      const code = c.businessConventionCode ?? '';
      const logo = CONSORTIUM_LOGOS.find((known) => known === code);
      return {
        code,
        name: c.businessConventionName ?? null,
        logoUrl: logo ? consortiumLogoPath(logo) : null,
      };
    });
  const members = await Promise.all(
    user.anagrafiche
      .filter((r) => ctx.authz.owns(r.idAnagrafica))
      .map(async (r) => {
        const data = await ctx.upstream.graphql<{ anagrafica: Anagrafica | null }>(ctx.call, {
          query: ANAGRAFICA_QUERY,
          operationName: 'Anagrafica',
          variables: { idanagrafica: r.idAnagrafica },
        });
        const a = data.anagrafica;
        const kind = customerKindOf(r.customerSegment);
        return {
          id: String(r.idAnagrafica),
          companyName: a?.ragSoc ?? r.ragSoc,
          taxCode: a?.cfisc ?? null,
          vatNumber: a?.piva ?? null,
          locality: a?.localita ?? null,
          province: a?.provincia ?? null,
          customerKind: kind,
          customerKindText: kind === 'OTHER' ? r.customerSegment : null,
        };
      }),
  );
  return { conventions, members };
}
