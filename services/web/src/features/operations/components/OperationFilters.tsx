// The operations filters: the registry where the page spans several (a
// consortium's members, or all of them), the state, the type and the days the requests were
// opened with the §9 date range picker (§5: strict typed dates, two joined by ' ~ '). Each choice
// applies at once and goes to the address; the list below announces its new count.
import dayjs from 'dayjs';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { requestStateStyle, stateText } from '@/components/badges/index.ts';
import { DateRangePicker } from '@/components/date-range-picker/DateRangePicker.tsx';
import type { DateRange } from '@/components/date-range-picker/picker-state.ts';
import { Button, controlLook, Field, Select } from '@/components/ui/index.ts';
import {
  ALL_REGISTRIES,
  KINDS,
  PARAM,
  STATES,
  type OperationSearch,
  type Param,
} from '../model/search.ts';

const DAY = 'YYYY-MM-DD';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const Fields = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => `${theme.space(4)} ${theme.space(6)}`};
`;

/** A choice of a fixed width: long registry names or types move nothing. */
const Choice = styled.div`
  width: min(100%, ${({ theme }) => theme.size.fieldChoice});
`;

/** Room for the picker's text input (two dates and the separator); its label as a Field's. */
const Range = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
  width: min(100%, ${({ theme }) => theme.size.fieldRange});
  label {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  input[type='text'] {
    ${controlLook}
    width: auto;
    padding-inline: ${({ theme }) => theme.space(2)};
  }
`;

const RangeError = styled.span`
  color: ${({ theme }) => theme.color.danger};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export interface RegistryOption {
  id: string;
  name: string;
}

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
  const id = useId();
  const range: DateRange | null =
    search.openedFrom && search.openedTo
      ? {
          start: dayjs(search.openedFrom).toDate(),
          end: dayjs(search.openedTo).endOf('day').toDate(),
        }
      : null;
  const invalid = search.errors.includes('openedInvalid');

  return (
    <Form
      role="search"
      aria-labelledby={`${id}-legend`}
      noValidate
      onSubmit={(event) => event.preventDefault()}
    >
      <h2 id={`${id}-legend`}>{t('operations.filters.legend')}</h2>
      <Fields>
        {registries && (
          <Choice>
            <Field label={t('operations.filters.registry')}>
              <Select
                value={search.registry ?? selectedRegistry ?? ''}
                onChange={(event) => onApply({ [PARAM.registry]: event.target.value || null })}
              >
                <option value={ALL_REGISTRIES}>{t('operations.filters.allRegistries')}</option>
                {registries.map((registry) => (
                  <option key={registry.id} value={registry.id}>
                    {registry.name}
                  </option>
                ))}
              </Select>
            </Field>
          </Choice>
        )}
        <Choice>
          <Field label={t('operations.filters.state')}>
            <Select
              value={search.state ?? ''}
              onChange={(event) => onApply({ [PARAM.state]: event.target.value || null })}
            >
              <option value="">{t('operations.filters.allStates')}</option>
              {STATES.map((state) => (
                <option key={state} value={state}>
                  {stateText(t, requestStateStyle(state))}
                </option>
              ))}
            </Select>
          </Field>
        </Choice>
        <Choice>
          <Field label={t('operations.filters.kind')}>
            <Select
              value={search.kind ?? ''}
              onChange={(event) => onApply({ [PARAM.kind]: event.target.value || null })}
            >
              <option value="">{t('operations.filters.allKinds')}</option>
              {KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`enums.operationKind.${kind}`)}
                </option>
              ))}
            </Select>
          </Field>
        </Choice>
        <Range>
          <DateRangePicker
            label={t('operations.filters.opened')}
            format={DAY}
            value={range}
            onChange={(next) =>
              onApply({
                [PARAM.openedFrom]: next ? dayjs(next.start).format(DAY) : null,
                [PARAM.openedTo]: next ? dayjs(next.end).format(DAY) : null,
              })
            }
          />
          {invalid && <RangeError role="alert">{t('operations.filters.openedInvalid')}</RangeError>}
        </Range>
      </Fields>
      <div>
        <Button $variant="secondary" onClick={onReset}>
          {t('operations.filters.reset')}
        </Button>
      </div>
    </Form>
  );
}
