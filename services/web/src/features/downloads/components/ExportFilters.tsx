// The export filter: for a consortium which member registries (the one selected
// in the header, one other, or all), the payment state and the issue period with the §9 picker.
// Each choice goes to the address at once.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { paymentStateStyle, stateText } from '@/components/badges/index.ts';
import { DayRangeFilter, FilterFields, SelectFilter } from '@/components/filters/index.ts';
import { Fieldset } from '@/components/forms/index.ts';
import {
  ALL_REGISTRIES,
  PARAM,
  PAYMENT_STATES,
  type ExportSearch,
  type Param,
} from '../model/search.ts';

export interface RegistryOption {
  id: string;
  name: string;
  /** The registry selected in the header: the default. */
  selected: boolean;
}

export interface ExportFiltersProps {
  search: ExportSearch;
  /** The registries of a consortium, to choose among (absent with fewer than two). */
  registries?: readonly RegistryOption[] | undefined;
  onApply: (changes: Partial<Record<Param, string | null>>) => void;
}

export function ExportFilters({ search, registries, onApply }: ExportFiltersProps) {
  const { t } = useTranslation();
  const id = useId();
  const selected = registries?.find((registry) => registry.selected);

  return (
    <Fieldset id={id} legend={t('downloads.form.filters')} legendGap={2}>
      <FilterFields>
        {registries && (
          <SelectFilter
            label={t('downloads.form.registry')}
            value={search.registry ?? ''}
            onChange={(registry) => onApply({ [PARAM.registry]: registry })}
            {...(selected
              ? { all: { label: t('downloads.form.registrySelected', { name: selected.name }) } }
              : {})}
            options={registries
              .filter((registry) => !registry.selected)
              .map((registry) => ({ value: registry.id, label: registry.name, name: {} }))}
            after={<option value={ALL_REGISTRIES}>{t('downloads.form.allRegistries')}</option>}
          />
        )}
        <SelectFilter
          label={t('downloads.form.paymentState')}
          value={search.paymentState ?? ''}
          onChange={(state) => onApply({ [PARAM.state]: state })}
          all={{ label: t('downloads.form.allStates') }}
          options={PAYMENT_STATES.map((state) => ({
            value: state,
            label: stateText(t, paymentStateStyle(state)),
          }))}
        />
        <DayRangeFilter
          label={t('downloads.form.issueDate')}
          from={search.issueDateFrom}
          to={search.issueDateTo}
          onChange={(period) =>
            onApply({ [PARAM.from]: period?.from ?? null, [PARAM.to]: period?.to ?? null })
          }
          error={search.periodInvalid ? t('downloads.form.periodInvalid') : null}
        />
      </FilterFields>
    </Fieldset>
  );
}
