// The search and filters of a supplies list: a search by point id, address,
// locality or site name, applied as the customer types (after a short pause, or at once with
// Enter), the §4 status, the site and, for a customer spanning several registries, the registry.
// Labels above fields, the hint under the label, an error under the hint (GOV.UK), nothing typed
// cleared; every value goes to the address as typed.
import type { Commodity } from '@portal/shared/pages';
import { useEffect, useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { contractStatusStyle, stateText } from '@/components/badges/index.ts';
import {
  FilterBar,
  FilterFields,
  SelectFilter,
  SiteFilter,
  useDraft,
  type RegistryOption,
} from '@/components/filters/index.ts';
import { FormActions, TextField } from '@/components/forms/index.ts';
import { Button } from '@/components/ui/index.ts';
import type { Site } from '../api/types.ts';
import {
  PARAM,
  SEARCH_MAX,
  SUPPLY_STATUSES,
  type Param,
  type SupplySearch,
} from '../model/search.ts';

/** How long typing pauses before the search is asked. */
export const SEARCH_DELAY_MS = 350;

const SearchBox = styled.div`
  width: min(100%, ${({ theme }) => theme.size.fieldMax});
`;

export interface SupplyFiltersProps {
  /** The address's query: every field shows its value as typed. */
  params: URLSearchParams;
  search: SupplySearch;
  commodity: Commodity;
  onApply: (changes: Partial<Record<Param, string | null>>) => void;
  onReset: () => void;
  sites: readonly Site[];
  /** The registries the page spans, to choose one of (absent with fewer than two). */
  registries?: readonly RegistryOption[] | undefined;
}

export function SupplyFilters({
  params,
  search,
  commodity,
  onApply,
  onReset,
  sites,
  registries,
}: SupplyFiltersProps) {
  const { t } = useTranslation();
  const id = useId();
  const committed = params.get(PARAM.search) ?? '';
  // What the customer typed: follows the address when the address changes (a reset, a link).
  const [draft, setDraft] = useDraft(committed);

  useEffect(() => {
    if (draft === committed) return;
    const timer = setTimeout(() => onApply({ [PARAM.search]: draft }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, committed, onApply]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ [PARAM.search]: draft });
  };

  return (
    <FilterBar heading={t('supplies.filters.legend')} onSubmit={submit}>
      <FilterFields>
        <SearchBox>
          <TextField
            id={`${id}-search`}
            label={t('supplies.filters.search')}
            hint={t('supplies.filters.searchHint', {
              point: t(`supplies.columns.point.${commodity}`),
            })}
            error={
              search.searchTooLong
                ? t('supplies.filters.searchTooLong', { max: SEARCH_MAX })
                : undefined
            }
            type="search"
            entry="code"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
        </SearchBox>
        {registries && (
          <SelectFilter
            id={`${id}-registry`}
            label={t('supplies.filters.registry')}
            value={search.filter.registryId ?? ''}
            // A site belongs to one registry: the site chosen before would narrow to nothing.
            onChange={(registry) => onApply({ [PARAM.registry]: registry, [PARAM.site]: null })}
            all={{ label: t('supplies.filters.allRegistries') }}
            options={registries.map((registry) => ({
              value: registry.id,
              label: registry.name,
              name: {},
            }))}
          />
        )}
        <SelectFilter
          id={`${id}-status`}
          label={t('supplies.filters.status')}
          value={search.filter.status ?? ''}
          onChange={(status) => onApply({ [PARAM.status]: status })}
          all={{ label: t('supplies.filters.allStatuses') }}
          options={SUPPLY_STATUSES.map((status) => ({
            value: status,
            label: stateText(t, contractStatusStyle(status)),
          }))}
        />
        <SiteFilter
          id={`${id}-site`}
          texts={{
            label: t('supplies.filters.site'),
            all: t('supplies.filters.allSites'),
            option: (words) => t('supplies.filters.siteOption', words),
          }}
          sites={sites}
          value={search.filter.siteId}
          onChange={(site) => onApply({ [PARAM.site]: site })}
        />
      </FilterFields>
      <FormActions>
        <Button $variant="secondary" onClick={onReset}>
          {t('supplies.filters.reset')}
        </Button>
      </FormActions>
    </FilterBar>
  );
}
