// Paying a supply's bills by card through the provider: the confirmation sends
// the browser to the provider's page once, the way back reads the outcome and shows the masked
// card, and a refused or canceled card says so, translated, with the form as it was.
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n.ts';
import { renderPageAt } from '@/test/page.tsx';
import { cardPage } from './api/cardRegistration.ts';
import { api, mario } from '@/test/fixtures/manage-supply.ts';
import PaymentMethodPage from './PaymentMethodPage.tsx';

const URL = '/retail/myUtilities/manageUts/paymentMethod/20000101';

describe('a card registered on the payment provider’s page', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    await setLanguage('it');
  });

  it('confirming the card opens the provider’s page once, in the page’s language, and files nothing here', async () => {
    const calls = api();
    const open = vi.spyOn(cardPage, 'open').mockImplementation(() => undefined);
    await renderPageAt(URL, <PaymentMethodPage />, { session: mario });
    fireEvent.click(await screen.findByRole('radio', { name: /Carta di credito/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Continua' }));
    expect(
      await screen.findByText(/sulla pagina sicura del gestore dei pagamenti, dopo la conferma/),
    ).toBeTruthy();
    const confirm = screen.getByRole('button', { name: 'Conferma e invia' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await vi.waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(open).toHaveBeenCalledWith('http://localhost:4000/payment/card-registration/reg-1');
    expect(calls.filter((c) => c.operation === 'StartCardRegistration')).toEqual([
      { operation: 'StartCardRegistration', variables: { supplyId: '20000101', language: 'IT' } },
    ]);
    expect(calls.some((c) => c.operation === 'RequestSupplyChange')).toBe(false);
  });

  it('back from the provider with an accepted card: the request and the masked card, asked once', async () => {
    const calls = api({ card: 'SUCCESS' });
    await renderPageAt(`${URL}?registrationId=reg-1&outcome=success`, <PaymentMethodPage />, {
      session: mario,
    });
    expect(await screen.findByRole('heading', { name: 'Richiesta inviata' })).toBeTruthy();
    expect(screen.getByText('VISA 424242******4242')).toBeTruthy();
    expect(screen.getByText(/saranno addebitate sulla carta registrata/)).toBeTruthy();
    expect(calls.filter((c) => c.operation === 'CompleteCardRegistration')).toEqual([
      { operation: 'CompleteCardRegistration', variables: { registrationId: 'reg-1' } },
    ]);
  });

  it('a refused card is said, translated, above the form with the card still chosen; nothing is filed', async () => {
    const calls = api({ card: 'DECLINED' });
    await renderPageAt(`${URL}?registrationId=reg-1&outcome=declined`, <PaymentMethodPage />, {
      session: mario,
    });
    expect(
      await screen.findByText(/La carta è stata rifiutata dal gestore dei pagamenti/),
    ).toBeTruthy();
    expect(
      (screen.getByRole('radio', { name: /Carta di credito/ }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(calls.some((c) => c.operation === 'RequestSupplyChange')).toBe(false);
  });

  it('in German, a canceled registration is said in German', async () => {
    await setLanguage('de');
    api({ card: 'CANCELED' });
    await renderPageAt(`/de${URL}?registrationId=reg-1&outcome=canceled`, <PaymentMethodPage />, {
      session: mario,
    });
    expect(
      await screen.findByText(/Sie haben die Registrierung der Karte abgebrochen/),
    ).toBeTruthy();
  });
});
