// The filters of an invoices list (§3/§7: registry, payment state, site, issue date range with the
// §9 picker, competence period, document number), after GOV.UK's form patterns on the shared Field,
// Select and Input: labels above fields, hints under labels, each error under its
// hint, an error summary at the top linking to each field, nothing typed cleared.
// Choices (state, site, dates) apply at once; typed text applies with the search button or Enter.
// Every value goes to the address as typed; the page reports what does not parse.
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { paymentStateStyle, stateText } from '@/components/badges/index.ts';
import {
  DayRangeFilter,
  FilterBar,
  FilterFields,
  SelectFilter,
  SiteFilter,
  useDraft,
  type RegistryOption,
} from '@/components/filters/index.ts';
import {
  entryProps,
  FormActions,
  FormErrorSummary,
  Hint,
  TextField,
  useSummaryFocus,
} from '@/components/forms/index.ts';
import { Button, Field, Input } from '@/components/ui/index.ts';
import type { Site } from '../api/types.ts';
import {
  PARAM,
  PAYMENT_STATES,
  type FilterError,
  type FilterField,
  type InvoiceFilter,
  type Param,
} from '../model/search.ts';

export type { RegistryOption };

/** The competence months side by side, each as wide as a month. */
const Months = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  input[type='text'] {
    width: ${({ theme }) => theme.size.fieldShort};
  }
`;

export interface InvoiceFiltersProps {
  /** The address's query: every field shows its value as typed. */
  params: URLSearchParams;
  /** The valid filter read from the address (the picker shows its range). */
  filter: InvoiceFilter;
  errors: readonly FilterError[];
  onApply: (changes: Partial<Record<Param, string | null>>) => void;
  onReset: () => void;
  /** The sites to narrow by (business pages); absent where the page has none. */
  sites?: readonly Site[] | undefined;
  /** The registries a business page spans, to choose one of (absent with fewer than two). */
  registries?: readonly RegistryOption[] | undefined;
}

export function InvoiceFilters({
  params,
  filter,
  errors,
  onApply,
  onReset,
  sites,
  registries,
}: InvoiceFiltersProps) {
  const { t } = useTranslation();
  const id = useId();
  const ids: Record<FilterField | 'registry' | 'paymentState' | 'site', string> = {
    registry: `${id}-registry`,
    paymentState: `${id}-state`,
    site: `${id}-site`,
    issueDate: `${id}-issue`,
    competenceFrom: `${id}-comp-from`,
    competenceTo: `${id}-comp-to`,
    documentNumber: `${id}-doc`,
  };
  // GOV.UK: after a search with errors, focus goes to the summary that lists them.
  const { attach: attachSummary, request: requestSummaryFocus } = useSummaryFocus(
    errors,
    errors.length > 0,
  );
  const [competenceFrom, setCompetenceFrom] = useDraft(params.get(PARAM.competenceFrom) ?? '');
  const [competenceTo, setCompetenceTo] = useDraft(params.get(PARAM.competenceTo) ?? '');
  const [documentNumber, setDocumentNumber] = useDraft(params.get(PARAM.documentNumber) ?? '');

  const message = (error: FilterError) => t(`invoices.filters.errors.${error.code}`);
  /** A field's message, under its label and hint (the shared Field shows it and marks the input). */
  const errorText = (field: FilterField) => {
    const error = errors.find((e) => e.field === field);
    return error ? message(error) : undefined;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    requestSummaryFocus();
    onApply({
      [PARAM.competenceFrom]: competenceFrom,
      [PARAM.competenceTo]: competenceTo,
      [PARAM.documentNumber]: documentNumber,
    });
  };

  const monthHint = `${id}-month-hint`;
  /** The competence period's two months, each typed as MM/YYYY. */
  const months = [
    { field: 'competenceFrom', value: competenceFrom, onChange: setCompetenceFrom },
    { field: 'competenceTo', value: competenceTo, onChange: setCompetenceTo },
  ] as const;

  return (
    <FilterBar heading={t('invoices.filters.legend')} plainHeading onSubmit={submit}>
      <FormErrorSummary
        ref={attachSummary}
        id={`${id}-summary`}
        title={t('invoices.filters.errorTitle')}
        errors={errors.map((error) => ({
          key: `${error.field}-${error.code}`,
          target: ids[error.field],
          text: message(error),
        }))}
      />
      <FilterFields>
        {registries && (
          <SelectFilter
            id={ids.registry}
            label={t('invoices.filters.registry')}
            value={filter.registryId ?? ''}
            // A site belongs to one registry: the site chosen before would narrow to nothing.
            onChange={(registry) => onApply({ [PARAM.registry]: registry, [PARAM.site]: null })}
            all={{ label: t('invoices.filters.allRegistries') }}
            options={registries.map((registry) => ({
              value: registry.id,
              label: registry.name,
              name: {},
            }))}
          />
        )}
        <SelectFilter
          id={ids.paymentState}
          label={t('invoices.filters.paymentState')}
          value={filter.paymentStates?.[0] ?? ''}
          onChange={(state) => onApply({ [PARAM.paymentState]: state })}
          all={{ label: t('invoices.filters.all') }}
          options={PAYMENT_STATES.map((state) => ({
            value: state,
            label: stateText(t, paymentStateStyle(state)),
          }))}
          fixed={false}
        />
        {sites && (
          <SiteFilter
            id={ids.site}
            texts={{
              label: t('invoices.filters.site'),
              all: t('invoices.filters.allSites'),
              option: (words) => t('invoices.filters.siteOption', words),
            }}
            sites={sites}
            value={filter.siteId}
            onChange={(site) => onApply({ [PARAM.site]: site })}
          />
        )}
        <DayRangeFilter
          id={ids.issueDate}
          label={t('invoices.filters.issueDate')}
          from={filter.issueDateFrom ?? null}
          to={filter.issueDateTo ?? null}
          onChange={(period) =>
            onApply({
              [PARAM.issueFrom]: period?.from ?? null,
              [PARAM.issueTo]: period?.to ?? null,
            })
          }
          error={errorText('issueDate')}
        />
        <fieldset>
          <legend>{t('invoices.filters.competence')}</legend>
          <Hint id={monthHint}>{t('invoices.filters.monthHint')}</Hint>
          <Months>
            {months.map(({ field, value, onChange }) => (
              <Field
                key={field}
                id={ids[field]}
                label={t(`invoices.filters.${field}`)}
                error={errorText(field)}
                describedBy={monthHint}
              >
                <Input
                  type="text"
                  {...entryProps('digits')}
                  value={value}
                  onChange={(event) => onChange(event.target.value)}
                />
              </Field>
            ))}
          </Months>
        </fieldset>
        <TextField
          id={ids.documentNumber}
          label={t('invoices.filters.documentNumber')}
          hint={t('invoices.filters.documentNumberHint')}
          error={errorText('documentNumber')}
          type="text"
          entry="code"
          value={documentNumber}
          onChange={(event) => setDocumentNumber(event.target.value)}
        />
      </FilterFields>
      <FormActions>
        <Button type="submit">{t('invoices.filters.apply')}</Button>
        <Button $variant="secondary" onClick={onReset}>
          {t('invoices.filters.reset')}
        </Button>
      </FormActions>
    </FilterBar>
  );
}
