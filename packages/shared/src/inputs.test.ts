import { describe, expect, it } from 'vitest';
import {
  canOpenQrInvoice,
  canSelfRead,
  hasForbiddenCharacter,
  issueDayBounds,
  parseIsoDay,
  parseQrInvoiceLink,
  parseQrIssueDate,
  parsePickerDate,
  parseRangeInput,
  repairImpersonationToken,
  sameDocumentNumber,
} from './inputs.ts';
import { SEGMENTS } from './segment.ts';

describe('impersonation token', () => {
  it("§5 inputs: spaces of an impersonation token are turned back into '+'", () => {
    expect(repairImpersonationToken('ab c/d  e=')).toBe('ab+c/d++e=');
    expect(repairImpersonationToken('a+b')).toBe('a+b');
  });
});

describe('invoice day filter', () => {
  it('§5 inputs: an invoice date filter runs from the start to the end of the day', () => {
    expect(issueDayBounds('2024-06-17')).toEqual({
      from: '2024-06-17T00:00:00',
      to: '2024-06-17T23:59:59',
    });
  });

  it('§5 inputs: an invalid day is refused with a clear error', () => {
    expect(() => issueDayBounds('2024-02-30')).toThrow('Invalid day, expected YYYY-MM-DD');
    expect(() => issueDayBounds('17/06/2024')).toThrow(RangeError);
  });

  it('§5 inputs: parseIsoDay accepts only a real YYYY-MM-DD day', () => {
    expect(parseIsoDay('2024-02-29')).toBe('2024-02-29');
    expect(parseIsoDay('2023-02-29')).toBeNull();
    expect(parseIsoDay('2024-6-1')).toBeNull();
    expect(parseIsoDay('2024-06-17T00:00:00')).toBeNull();
  });
});

describe('date range picker input', () => {
  it('§5 §9 picker: a date parses strictly in the default format YYYY-MM-DD HH:mm:ss', () => {
    expect(parsePickerDate('2024-06-17 08:30:05')).toEqual(new Date(2024, 5, 17, 8, 30, 5));
    expect(parsePickerDate('2024-06-17')).toBeNull();
    expect(parsePickerDate('2024-06-31 08:30:05')).toBeNull();
    expect(parsePickerDate('2024-06-17 25:00:00')).toBeNull();
    expect(parsePickerDate('2024-6-17 8:30:05')).toBeNull();
  });

  it('§5 picker: another format is honoured strictly', () => {
    expect(parsePickerDate('17/06/2024', 'DD/MM/YYYY')).toEqual(new Date(2024, 5, 17));
    expect(parsePickerDate('2024-06-17', 'DD/MM/YYYY')).toBeNull();
  });

  it("§5 §9 picker: a range is two valid dates joined by ' ~ '", () => {
    expect(parseRangeInput('2024-06-01 00:00:00 ~ 2024-06-30 23:59:59')).toEqual({
      start: new Date(2024, 5, 1),
      end: new Date(2024, 5, 30, 23, 59, 59),
    });
    expect(parseRangeInput('01/06/2024 ~ 01/06/2024', 'DD/MM/YYYY')).toEqual({
      start: new Date(2024, 5, 1),
      end: new Date(2024, 5, 1),
    });
  });

  it('§5 picker: a range with a bad half, a wrong separator or reversed ends is refused', () => {
    expect(parseRangeInput('2024-06-01 00:00:00 ~ 2024-06-31 00:00:00')).toBeNull();
    expect(parseRangeInput('2024-06-01 00:00:00 ~ ')).toBeNull();
    expect(parseRangeInput('x ~ 2024-06-01 00:00:00')).toBeNull();
    expect(parseRangeInput('2024-06-01 00:00:00~2024-06-02 00:00:00')).toBeNull();
    expect(parseRangeInput('2024-06-01 00:00:00 - 2024-06-02 00:00:00')).toBeNull();
    expect(parseRangeInput('a ~ b ~ c')).toBeNull();
    expect(parseRangeInput('2024-06-02 00:00:00 ~ 2024-06-01 00:00:00')).toBeNull();
  });
});

describe('self-reading', () => {
  const gas = { idanagrafica: 1, codUtility: 1, canInsertLettura: true } as const;

  it('§5 self-reading: allowed with a gas contract of the selected registry that can insert a reading', () => {
    expect(canSelfRead([{ ...gas, codUtility: 0 }, gas], 1)).toBe(true);
  });

  it('§5 self-reading: not allowed for power contracts, other registries or canInsertLettura false', () => {
    expect(canSelfRead([{ ...gas, codUtility: 0 }], 1)).toBe(false);
    expect(canSelfRead([gas], 2)).toBe(false);
    expect(canSelfRead([{ ...gas, canInsertLettura: false }], 1)).toBe(false);
    expect(canSelfRead([], 1)).toBe(false);
  });

  it('§5 self-reading: not allowed without a selected registry', () => {
    expect(canSelfRead([gas], null)).toBe(false);
    expect(canSelfRead([gas], undefined)).toBe(false);
  });
});

describe('QR invoice', () => {
  it('§4 §5 QR: only retail users may open an invoice from a QR code', () => {
    expect(SEGMENTS.filter(canOpenQrInvoice)).toEqual(['retail']);
  });
});

describe('QR links as bills print them (§5 dates)', () => {
  it('accepts the issue date as YYYY-MM-DD and as DD/MM/YYYY, a real day only', () => {
    expect(parseQrIssueDate('2025-03-14')).toBe('2025-03-14');
    expect(parseQrIssueDate('14/03/2025')).toBe('2025-03-14');
    expect(parseQrIssueDate(' 14/03/2025 ')).toBe('2025-03-14');
    for (const bad of [
      '31/02/2025',
      '2025-02-31',
      '14-03-2025',
      '3/4/2025',
      '14/03/25',
      '',
      'oggi',
    ]) {
      expect(parseQrIssueDate(bad)).toBeNull();
    }
  });

  it('drops spaces around the document number and keeps its case; refuses anything else', () => {
    expect(
      parseQrInvoiceLink({ numeroFattura: '  2025/ab-001 ', dataEmissione: '14/03/2025' }),
    ).toEqual({
      numeroFattura: '2025/ab-001',
      dataEmissione: '2025-03-14',
    });
    const bad = [
      { numeroFattura: '', dataEmissione: '2025-03-14' },
      { numeroFattura: '   ', dataEmissione: '2025-03-14' },
      { numeroFattura: 'A<script>', dataEmissione: '2025-03-14' },
      { numeroFattura: 'X'.repeat(65), dataEmissione: '2025-03-14' },
      { numeroFattura: 'A1', dataEmissione: '2025-13-01' },
      { numeroFattura: ['A1'], dataEmissione: '2025-03-14' },
      { dataEmissione: '2025-03-14' },
    ];
    for (const query of bad) expect(parseQrInvoiceLink(query)).toBeNull();
  });

  it('matches a document number ignoring surrounding spaces and letter case', () => {
    expect(sameDocumentNumber(' 2025/ab-001', '2025/AB-001')).toBe(true);
    expect(sameDocumentNumber('2025/AB-001', '2025/AB-002')).toBe(false);
  });
});

describe('typed texts', () => {
  it('§5 inputs: a typed text holds no control character and no bidirectional formatting character', () => {
    expect(hasForbiddenCharacter('Scuola "G. Verdi" – piano 2°, Bolzano/Bozen')).toBe(false);
    expect(hasForbiddenCharacter('Straße Ünterführung àèìòù €')).toBe(false);
    for (const ch of ['\0', '\n', '\r', '\t', '\x1b', '\x7f', '\x85', '\x9f'])
      expect(hasForbiddenCharacter(`via${ch}Roma`), JSON.stringify(ch)).toBe(true);
    // Trojan Source: marks, embeddings, overrides and isolates, and the Unicode line separators.
    for (const ch of ['\u061c', '\u200e', '\u200f', '\u2028', '\u2029', '\u202a', '\u202b'])
      expect(hasForbiddenCharacter(`via${ch}Roma`), ch.codePointAt(0)?.toString(16)).toBe(true);
    for (const ch of ['\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'])
      expect(hasForbiddenCharacter(`via${ch}Roma`), ch.codePointAt(0)?.toString(16)).toBe(true);
  });

  it('§5 inputs: a message may keep its line breaks and tabs, nothing else below a space', () => {
    expect(hasForbiddenCharacter('riga 1\r\nriga 2\tfine', { lineBreaks: true })).toBe(false);
    expect(hasForbiddenCharacter('riga 1\0', { lineBreaks: true })).toBe(true);
    expect(hasForbiddenCharacter('riga 1\u202e', { lineBreaks: true })).toBe(true);
  });
});
