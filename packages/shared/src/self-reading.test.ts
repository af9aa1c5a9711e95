import { describe, expect, it } from 'vitest';
import { checkReading, isRefusedReading, readingWindowState } from './self-reading.ts';

const facts = {
  meterDigits: 5,
  lastReading: 4_200,
  lastReadingDate: '2026-10-31',
  // 1,095 Smc a year: 3 Smc a day.
  annualConsumption: 1_095,
};

describe('§3 finestraLetturaDal/Al: the reading window', () => {
  it('is open from its first to its last day, upcoming before, closed after', () => {
    expect(readingWindowState('2026-11-18', '2026-11-28', '2026-11-18')).toBe('open');
    expect(readingWindowState('2026-11-18', '2026-11-28', '2026-11-28')).toBe('open');
    expect(readingWindowState('2026-11-18', '2026-11-28', '2026-11-17')).toBe('upcoming');
    expect(readingWindowState('2026-11-18', '2026-11-28', '2026-11-29')).toBe('closed');
    expect(readingWindowState(null, '2026-11-28', '2026-11-20')).toBe('unknown');
  });
});

describe('a gas self-reading as typed', () => {
  it('digits only, at most the meter’s digits (leading zeros count: the meter shows them)', () => {
    expect(checkReading('  ', '2026-11-20', facts)).toEqual({ kind: 'empty' });
    expect(checkReading('4.250', '2026-11-20', facts)).toEqual({ kind: 'notDigits' });
    expect(checkReading('42a0', '2026-11-20', facts)).toEqual({ kind: 'notDigits' });
    expect(checkReading('-4250', '2026-11-20', facts)).toEqual({ kind: 'notDigits' });
    expect(checkReading('104250', '2026-11-20', facts)).toEqual({
      kind: 'tooManyDigits',
      digits: 5,
    });
    expect(checkReading(' 04250 ', '2026-11-20', facts)).toEqual({ kind: 'ok', value: 4_250 });
  });

  it('below the last reading is refused; the last reading itself is accepted', () => {
    const below = checkReading('4199', '2026-11-20', facts);
    expect(below).toEqual({ kind: 'belowLast', value: 4_199, lastReading: 4_200 });
    expect(isRefusedReading(below)).toBe(true);
    expect(checkReading('4200', '2026-11-20', facts)).toEqual({ kind: 'ok', value: 4_200 });
  });

  it('more than three times the usual consumption since the last reading is a warning to confirm', () => {
    // 20 days at 3 Smc a day: 60 usual, up to 180 accepted without a word.
    expect(checkReading('4380', '2026-11-20', facts)).toEqual({ kind: 'ok', value: 4_380 });
    const high = checkReading('4381', '2026-11-20', facts);
    expect(high).toEqual({ kind: 'high', value: 4_381, consumed: 181, usual: 60 });
    expect(isRefusedReading(high)).toBe(false);
  });

  it('without a last reading or an annual consumption only the digits are checked (9 when the meter’s are unknown)', () => {
    expect(checkReading('99999', '2026-11-20', { ...facts, lastReading: null })).toEqual({
      kind: 'ok',
      value: 99_999,
    });
    expect(checkReading('99999', '2026-11-20', { ...facts, annualConsumption: null })).toEqual({
      kind: 'ok',
      value: 99_999,
    });
    expect(
      checkReading('123456789', '2026-11-20', {
        ...facts,
        meterDigits: null,
        annualConsumption: null,
      }),
    ).toEqual({
      kind: 'ok',
      value: 123_456_789,
    });
  });
});
