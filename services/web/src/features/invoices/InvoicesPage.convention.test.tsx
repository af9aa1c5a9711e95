import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n.ts';
import { renderPageAt, testSession } from '@/test/page.tsx';
import { ALL_SECTIONS, api, invoicesCall } from '@/test/fixtures/invoices.ts';
import InvoicesPage from './InvoicesPage.tsx';

// A pa's subsidised schemes reuse the business invoices page for the convention's
// invoices; the business page itself stays as it was (InvoicesPage.test.tsx).
const verona = {
  idAnagrafica: 300001,
  ragSoc: 'Comune di Verona',
  customerSegment: 'publicauthority',
  culture: 'it-IT',
};

const pa = (overrides: Parameters<typeof testSession>[0] = {}) =>
  testSession({
    segment: 'pa',
    sections: ALL_SECTIONS,
    registries: [verona],
    selectedRegistry: verona,
    ...overrides,
  });

describe('the convention’s invoices on the business invoices page', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await setLanguage('it');
  });

  it('§2: /pa/subsidizedGas/invoices asks for the gas invoices under the convention and says they are the convention’s', async () => {
    const calls = api();
    await renderPageAt('/pa/subsidizedGas/invoices', <InvoicesPage />, { session: pa() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fatture gas in convenzione' }),
    ).toBeTruthy();
    expect(screen.getByText(/Le fatture delle forniture attivate con la convenzione/)).toBeTruthy();
    await screen.findByText('45 fatture');
    expect(invoicesCall(calls)?.variables).toEqual({
      filter: { allRegistries: true, utility: 'GAS', underConvention: true },
      offset: 0,
      sort: 'ISSUE_DATE_DESC',
    });
    // The same totals, columns and filters as the business page.
    expect(screen.getByText('68.418,00 €')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'PDR' })).toBeTruthy();
    expect(screen.getByLabelText('Numero documento')).toBeTruthy();
    // Exports are the scheme's downloads page's.
    expect(
      screen
        .getByRole('link', { name: 'Esporta le fatture della convenzione dalla pagina Download' })
        .getAttribute('href'),
    ).toBe('/pa/subsidizedGas/downloads');
  });

  it('§2: /de/pa/subsidizedLight/invoices is the same page for electricity, in German, and keeps the filters in what it asks', async () => {
    const calls = api();
    await renderPageAt(
      '/de/pa/subsidizedLight/invoices?state=OVERDUE&from=2026-01-01',
      <InvoicesPage />,
      { session: pa({ language: 'de' }) },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Stromrechnungen der Konvention' }),
    ).toBeTruthy();
    await screen.findByText('45 Rechnungen');
    expect(invoicesCall(calls)?.variables.filter).toEqual({
      paymentStates: ['OVERDUE'],
      issueDateFrom: '2026-01-01',
      allRegistries: true,
      utility: 'POWER',
      underConvention: true,
    });
    expect(screen.getByRole('columnheader', { name: 'POD' })).toBeTruthy();
    expect(
      screen
        .getByRole('link', { name: /Rechnungen der Konvention auf der Seite Downloads/ })
        .getAttribute('href'),
    ).toBe('/de/pa/subsidizedLight/downloads');
  });

  it('opens a convention invoice’s detail with its PDFs, as on the business page', async () => {
    api();
    await renderPageAt('/pa/subsidizedGas/invoices', <InvoicesPage />, { session: pa() });
    fireEvent.click(
      await screen.findByRole('link', { name: 'Dettaglio della fattura FE2026/00100' }),
    );
    const region = await screen.findByRole('region', { name: 'Fattura FE2026/00100' });
    expect(await within(region).findByRole('button', { name: 'Scarica il PDF' })).toBeTruthy();
  });

  it('§4: a pa without an electricity convention meets "no supply" on the scheme and nothing is asked', async () => {
    const calls = api();
    await renderPageAt('/pa/subsidizedLight/invoices', <InvoicesPage />, {
      session: pa({ sections: { ...ALL_SECTIONS, conventionPower: false } }),
    });
    expect(await screen.findByText('Non risultano forniture di luce in convenzione.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('the business page /pa/gas/invoices stays the business one: every invoice of the commodity, no convention words', async () => {
    const calls = api();
    await renderPageAt('/pa/gas/invoices', <InvoicesPage />, { session: pa() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fatture gas' })).toBeTruthy();
    await screen.findByText('45 fatture');
    expect(invoicesCall(calls)?.variables.filter).toEqual({ allRegistries: true, utility: 'GAS' });
    expect(screen.getByText(/Le fatture di tutte le vostre sedi/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /convenzione/ })).toBeNull();
  });
});
