// The export filter: for a consortium which member registries (the one selected
// in the header, one other, or all), the payment state and the issue period with the §9 picker.
// Each choice goes to the address at once.
import dayjs from 'dayjs';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangePicker } from '@/components/date-range-picker/DateRangePicker.tsx';
import type { DateRange } from '@/components/date-range-picker/picker-state.ts';
import { Field, Select } from '@/components/ui/index.ts';
import {
  ALL_REGISTRIES,
  PARAM,
  PAYMENT_STATES,
  type ExportSearch,
  type Param,
} from '../model/search.ts';
import { ChoiceField, FieldError, Fields, RangeField } from './styles.ts';

const DAY = 'YYYY-MM-DD';

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
  const range: DateRange | null =
    search.issueDateFrom && search.issueDateTo
      ? {
          start: dayjs(search.issueDateFrom).toDate(),
          end: dayjs(search.issueDateTo).endOf('day').toDate(),
        }
      : null;
  const selected = registries?.find((registry) => registry.selected);

  return (
    <fieldset>
      <legend>{t('downloads.form.filters')}</legend>
      <Fields>
        {registries && (
          <ChoiceField>
            <Field label={t('downloads.form.registry')}>
              <Select
                value={search.registry ?? ''}
                onChange={(event) => onApply({ [PARAM.registry]: event.target.value || null })}
              >
                {selected && (
                  <option value="">
                    {t('downloads.form.registrySelected', { name: selected.name })}
                  </option>
                )}
                {registries
                  .filter((registry) => !registry.selected)
                  .map((registry) => (
                    <option key={registry.id} value={registry.id}>
                      {registry.name}
                    </option>
                  ))}
                <option value={ALL_REGISTRIES}>{t('downloads.form.allRegistries')}</option>
              </Select>
            </Field>
          </ChoiceField>
        )}
        <ChoiceField>
          <Field label={t('downloads.form.paymentState')}>
            <Select
              value={search.paymentState ?? ''}
              onChange={(event) => onApply({ [PARAM.state]: event.target.value || null })}
            >
              <option value="">{t('downloads.form.allStates')}</option>
              {PAYMENT_STATES.map((state) => (
                <option key={state} value={state}>
                  {t(`enums.paymentState.${state}`)}
                </option>
              ))}
            </Select>
          </Field>
        </ChoiceField>
        <RangeField id={`${id}-issue`}>
          <DateRangePicker
            label={t('downloads.form.issueDate')}
            format={DAY}
            value={range}
            onChange={(next) =>
              onApply({
                [PARAM.from]: next ? dayjs(next.start).format(DAY) : null,
                [PARAM.to]: next ? dayjs(next.end).format(DAY) : null,
              })
            }
          />
          {search.periodInvalid && (
            <FieldError>
              <span className="visually-hidden">{t('downloads.form.errorPrefix')}</span>
              {t('downloads.form.periodInvalid')}
            </FieldError>
          )}
        </RangeField>
      </Fields>
    </fieldset>
  );
}
