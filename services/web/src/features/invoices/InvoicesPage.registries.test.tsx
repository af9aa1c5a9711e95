import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n.ts';
import { renderPageAt } from '@/test/page.tsx';
import { api, consortium, corporate, invoicesCall, sitesCall } from '@/test/fixtures/invoices.ts';
import InvoicesPage from './InvoicesPage.tsx';

// §1: which registries the business invoices page spans — a consortium's members, the one chosen,
// never a registry of another segment.
describe('the business invoices page’s registries', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await setLanguage('it');
  });

  it('§1: a consortium’s page spans its member registries by default; choosing one narrows the list and the site options', async () => {
    const calls = api();
    const { router } = await renderPageAt(
      '/consortia/gas/invoices?site=301&state=PAID',
      <InvoicesPage />,
      { session: consortium },
    );
    await screen.findByText('45 fatture');
    expect(invoicesCall(calls)?.variables.filter).toEqual({
      paymentStates: ['PAID'],
      allRegistries: true,
      siteId: '301',
      utility: 'GAS',
    });
    expect(sitesCall(calls)?.variables).toEqual({ utility: 'GAS', allRegistries: true });
    const choice = screen.getByLabelText('Anagrafica intestataria') as HTMLSelectElement;
    expect(choice.value).toBe('');
    expect([...choice.options].map((o) => o.text)).toEqual([
      'Tutte le anagrafiche',
      'Alpenwerk GmbH',
      'Verein Dolomiten',
      'Bäckerei Stern',
    ]);
    expect(screen.queryByText(/^Anagrafica: /)).toBeNull();

    fireEvent.change(choice, { target: { value: '500002' } });
    await waitFor(() =>
      expect(invoicesCall(calls)?.variables.filter).toEqual({
        paymentStates: ['PAID'],
        registryId: '500002',
        utility: 'GAS',
      }),
    );
    // The site chosen before belongs to one registry: it goes with the change.
    expect(router.state.location.search).toBe('?state=PAID&registry=500002');
    expect(sitesCall(calls)?.variables).toEqual({ utility: 'GAS', registryId: '500002' });
    expect((screen.getByLabelText('Anagrafica intestataria') as HTMLSelectElement).value).toBe(
      '500002',
    );

    fireEvent.change(screen.getByLabelText('Anagrafica intestataria'), { target: { value: '' } });
    await waitFor(() =>
      expect(invoicesCall(calls)?.variables.filter).toEqual({
        paymentStates: ['PAID'],
        allRegistries: true,
        utility: 'GAS',
      }),
    );
    expect(router.state.location.search).toBe('?state=PAID');
  });

  it('§1: a shared link keeps the chosen registry; in German the choice reads German', async () => {
    const calls = api();
    await renderPageAt('/de/consortia/light/invoices?registry=500003', <InvoicesPage />, {
      session: { ...consortium, language: 'de' },
    });
    await screen.findByText('45 Rechnungen');
    expect(invoicesCall(calls)?.variables.filter).toEqual({
      registryId: '500003',
      utility: 'POWER',
    });
    const choice = screen.getByLabelText('Stammdaten des Rechnungsempfängers') as HTMLSelectElement;
    expect(choice.value).toBe('500003');
    expect(choice.options[0]?.text).toBe('Alle Stammdaten');
  });

  it('§1: a registry of another segment is not offered: a corporate customer with a retail registry has nothing to choose', async () => {
    const calls = api();
    await renderPageAt('/corporate/light/invoices?registry=100009', <InvoicesPage />, {
      session: {
        ...corporate,
        registries: [
          ...corporate.registries,
          {
            idAnagrafica: 100009,
            ragSoc: 'Mario Bianchi',
            customerSegment: 'sme',
            culture: 'it-IT',
          },
        ],
      },
    });
    await screen.findByText('45 fatture');
    expect(screen.queryByLabelText('Anagrafica intestataria')).toBeNull();
    // The sentence is the page's; the registry's name in it is a name, never translated.
    const registryLine = screen.getByText(
      (_, element) =>
        element?.tagName === 'P' && element.textContent === 'Anagrafica: ACME Industrie S.p.A.',
    );
    expect(registryLine.querySelector('[translate="no"]')).toBeTruthy();
    expect(invoicesCall(calls)?.variables.filter).toEqual({
      allRegistries: true,
      utility: 'POWER',
    });
  });
});
