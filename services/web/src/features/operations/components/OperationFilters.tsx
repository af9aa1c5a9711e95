// The operations filters: the registry where the page spans several (a
// consortium's members, or all of them), the state, the type and the days the requests were
// opened with the §9 date range picker (§5: strict typed dates, two joined by ' ~ '). Each choice
// applies at once and goes to the address; the list below announces its new count.
import { useTranslation } from 'react-i18next';
import { requestStateStyle, stateText } from '@/components/badges/index.ts';
import {
  DayRangeFilter,
  FilterBar,
  FilterFields,
  SelectFilter,
  type RegistryOption,
} from '@/components/filters/index.ts';
import { Button } from '@/components/ui/index.ts';
import {
  ALL_REGISTRIES,
  KINDS,
  PARAM,
  STATES,
  type OperationSearch,
  type Param,
} from '../model/search.ts';

export interface OperationFiltersProps {
  search: OperationSearch;
  /** The registry the list shows when the address names none (the header's selection). */
  selectedRegistry: string | null;
  /** The registries to choose one of (absent with fewer than two). */
  registries?: readonly RegistryOption[] | undefined;
  onApply: (changes: Partial<Record<Param, string | null>>) => void;
  onReset: () => void;
}

export function OperationFilters({
  search,
  selectedRegistry,
  registries,
  onApply,
  onReset,
}: OperationFiltersProps) {
  const { t } = useTranslation();
  return (
    <FilterBar heading={t('operations.filters.legend')}>
      <FilterFields>
        {registries && (
          <SelectFilter
            label={t('operations.filters.registry')}
            value={search.registry ?? selectedRegistry ?? ''}
            onChange={(registry) => onApply({ [PARAM.registry]: registry })}
            all={{ value: ALL_REGISTRIES, label: t('operations.filters.allRegistries') }}
            options={registries.map((registry) => ({
              value: registry.id,
              label: registry.name,
              name: {},
            }))}
          />
        )}
        <SelectFilter
          label={t('operations.filters.state')}
          value={search.state ?? ''}
          onChange={(state) => onApply({ [PARAM.state]: state })}
          all={{ label: t('operations.filters.allStates') }}
          options={STATES.map((state) => ({
            value: state,
            label: stateText(t, requestStateStyle(state)),
          }))}
        />
        <SelectFilter
          label={t('operations.filters.kind')}
          value={search.kind ?? ''}
          onChange={(kind) => onApply({ [PARAM.kind]: kind })}
          all={{ label: t('operations.filters.allKinds') }}
          options={KINDS.map((kind) => ({ value: kind, label: t(`enums.operationKind.${kind}`) }))}
        />
        <DayRangeFilter
          label={t('operations.filters.opened')}
          from={search.openedFrom}
          to={search.openedTo}
          onChange={(period) =>
            onApply({
              [PARAM.openedFrom]: period?.from ?? null,
              [PARAM.openedTo]: period?.to ?? null,
            })
          }
          error={
            search.errors.includes('openedInvalid') ? t('operations.filters.openedInvalid') : null
          }
          errorAnnounced
        />
      </FilterFields>
      <div>
        <Button $variant="secondary" onClick={onReset}>
          {t('operations.filters.reset')}
        </Button>
      </div>
    </FilterBar>
  );
}
