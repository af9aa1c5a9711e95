import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n.ts';
import { renderPageAt } from '@/test/page.tsx';
import { api, management, mario, request } from '@/test/fixtures/manage-supply.ts';
import ManageSupplyPage from './ManageSupplyPage.tsx';

const card = (name: string) => screen.getByRole('region', { name });

describe('the manage page of a retail supply (§2 manageUts/{id})', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await setLanguage('it');
  });

  it('shows the supply and its four operations, each with its current value and its page', async () => {
    const calls = api();
    await renderPageAt('/retail/myUtilities/manageUts/20000101', <ManageSupplyPage />, {
      session: mario,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gestisci la fornitura' }),
    ).toBeTruthy();
    // The heading shows while the supply loads; its data comes with the answer.
    expect(await screen.findByText('Luce – POD IT001E20000101')).toBeTruthy();
    expect(screen.getByText('Via Mazzini 12, 37121 Verona (VR)')).toBeTruthy();
    expect(
      within(card('Invio della bolletta')).getByText('Via e-mail a mario.rossi@demo.it'),
    ).toBeTruthy();
    expect(within(card('Modalità di pagamento')).getByText('Bollettino postale')).toBeTruthy();
    expect(within(card('Potenza impegnata')).getByText('3 kW')).toBeTruthy();
    expect(
      within(card('Cessazione della fornitura')).getByText(
        'Puoi scegliere una data dal 28/11/2026 al 21/02/2027',
      ),
    ).toBeTruthy();
    const links = [
      ['Invio della bolletta', 'Cambia invio della bolletta', 'billReceiveMethod'],
      ['Modalità di pagamento', 'Cambia modalità di pagamento', 'paymentMethod'],
      ['Potenza impegnata', 'Cambia potenza', 'powervar'],
      ['Cessazione della fornitura', 'Chiedi la cessazione', 'termination'],
    ] as const;
    for (const [region, link, path] of links) {
      expect(within(card(region)).getByRole('link', { name: link }).getAttribute('href')).toBe(
        `/retail/myUtilities/manageUts/${path}/20000101`,
      );
    }
    expect(screen.getByText('Non hai ancora inviato richieste per questa fornitura.')).toBeTruthy();
    expect(calls).toEqual([{ operation: 'SupplyManagement', variables: { supplyId: '20000101' } }]);
  });

  it('an open request shows on its operation with its state, instead of the way to change it', async () => {
    const open = request();
    api({
      data: management({
        operations: [
          { kind: 'BILL_DELIVERY', openRequest: null },
          { kind: 'PAYMENT_METHOD', openRequest: null },
          { kind: 'POWER_VARIATION', openRequest: open },
          { kind: 'TERMINATION', openRequest: null },
        ],
        requests: [open],
      }),
    });
    await renderPageAt('/retail/myUtilities/manageUts/20000101', <ManageSupplyPage />, {
      session: mario,
    });
    const power = await screen.findByRole('region', { name: 'Potenza impegnata' });
    expect(within(power).getByText('Hai già una richiesta in corso:')).toBeTruthy();
    expect(within(power).getByText('Trasmessa')).toBeTruthy();
    expect(within(power).getByText('4,5 kW')).toBeTruthy();
    expect(within(power).getByText('Richiesta n. 79000001 del 23/11/2026')).toBeTruthy();
    expect(within(power).queryByRole('link', { name: 'Cambia potenza' })).toBeNull();
    const history = card('Le richieste di questa fornitura');
    expect(within(history).getByText('Potenza impegnata')).toBeTruthy();
  });

  it('a gas supply offers no power variation; a ceased one no change at all; in German', async () => {
    await setLanguage('de');
    api({
      data: management({
        supply: {
          ...management().supply,
          utility: 'GAS',
          pointId: '00880000201234',
          status: 'CEASED',
        },
        power: null,
        operations: [
          { kind: 'BILL_DELIVERY', openRequest: null },
          { kind: 'PAYMENT_METHOD', openRequest: null },
          { kind: 'TERMINATION', openRequest: null },
        ],
      }),
    });
    await renderPageAt('/de/retail/myUtilities/manageUts/20000101', <ManageSupplyPage />, {
      session: mario,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lieferstelle verwalten' }),
    ).toBeTruthy();
    expect(await screen.findByText('Gas – PDR 00880000201234')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Anschlussleistung' })).toBeNull();
    expect(screen.getByText(/Diese Lieferstelle ist nicht aktiv/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Zahlungsart ändern' })).toBeNull();
  });

  it('another customer’s supply (the API answers NOT_FOUND) is a page not found, with nothing to retry', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({
          data: null,
          errors: [{ message: 'not found', extensions: { code: 'NOT_FOUND' } }],
        }),
      ),
    );
    await renderPageAt('/retail/myUtilities/manageUts/30000999', <ManageSupplyPage />, {
      session: mario,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pagina non trovata' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Riprova' })).toBeNull();
  });
});
