import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n.ts';
import { renderPageAt, testSession } from '@/test/page.tsx';
import GreenEnergyPage from './GreenEnergyPage.tsx';
import { ALL_SECTIONS, api, consortium, corporate, lastOf } from '@/test/fixtures/supplies.ts';

describe('the business green energy page', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await setLanguage('it');
  });

  it('§2: /corporate/light/supplies/greenEnergy lists the renewable supplies with certificate, share and CO₂ avoided, and the totals of all of them', async () => {
    const calls = api();
    await renderPageAt('/corporate/light/supplies/greenEnergy', <GreenEnergyPage />, {
      session: corporate,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Energia verde luce' }),
    ).toBeTruthy();
    expect(await screen.findByText('45 forniture con energia verde')).toBeTruthy();
    expect(lastOf(calls, 'GreenSupplies')).toEqual({ utility: 'POWER', offset: 0 });
    // The totals cover the 45 supplies, not the two of this page.
    const totals = screen.getByRole('region', { name: 'Totali delle forniture con energia verde' });
    expect(
      within(totals).getByRole('group', { name: 'Forniture con energia verde' }).textContent,
    ).toContain('45');
    expect(
      within(totals).getByRole('group', { name: 'CO₂ evitata in un anno' }).textContent,
    ).toContain('123,5 t');
    expect(
      within(totals).getByRole('group', { name: 'Quota rinnovabile media' }).textContent,
    ).toContain('100 %');
    const table = screen.getByRole('table', { name: 'Elenco delle forniture con energia verde' });
    for (const header of [
      'POD',
      'Quota rinnovabile',
      'CO₂ evitata',
      'Certificazione',
      'Sede e indirizzo',
      'Stato',
    ]) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeTruthy();
    }
    expect(
      within(table).getAllByText('Garanzia di Origine (GO) - impianti idroelettrici Alto Adige'),
    ).toHaveLength(2);
    expect(within(table).getByText('27.000 kg')).toBeTruthy();
    expect(within(table).getByText('312 kg')).toBeTruthy();
    expect(within(table).getAllByText('100 %')).toHaveLength(2);
    expect(
      within(table)
        .getByRole('link', { name: 'Apri il contratto della fornitura IT001E20000004' })
        .getAttribute('href'),
    ).toBe('/corporate/light/contracts/40000004');
  });

  it('§1: a consortium’s green page across its members, in German, without contract links', async () => {
    const calls = api();
    await renderPageAt('/de/consortia/light/supplies/greenEnergy', <GreenEnergyPage />, {
      session: { ...consortium, language: 'de' },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Grüner Strom' })).toBeTruthy();
    await screen.findByText('45 Lieferstellen mit grüner Energie');
    expect(lastOf(calls, 'GreenSupplies')).toEqual({
      utility: 'POWER',
      allRegistries: true,
      offset: 0,
    });
    expect(screen.getByLabelText('Stammdaten des Vertragsinhabers')).toBeTruthy();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByRole('group', { name: 'Vermiedenes CO₂ pro Jahr' }).textContent).toContain(
      '123,5 t',
    );
    // §9: the certificate in German, no Italian left.
    expect(
      (await screen.findAllByText('Herkunftsnachweis (HKN) - Wasserkraftwerke Südtirol')).length,
    ).toBeGreaterThan(0);
    expect(screen.queryByText(/Garanzia di Origine/)).toBeNull();
  });

  it('no green supply of this kind: the empty text, no totals', async () => {
    const calls = api({ totalCount: 0 });
    await renderPageAt('/pa/gas/supplies/greenEnergy', <GreenEnergyPage />, {
      session: testSession({ segment: 'pa', sections: ALL_SECTIONS }),
    });
    expect(
      await screen.findByText('Nessuna fornitura di questo tipo ha energia da fonti rinnovabili.'),
    ).toBeTruthy();
    await waitFor(() =>
      expect(lastOf(calls, 'GreenSupplies')).toEqual({ utility: 'GAS', offset: 0 }),
    );
    expect(
      screen.queryByRole('region', { name: 'Totali delle forniture con energia verde' }),
    ).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
