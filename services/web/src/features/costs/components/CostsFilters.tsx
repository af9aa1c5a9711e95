// What the costs page covers: the months, chosen with the §9 date range picker
// (§5: strict typed dates, two joined by ' ~ '; whole months are counted, from the month of the
// first day to the month of the last), the registry where the page spans several (a consortium's
// members, or all of them) and the site. Each choice applies at once and goes to the address.
import { useTranslation } from 'react-i18next';
import {
  FilterBar,
  FilterFields,
  SelectFilter,
  type RegistryOption,
} from '@/components/filters/index.ts';
import { Button } from '@/components/ui/index.ts';
import type { CostsSite } from '../api/types.ts';
import { ALL_REGISTRIES, PARAM, type CostsSearch, type Param } from '../model/search.ts';
import { PeriodPicker } from './PeriodPicker.tsx';

export interface CostsFiltersProps {
  search: CostsSearch;
  /** The registry the figures cover when the address names none (the header's selection). */
  selectedRegistry: string | null;
  /** The registries to choose one of (absent with fewer than two). */
  registries?: readonly RegistryOption[] | undefined;
  sites: readonly CostsSite[];
  onApply: (changes: Partial<Record<Param, string | null>>) => void;
  onReset: () => void;
}

export function CostsFilters({
  search,
  selectedRegistry,
  registries,
  sites,
  onApply,
  onReset,
}: CostsFiltersProps) {
  const { t } = useTranslation();
  // A site the address names but the list does not (yet) hold stays chosen, by its id.
  const siteKnown = !search.siteId || sites.some((site) => site.id === search.siteId);

  return (
    <FilterBar heading={t('costs.filters.legend')} named="label">
      <FilterFields>
        <PeriodPicker
          period={search.period}
          error={search.periodError}
          onChange={(period) =>
            onApply({ [PARAM.from]: period?.from ?? null, [PARAM.to]: period?.to ?? null })
          }
        />
        {registries && (
          <SelectFilter
            label={t('costs.filters.registry')}
            value={search.registry ?? selectedRegistry ?? ''}
            onChange={(registry) => onApply({ [PARAM.registry]: registry })}
            options={registries.map((registry) => ({
              value: registry.id,
              label: registry.name,
              name: {},
            }))}
            after={<option value={ALL_REGISTRIES}>{t('costs.filters.allRegistries')}</option>}
          />
        )}
        <SelectFilter
          label={t('costs.filters.site')}
          value={search.siteId ?? ''}
          onChange={(site) => onApply({ [PARAM.site]: site })}
          all={{ label: t('costs.filters.allSites') }}
          options={[
            ...(!siteKnown && search.siteId
              ? [{ value: search.siteId, label: search.siteId }]
              : []),
            ...sites.map((site) => ({
              value: site.id,
              label: site.locality
                ? `${site.name ?? site.id} (${site.locality})`
                : (site.name ?? site.id),
              name: { lang: 'it' },
            })),
          ]}
        />
      </FilterFields>
      <div>
        <Button $variant="secondary" onClick={onReset}>
          {t('costs.filters.reset')}
        </Button>
      </div>
    </FilterBar>
  );
}
