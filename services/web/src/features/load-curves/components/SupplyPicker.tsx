// A supply of the commodity to draw: a search box (point, address, locality) over
// the supplies list — a company may have 1,400 points — and a select of the 20 it finds, which
// always holds the chosen one.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Field, Input, Select } from '@/components/ui/index.ts';
import { useCurveSupplies, useCurveSupply } from '../api/useCurveSupplies.ts';

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
    align-items: end;
  }
`;

const SEARCH_DELAY_MS = 300;

export interface SupplyChoice {
  id: string;
  pointId: string;
  address: string;
  locality?: string | null;
}

export function supplyText(s: SupplyChoice): string {
  return [s.pointId, s.address, s.locality].filter(Boolean).join(' · ');
}

export function SupplyPicker({
  label,
  searchLabel,
  utility,
  registryId,
  value,
  exclude,
  onChange,
  onFirst,
}: {
  label: string;
  searchLabel: string;
  utility: 'GAS' | 'POWER';
  registryId: string | null;
  value: string | null;
  /** A supply not to offer (the one compared with). */
  exclude?: string | null;
  onChange: (supply: SupplyChoice) => void;
  /** The first supply found, while none is chosen (the page's default). */
  onFirst?: (supply: SupplyChoice | null, loading: boolean) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const list = useCurveSupplies({
    utility,
    ...(search ? { search } : {}),
    ...(registryId ? { registryId } : { allRegistries: true }),
  });
  const nodes = list.data?.supplies.nodes ?? [];
  const missing = value !== null && !nodes.some((s) => s.id === value);
  const chosen = useCurveSupply(missing ? value : null);
  const options: SupplyChoice[] = [
    ...(missing && chosen.data ? [chosen.data.supply] : []),
    ...nodes.filter((s) => s.id !== exclude),
  ];
  const first = search ? undefined : nodes[0];
  useEffect(() => {
    if (onFirst && !search) onFirst(first ?? null, list.isLoading);
  }, [onFirst, first, search, list.isLoading]);
  const total = list.data?.supplies.totalCount ?? 0;

  return (
    <Row>
      <Field label={searchLabel}>
        <Input type="search" value={text} onChange={(event) => setText(event.target.value)} />
      </Field>
      <Field
        label={label}
        hint={
          list.data
            ? total > nodes.length
              ? t('loadCurves.supply.found', { count: total, shown: nodes.length })
              : t('loadCurves.supply.foundAll', { count: total })
            : undefined
        }
      >
        <Select
          value={value ?? ''}
          onChange={(event) => {
            const next = options.find((s) => s.id === event.target.value);
            if (next) onChange(next);
          }}
        >
          {value === null && <option value="">{t('loadCurves.supply.choose')}</option>}
          {options.map((s) => (
            // A supply's point and address: names, as upstream wrote them.
            <option key={s.id} value={s.id} translate="no" lang="it">
              {supplyText(s)}
            </option>
          ))}
        </Select>
      </Field>
    </Row>
  );
}
