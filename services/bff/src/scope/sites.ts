// The sites (sedi) of the session's registries: the options of the invoices
// page's site filter, the check of a siteId argument, and how the invoices of one commodity are
// found — a business site is supplied with one commodity, so a commodity's invoices are those of
// the sites whose contract lines have its codUtility (docs/upstream-contract.md). The data service
// has no commodity filter on fatture.
import type { Contratto } from '@portal/upstream-contract/records';
import type { Authorizer } from '../authz/authorizer.ts';
import { notFound } from '../errors/api-error.ts';
import { codUtilityOf, type Utility } from '../graphql/mapping.ts';

/**
 * The sites of contract lines (one line per supply: lastContrattoSede), of one commodity or all:
 * the invoices page's site filter and the sites a commodity's invoices are found by.
 */
export const SITES_QUERY = `query Sedi($idanagrafica: [Int!], $codUtility: CodUtility, $idsede: Int, $first: Int, $offset: Int) {
  contratti(idanagrafica: $idanagrafica, codUtility: $codUtility, idsede: $idsede, lastContrattoSede: true,
    first: $first, offset: $offset) {
    totalCount nodes { idsede idanagrafica codUtility descrizioneSede indirizzo localita }
  }
}`;

export type SiteRecord = Pick<
  Contratto,
  'idsede' | 'idanagrafica' | 'codUtility' | 'descrizioneSede' | 'indirizzo' | 'localita'
>;

/** Contract lines per upstream page (the data service's maximum) and the most pages read. */
const LINES_PER_PAGE = 500;
const MAX_PAGES = 10;

interface Lines {
  contratti: { totalCount: number; nodes: SiteRecord[] };
}

async function fetchSites(
  authz: Authorizer,
  scope: readonly number[],
  utility: Utility | null,
): Promise<SiteRecord[]> {
  const page = (n: number) =>
    authz.upstream.graphql<Lines>(authz.call, {
      query: SITES_QUERY,
      operationName: 'Sedi',
      variables: {
        idanagrafica: scope,
        codUtility: utility ? codUtilityOf(utility) : undefined,
        first: LINES_PER_PAGE,
        offset: n * LINES_PER_PAGE,
      },
    });
  // One line per supply: a customer with 1,400 supplies of a commodity takes three pages, the
  // first says how many, the others are asked together.
  const first = await page(0);
  const pages = Math.min(MAX_PAGES, Math.ceil(first.contratti.totalCount / LINES_PER_PAGE));
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, i) => page(i + 1)),
  );
  const sites = new Map<string, SiteRecord>();
  for (const line of [first, ...rest].flatMap((p) => p.contratti.nodes)) {
    // The data service trusts its caller: keep only the session's own, once per site and commodity.
    if (!authz.owns(line.idanagrafica)) continue;
    const key = `${line.idsede}:${line.codUtility}`;
    if (!sites.has(key)) sites.set(key, line);
  }
  return [...sites.values()];
}

/**
 * The sites of the registries in `scope` (of one commodity, or all), asked once per request and
 * remembered for the session for a minute (authz/session-cache.ts): they change with a contract,
 * not between two page views, and reading them is every page of a large customer's contract lines
 * (1,400 for acme's light at SANDBOX_SCALE=large), which the invoices list and the overview
 * need on each request.
 */
export function sitesOf(
  authz: Authorizer,
  scope: readonly number[],
  utility: Utility | null,
): Promise<SiteRecord[]> {
  const key = `${scope.join(',')}|${utility ?? '*'}`;
  return authz.once('sites', key, async () => {
    const known = authz.remembered<SiteRecord[]>('sites', key);
    if (known) return known;
    const sites = await fetchSites(authz, scope, utility);
    authz.remember('sites', key, sites);
    return sites;
  });
}

/** A siteId argument: a site of the session's registries, else NOT_FOUND (like an unknown one). */
export async function ownedSite(authz: Authorizer, idsede: number): Promise<number> {
  const found = await authz.once('site', idsede, async () => {
    const data = await authz.upstream.graphql<Lines>(authz.call, {
      query: SITES_QUERY,
      operationName: 'Sedi',
      variables: { idanagrafica: authz.own, idsede, first: 1 },
    });
    return data.contratti.nodes.some((n) => n.idsede === idsede && authz.owns(n.idanagrafica));
  });
  if (!found) throw notFound('Site');
  return idsede;
}
