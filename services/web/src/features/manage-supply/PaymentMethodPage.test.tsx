import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n.ts';
import { renderPageAt } from '@/test/page.tsx';
import { api, management, mario, request } from '@/test/fixtures/manage-supply.ts';
import PaymentMethodPage from './PaymentMethodPage.tsx';

const URL = '/retail/myUtilities/manageUts/paymentMethod/20000101';

async function chooseDirectDebit(values: { iban: string; holder: string; taxCode: string }) {
  fireEvent.click(await screen.findByRole('radio', { name: /Addebito diretto SEPA/ }));
  fireEvent.change(screen.getByLabelText('IBAN del conto'), { target: { value: values.iban } });
  fireEvent.change(screen.getByLabelText('Intestatario del conto'), {
    target: { value: values.holder },
  });
  fireEvent.change(screen.getByLabelText('Codice fiscale dell’intestatario'), {
    target: { value: values.taxCode },
  });
}

describe('changing the payment method (§2 manageUts/paymentMethod/{id})', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await setLanguage('it');
  });

  it('refuses a bad IBAN and tax code with translated messages, keeping what was typed', async () => {
    const calls = api();
    await renderPageAt(URL, <PaymentMethodPage />, { session: mario });
    await chooseDirectDebit({
      iban: 'IT61 X054 2811 1010 0000 0123 456',
      holder: 'Mario Rossi',
      taxCode: 'RSSMRA85T10A562T',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continua' }));
    const summary = await screen.findByRole('alert', { name: 'Correggi questi dati' });
    expect(
      within(summary).getByRole('link', {
        name: 'L’IBAN non è valido: controlla le cifre, una potrebbe essere sbagliata',
      }),
    ).toBeTruthy();
    expect(
      within(summary).getByRole('link', {
        name: 'Il codice fiscale non è valido: controlla i caratteri, l’ultimo non corrisponde',
      }),
    ).toBeTruthy();
    expect((screen.getByLabelText('IBAN del conto') as HTMLInputElement).value).toBe(
      'IT61 X054 2811 1010 0000 0123 456',
    );
    expect(screen.getByLabelText('IBAN del conto').getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText('Intestatario del conto') as HTMLInputElement).value).toBe(
      'Mario Rossi',
    );
    expect(calls.map((c) => c.operation)).toEqual(['SupplyManagement']);
  });

  it('checks the answers, sends once on confirmation and says what happens next', async () => {
    const calls = api();
    await renderPageAt(URL, <PaymentMethodPage />, { session: mario });
    await chooseDirectDebit({
      iban: 'it60 x054 2811 1010 0000 0123 456',
      holder: 'Mario Rossi',
      taxCode: 'rssmra85t10a562s',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continua' }));
    expect(await screen.findByRole('heading', { name: 'Controlla e conferma' })).toBeTruthy();
    expect(screen.getByText('IT60 X054 2811 1010 0000 0123 456')).toBeTruthy();
    expect(screen.getByText('RSSMRA85T10A562S')).toBeTruthy();
    expect(screen.getByText(/Attiviamo il mandato SEPA/)).toBeTruthy();
    const confirm = screen.getByRole('button', { name: 'Conferma e invia' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await screen.findByRole('heading', { name: 'Richiesta inviata' })).toBeTruthy();
    const filed = calls.filter((c) => c.operation === 'RequestSupplyChange');
    expect(filed).toEqual([
      {
        operation: 'RequestSupplyChange',
        variables: {
          supplyId: '20000101',
          kind: 'PAYMENT_METHOD',
          input: {
            paymentMethod: 'DIRECT_DEBIT',
            iban: 'IT60X0542811101000000123456',
            accountHolder: 'Mario Rossi',
            holderTaxCode: 'RSSMRA85T10A562S',
          },
        },
      },
    ]);
    expect(screen.getByRole('link', { name: 'Vai alle notifiche' }).getAttribute('href')).toBe(
      '/retail/notifications',
    );
  });

  it('a request already open is refused with a clear message; the answers stay to change', async () => {
    api({ filing: 'CONFLICT' });
    await renderPageAt(URL, <PaymentMethodPage />, { session: mario });
    fireEvent.click(await screen.findByRole('radio', { name: /Bollettino postale/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Continua' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Conferma e invia' }));
    expect(
      await screen.findByText(/Hai già una richiesta di questo tipo in corso per questa fornitura/),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Modifica i dati' }));
    expect(
      (screen.getByRole('radio', { name: /Bollettino postale/ }) as HTMLInputElement).checked,
    ).toBe(true);
  });

  it('while a payment method request is open the page shows it instead of the form', async () => {
    const open = request({
      kind: 'PAYMENT_METHOD',
      paymentMethod: 'DIRECT_DEBIT',
      requestedPowerKw: null,
    });
    api({
      data: management({
        operations: [
          { kind: 'BILL_DELIVERY', openRequest: null },
          { kind: 'PAYMENT_METHOD', openRequest: open },
          { kind: 'POWER_VARIATION', openRequest: null },
          { kind: 'TERMINATION', openRequest: null },
        ],
      }),
    });
    await renderPageAt(URL, <PaymentMethodPage />, { session: mario });
    expect(
      await screen.findByText(
        'Hai già una richiesta di questo tipo in corso per questa fornitura:',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continua' })).toBeNull();
  });

  it('in German, the errors are German', async () => {
    await setLanguage('de');
    api();
    await renderPageAt(`/de${URL}`, <PaymentMethodPage />, { session: mario });
    fireEvent.click(await screen.findByRole('radio', { name: /SEPA/ }));
    fireEvent.change(screen.getByLabelText('IBAN des Kontos'), {
      target: { value: 'DE89370400440532013000' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(
      await screen.findByRole('link', {
        name: 'Die IBAN muss zu einem italienischen Konto gehören und mit IT beginnen',
      }),
    ).toBeTruthy();
  });
});
