import { describe, expect, it } from 'vitest';
import { intervalBands, intervalStarts } from './bands.ts';
import {
  consumptionCsvWriter,
  CSV_DIALECTS,
  csvHead,
  csvLine,
  csvNumber,
  INVOICE_CSV_COLUMNS,
  isCsvDialect,
  parseCsv,
  parseCsvNumber,
} from './csv.ts';
import { romeDayStart } from './rome-time.ts';

describe('CSV dialects of the consumption export', () => {
  it('standard: comma separator, dot decimals, no byte-order mark', () => {
    const w = consumptionCsvWriter('standard');
    expect(w.head()).toBe('point,timestamp,value,unit,band,gap\r\n');
    expect(
      w.row({
        point: 'IT001E00000001',
        start: Date.parse('2026-03-29T01:00:00Z'),
        value: 12.5,
        unit: 'kW',
        band: 'F3',
      }),
    ).toBe('IT001E00000001,2026-03-29T03:00:00+02:00,12.5,kW,F3,0\r\n');
  });

  it('it: semicolon separator, comma decimals and the UTF-8 BOM at the start of the file only', () => {
    const w = consumptionCsvWriter('it');
    expect(w.head()).toBe('\uFEFFpunto;data_ora;valore;unita;fascia;mancante\r\n');
    expect(
      w.row({
        point: 'IT001E00000001',
        start: Date.parse('2026-01-14T07:15:00Z'),
        value: 1234.567,
        unit: 'kW',
        band: 'F1',
      }),
    ).toBe('IT001E00000001;2026-01-14T08:15:00+01:00;1234,567;kW;F1;0\r\n');
    expect(new TextEncoder().encode(w.head()).slice(0, 3)).toEqual(
      new Uint8Array([0xef, 0xbb, 0xbf]),
    );
  });

  it('a missing interval: empty value, gap flag 1 — never a zero', () => {
    const row = {
      point: 'P',
      start: Date.parse('2026-06-10T10:00:00Z'),
      value: null,
      unit: 'kW',
      band: 'F1' as const,
    };
    expect(consumptionCsvWriter('standard').row(row)).toBe(
      'P,2026-06-10T12:00:00+02:00,,kW,F1,1\r\n',
    );
    expect(consumptionCsvWriter('it').row(row)).toBe('P;2026-06-10T12:00:00+02:00;;kW;F1;1\r\n');
  });

  it('gas daily values have no band: the cell stays empty', () => {
    expect(
      consumptionCsvWriter('it').row({
        point: '00880000000001',
        start: romeDayStart(2026, 1, 2),
        value: 31.25,
        unit: 'Smc',
        band: null,
      }),
    ).toBe('00880000000001;2026-01-02T00:00:00+01:00;31,25;Smc;;0\r\n');
  });

  it('numbers: at most three decimals, no grouping, no minus zero', () => {
    expect(csvNumber(1234567.8912, 'standard')).toBe('1234567.891');
    expect(csvNumber(1234567.8912, 'it')).toBe('1234567,891');
    expect(csvNumber(10, 'it')).toBe('10');
    expect(csvNumber(100, 'standard', 0)).toBe('100');
    expect(csvNumber(-0.0001, 'standard')).toBe('0');
    expect(csvNumber(-2.5, 'it')).toBe('-2,5');
  });

  it('quoting: separators of both dialects, quotes and line breaks are quoted; formulas are defused', () => {
    expect(csvLine(['a,b', 'say "hi"', 'two\nlines', 'x;y'], 'standard')).toBe(
      '"a,b","say ""hi""","two\nlines","x;y"\r\n',
    );
    expect(csvLine(['a,b', 'x;y', 'tab\there'], 'it')).toBe('"a,b";"x;y";"tab\there"\r\n');
    expect(csvLine(['=1+2', '@SUM(A1)', '-3', -3], 'standard')).toBe("'=1+2,'@SUM(A1),'-3,-3\r\n");
  });

  // OWASP CSV injection: what a spreadsheet of either locale would run as a formula.
  const FORMULA_STARTS = ['=', '+', '-', '@', '\t', '\r'] as const;
  const payload = (start: string) => `${start}2+5+cmd|' /C calc'!A0`;
  const startsFormula = (cell: string) => /^[=+\-@\t\r]/.test(cell);

  it('a text starting with = + - @ tab or CR is neutralised in both dialects; numbers stay numbers', () => {
    for (const dialect of CSV_DIALECTS) {
      for (const start of FORMULA_STARTS) {
        const [row] = parseCsv(csvLine([payload(start), -2.5], dialect), dialect);
        expect(row?.[0], `${dialect} ${JSON.stringify(start)}`).toBe(`'${payload(start)}`);
        expect(parseCsvNumber(row?.[1] ?? '', dialect)).toBe(-2.5);
      }
      for (const start of ['\uFF1D', '\uFF0B', '\uFF0D', '\uFF20'])
        expect(csvLine([`${start}1+2`], dialect)).toBe(`'${start}1+2\r\n`);
    }
  });

  it('a file opened by a spreadsheet of the other locale starts no formula cell either', () => {
    // A formula hidden after the other dialect's separator, a tab or a line break.
    const texts = FORMULA_STARTS.flatMap((start) => [
      `Sede nord;${payload(start)}`,
      `Sede nord,${payload(start)}`,
      `Sede nord\n${payload(start)}`,
      `Sede nord\r\n${payload(start)}`,
      `Sede nord\t${payload(start)}`,
    ]);
    for (const written of CSV_DIALECTS) {
      const file = texts.map((text) => csvLine([text, 1.5], written)).join('');
      for (const read of CSV_DIALECTS) {
        const cells = parseCsv(file, read).flat();
        expect(cells.filter(startsFormula), `${written} read as ${read}`).toEqual([]);
      }
      // Read in its own dialect, every text comes back whole.
      expect(parseCsv(file, written).map((row) => row[0])).toEqual(texts);
    }
  });

  it('what is written reads back cell for cell in both dialects', () => {
    for (const dialect of ['standard', 'it'] as const) {
      const text =
        consumptionCsvWriter(dialect).head() +
        csvLine(['Sede "Nord"; via Roma, 1', 3.25, null, true], dialect);
      const rows = parseCsv(text, dialect);
      expect(rows[1]).toEqual([
        'Sede "Nord"; via Roma, 1',
        dialect === 'it' ? '3,25' : '3.25',
        '',
        '1',
      ]);
      expect(parseCsvNumber(rows[1]![1]!, dialect)).toBe(3.25);
      expect(parseCsvNumber('', dialect)).toBeNull();
    }
    expect(isCsvDialect('it')).toBe(true);
    expect(isCsvDialect('excel')).toBe(false);
  });

  it('a DST day written row by row: 92 rows in March, 100 in October, each with its offset', () => {
    for (const [month, day, rows] of [
      [3, 29, 92],
      [10, 25, 100],
    ] as const) {
      const start = romeDayStart(2026, month, day);
      const count = (romeDayStart(2026, month, day + 1) - start) / 900_000;
      const starts = intervalStarts({ start, stepMinutes: 15 }, count);
      const bands = intervalBands({ start, stepMinutes: 15 }, count);
      const w = consumptionCsvWriter('standard');
      const text =
        w.head() +
        Array.from(starts, (t, i) =>
          w.row({ point: 'P', start: t, value: 1, unit: 'kW', band: bands[i] ?? null }),
        ).join('');
      const parsed = parseCsv(text, 'standard');
      expect(parsed.length - 1).toBe(rows);
      expect(new Set(parsed.slice(1).map((r) => r[1])).size).toBe(rows);
    }
  });
});

describe('the head of an invoice list’s export', () => {
  it('standard: English names, commas, no byte-order mark; it: Italian names, semicolons, BOM', () => {
    expect(csvHead(INVOICE_CSV_COLUMNS.standard, 'standard')).toBe(
      'number,issue_date,due_date,competence_from,competence_to,point,amount,to_pay,payment_state,payment_date\r\n',
    );
    expect(csvHead(INVOICE_CSV_COLUMNS.it, 'it')).toBe(
      '\uFEFFnumero;data_emissione;data_scadenza;competenza_dal;competenza_al;punto;importo;da_pagare;stato_pagamento;data_pagamento\r\n',
    );
  });
});
