import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n.ts';
import { renderPageAt, testSession } from '@/test/page.tsx';
import { CONTRACTS_QUERY, PAGE_SIZE } from './api/useContracts.ts';
import { ALL_SECTIONS, api, corporate } from '@/test/fixtures/contracts.ts';
import ContractsPage from './ContractsPage.tsx';

describe('the business contracts page', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await setLanguage('it');
  });

  it('§2: /corporate/light/contracts lists the light contracts with the §3 fields, each linking to its page', async () => {
    const calls = api();
    await renderPageAt('/corporate/light/contracts', <ContractsPage />, { session: corporate });
    expect(await screen.findByRole('heading', { level: 1, name: 'Contratti luce' })).toBeTruthy();
    expect(await screen.findByText('45 contratti')).toBeTruthy();
    expect(calls.find((call) => call.operation === 'Contracts')?.variables).toEqual({
      utility: 'POWER',
      offset: 0,
    });
    const table = screen.getByRole('table', { name: /Elenco dei contratti/ });
    for (const header of [
      'Numero',
      'POD e sede',
      'Prodotto e offerta',
      'Stato',
      'Date e validità',
    ]) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeTruthy();
    }
    for (const header of ['Fatturazione']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeTruthy();
    }
    const link = within(table).getByRole('link', {
      name: 'Apri il contratto CTR-2024-0100 (IT001E10000)',
    });
    expect(link.getAttribute('href')).toBe('/corporate/light/contracts/700');
    // Signed and activated, each with its word, in one column.
    expect(within(table).getAllByText('Firmato il 15/01/2024').length).toBe(3);
    expect(within(table).getAllByText('Attivato il 01/03/2024').length).toBeGreaterThan(0);
    expect(within(table).getAllByText('Validità 01/03/2024 – 28/02/2026').length).toBe(2);
    // An open-ended validity (year 9999) reads "from".
    expect(within(table).getByText('Validità dal 01/03/2024')).toBeTruthy();
    expect(within(table).getAllByText('Mensile').length).toBe(2);
    // The offer under the product, the payment under the billing: one cell each.
    expect(within(table).getAllByText('Offerta BFL-24').length).toBeGreaterThan(0);
    expect(within(table).getAllByText('Bonifico bancario').length).toBeGreaterThan(0);
    // OTHER shows upstream's words.
    expect(within(table).getByText('Ogni 45 giorni')).toBeTruthy();
    expect(within(table).getAllByText('Bonifico bancario').length).toBe(3);
    // Upstream's names (offer, site, convention) as written: untranslated and marked Italian.
    const convention = within(table).getByText('Consip Energia Elettrica 22');
    expect(convention.closest('[translate="no"][lang="it"]')).toBe(convention);
    expect(convention.parentElement?.textContent).toBe('Convenzione Consip Energia Elettrica 22');
  });

  it('§4: the status reads in words with its colour', async () => {
    api();
    await renderPageAt('/corporate/light/contracts', <ContractsPage />, { session: corporate });
    const table = await screen.findByRole('table', { name: /Elenco dei contratti/ });
    const badge = (text: string) => within(table).getByText(text, { selector: 'span' });
    expect(badge('Attivo')).toBeTruthy();
    expect(badge('Cessato')).toBeTruthy();
    expect(badge('In fase di attivazione')).toBeTruthy();
  });

  it('§2: /de/pa/gas/contracts is the same page, for gas, in German, with links in German', async () => {
    const calls = api();
    await renderPageAt('/de/pa/gas/contracts', <ContractsPage />, {
      session: testSession({ segment: 'pa', language: 'de', sections: ALL_SECTIONS }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Gasverträge' })).toBeTruthy();
    await screen.findByText('45 Verträge');
    expect(calls.find((call) => call.operation === 'Contracts')?.variables).toEqual({
      utility: 'GAS',
      offset: 0,
    });
    expect(screen.getByRole('columnheader', { name: 'PDR und Standort' })).toBeTruthy();
    expect(
      screen
        .getByRole('link', { name: 'Vertrag CTR-2024-0100 (IT001E10000) öffnen' })
        .getAttribute('href'),
    ).toBe('/de/pa/gas/contracts/700');
    expect(screen.getAllByText('Aktiv', { selector: 'span' }).length).toBe(1);
  });

  it('pages on the server: next asks for the next offset and keeps the page in the address', async () => {
    const calls = api();
    const { router } = await renderPageAt('/pa-non-conv/light/contracts', <ContractsPage />, {
      session: testSession({ segment: 'pa-non-conv', sections: ALL_SECTIONS }),
    });
    await screen.findByText('Pagina 1 di 3');
    fireEvent.click(screen.getByRole('button', { name: 'Successiva' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.operation === 'Contracts').at(-1)?.variables).toEqual({
        utility: 'POWER',
        offset: PAGE_SIZE,
      }),
    );
    expect(router.state.location.search).toBe('?page=2');
    expect(await screen.findByText('Pagina 2 di 3')).toBeTruthy();
  });

  it('the page size is written into the document, equal to PAGE_SIZE', () => {
    expect(String(CONTRACTS_QUERY)).toContain(`first: ${PAGE_SIZE}`);
  });

  it('no contracts: the empty state', async () => {
    api(0);
    await renderPageAt('/corporate/gas/contracts', <ContractsPage />, { session: corporate });
    expect(await screen.findByText('Nessun contratto per questa fornitura.')).toBeTruthy();
  });
});
