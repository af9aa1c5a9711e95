import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n.ts';
import { renderPageAt } from '@/test/page.tsx';
import BillDeliveryPage from './BillDeliveryPage.tsx';
import { api, management, mario } from '@/test/fixtures/manage-supply.ts';
import PowerVariationPage from './PowerVariationPage.tsx';
import TerminationPage from './TerminationPage.tsx';

const filed = (calls: ReturnType<typeof api>) =>
  calls.filter((c) => c.operation === 'RequestSupplyChange').map((c) => c.variables);

describe('the power variation, termination and bill delivery requests', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await setLanguage('it');
  });

  it('powervar: each step shows its monthly cost from the API before confirming', async () => {
    const calls = api();
    await renderPageAt('/retail/myUtilities/manageUts/powervar/20000101', <PowerVariationPage />, {
      session: mario,
    });
    const select = await screen.findByLabelText('Nuova potenza');
    expect(screen.getByRole('option', { name: '4,5 kW (+2,81 € al mese)' })).toBeTruthy();
    expect(screen.getByRole('option', { name: '1,5 kW (−2,81 € al mese)' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: /^3 kW/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Continua' }));
    expect(await screen.findByRole('link', { name: 'Scegli la nuova potenza' })).toBeTruthy();
    fireEvent.change(select, { target: { value: '4.5' } });
    expect(screen.getByText('+2,81 € al mese sulla quota potenza')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continua' }));
    expect(await screen.findByText('+2,81 € al mese sulla quota potenza')).toBeTruthy();
    expect(screen.getByText(/1,87 € per kW al mese/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Conferma e invia' }));
    expect(await screen.findByRole('heading', { name: 'Richiesta inviata' })).toBeTruthy();
    expect(filed(calls)).toEqual([
      { supplyId: '20000101', kind: 'POWER_VARIATION', input: { requestedPowerKw: 4.5 } },
    ]);
  });

  it('powervar on a gas supply says there is no committed power', async () => {
    api({ data: management({ power: null }) });
    await renderPageAt('/retail/myUtilities/manageUts/powervar/20000101', <PowerVariationPage />, {
      session: mario,
    });
    expect(await screen.findByText(/non ha potenza impegnata/)).toBeTruthy();
    expect(screen.queryByLabelText('Nuova potenza')).toBeNull();
  });

  it('termination: the date window, a final reading of digits only and a contact for the final bill', async () => {
    const calls = api();
    await renderPageAt('/retail/myUtilities/manageUts/termination/20000101', <TerminationPage />, {
      session: mario,
    });
    const date = await screen.findByLabelText('Data di cessazione');
    expect(screen.getByText('Una data dal 28/11/2026 al 21/02/2027.')).toBeTruthy();
    fireEvent.change(date, { target: { value: '2026-11-25' } });
    fireEvent.change(screen.getByLabelText(/Lettura finale del contatore/), {
      target: { value: '12,5' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continua' }));
    expect(
      await screen.findByRole('link', {
        name: 'La data di cessazione deve essere almeno 5 giorni dopo oggi',
      }),
    ).toBeTruthy();
    expect(
      screen.getByRole('link', {
        name: 'La lettura finale può contenere solo cifre (al massimo 9), senza virgola',
      }),
    ).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Scegli dove inviare la bolletta finale' }),
    ).toBeTruthy();
    fireEvent.change(date, { target: { value: '2027-01-15' } });
    fireEvent.change(screen.getByLabelText(/Lettura finale del contatore/), {
      target: { value: '01234' },
    });
    fireEvent.click(screen.getByRole('radio', { name: 'A un indirizzo e-mail' }));
    fireEvent.change(screen.getByLabelText('Indirizzo e-mail'), {
      target: { value: 'mario@example.it' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continua' }));
    expect(await screen.findByRole('heading', { name: 'Cosa succede dopo' })).toBeTruthy();
    expect(screen.getByText(/chiude il contatore il 15\/01\/2027/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Conferma e invia' }));
    expect(await screen.findByRole('heading', { name: 'Richiesta inviata' })).toBeTruthy();
    expect(filed(calls)).toEqual([
      {
        supplyId: '20000101',
        kind: 'TERMINATION',
        input: {
          terminationDate: '2027-01-15',
          finalReading: '01234',
          finalEmail: 'mario@example.it',
        },
      },
    ]);
  });

  it('bill delivery: e-mail starts from the address on record and is checked', async () => {
    const calls = api();
    await renderPageAt(
      '/retail/myUtilities/manageUts/billReceiveMethod/20000101',
      <BillDeliveryPage />,
      { session: mario },
    );
    fireEvent.click(await screen.findByRole('radio', { name: 'Via e-mail (bolletta digitale)' }));
    const email = screen.getByLabelText('Indirizzo e-mail') as HTMLInputElement;
    expect(email.value).toBe('mario.rossi@demo.it');
    fireEvent.change(email, { target: { value: 'mario@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continua' }));
    expect(
      await screen.findByRole('link', {
        name: 'Inserisci un indirizzo e-mail valido, ad esempio nome@esempio.it',
      }),
    ).toBeTruthy();
    expect(email.value).toBe('mario@');
    fireEvent.click(screen.getByRole('radio', { name: 'Cartacea, per posta' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continua' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Conferma e invia' }));
    expect(await screen.findByRole('heading', { name: 'Richiesta inviata' })).toBeTruthy();
    expect(filed(calls)).toEqual([
      { supplyId: '20000101', kind: 'BILL_DELIVERY', input: { billDelivery: 'PAPER' } },
    ]);
  });
});
