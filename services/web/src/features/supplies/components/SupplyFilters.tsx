// The search and filters of a supplies list: a search by point id, address,
// locality or site name, applied as the customer types (after a short pause, or at once with
// Enter), the §4 status, the site and, for a customer spanning several registries, the registry.
// Labels above fields, the hint under the label, an error under the hint (GOV.UK), nothing typed
// cleared; every value goes to the address as typed.
import type { Commodity } from '@portal/shared/pages';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { contractStatusStyle, stateText } from '@/components/badges/index.ts';
import { Button, Field, Input, Select } from '@/components/ui/index.ts';
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

/** A field of a fixed width: options arriving later (long site names) move nothing. */
const Choice = styled.div`
  width: min(100%, ${({ theme }) => theme.size.fieldChoice});
`;

const SearchBox = styled.div`
  width: min(100%, ${({ theme }) => theme.size.fieldMax});
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

export interface RegistryOption {
  id: string;
  name: string;
}

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
  const [draft, setDraft] = useState(committed);
  const [last, setLast] = useState(committed);
  if (committed !== last) {
    setLast(committed);
    setDraft(committed);
  }

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
    <Form noValidate role="search" aria-labelledby={`${id}-legend`} onSubmit={submit}>
      <h2 id={`${id}-legend`}>{t('supplies.filters.legend')}</h2>
      <Fields>
        <SearchBox>
          <Field
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
          >
            <Input
              type="search"
              autoComplete="off"
              spellCheck={false}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
            />
          </Field>
        </SearchBox>
        {registries && (
          <Choice>
            <Field id={`${id}-registry`} label={t('supplies.filters.registry')}>
              <Select
                value={search.filter.registryId ?? ''}
                // A site belongs to one registry: the site chosen before would narrow to nothing.
                onChange={(event) =>
                  onApply({ [PARAM.registry]: event.target.value || null, [PARAM.site]: null })
                }
              >
                <option value="">{t('supplies.filters.allRegistries')}</option>
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
          <Field id={`${id}-status`} label={t('supplies.filters.status')}>
            <Select
              value={search.filter.status ?? ''}
              onChange={(event) => onApply({ [PARAM.status]: event.target.value || null })}
            >
              <option value="">{t('supplies.filters.allStatuses')}</option>
              {SUPPLY_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {stateText(t, contractStatusStyle(status))}
                </option>
              ))}
            </Select>
          </Field>
        </Choice>
        <Choice>
          <Field id={`${id}-site`} label={t('supplies.filters.site')}>
            <Select
              value={search.filter.siteId ?? ''}
              onChange={(event) => onApply({ [PARAM.site]: event.target.value || null })}
            >
              <option value="">{t('supplies.filters.allSites')}</option>
              {sites.map((site) => (
                <option key={site.id} value={site.id}>
                  {t('supplies.filters.siteOption', {
                    name: site.name,
                    address: [site.address, site.locality].filter(Boolean).join(', '),
                  })}
                </option>
              ))}
            </Select>
          </Field>
        </Choice>
      </Fields>
      <Actions>
        <Button $variant="secondary" onClick={onReset}>
          {t('supplies.filters.reset')}
        </Button>
      </Actions>
    </Form>
  );
}
