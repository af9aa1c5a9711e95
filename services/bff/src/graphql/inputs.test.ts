import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors/api-error.ts';
import {
  boundedText,
  dayBefore,
  dayRange,
  parseDay,
  parseId,
  parseIds,
  parsePaging,
} from './inputs.ts';

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    return error instanceof ApiError ? `${error.code}:${error.details.field}` : 'other';
  }
  return undefined;
}

describe('argument validation (clear BAD_USER_INPUT)', () => {
  it('accepts positive 32-bit integer ids and refuses anything else', () => {
    expect(parseId('100001', 'invoiceId')).toBe(100001);
    for (const bad of ['', '0', '-1', '1.5', 'abc', '2147483648', '99999999999', ' 1 2', '1e3']) {
      expect(codeOf(() => parseId(bad, 'invoiceId'))).toBe('BAD_USER_INPUT:invoiceId');
    }
  });

  it('bounds id lists and removes duplicates', () => {
    expect(parseIds(['1', '1', '2'], 'invoiceIds', 5)).toEqual([1, 2]);
    expect(codeOf(() => parseIds([], 'invoiceIds', 5))).toBe('BAD_USER_INPUT:invoiceIds');
    expect(codeOf(() => parseIds(['1', '2', '3', '4', '5', '6'], 'invoiceIds', 5))).toBe(
      'BAD_USER_INPUT:invoiceIds',
    );
  });

  it('§5 dates are strict calendar days YYYY-MM-DD', () => {
    expect(parseDay('2024-02-29', 'issueDateFrom')).toBe('2024-02-29');
    for (const bad of [
      '2023-02-29',
      '2024-13-01',
      '24-01-01',
      '2024-1-1',
      '2024-01-01T00:00:00',
      '01/02/2024',
    ]) {
      expect(codeOf(() => parseDay(bad, 'issueDateFrom'))).toBe('BAD_USER_INPUT:issueDateFrom');
    }
  });

  it('a range must be in order', () => {
    expect(dayRange('2024-01-01', '2024-02-01', 'from', 'to')).toEqual({
      from: '2024-01-01',
      to: '2024-02-01',
    });
    expect(codeOf(() => dayRange('2024-03-01', '2024-02-01', 'from', 'to'))).toBe(
      'BAD_USER_INPUT:to',
    );
  });

  it('paging is bounded (no huge pages or offsets)', () => {
    expect(parsePaging(undefined, undefined)).toEqual({ first: 20, offset: 0 });
    expect(codeOf(() => parsePaging(201, 0))).toBe('BAD_USER_INPUT:first');
    expect(codeOf(() => parsePaging(0, 0))).toBe('BAD_USER_INPUT:first');
    expect(codeOf(() => parsePaging(10, -1))).toBe('BAD_USER_INPUT:offset');
    expect(codeOf(() => parsePaging(10, 2_000_000_000))).toBe('BAD_USER_INPUT:offset');
  });

  it('long strings and control characters are refused with the field named', () => {
    expect(boundedText(' A-1 ', 'documentNumber', { max: 5 })).toBe('A-1');
    expect(codeOf(() => boundedText('x'.repeat(10_000), 'documentNumber', { max: 40 }))).toBe(
      'BAD_USER_INPUT:documentNumber',
    );
    expect(codeOf(() => boundedText('a\u0000b', 'documentNumber', { max: 40 }))).toBe(
      'BAD_USER_INPUT:documentNumber',
    );
    expect(codeOf(() => boundedText('abc', 'email', { max: 40, pattern: /@/ }))).toBe(
      'BAD_USER_INPUT:email',
    );
  });
});

describe('§4 overdue: unpaid and due up to the day before today', () => {
  it('the day before a day, across months, years and a leap day', () => {
    expect(dayBefore('2026-11-27')).toBe('2026-11-26');
    expect(dayBefore('2026-03-01')).toBe('2026-02-28');
    expect(dayBefore('2028-03-01')).toBe('2028-02-29');
    expect(dayBefore('2027-01-01')).toBe('2026-12-31');
  });
});
