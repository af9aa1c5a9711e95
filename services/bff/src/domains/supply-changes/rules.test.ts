import { describe, expect, it } from 'vitest';
import { ApiError } from '../../errors/api-error.ts';
import { normaliseItalianIban, supplyChangeInput } from './rules.ts';

const power = { codUtility: 0 as const, potenzaImpegnata: 3, statoFornitura: 'Attiva' };
const gas = { codUtility: 1 as const, potenzaImpegnata: null, statoFornitura: 'Attiva' };
const TODAY = '2026-11-22';

function fieldOf(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    if (error instanceof ApiError) return error.details.field;
  }
  return 'no error';
}

describe('supply change requests (§2 manageUts pages, issue 5 item 2)', () => {
  it('Italian IBANs are checked with mod 97 and normalised', () => {
    expect(normaliseItalianIban('it60 x054 2811 1010 0000 0123 456')).toBe(
      'IT60X0542811101000000123456',
    );
    expect(normaliseItalianIban('IT61X0542811101000000123456')).toBeNull();
    expect(normaliseItalianIban('DE89370400440532013000')).toBeNull();
  });

  it('maps each kind to the upstream request fields', () => {
    expect(supplyChangeInput('PAYMENT_METHOD', { paymentMethod: 'CARD' }, power, TODAY)).toEqual({
      tipo: 'ModalitaPagamento',
      note: undefined,
      modalitaPagamento: 'Carta di credito',
    });
    expect(
      supplyChangeInput(
        'PAYMENT_METHOD',
        { paymentMethod: 'DIRECT_DEBIT', iban: 'IT60X0542811101000000123456' },
        power,
        TODAY,
      ),
    ).toMatchObject({
      modalitaPagamento: 'Addebito diretto SEPA',
      iban: 'IT60X0542811101000000123456',
    });
    expect(supplyChangeInput('BILL_DELIVERY', { billDelivery: 'PAPER' }, gas, TODAY)).toMatchObject(
      { tipo: 'InvioFattura', modalitaInvioFattura: 'Cartaceo' },
    );
    expect(
      supplyChangeInput('POWER_VARIATION', { requestedPowerKw: 4.5 }, power, TODAY),
    ).toMatchObject({ tipo: 'VariazionePotenza', potenzaRichiesta: 4.5 });
    expect(
      supplyChangeInput(
        'TERMINATION',
        { terminationDate: '2026-12-01', finalAddress: 'Via Roma 1' },
        gas,
        TODAY,
      ),
    ).toMatchObject({
      tipo: 'Cessazione',
      dataCessazione: '2026-12-01',
      recapitoFinale: 'Via Roma 1',
    });
  });

  it('refuses incomplete or invalid inputs with the field named', () => {
    expect(
      fieldOf(() => supplyChangeInput('POWER_VARIATION', { requestedPowerKw: 3 }, power, TODAY)),
    ).toBe('requestedPowerKw');
    expect(
      fieldOf(() => supplyChangeInput('POWER_VARIATION', { requestedPowerKw: 4.5 }, gas, TODAY)),
    ).toBe('kind');
    expect(
      fieldOf(() =>
        supplyChangeInput(
          'TERMINATION',
          { terminationDate: '2026-11-25', finalAddress: 'Via Roma 1' },
          gas,
          TODAY,
        ),
      ),
    ).toBe('terminationDate');
    expect(
      fieldOf(() =>
        supplyChangeInput(
          'TERMINATION',
          { terminationDate: '2028-01-01', finalAddress: 'Via Roma 1' },
          gas,
          TODAY,
        ),
      ),
    ).toBe('terminationDate');
    expect(
      fieldOf(() =>
        supplyChangeInput('BILL_DELIVERY', { billDelivery: 'EMAIL', email: 'nope' }, gas, TODAY),
      ),
    ).toBe('email');
    expect(
      fieldOf(() =>
        supplyChangeInput(
          'BILL_DELIVERY',
          { billDelivery: 'PAPER' },
          { ...gas, statoFornitura: 'Cessata' },
          TODAY,
        ),
      ),
    ).toBe('supplyId');
  });
});
