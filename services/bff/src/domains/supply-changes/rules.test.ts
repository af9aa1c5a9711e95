import { describe, expect, it } from 'vitest';
import { ApiError } from '../../errors/api-error.ts';
import {
  POWER_TARIFF,
  isOpenRequest,
  normaliseItalianIban,
  powerOffer,
  supplyChangeInput,
} from './rules.ts';

const power = {
  codUtility: 0 as const,
  potenzaImpegnata: 3,
  statoFornitura: 'Attiva',
  tipoUso: 'Domestico',
};
const gas = {
  codUtility: 1 as const,
  potenzaImpegnata: null,
  statoFornitura: 'Attiva',
  tipoUso: 'Domestico',
};
const TODAY = '2026-11-22';
const SEPA = {
  paymentMethod: 'DIRECT_DEBIT' as const,
  iban: 'IT60 X054 2811 1010 0000 0123 456',
  accountHolder: 'Mario Rossi',
  holderTaxCode: 'rssmra85t10a562s',
};

function fieldOf(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    if (error instanceof ApiError) return error.details.field;
  }
  return 'no error';
}

describe('supply change requests (§2 manageUts pages)', () => {
  it('Italian IBANs are checked (length, mod 97, CIN) and normalised', () => {
    expect(normaliseItalianIban('it60 x054 2811 1010 0000 0123 456')).toBe(
      'IT60X0542811101000000123456',
    );
    expect(normaliseItalianIban('IT61X0542811101000000123456')).toBeNull();
    expect(normaliseItalianIban('DE89370400440532013000')).toBeNull();
  });

  it('maps each kind to the upstream request fields', () => {
    expect(
      supplyChangeInput('PAYMENT_METHOD', { paymentMethod: 'POSTAL_SLIP' }, power, TODAY),
    ).toEqual({
      tipo: 'ModalitaPagamento',
      note: undefined,
      modalitaPagamento: 'Bollettino postale',
    });
    // A card only through the provider's page (startCardRegistration).
    expect(() =>
      supplyChangeInput('PAYMENT_METHOD', { paymentMethod: 'CARD' }, power, TODAY),
    ).toThrow(
      expect.objectContaining({
        details: { field: 'paymentMethod', reason: 'cardThroughProvider' },
      }),
    );
    expect(supplyChangeInput('PAYMENT_METHOD', SEPA, power, TODAY)).toMatchObject({
      modalitaPagamento: 'Addebito diretto SEPA',
      iban: 'IT60X0542811101000000123456',
      intestatarioConto: 'Mario Rossi',
      codiceFiscaleIntestatario: 'RSSMRA85T10A562S',
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
        { terminationDate: '2026-12-01', finalAddress: 'Via Roma 1', finalReading: '01234' },
        gas,
        TODAY,
      ),
    ).toMatchObject({
      tipo: 'Cessazione',
      dataCessazione: '2026-12-01',
      recapitoFinale: 'Via Roma 1',
      letturaFinale: '01234',
    });
    expect(
      supplyChangeInput(
        'TERMINATION',
        { terminationDate: '2027-02-20', finalEmail: 'mario@example.it', finalAddress: '' },
        gas,
        TODAY,
      ),
    ).toMatchObject({ recapitoFinale: 'mario@example.it' });
  });

  it('refuses incomplete or invalid inputs with the field named', () => {
    const cases: Array<[() => unknown, string]> = [
      [
        () => supplyChangeInput('POWER_VARIATION', { requestedPowerKw: 3 }, power, TODAY),
        'requestedPowerKw',
      ],
      // Above a household's limit of 15 kW.
      [
        () => supplyChangeInput('POWER_VARIATION', { requestedPowerKw: 20 }, power, TODAY),
        'requestedPowerKw',
      ],
      [() => supplyChangeInput('POWER_VARIATION', { requestedPowerKw: 4.5 }, gas, TODAY), 'kind'],
      [
        () =>
          supplyChangeInput(
            'PAYMENT_METHOD',
            { ...SEPA, iban: 'IT61X0542811101000000123456' },
            power,
            TODAY,
          ),
        'iban',
      ],
      [
        () =>
          supplyChangeInput(
            'PAYMENT_METHOD',
            { ...SEPA, holderTaxCode: 'RSSMRA85T10A562T' },
            power,
            TODAY,
          ),
        'holderTaxCode',
      ],
      [
        () => supplyChangeInput('PAYMENT_METHOD', { ...SEPA, accountHolder: ' ' }, power, TODAY),
        'accountHolder',
      ],
      [
        () =>
          supplyChangeInput(
            'TERMINATION',
            { terminationDate: '2026-11-25', finalAddress: 'Via Roma 1' },
            gas,
            TODAY,
          ),
        'terminationDate',
      ],
      // More than 90 days ahead.
      [
        () =>
          supplyChangeInput(
            'TERMINATION',
            { terminationDate: '2027-02-21', finalAddress: 'Via Roma 1' },
            gas,
            TODAY,
          ),
        'terminationDate',
      ],
      [
        () =>
          supplyChangeInput(
            'TERMINATION',
            { terminationDate: '2026-12-01', finalAddress: 'Via Roma 1', finalReading: '12,5' },
            gas,
            TODAY,
          ),
        'finalReading',
      ],
      [
        () => supplyChangeInput('TERMINATION', { terminationDate: '2026-12-01' }, gas, TODAY),
        'finalAddress',
      ],
      [
        () =>
          supplyChangeInput(
            'TERMINATION',
            { terminationDate: '2026-12-01', finalEmail: 'nope' },
            gas,
            TODAY,
          ),
        'finalEmail',
      ],
      [
        () =>
          supplyChangeInput('BILL_DELIVERY', { billDelivery: 'EMAIL', email: 'nope' }, gas, TODAY),
        'email',
      ],
      [
        () =>
          supplyChangeInput(
            'BILL_DELIVERY',
            { billDelivery: 'PAPER' },
            { ...gas, statoFornitura: 'Cessata' },
            TODAY,
          ),
        'supplyId',
      ],
    ];
    for (const [run, field] of cases) expect(fieldOf(run)).toBe(field);
  });

  it('offers the power steps up to the limit with the monthly difference of the power quota', () => {
    const offer = powerOffer(power);
    expect(offer).toMatchObject({
      currentKw: 3,
      maxKw: 15,
      eurPerKwMonth: POWER_TARIFF.DOMESTIC.eurPerKwMonth,
    });
    expect(offer?.steps.map((s) => s.kw)).toEqual([
      1.5, 2, 2.5, 3.5, 4, 4.5, 5, 5.5, 6, 7, 8, 9, 10, 15,
    ]);
    expect(offer?.steps.find((s) => s.kw === 4.5)?.monthlyDifference).toBe(2.81);
    expect(offer?.steps.find((s) => s.kw === 1.5)?.monthlyDifference).toBe(-2.81);
    expect(powerOffer({ ...power, tipoUso: 'Altri usi', potenzaImpegnata: 6 })?.maxKw).toBe(30);
    expect(powerOffer(gas)).toBeNull();
  });

  it('a request is open while transmitted or being worked on', () => {
    expect(isOpenRequest({ stato: 'Trasmessa' })).toBe(true);
    expect(isOpenRequest({ stato: 'In lavorazione' })).toBe(true);
    expect(isOpenRequest({ stato: 'Accettata' })).toBe(false);
    expect(isOpenRequest({ stato: 'Rifiutata' })).toBe(false);
  });
});
