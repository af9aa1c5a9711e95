// The filters of an invoices list (§3/§7: registry, payment state, site, issue date range with the
// §9 picker, competence period, document number), after GOV.UK's form patterns on the shared Field,
// Select and Input: labels above fields, hints under labels, each error under its
// hint, an error summary at the top linking to each field, nothing typed cleared.
// Choices (state, site, dates) apply at once; typed text applies with the search button or Enter.
// Every value goes to the address as typed; the page reports what does not parse.
import dayjs from 'dayjs';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangePicker } from '@/components/date-range-picker/DateRangePicker.tsx';
import type { DateRange } from '@/components/date-range-picker/picker-state.ts';
import { Button, ErrorSummary, Field, Input, Select } from '@/components/ui/index.ts';
import type { Site } from '../api/types.ts';
import {
  PARAM,
  PAYMENT_STATES,
  type FilterError,
  type FilterField,
  type InvoiceFilter,
  type Param,
} from '../model/search.ts';
import {
  Actions,
  ChoiceField,
  FieldError,
  Fields,
  Form,
  Hint,
  Months,
  RangeField,
} from './filter-styles.ts';

const DAY = 'YYYY-MM-DD';

/** What the customer typed into a text field: follows the address when the address changes. */
function useDraft(value: string): [string, (next: string) => void] {
  const [draft, setDraft] = useState(value);
  const [last, setLast] = useState(value);
  if (value !== last) {
    setLast(value);
    setDraft(value);
  }
  return [draft, setDraft];
}

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

export interface RegistryOption {
  id: string;
  name: string;
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
  const summary = useRef<HTMLDivElement>(null);
  const focusSummary = useRef(false);
  const [competenceFrom, setCompetenceFrom] = useDraft(params.get(PARAM.competenceFrom) ?? '');
  const [competenceTo, setCompetenceTo] = useDraft(params.get(PARAM.competenceTo) ?? '');
  const [documentNumber, setDocumentNumber] = useDraft(params.get(PARAM.documentNumber) ?? '');

  // GOV.UK: after a search with errors, focus goes to the summary that lists them.
  useEffect(() => {
    if (focusSummary.current && errors.length > 0) summary.current?.focus();
    focusSummary.current = false;
  }, [errors]);

  const errorOf = (field: FilterField) => errors.find((error) => error.field === field);
  const message = (error: FilterError) => t(`invoices.filters.errors.${error.code}`);
  /** A field's message, under its label and hint (the shared Field shows it and marks the input). */
  const errorText = (field: FilterField) => {
    const error = errorOf(field);
    return error ? message(error) : undefined;
  };
  const issueDateError = errorOf('issueDate');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    focusSummary.current = true;
    onApply({
      [PARAM.competenceFrom]: competenceFrom,
      [PARAM.competenceTo]: competenceTo,
      [PARAM.documentNumber]: documentNumber,
    });
  };

  const focusField = (field: FilterField) => {
    const target = document.getElementById(ids[field]);
    const input = target?.matches('input, select') ? target : target?.querySelector('input');
    input?.focus();
  };

  const range: DateRange | null =
    filter.issueDateFrom && filter.issueDateTo
      ? {
          start: dayjs(filter.issueDateFrom).toDate(),
          end: dayjs(filter.issueDateTo).endOf('day').toDate(),
        }
      : null;

  const monthHint = `${id}-month-hint`;

  return (
    <Form noValidate role="search" aria-labelledby={`${id}-legend`} onSubmit={submit}>
      <h2 id={`${id}-legend`}>{t('invoices.filters.legend')}</h2>
      {errors.length > 0 && (
        <ErrorSummary
          ref={summary}
          id={`${id}-summary`}
          title={t('invoices.filters.errorTitle')}
          items={errors.map((error) => ({
            key: `${error.field}-${error.code}`,
            target: ids[error.field],
            text: message(error),
            onSelect: () => focusField(error.field),
          }))}
        />
      )}
      <Fields>
        {registries && (
          <ChoiceField>
            <Field id={ids.registry} label={t('invoices.filters.registry')}>
              <Select
                value={filter.registryId ?? ''}
                // A site belongs to one registry: the site chosen before would narrow to nothing.
                onChange={(event) =>
                  onApply({ [PARAM.registry]: event.target.value || null, [PARAM.site]: null })
                }
              >
                <option value="">{t('invoices.filters.allRegistries')}</option>
                {registries.map((registry) => (
                  <option key={registry.id} value={registry.id}>
                    {registry.name}
                  </option>
                ))}
              </Select>
            </Field>
          </ChoiceField>
        )}
        <Field id={ids.paymentState} label={t('invoices.filters.paymentState')}>
          <Select
            value={filter.paymentStates?.[0] ?? ''}
            onChange={(event) => onApply({ [PARAM.paymentState]: event.target.value || null })}
          >
            <option value="">{t('invoices.filters.all')}</option>
            {PAYMENT_STATES.map((state) => (
              <option key={state} value={state}>
                {t(`enums.paymentState.${state}`)}
              </option>
            ))}
          </Select>
        </Field>
        {sites && (
          <ChoiceField>
            <Field id={ids.site} label={t('invoices.filters.site')}>
              <Select
                value={filter.siteId ?? ''}
                onChange={(event) => onApply({ [PARAM.site]: event.target.value || null })}
              >
                <option value="">{t('invoices.filters.allSites')}</option>
                {sites.map((site) => (
                  <option key={site.id} value={site.id}>
                    {t('invoices.filters.siteOption', {
                      name: site.name,
                      address: [site.address, site.locality].filter(Boolean).join(', '),
                    })}
                  </option>
                ))}
              </Select>
            </Field>
          </ChoiceField>
        )}
        <RangeField id={ids.issueDate}>
          <DateRangePicker
            label={t('invoices.filters.issueDate')}
            format={DAY}
            value={range}
            onChange={(next) =>
              onApply({
                [PARAM.issueFrom]: next ? dayjs(next.start).format(DAY) : null,
                [PARAM.issueTo]: next ? dayjs(next.end).format(DAY) : null,
              })
            }
          />
          {issueDateError && (
            <FieldError id={`${ids.issueDate}-error`}>
              <span className="visually-hidden">{t('invoices.filters.errorPrefix')}</span>
              {message(issueDateError)}
            </FieldError>
          )}
        </RangeField>
        <fieldset>
          <legend>{t('invoices.filters.competence')}</legend>
          <Hint id={monthHint}>{t('invoices.filters.monthHint')}</Hint>
          <Months>
            <Field
              id={ids.competenceFrom}
              label={t('invoices.filters.competenceFrom')}
              error={errorText('competenceFrom')}
              describedBy={monthHint}
            >
              <Input
                type="text"
                inputMode="numeric"
                autoComplete="off"
                spellCheck={false}
                value={competenceFrom}
                onChange={(event) => setCompetenceFrom(event.target.value)}
              />
            </Field>
            <Field
              id={ids.competenceTo}
              label={t('invoices.filters.competenceTo')}
              error={errorText('competenceTo')}
              describedBy={monthHint}
            >
              <Input
                type="text"
                inputMode="numeric"
                autoComplete="off"
                spellCheck={false}
                value={competenceTo}
                onChange={(event) => setCompetenceTo(event.target.value)}
              />
            </Field>
          </Months>
        </fieldset>
        <Field
          id={ids.documentNumber}
          label={t('invoices.filters.documentNumber')}
          hint={t('invoices.filters.documentNumberHint')}
          error={errorText('documentNumber')}
        >
          <Input
            type="text"
            autoComplete="off"
            spellCheck={false}
            value={documentNumber}
            onChange={(event) => setDocumentNumber(event.target.value)}
          />
        </Field>
      </Fields>
      <Actions>
        <Button type="submit">{t('invoices.filters.apply')}</Button>
        <Button $variant="secondary" onClick={onReset}>
          {t('invoices.filters.reset')}
        </Button>
      </Actions>
    </Form>
  );
}
