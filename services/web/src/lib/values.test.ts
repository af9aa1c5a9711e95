// @vitest-environment node
// A value upstream may not have sent: a quantity with its unit's words (the count for the plural,
// upstream's own words for a unit the portal does not know), nothing for no quantity, and what
// counts as not sent.
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { addressLine, isMissing, placeLine, quantityOr, quantityWords, textOr } from './values.ts';

/** The key and count asked for, as the words. */
const t = ((key: string, options?: { count?: number }) =>
  `${key}/${options?.count ?? ''}`) as unknown as TFunction;

describe('a quantity in words', () => {
  it('words a quantity with its unit, or nothing without one', () => {
    expect(quantityWords(t, 12500, 'KWH')).toBe('12.500 units.KWH/12500');
    expect(quantityWords(t, 1, 'MONTH', null, '\u00a0')).toBe('1\u00a0units.MONTH/1');
    expect(quantityWords(t, 3, 'OTHER', 'litri')).toBe('3 litri');
    expect(quantityWords(t, 3, 'OTHER')).toBe('3');
    expect(quantityWords(t, null, 'KWH')).toBeNull();
    expect(quantityWords(t, undefined, 'KWH')).toBeNull();
  });

  it('counts null, undefined and an empty text as not sent, zero as sent', () => {
    expect([null, undefined, ''].every(isMissing)).toBe(true);
    expect([0, 'x', ' '].some(isMissing)).toBe(false);
  });
});

describe('a page’s quantities', () => {
  it('words a quantity, or the page’s none', () => {
    const quantity = quantityOr('supplies.none');
    expect(quantity(t, 15, 'KW')).toBe('15 units.KW/15');
    expect(quantity(t, null, 'KW')).toBe('supplies.none/');
  });
});

describe('an address in words', () => {
  it('writes the place with the province in brackets and the street before it, leaving out what is missing', () => {
    const full = {
      address: 'Via Nazionale 1',
      postalCode: '00184',
      locality: 'Roma',
      province: 'RM',
    };
    expect(placeLine(full)).toBe('00184 Roma (RM)');
    expect(addressLine(full)).toBe('Via Nazionale 1, 00184 Roma (RM)');
    expect(addressLine({ ...full, postalCode: null, province: '' })).toBe('Via Nazionale 1, Roma');
    expect(addressLine({ address: 'Via Nazionale 1' })).toBe('Via Nazionale 1');
    expect(addressLine({ locality: 'Roma', province: 'RM' })).toBe('Roma (RM)');
    expect(addressLine({})).toBe('');
  });

  it('says "none" the page’s way for a text not sent or blank', () => {
    const text = textOr('—');
    expect([text('Acme'), text(''), text('  '), text(null), text(undefined)]).toEqual([
      'Acme',
      '—',
      '—',
      '—',
      '—',
    ]);
  });
});
