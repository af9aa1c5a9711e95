// What the costs page covers: the months, chosen with the §9 date range picker
// (§5: strict typed dates, two joined by ' ~ '; whole months are counted, from the month of the
// first day to the month of the last), the registry where the page spans several (a consortium's
// members, or all of them) and the site. Each choice applies at once and goes to the address.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Field, Select } from '@/components/ui/index.ts';
import type { CostsSite } from '../api/types.ts';
import { ALL_REGISTRIES, PARAM, type CostsSearch, type Param } from '../model/search.ts';
import { PeriodPicker } from './PeriodPicker.tsx';

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

/** A choice of a fixed width: long registry or site names move nothing. */
const Choice = styled.div`
  width: min(100%, ${({ theme }) => theme.size.fieldChoice});
`;

export interface RegistryOption {
  id: string;
  name: string;
}

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
    <Form
      role="search"
      aria-label={t('costs.filters.legend')}
      noValidate
      onSubmit={(event) => event.preventDefault()}
    >
      <h2>{t('costs.filters.legend')}</h2>
      <Fields>
        <PeriodPicker
          period={search.period}
          error={search.periodError}
          onChange={(period) =>
            onApply({ [PARAM.from]: period?.from ?? null, [PARAM.to]: period?.to ?? null })
          }
        />
        {registries && (
          <Choice>
            <Field label={t('costs.filters.registry')}>
              <Select
                value={search.registry ?? selectedRegistry ?? ''}
                onChange={(event) => onApply({ [PARAM.registry]: event.target.value || null })}
              >
                {registries.map((registry) => (
                  <option key={registry.id} value={registry.id}>
                    {registry.name}
                  </option>
                ))}
                <option value={ALL_REGISTRIES}>{t('costs.filters.allRegistries')}</option>
              </Select>
            </Field>
          </Choice>
        )}
        <Choice>
          <Field label={t('costs.filters.site')}>
            <Select
              value={search.siteId ?? ''}
              onChange={(event) => onApply({ [PARAM.site]: event.target.value || null })}
            >
              <option value="">{t('costs.filters.allSites')}</option>
              {!siteKnown && search.siteId && (
                <option value={search.siteId}>{search.siteId}</option>
              )}
              {sites.map((site) => (
                <option key={site.id} value={site.id}>
                  {site.locality
                    ? `${site.name ?? site.id} (${site.locality})`
                    : (site.name ?? site.id)}
                </option>
              ))}
            </Select>
          </Field>
        </Choice>
      </Fields>
      <div>
        <Button $variant="secondary" onClick={onReset}>
          {t('costs.filters.reset')}
        </Button>
      </div>
    </Form>
  );
}
