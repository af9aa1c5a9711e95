import { describe, expect, it } from 'vitest';
import {
  BILLS_TEXT_SWITCH_DATE,
  billsTextVariant,
  formatAmount,
  formatDate,
  formatDateTime,
  formatFixed,
  formatQuantity,
  formatUnitPrice,
  quantityText,
  resolveLanguage,
} from './format.ts';

describe('formatAmount', () => {
  it.each([
    [1234.5, '1.234,50'],
    [0, '0,00'],
    [12, '12,00'],
    [-12, '-12,00'],
    [1234567.891, '1.234.567,89'],
    [-1000, '-1.000,00'],
    [999.999, '1.000,00'],
    [1.005, '1,01'],
    ['1234.5', '1.234,50'],
    [' -0.5 ', '-0,50'],
  ] as const)('§5 amounts: %s → %s', (value, shown) => {
    expect(formatAmount(value)).toBe(shown);
  });

  it('§5 amounts: a negative amount that rounds to zero has no minus', () => {
    expect(formatAmount(-0.001)).toBe('0,00');
  });

  it('§5 amounts: very large amounts keep every digit group', () => {
    expect(formatAmount(1e21)).toBe('1.000.000.000.000.000.000.000,00');
    expect(formatAmount(1e-7)).toBe('0,00');
  });

  it('§5 amounts: anything that is not a number shows nothing', () => {
    for (const value of [null, undefined, '', '  ', 'abc', Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatAmount(value)).toBe('');
    }
  });
});

describe('formatUnitPrice', () => {
  it('147 kWh at 0,16532 € reads 0,16532, not 0,17 (the same in it and de, §5)', () => {
    expect(formatUnitPrice(0.16532)).toBe('0,16532');
    expect(formatAmount(0.16532)).toBe('0,17');
  });

  it.each([
    [0.1, '0,10'],
    [2.5, '2,50'],
    [12, '12,00'],
    [0.045, '0,045'],
    [0.8712, '0,8712'],
    [0.123456, '0,123456'],
    [0.1234567, '0,123457'],
    [0.0000004, '0,00'],
    [1234.5, '1.234,50'],
    [-0.0125, '-0,0125'],
    [-0.0000001, '0,00'],
    ['0.16532', '0,16532'],
  ] as const)(
    'unit price %s → %s (2 to 6 decimals, no trailing zeros past two)',
    (value, shown) => {
      expect(formatUnitPrice(value)).toBe(shown);
    },
  );

  it('a unit price that is not a number shows nothing', () => {
    for (const value of [null, undefined, '', 'abc', Number.NaN]) {
      expect(formatUnitPrice(value)).toBe('');
    }
  });
});

describe('formatQuantity and quantityText', () => {
  it.each([
    [2, '2'],
    [147, '147'],
    [12.5, '12,5'],
    [1234.5678, '1.234,568'],
    [12_345, '12.345'],
    [0, '0'],
    [-3.25, '-3,25'],
    ['7.50', '7,5'],
  ] as const)('quantity %s → %s (no "2,00" for two months)', (value, shown) => {
    expect(formatQuantity(value)).toBe(shown);
  });

  it('a quantity carries its unit’s message key and the count of its plural form', () => {
    // The client renders `${number} ${t(labelKey, { count })}`: "2 mesi", "1 mese", "2 Monate".
    expect(quantityText(2, 'MONTH')).toEqual({ number: '2', labelKey: 'units.MONTH', count: 2 });
    expect(quantityText(1, 'MONTH')).toEqual({ number: '1', labelKey: 'units.MONTH', count: 1 });
    expect(quantityText(147, 'KWH')).toEqual({ number: '147', labelKey: 'units.KWH', count: 147 });
    expect(quantityText(12.5, 'SMC')).toEqual({
      number: '12,5',
      labelKey: 'units.SMC',
      count: 12.5,
    });
    expect(quantityText(1234.5, 'KW')?.number).toBe('1.234,5');
  });

  it('the plural form follows the number shown, not the raw one', () => {
    expect(quantityText(0.9999, 'DAY')).toEqual({ number: '1', labelKey: 'units.DAY', count: 1 });
    expect(quantityText(-2, 'DAY')?.count).toBe(-2);
  });

  it('a unit the portal does not know (OTHER) or none has no message key', () => {
    expect(quantityText(3, 'OTHER')).toEqual({ number: '3', labelKey: null, count: 3 });
    expect(quantityText(3, null)?.labelKey).toBeNull();
    expect(quantityText(null, 'KWH')).toBeNull();
    expect(quantityText('abc', 'KWH')).toBeNull();
  });
});

describe('formatFixed', () => {
  it('one precision for a whole column: trailing zeros kept, §5 separators', () => {
    expect([285.1, 464.58, 1200, 0.005].map((v) => formatFixed(v, 2))).toEqual([
      '285,10',
      '464,58',
      '1.200,00',
      '0,01',
    ]);
    expect(formatFixed(12.3456, 3)).toBe('12,346');
    expect(formatFixed(-0.0001, 2)).toBe('0,00');
    expect(formatFixed(7, 0)).toBe('7');
    expect(formatFixed(null, 2)).toBe('');
    expect(formatFixed('abc', 2)).toBe('');
  });
});

describe('formatDate and formatDateTime', () => {
  it('§5 dates: calendar dates and instants without offset are shown as written', () => {
    expect(formatDate('2024-06-17')).toBe('17/06/2024');
    expect(formatDate('2024-01-05T23:30:00')).toBe('05/01/2024');
    expect(formatDateTime('2024-01-05T23:30:59')).toBe('05/01/2024 23:30');
    expect(formatDateTime('2024-01-05 08:07')).toBe('05/01/2024 08:07');
    expect(formatDateTime('2024-01-05T08:07:00.123')).toBe('05/01/2024 08:07');
    expect(formatDateTime('2024-06-17')).toBe('17/06/2024 00:00');
  });

  it('§5 dates: instants with an offset and Date objects are shown in Italian time', () => {
    expect(formatDateTime('2024-01-05T23:30:00Z')).toBe('06/01/2024 00:30');
    expect(formatDateTime('2024-07-05T10:00:00+02:00')).toBe('05/07/2024 10:00');
    expect(formatDateTime(new Date(Date.UTC(2024, 6, 5, 8, 15)))).toBe('05/07/2024 10:15');
    expect(formatDate(new Date(Date.UTC(2024, 11, 31, 23, 0)))).toBe('01/01/2025');
  });

  it('§5 dates: a year of 9999 shows nothing', () => {
    expect(formatDate('9999-12-31')).toBe('');
    expect(formatDateTime('9999-12-31T00:00:00')).toBe('');
    expect(formatDate(new Date(Date.UTC(9999, 5, 1)))).toBe('');
  });

  it('§5 dates: an invalid date shows nothing', () => {
    for (const value of [
      null,
      undefined,
      '',
      'yesterday',
      '2024-02-30',
      '2023-02-29',
      '2024-13-01',
      '2024-00-10',
      '2024-01-00',
      '2024-01-01T24:00:00',
      '2024-01-01T10:60',
      '2024-01-01T10:59:60',
      '2024-02-30T10:00:00Z',
      new Date(Number.NaN),
    ]) {
      expect(formatDate(value)).toBe('');
      expect(formatDateTime(value)).toBe('');
    }
    expect(formatDate('2024-02-29')).toBe('29/02/2024');
  });
});

describe('resolveLanguage', () => {
  it('§5 language: a profile locale of de gives de', () => {
    expect(resolveLanguage({ profileLocale: 'de', registryCulture: 'it-IT' })).toBe('de');
    expect(resolveLanguage({ profileLocale: 'DE-de' })).toBe('de');
  });

  it('§5 language: any other profile locale gives it, whatever the registry', () => {
    expect(resolveLanguage({ profileLocale: 'it', registryCulture: 'de-DE' })).toBe('it');
    expect(resolveLanguage({ profileLocale: 'en', registryCulture: 'de-DE' })).toBe('it');
  });

  it('§5 language: without a profile locale, the culture prefix of the selected registry', () => {
    expect(resolveLanguage({ registryCulture: 'de-DE' })).toBe('de');
    expect(resolveLanguage({ profileLocale: '', registryCulture: 'de-DE' })).toBe('de');
    expect(resolveLanguage({ profileLocale: null, registryCulture: 'it-IT' })).toBe('it');
  });

  it('§5 language: default it', () => {
    expect(resolveLanguage({})).toBe('it');
    expect(resolveLanguage({ registryCulture: 'fr-FR' })).toBe('it');
    expect(resolveLanguage({ registryCulture: null })).toBe('it');
  });
});

describe('billsTextVariant', () => {
  it('§5 texts: before 2024-06-17 the dated variant, from that day the normal text', () => {
    expect(BILLS_TEXT_SWITCH_DATE).toBe('2024-06-17');
    expect(billsTextVariant('2024-06-16')).toBe('dated');
    expect(billsTextVariant('2024-06-17')).toBe('normal');
    expect(billsTextVariant('2025-01-01T00:00:00')).toBe('normal');
  });

  it('§5 texts: a Date counts by its Italian calendar day', () => {
    expect(billsTextVariant(new Date(Date.UTC(2024, 5, 16, 21, 59)))).toBe('dated');
    expect(billsTextVariant(new Date(Date.UTC(2024, 5, 16, 22, 0)))).toBe('normal');
  });

  it('§5 texts: an invalid day is refused', () => {
    expect(() => billsTextVariant('2024-06-31')).toThrow(RangeError);
  });
});
