// The filters of an invoices list (§3/§7: payment state, site, issue date range with the §9
// picker, competence period, document number), after GOV.UK's form patterns: labels above fields,
// hints under labels, an error summary at the top linking to each field, nothing typed cleared.
// Choices (state, site, dates) apply at once; typed text applies with the search button or Enter.
// Every value goes to the address as typed; the page reports what does not parse.
import dayjs from 'dayjs';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DateRangePicker } from '@/components/date-range-picker/DateRangePicker.tsx';
import type { DateRange } from '@/components/date-range-picker/picker-state.ts';
import { Button } from '@/components/ui/index.ts';
import type { Site } from '../api/types.ts';
import {
  PARAM,
  PAYMENT_STATES,
  type FilterError,
  type FilterField,
  type InvoiceFilter,
  type Param,
} from '../model/search.ts';

const DAY = 'YYYY-MM-DD';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const Fields = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 16px 24px;
  select,
  input[type='text'] {
    font: inherit;
    min-height: 44px;
    padding: 8px;
    border: 1px solid ${({ theme }) => theme.color.muted};
    border-radius: ${({ theme }) => theme.radius};
    max-width: 100%;
  }
  [aria-invalid='true'] {
    border: 2px solid ${({ theme }) => theme.color.danger};
  }
  fieldset {
    border: 0;
    margin: 0;
    padding: 0;
    min-width: 0;
  }
  legend {
    padding: 0;
    margin-bottom: 4px;
  }
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
  max-width: 100%;
`;

/** Room for the picker's text input (two dates and the separator). */
const RangeField = styled(Field)`
  width: min(100%, 22rem);
`;

const Hint = styled.span`
  color: ${({ theme }) => theme.color.muted};
  font-size: 0.9rem;
`;

const FieldError = styled.span`
  color: ${({ theme }) => theme.color.danger};
  font-weight: 600;
`;

const Months = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  input[type='text'] {
    width: 9em;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

const Summary = styled.div`
  border: 4px solid ${({ theme }) => theme.color.danger};
  border-radius: ${({ theme }) => theme.radius};
  padding: 12px 16px;
  h3 {
    margin: 0 0 8px;
    font-size: 1.1rem;
  }
  ul {
    margin: 0;
    padding-left: 20px;
  }
  a {
    color: ${({ theme }) => theme.color.danger};
    font-weight: 600;
  }
  &:focus-visible {
    outline-offset: 2px;
  }
`;

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
}

export function InvoiceFilters({
  params,
  filter,
  errors,
  onApply,
  onReset,
  sites,
}: InvoiceFiltersProps) {
  const { t } = useTranslation();
  const id = useId();
  const ids: Record<FilterField | 'paymentState' | 'site', string> = {
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
  const described = (field: FilterField, hint?: string) => {
    const parts = [hint, errorOf(field) ? `${ids[field]}-error` : undefined].filter(Boolean);
    return parts.length ? parts.join(' ') : undefined;
  };
  const fieldError = (field: FilterField) => {
    const error = errorOf(field);
    return error ? (
      <FieldError id={`${ids[field]}-error`}>
        <span className="visually-hidden">{t('invoices.filters.errorPrefix')}</span>
        {message(error)}
      </FieldError>
    ) : null;
  };

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
  const documentHint = `${id}-doc-hint`;

  return (
    <Form noValidate role="search" aria-labelledby={`${id}-legend`} onSubmit={submit}>
      <h2 id={`${id}-legend`}>{t('invoices.filters.legend')}</h2>
      {errors.length > 0 && (
        <Summary ref={summary} tabIndex={-1} role="alert" aria-labelledby={`${id}-summary`}>
          <h3 id={`${id}-summary`}>{t('invoices.filters.errorTitle')}</h3>
          <ul>
            {errors.map((error) => (
              <li key={`${error.field}-${error.code}`}>
                <a
                  href={`#${ids[error.field]}`}
                  onClick={(event) => {
                    event.preventDefault();
                    focusField(error.field);
                  }}
                >
                  {message(error)}
                </a>
              </li>
            ))}
          </ul>
        </Summary>
      )}
      <Fields>
        <Field>
          <label htmlFor={ids.paymentState}>{t('invoices.filters.paymentState')}</label>
          <select
            id={ids.paymentState}
            value={filter.paymentStates?.[0] ?? ''}
            onChange={(event) => onApply({ [PARAM.paymentState]: event.target.value || null })}
          >
            <option value="">{t('invoices.filters.all')}</option>
            {PAYMENT_STATES.map((state) => (
              <option key={state} value={state}>
                {t(`enums.paymentState.${state}`)}
              </option>
            ))}
          </select>
        </Field>
        {sites && (
          <Field>
            <label htmlFor={ids.site}>{t('invoices.filters.site')}</label>
            <select
              id={ids.site}
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
            </select>
          </Field>
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
          {fieldError('issueDate')}
        </RangeField>
        <fieldset>
          <legend>{t('invoices.filters.competence')}</legend>
          <Hint id={monthHint}>{t('invoices.filters.monthHint')}</Hint>
          <Months>
            <Field>
              <label htmlFor={ids.competenceFrom}>{t('invoices.filters.competenceFrom')}</label>
              {fieldError('competenceFrom')}
              <input
                id={ids.competenceFrom}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                spellCheck={false}
                value={competenceFrom}
                aria-invalid={Boolean(errorOf('competenceFrom'))}
                aria-describedby={described('competenceFrom', monthHint)}
                onChange={(event) => setCompetenceFrom(event.target.value)}
              />
            </Field>
            <Field>
              <label htmlFor={ids.competenceTo}>{t('invoices.filters.competenceTo')}</label>
              {fieldError('competenceTo')}
              <input
                id={ids.competenceTo}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                spellCheck={false}
                value={competenceTo}
                aria-invalid={Boolean(errorOf('competenceTo'))}
                aria-describedby={described('competenceTo', monthHint)}
                onChange={(event) => setCompetenceTo(event.target.value)}
              />
            </Field>
          </Months>
        </fieldset>
        <Field>
          <label htmlFor={ids.documentNumber}>{t('invoices.filters.documentNumber')}</label>
          <Hint id={documentHint}>{t('invoices.filters.documentNumberHint')}</Hint>
          {fieldError('documentNumber')}
          <input
            id={ids.documentNumber}
            type="text"
            autoComplete="off"
            spellCheck={false}
            value={documentNumber}
            aria-invalid={Boolean(errorOf('documentNumber'))}
            aria-describedby={described('documentNumber', documentHint)}
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
