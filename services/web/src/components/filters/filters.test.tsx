// The filter kit: the search kept in the address (each change on the last one written, by the
// list's rules, replacing or pushing the address), the filter bar's names and choices, the date
// range, a typed draft that follows the address, and the registries of a segment.
import { act, fireEvent, renderHook, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { testSession } from '../../test/page.tsx';
import {
  DayRangeFilter,
  FilterBar,
  FilterFields,
  SelectFilter,
  SiteFilter,
  sitesVariables,
  useAddressSearch,
  useDraft,
  useSegmentRegistries,
} from './index.ts';

const read = (params: URLSearchParams) => ({
  state: params.get('state'),
  page: Number(params.get('page') ?? '1'),
});
const RULES = { page: 'page' } as const;

function routerWith(ui: ReactNode, at: string) {
  return createMemoryRouter([{ path: '/list', element: ui }], { initialEntries: [at] });
}

describe('the search kept in the address', () => {
  it('applies each change on the last one written, back to the first page, replacing the address', async () => {
    let api: ReturnType<typeof useAddressSearch<ReturnType<typeof read>, string>> | null = null;
    function List() {
      api = useAddressSearch(read, RULES);
      return <p>{`${api.search.state ?? 'all'} ${api.search.page}`}</p>;
    }
    const router = routerWith(<List />, '/list?page=3');
    await renderWithApp(<RouterProvider router={router} />);
    expect(screen.getByText('all 3')).toBeTruthy();
    act(() => {
      api?.apply({ state: 'PAID' });
      api?.apply({ page: '2' });
    });
    expect(await screen.findByText('PAID 2')).toBeTruthy();
    expect(router.state.location.search).toBe('?state=PAID&page=2');
    expect(router.state.historyAction).toBe('REPLACE');
    act(() => api?.open('invoice', '7'));
    expect(router.state.historyAction).toBe('PUSH');
    expect(router.state.location.search).toBe('?state=PAID&page=2&invoice=7');
    act(() => api?.reset());
    expect(await screen.findByText('all 1')).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('pushes each change where the list asks so (a view of its own)', async () => {
    let api: ReturnType<typeof useAddressSearch<ReturnType<typeof read>, string>> | null = null;
    function View() {
      api = useAddressSearch(read, { ...RULES, history: 'push' });
      return null;
    }
    const router = routerWith(<View />, '/list');
    await renderWithApp(<RouterProvider router={router} />);
    act(() => api?.apply({ state: 'PAID' }));
    expect(router.state.historyAction).toBe('PUSH');
    act(() => api?.apply({ state: 'TO_PAY' }, 'replace'));
    expect(router.state.historyAction).toBe('REPLACE');
  });
});

describe('the filter bar', () => {
  it('is a search named by its heading, its choices applying at once with "all" first', async () => {
    const chosen: (string | null)[] = [];
    await renderWithApp(
      <FilterBar heading="Cerca e filtra">
        <FilterFields>
          <SelectFilter
            label="Stato"
            value=""
            onChange={(value) => chosen.push(value)}
            all={{ label: 'Tutti' }}
            options={[{ value: 'PAID', label: 'Pagata' }]}
          />
        </FilterFields>
      </FilterBar>,
    );
    expect(screen.getByRole('search', { name: 'Cerca e filtra' })).toBeTruthy();
    const select = screen.getByRole('combobox', { name: 'Stato' });
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Tutti',
      'Pagata',
    ]);
    fireEvent.change(select, { target: { value: 'PAID' } });
    fireEvent.change(select, { target: { value: '' } });
    expect(chosen).toEqual(['PAID', null]);
  });

  it('a period: the picker shows the days of the address, and its error is said', async () => {
    await renderWithApp(
      <FilterBar heading="Filtri" named="label">
        <DayRangeFilter
          id="issued"
          label="Data di emissione"
          from="2026-01-01"
          to="2026-01-31"
          onChange={() => undefined}
          error="Il periodo non è valido"
        />
      </FilterBar>,
    );
    expect(screen.getByRole('search', { name: 'Filtri' })).toBeTruthy();
    expect(
      (screen.getByRole('textbox', { name: 'Data di emissione' }) as HTMLInputElement).value,
    ).toBe('2026-01-01 ~ 2026-01-31');
    expect(document.getElementById('issued-error')?.textContent).toBe(
      'Errore: Il periodo non è valido',
    );
  });
});

describe('the sites of a list', () => {
  it('offers each site by its name and address, "all" first, a choice applying at once', async () => {
    const chosen: (string | null)[] = [];
    const site = (id: string, name: string | null, address: string | null, locality: string) => ({
      id,
      name,
      address,
      locality,
    });
    await renderWithApp(
      <SiteFilter
        texts={{
          label: 'Sede',
          all: 'Tutte le sedi',
          option: ({ name, address }) => `${name ?? '?'} – ${address}`,
        }}
        sites={[site('S1', 'Uffici', 'Via Roma 1', 'Verona'), site('S2', null, null, 'Trento')]}
        value={null}
        onChange={(value) => chosen.push(value)}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Sede' });
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Tutte le sedi',
      'Uffici – Via Roma 1, Verona',
      '? – Trento',
    ]);
    fireEvent.change(select, { target: { value: 'S2' } });
    fireEvent.change(select, { target: { value: '' } });
    expect(chosen).toEqual(['S2', null]);
  });

  it('asks for the sites of one registry, of all of them, or of the selected one', () => {
    expect(sitesVariables('GAS', { registryId: '7', allRegistries: true })).toEqual({
      utility: 'GAS',
      registryId: '7',
    });
    expect(sitesVariables('GAS', { allRegistries: true })).toEqual({
      utility: 'GAS',
      allRegistries: true,
    });
    expect(sitesVariables('POWER', {})).toEqual({ utility: 'POWER' });
  });
});

describe('a typed draft and the registries of a segment', () => {
  it('keeps what is typed until the address changes, then follows it', async () => {
    function Box() {
      const [committed, setCommitted] = useState('roma');
      const [draft, setDraft] = useDraft(committed);
      return (
        <>
          <input aria-label="Cerca" value={draft} onChange={(e) => setDraft(e.target.value)} />
          <button type="button" onClick={() => setCommitted('')}>
            Azzera
          </button>
        </>
      );
    }
    await renderWithApp(<Box />);
    const box = screen.getByRole('textbox', { name: 'Cerca' }) as HTMLInputElement;
    fireEvent.change(box, { target: { value: 'milano' } });
    expect(box.value).toBe('milano');
    fireEvent.click(screen.getByRole('button', { name: 'Azzera' }));
    expect(box.value).toBe('');
  });

  it('lists a consortium’s members by id and name', () => {
    const member = (id: number, name: string) => ({
      idAnagrafica: id,
      ragSoc: name,
      customerSegment: 'consortia',
      culture: 'it-IT',
    });
    const session = testSession({
      segment: 'consortia',
      registries: [member(1, 'Uno'), member(2, 'Due')],
    });
    const { result } = renderHook(() => useSegmentRegistries(session));
    expect(result.current.ids).toEqual(['1', '2']);
    expect(result.current.registries[1]).toEqual({ id: '2', name: 'Due' });
    expect(renderHook(() => useSegmentRegistries(null)).result.current.registries).toEqual([]);
  });
});
