// A list's filter bar (GOV.UK form patterns on the shared Field and Select): a search form named
// by its heading, fields that wrap from a phone to a wide screen, choices of a fixed width (options
// arriving later move nothing), the §9 date range picker in the same look, and the buttons. Each
// choice applies at once and goes to the address (useAddressSearch); typed text applies with the
// search button, Enter or a pause.
import type { FormEvent, ReactNode } from 'react';
import { useId } from 'react';
import styled, { css } from 'styled-components';
import { DateRangePicker } from '../date-range-picker/DateRangePicker.tsx';
import type { DateRange } from '../date-range-picker/picker-state.ts';
import { FieldError } from '../forms/FieldError.tsx';
import { controlLook, Field, Select } from '../ui/index.ts';

const Form = styled.form<{ $plainHeading: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  ${({ $plainHeading, theme }) =>
    !$plainHeading &&
    css`
      h2 {
        margin: 0;
        font-size: ${theme.font.size.lg};
      }
    `}
`;

/** The fields of a filter, wrapping; a group of them is a fieldset with its legend. */
export const FilterFields = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => `${theme.space(4)} ${theme.space(6)}`};
  fieldset {
    border: 0;
    margin: 0;
    padding: 0;
    min-width: 0;
  }
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space(1)};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

/** A choice of a fixed width: long names arriving later move nothing. */
export const FixedChoice = styled.div`
  width: min(100%, ${({ theme }) => theme.size.fieldChoice});
`;

export function FilterBar({
  heading,
  named = 'labelledby',
  plainHeading = false,
  onSubmit,
  children,
}: {
  heading: string;
  /** How the search is named: by its heading's id, or by its words (aria-label). */
  named?: 'labelledby' | 'label';
  /** The heading in the page's own h2 style (a filter with an error summary under it). */
  plainHeading?: boolean;
  /** Applies what was typed; without it, the form only prevents a reload (choices apply at once). */
  onSubmit?: (event: FormEvent) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Form
      noValidate
      role="search"
      $plainHeading={plainHeading}
      {...(named === 'label' ? { 'aria-label': heading } : { 'aria-labelledby': `${id}-legend` })}
      onSubmit={onSubmit ?? ((event) => event.preventDefault())}
    >
      <h2 {...(named === 'label' ? {} : { id: `${id}-legend` })}>{heading}</h2>
      {children}
    </Form>
  );
}

export interface SelectOption {
  value: string;
  label: string;
  /**
   * The label is a name (a registry's, a site's): never translated, and marked with the language
   * upstream wrote it in where that is not the page's.
   */
  name?: { lang?: string };
}

/** A choice among a list's options, the "all" option first (or none where one is always chosen). */
export function SelectFilter({
  id,
  label,
  value,
  onChange,
  all,
  options,
  after,
  fixed = true,
}: {
  id?: string;
  label: string;
  value: string;
  onChange: (value: string | null) => void;
  /** The "all" option (value ''): the filter off. */
  all?: { label: string; value?: string };
  options: readonly SelectOption[];
  /** Options after the list (a choice spanning all of it). */
  after?: ReactNode;
  /** A fixed width (the default), or the field's own. */
  fixed?: boolean;
}) {
  const field = (
    <Field id={id} label={label}>
      <Select value={value} onChange={(event) => onChange(event.target.value || null)}>
        {all && <option value={all.value ?? ''}>{all.label}</option>}
        {options.map((option) => (
          <option
            key={option.value}
            value={option.value}
            translate={option.name ? 'no' : undefined}
            lang={option.name?.lang}
          >
            {option.label}
          </option>
        ))}
        {after}
      </Select>
    </Field>
  );
  return fixed ? <FixedChoice>{field}</FixedChoice> : field;
}

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
    /* The picker's own inset: its placeholder's two dates fit the field at 360 px. */
    padding-inline: ${({ theme }) => theme.space(2)};
  }
`;

const RangeError = styled.span`
  color: ${({ theme }) => theme.color.danger};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const DAY = 'YYYY-MM-DD';

function dayOf(date: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

function dateOf(day: string, end: boolean): Date {
  const [year, month, date] = day.split('-').map(Number);
  return end
    ? new Date(year ?? 0, (month ?? 1) - 1, date ?? 1, 23, 59, 59, 999)
    : new Date(year ?? 0, (month ?? 1) - 1, date ?? 1);
}

/**
 * A range with the §9 picker (§5: strict typed dates, two joined by ' ~ '), what the picker adds
 * under it (the months a period covers), and what is wrong with the address's range — prefixed
 * for screen readers, or announced at once where the range applies at once.
 */
export function RangeFilter({
  id,
  label,
  value,
  onChange,
  error,
  errorAnnounced = false,
  children,
}: {
  id?: string;
  label: string;
  value: DateRange | null;
  onChange: (range: DateRange | null) => void;
  error?: ReactNode;
  /** The error as an alert (role=alert) instead of a prefixed field error. */
  errorAnnounced?: boolean;
  children?: ReactNode;
}) {
  return (
    <Range id={id}>
      <DateRangePicker label={label} format={DAY} value={value} onChange={onChange} />
      {children}
      {error &&
        (errorAnnounced ? (
          <RangeError role="alert">{error}</RangeError>
        ) : (
          <FieldError id={id ? `${id}-error` : undefined}>{error}</FieldError>
        ))}
    </Range>
  );
}

/** A period of days (YYYY-MM-DD, the address's form) with the picker; either both ends or none. */
export function DayRangeFilter({
  from,
  to,
  onChange,
  ...filter
}: Omit<Parameters<typeof RangeFilter>[0], 'value' | 'onChange'> & {
  from: string | null;
  to: string | null;
  onChange: (period: { from: string; to: string } | null) => void;
}) {
  return (
    <RangeFilter
      {...filter}
      value={from && to ? { start: dateOf(from, false), end: dateOf(to, true) } : null}
      onChange={(next) => onChange(next ? { from: dayOf(next.start), to: dayOf(next.end) } : null)}
    />
  );
}
