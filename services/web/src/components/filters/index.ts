// The filter kit: a list's search kept in the address (the mechanism; what a feature searches by
// is its own data), the filter bar with its wrapping fields, fixed-width choices and the §9 date
// range picker, the draft of a typed filter, the registries a page of a segment spans and the
// sites a list can be narrowed to.
export {
  DayRangeFilter,
  FilterBar,
  FilterFields,
  FixedChoice,
  RangeFilter,
  SelectFilter,
  type SelectOption,
} from './FilterBar.tsx';
export { useSegmentRegistries, type RegistryOption } from './registries.ts';
export {
  SiteFilter,
  SITES_QUERY,
  sitesVariables,
  useSites,
  type SiteFilterTexts,
  type SiteOption,
  type SitesScope,
} from './sites.tsx';
export {
  MAX_OFFSET,
  oneOf,
  pageOf,
  paramText,
  withChanges,
  type AddressChanges,
  type AddressRules,
} from './search-state.ts';
export {
  useAddressSearch,
  type AddressSearch,
  type AddressSearchOptions,
} from './useAddressSearch.ts';
export { useDraft } from './useDraft.ts';
export { dayPeriod, type DayPeriod } from './day-period.ts';
