import { describe, expect, it } from 'vitest';
import {
  ENUMERATIONS,
  OTHER,
  UNITS,
  UNIT_KEYS,
  enumerationKeys,
  enumerationLabelKey,
  enumerationValue,
  unitLabelKey,
  unitValue,
  upstreamSpelling,
  type EnumerationName,
} from './enumerations.ts';

const NAMES = Object.keys(ENUMERATIONS) as EnumerationName[];

describe('upstream’s Italian enumerations become stable keys', () => {
  it.each([
    ['paymentMethod', 'Bollettino postale', 'POSTAL_SLIP'],
    ['paymentMethod', 'Addebito diretto SEPA', 'DIRECT_DEBIT'],
    ['paymentMethod', 'Carta di credito', 'CARD'],
    ['paymentMethod', 'Bonifico bancario', 'BANK_TRANSFER'],
    ['paymentState', 'Da pagare', 'TO_PAY'],
    ['billingFrequency', 'Mensile', 'MONTHLY'],
    ['billingFrequency', 'Bimestrale', 'BIMONTHLY'],
    ['signingChannel', 'Agenzia', 'AGENCY'],
    ['readingType', 'Telelettura', 'REMOTE'],
    ['readingType', 'Stimata', 'ESTIMATED'],
    ['contractMacroStatus', 'In attivazione', 'ACTIVATING'],
    ['voltage', 'Media tensione', 'MEDIUM'],
    ['supplyUse', 'Altri usi', 'NON_DOMESTIC'],
    ['operationKind', 'Voltura', 'HOLDER_CHANGE'],
    ['operationKind', 'Cambio modalità di pagamento', 'PAYMENT_METHOD_CHANGE'],
    ['requestState', 'In lavorazione', 'PROCESSING'],
    ['notificationCategory', 'fattura', 'INVOICE'],
    ['bonusLevel', 'Argento', 'SILVER'],
    ['billDelivery', 'E-mail', 'EMAIL'],
    ['documentType', 'Fattura', 'INVOICE'],
  ] as const)('maps %s “%s” to %s', (name, raw, key) => {
    expect(enumerationValue(name, raw)).toEqual({ key, text: raw });
  });

  it('matches ignoring case and spacing, and keeps upstream’s text as sent (trimmed)', () => {
    expect(enumerationValue('paymentMethod', '  BOLLETTINO   postale ')).toEqual({
      key: 'POSTAL_SLIP',
      text: 'BOLLETTINO   postale',
    });
    expect(enumerationValue('operationKind', 'aktivierung der lieferung')?.key).toBe(
      'SUPPLY_ACTIVATION',
    );
  });

  it('gives OTHER and keeps the raw text for a value no map knows, so it can still be shown', () => {
    expect(enumerationValue('paymentMethod', 'Pagamento in contanti')).toEqual({
      key: OTHER,
      text: 'Pagamento in contanti',
    });
    // A key spelled by name is not a spelling: only upstream's words are matched.
    expect(enumerationValue('paymentMethod', 'POSTAL_SLIP')?.key).toBe(OTHER);
    expect(enumerationValue('bonusLevel', 'constructor')?.key).toBe(OTHER);
  });

  it('gives null when upstream sent nothing', () => {
    for (const raw of [null, undefined, '', '   ']) {
      expect(enumerationValue('billingFrequency', raw)).toBeNull();
    }
  });

  it('never lets one spelling stand for two keys, and never names OTHER as a key', () => {
    for (const name of NAMES) {
      const seen = new Map<string, string>();
      for (const [key, spellings] of Object.entries(ENUMERATIONS[name])) {
        expect(key).not.toBe(OTHER);
        expect(key).toMatch(/^[A-Z][A-Z_]*$/);
        for (const spelling of spellings as readonly string[]) {
          const normal = spelling.trim().toLowerCase();
          expect(seen.get(normal), `${name}: ${spelling}`).toBeUndefined();
          seen.set(normal, key);
          expect(enumerationValue(name, spelling)?.key, `${name}: ${spelling}`).toBe(key);
        }
      }
    }
  });

  it('sends upstream the first spelling of a key (the values the supplier accepts)', () => {
    expect(upstreamSpelling('paymentMethod', 'POSTAL_SLIP')).toBe('Bollettino postale');
    expect(upstreamSpelling('paymentMethod', 'DIRECT_DEBIT')).toBe('Addebito diretto SEPA');
    expect(upstreamSpelling('billDelivery', 'EMAIL')).toBe('Email');
    expect(upstreamSpelling('paymentState', 'PARTIALLY_PAID')).toBe('Parzialmente pagata');
  });

  it('words a key through enums.<name>.<KEY> at render; OTHER and unknown keys have no message', () => {
    expect(enumerationLabelKey('paymentMethod', 'POSTAL_SLIP')).toBe(
      'enums.paymentMethod.POSTAL_SLIP',
    );
    expect(enumerationLabelKey('paymentMethod', OTHER)).toBeNull();
    expect(enumerationLabelKey('paymentMethod', 'MONTHLY')).toBeNull();
    expect(enumerationKeys('bonusLevel')).toEqual(['BRONZE', 'SILVER', 'GOLD']);
  });
});

describe('units of measure cross the API as keys', () => {
  it.each([
    ['kWh', 'KWH'],
    ['KWH', 'KWH'],
    ['Smc', 'SMC'],
    ['kW', 'KW'],
    ['mese', 'MONTH'],
    ['mesi', 'MONTH'],
    ['Monat', 'MONTH'],
    ['Monate', 'MONTH'],
    ['giorni', 'DAY'],
    ['Tage', 'DAY'],
  ] as const)('“%s” is %s', (raw, key) => {
    expect(unitValue(raw)).toEqual({ key, text: raw });
  });

  it('keeps an unknown unit as OTHER with its text, and nothing as nothing', () => {
    expect(unitValue('MWh')).toEqual({ key: OTHER, text: 'MWh' });
    expect(unitValue('  ')).toBeNull();
    expect(unitValue(null)).toBeNull();
  });

  it('lists the keys the message files word, each spelling standing for one key', () => {
    expect(UNIT_KEYS).toEqual(['KWH', 'SMC', 'KW', 'MONTH', 'DAY']);
    const seen = new Set<string>();
    for (const [key, spellings] of Object.entries(UNITS)) {
      for (const spelling of spellings) {
        expect(seen.has(spelling.toLowerCase()), spelling).toBe(false);
        seen.add(spelling.toLowerCase());
        expect(unitValue(spelling)?.key).toBe(key);
      }
    }
  });

  it('words a unit through units.<KEY> (plural forms _one/_other); OTHER has no message', () => {
    expect(unitLabelKey('MONTH')).toBe('units.MONTH');
    expect(unitLabelKey(OTHER)).toBeNull();
    expect(unitLabelKey('constructor')).toBeNull();
    expect(unitLabelKey(null)).toBeNull();
  });
});
