// The sites a business list can be narrowed to (sites(utility, registryId, allRegistries) of
// docs/api.md), of the registries the list covers, and the filter that offers them: one document,
// so the invoices, supplies and costs pages of a commodity ask for them once between them.
import { graphql } from '@/graphql/generated/index.ts';
import type { SitesQuery, SitesQueryVariables, Utility } from '@/graphql/generated/graphql.ts';
import { useQuery } from '@/lib/query.ts';
import { SelectFilter } from './FilterBar.tsx';

export const SITES_QUERY = graphql(`
  query Sites($utility: Utility, $registryId: ID, $allRegistries: Boolean) {
    sites(utility: $utility, registryId: $registryId, allRegistries: $allRegistries) {
      id
      name
      address
      locality
    }
  }
`);

export type SiteOption = SitesQuery['sites'][number];

/** The registries of the list: one of them, the session's selected one (neither), or all. */
export interface SitesScope {
  registryId?: string | null | undefined;
  allRegistries?: boolean | null | undefined;
}

export function sitesVariables(utility: Utility, scope: SitesScope): SitesQueryVariables {
  const variables: SitesQueryVariables = { utility };
  if (scope.registryId) variables.registryId = scope.registryId;
  else if (scope.allRegistries) variables.allRegistries = true;
  return variables;
}

/** Null utility: nothing to ask (the page shows no list). */
export function useSites(utility: Utility | null, scope: SitesScope) {
  return useQuery(SITES_QUERY, utility ? sitesVariables(utility, scope) : null);
}

/** The words of a site filter, the page's own. */
export interface SiteFilterTexts {
  label: string;
  /** The option that turns the filter off. */
  all: string;
  /** An option: the site's name and its address on one line. */
  option: (words: { name: SiteOption['name']; address: string }) => string;
}

/** A choice among the sites, "all" first; a choice applies at once. */
export function SiteFilter({
  id,
  texts,
  sites,
  value,
  onChange,
}: {
  id?: string;
  texts: SiteFilterTexts;
  sites: readonly SiteOption[];
  value: string | null | undefined;
  onChange: (site: string | null) => void;
}) {
  return (
    <SelectFilter
      id={id}
      label={texts.label}
      value={value ?? ''}
      onChange={onChange}
      all={{ label: texts.all }}
      options={sites.map((site) => ({
        value: site.id,
        // The site's name and address: upstream's Italian names.
        name: { lang: 'it' },
        label: texts.option({
          name: site.name,
          address: [site.address, site.locality].filter(Boolean).join(', '),
        }),
      }))}
    />
  );
}
