import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n.ts';
import { renderPageAt, testSession } from '@/test/page.tsx';
import { GREEN_SUPPLIES_QUERY, PAGE_SIZE, SUPPLY_LIST_QUERY } from './api/useSupplies.ts';
import SuppliesPage from './SuppliesPage.tsx';
import {
  ALL_SECTIONS,
  api,
  consortium,
  corporate,
  lastOf,
  NODES,
  supply,
} from '@/test/fixtures/supplies.ts';

describe('the business supplies page', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await setLanguage('it');
  });

  it('§2, §3: /corporate/light/supplies lists every POD with site, address, §4 status, product, power and consumption, linking its contract', async () => {
    const calls = api();
    await renderPageAt('/corporate/light/supplies', <SuppliesPage />, { session: corporate });
    expect(await screen.findByRole('heading', { level: 1, name: 'Forniture luce' })).toBeTruthy();
    expect(await screen.findByText('45 forniture')).toBeTruthy();
    expect(lastOf(calls, 'SupplyList')).toEqual({ utility: 'POWER', offset: 0 });
    expect(lastOf(calls, 'Sites')).toEqual({ utility: 'POWER' });
    const table = screen.getByRole('table', { name: 'Elenco delle forniture' });
    for (const header of ['POD', 'Stato', 'Sede e indirizzo', 'Prodotto', 'Potenza impegnata']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeTruthy();
    }
    expect(within(table).getByRole('columnheader', { name: 'Consumo annuo' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Contratto' })).toBeTruthy();
    expect(within(table).getByText('IT001E20000002')).toBeTruthy();
    expect(within(table).getAllByText('Via Roma 1, 37100 Verona (VR)').length).toBe(2);
    expect(within(table).getAllByText('108.000 kWh')).toHaveLength(2);
    expect(within(table).getByText('1.250,5 kWh')).toBeTruthy();
    expect(within(table).getByText('100 kW')).toBeTruthy();
    const badge = (text: string) => within(table).getByText(text, { selector: 'span' });
    expect(badge('Attivo')).toBeTruthy();
    expect(badge('In fase di attivazione')).toBeTruthy();
    expect(badge('Cessato')).toBeTruthy();
    const link = within(table).getByRole('link', {
      name: 'Apri il contratto della fornitura IT001E20000001',
    });
    expect(link.getAttribute('href')).toBe('/corporate/light/contracts/40000001');
    // A supply without a contract line: no link, a dash.
    expect(within(table).getAllByRole('link')).toHaveLength(2);
    // The sentence is the page's; the registry's name in it is a name, never translated.
    const registryLine = screen.getByText(
      (_, element) =>
        element?.tagName === 'P' && element.textContent === 'Anagrafica: ACME Industrie S.p.A.',
    );
    expect(registryLine.querySelector('[translate="no"]')).toBeTruthy();
  });

  it('the search is asked after a pause in typing, kept in the address (?q=), from page 1', async () => {
    const calls = api();
    const { router } = await renderPageAt('/corporate/light/supplies?page=2', <SuppliesPage />, {
      session: corporate,
    });
    await screen.findByText('45 forniture');
    expect(lastOf(calls, 'SupplyList')).toEqual({ utility: 'POWER', offset: PAGE_SIZE });
    const box = screen.getByRole('searchbox', { name: /^Cerca/ });
    fireEvent.change(box, { target: { value: 'via' } });
    fireEvent.change(box, { target: { value: 'via roma' } });
    await waitFor(() => expect(router.state.location.search).toBe('?q=via+roma'));
    await waitFor(() =>
      expect(lastOf(calls, 'SupplyList')).toEqual({
        utility: 'POWER',
        search: 'via roma',
        offset: 0,
      }),
    );
    // The pause: one request for what was typed, none for the half-typed word.
    expect(calls.some((call) => call.variables.search === 'via')).toBe(false);
    expect((box as HTMLInputElement).value).toBe('via roma');
  });

  it('status and site filters go to the address and the API; the sites are the commodity’s', async () => {
    const calls = api();
    const { router } = await renderPageAt('/corporate/light/supplies', <SuppliesPage />, {
      session: corporate,
    });
    await screen.findByText('45 forniture');
    fireEvent.change(screen.getByLabelText('Stato'), { target: { value: 'CEASED' } });
    await waitFor(() => expect(router.state.location.search).toBe('?status=CEASED'));
    const site = await screen.findByRole('option', {
      name: 'Magazzino Sud – Via Milano 7, Padova',
    });
    fireEvent.change(screen.getByLabelText('Sede'), {
      target: { value: (site as HTMLOptionElement).value },
    });
    await waitFor(() => expect(router.state.location.search).toBe('?status=CEASED&site=302'));
    await waitFor(() =>
      expect(lastOf(calls, 'SupplyList')).toEqual({
        utility: 'POWER',
        status: 'CEASED',
        siteId: '302',
        offset: 0,
      }),
    );
  });

  it('pages on the server: next asks for the next offset and keeps the page in the address', async () => {
    const calls = api();
    const { router } = await renderPageAt('/pa-non-conv/light/supplies', <SuppliesPage />, {
      session: testSession({ segment: 'pa-non-conv', sections: ALL_SECTIONS }),
    });
    await screen.findByText('Pagina 1 di 3');
    fireEvent.click(screen.getByRole('button', { name: 'Successiva' }));
    await waitFor(() =>
      expect(lastOf(calls, 'SupplyList')).toEqual({ utility: 'POWER', offset: PAGE_SIZE }),
    );
    expect(router.state.location.search).toBe('?page=2');
    expect(await screen.findByText('Pagina 2 di 3')).toBeTruthy();
  });

  it('§2: /de/pa/gas/supplies is the same page for gas, in German: PDR, meter class, links in German', async () => {
    const calls = api({
      nodes: [
        supply(7, {
          utility: 'GAS',
          pointId: '00880000012345',
          meterClass: 'G25',
          unit: 'SMC',
          unitText: 'Smc',
          committedPowerKw: null,
          annualConsumption: 30000,
        }),
      ],
      totalCount: 1,
    });
    await renderPageAt('/de/pa/gas/supplies', <SuppliesPage />, {
      session: testSession({ segment: 'pa', language: 'de', sections: ALL_SECTIONS }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Gaslieferstellen' })).toBeTruthy();
    await screen.findByText('1 Lieferstelle');
    expect(lastOf(calls, 'SupplyList')).toEqual({ utility: 'GAS', offset: 0 });
    const table = screen.getByRole('table', { name: 'Liste der Lieferstellen' });
    expect(within(table).getByRole('columnheader', { name: 'PDR' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Zählerklasse' })).toBeTruthy();
    expect(within(table).queryByRole('columnheader', { name: 'Vertragsleistung' })).toBeNull();
    expect(within(table).getByText('G25')).toBeTruthy();
    expect(within(table).getByText('30.000 Smc')).toBeTruthy();
    expect(within(table).getByText('Aktiv', { selector: 'span' })).toBeTruthy();
    expect(
      within(table)
        .getByRole('link', { name: 'Vertrag der Lieferstelle 00880000012345 öffnen' })
        .getAttribute('href'),
    ).toBe('/de/pa/gas/contracts/40000007');
  });

  it('§1: a consortium sees all its members by default, may choose one; no contracts pages, no contract links', async () => {
    const calls = api();
    const { router } = await renderPageAt('/consortia/light/supplies', <SuppliesPage />, {
      session: consortium,
    });
    await screen.findByText('45 forniture');
    expect(lastOf(calls, 'SupplyList')).toEqual({
      utility: 'POWER',
      allRegistries: true,
      offset: 0,
    });
    const choice = screen.getByLabelText('Anagrafica intestataria');
    expect((choice as HTMLSelectElement).value).toBe('');
    fireEvent.change(choice, { target: { value: '500002' } });
    await waitFor(() => expect(router.state.location.search).toBe('?registry=500002'));
    await waitFor(() =>
      expect(lastOf(calls, 'SupplyList')).toEqual({
        utility: 'POWER',
        registryId: '500002',
        offset: 0,
      }),
    );
    expect(lastOf(calls, 'Sites')).toEqual({ utility: 'POWER', registryId: '500002' });
    expect(screen.queryByRole('columnheader', { name: 'Contratto' })).toBeNull();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('no supply matches the search: the no-match text with a reset; none at all: the empty text', async () => {
    api({ totalCount: 0 });
    const { router } = await renderPageAt('/corporate/light/supplies?q=zzz', <SuppliesPage />, {
      session: corporate,
    });
    expect(
      await screen.findByText('Nessuna fornitura corrisponde alla ricerca e ai filtri scelti.'),
    ).toBeTruthy();
    const resets = screen.getAllByRole('button', { name: 'Azzera ricerca e filtri' });
    fireEvent.click(resets.at(-1)!);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('Non ci sono forniture di questo tipo.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('a search over 100 characters in the address is reported under the field and not sent', async () => {
    const calls = api();
    const long = 'a'.repeat(101);
    await renderPageAt(`/corporate/light/supplies?q=${long}`, <SuppliesPage />, {
      session: corporate,
    });
    expect(await screen.findByText('La ricerca può avere al massimo 100 caratteri')).toBeTruthy();
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe(long);
    expect(screen.getByRole('searchbox').getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.operation === 'SupplyList')).toBe(false);
  });

  it('§4 menu flags: a customer without gas supplies gets the no-supply state and no request', async () => {
    const calls = api();
    const { container } = await renderPageAt('/corporate/gas/supplies', <SuppliesPage />, {
      session: testSession({
        segment: 'corporate',
        sections: { ...ALL_SECTIONS, conventionGas: false, noConventionGas: false },
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Forniture gas' })).toBeTruthy();
    expect(container.querySelector('[data-state="no-supply"]')).toBeTruthy();
    expect(screen.queryByRole('search')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('the page size is written into both documents, equal to PAGE_SIZE', () => {
    expect(String(SUPPLY_LIST_QUERY)).toContain(`first: ${PAGE_SIZE}`);
    expect(String(GREEN_SUPPLIES_QUERY)).toContain(`first: ${PAGE_SIZE}`);
    expect(NODES.length).toBeLessThan(PAGE_SIZE);
  });
});
