// Exports as CSV — consumption (one row per interval) and invoice lists — in two dialects.
// - standard: comma separator, dot decimals (RFC 4180), what programs and most tools read;
// - it: semicolon separator, comma decimals and a UTF-8 byte-order mark at the start of the file,
//   which a spreadsheet set to Italian opens directly in columns with the numbers as numbers.
// The writer turns one row into one line of text, so a stream can emit a row at a time.
import type { Band } from './bands.ts';
import { romeIsoText } from './rome-time.ts';

export const CSV_DIALECTS = ['standard', 'it'] as const;
export type CsvDialect = (typeof CSV_DIALECTS)[number];

export function isCsvDialect(value: unknown): value is CsvDialect {
  return CSV_DIALECTS.includes(value as CsvDialect);
}

interface DialectRules {
  separator: string;
  decimal: string;
  bom: string;
}

const DIALECTS: Record<CsvDialect, DialectRules> = {
  standard: { separator: ',', decimal: '.', bom: '' },
  it: { separator: ';', decimal: ',', bom: '\uFEFF' },
};

/** Lines end with CRLF, as RFC 4180 writes them and spreadsheets read them everywhere. */
export const CSV_LINE_END = '\r\n';

export type CsvCell = string | number | boolean | null | undefined;

/**
 * What a spreadsheet may take for the start of a formula (OWASP CSV injection): = + - @, tab, CR
 * and LF, and the full-width forms of the four signs, which some locales read alike.
 */
const FORMULA_START = /^[=+\-@\t\r\n\uFF1D\uFF0B\uFF0D\uFF20]/;
/**
 * Quoted in both dialects: either dialect's separator, a quote, a tab or a line break. A file is
 * opened by spreadsheets of any locale: a ';' left bare in the standard file, or a ',' in the
 * Italian one, would start a new cell there, and that cell could be a formula.
 */
const NEEDS_QUOTES = /[,;"\t\r\n]/;

/**
 * A text cell: a text a spreadsheet would run as a formula is prefixed with an apostrophe, and
 * quoted (quotes doubled) when it holds a separator of either dialect, a quote, a tab or a line
 * break. Numbers are written by csvNumber and stay numbers.
 */
function textCell(text: string): string {
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A number with at most `digits` decimals, no grouping, the dialect's decimal mark. */
export function csvNumber(value: number, dialect: CsvDialect, digits = 3): string {
  const decimal = DIALECTS[dialect].decimal;
  const scale = 10 ** digits;
  const scaled = Math.round(Math.abs(value) * scale);
  if (!Number.isSafeInteger(scaled)) {
    const text = String(value);
    return decimal === '.' ? text : text.replace('.', decimal);
  }
  // Integer arithmetic instead of toFixed and a regular expression: an export writes millions.
  const whole = Math.floor(scaled / scale);
  let fraction = scaled - whole * scale;
  let text = String(whole);
  if (fraction > 0) {
    let places = digits;
    while (fraction % 10 === 0) {
      fraction /= 10;
      places--;
    }
    text += decimal + String(fraction).padStart(places, '0');
  }
  return value < 0 && scaled > 0 ? `-${text}` : text;
}

/** One CSV line (with its line end) of cells in a dialect. */
export function csvLine(cells: readonly CsvCell[], dialect: CsvDialect): string {
  const rules = DIALECTS[dialect];
  return (
    cells
      .map((cell) => {
        if (cell === null || cell === undefined) return '';
        if (typeof cell === 'number') return csvNumber(cell, dialect);
        if (typeof cell === 'boolean') return cell ? '1' : '0';
        return textCell(cell);
      })
      .join(rules.separator) + CSV_LINE_END
  );
}

/** One interval of a consumption export. */
export interface ConsumptionCsvRow {
  /** The supply's point (POD for power, PDR for gas). */
  point: string;
  /** The interval's start instant (epoch milliseconds). */
  start: number;
  /** The value, null for a missing interval (written empty, with the gap flag set). */
  value: number | null;
  unit: string;
  /** The ARERA band of the interval's start; null for gas and for daily values. */
  band: Band | null;
}

/** The columns' names of a consumption export: in English for the standard dialect, Italian for it. */
export const CONSUMPTION_CSV_COLUMNS: Record<CsvDialect, readonly string[]> = {
  standard: ['point', 'timestamp', 'value', 'unit', 'band', 'gap'],
  it: ['punto', 'data_ora', 'valore', 'unita', 'fascia', 'mancante'],
};

/**
 * A consumption export's writer: `head()` is the byte-order mark (it) and the header line, `row()`
 * one interval's line — the timestamp in Rome local time with its offset, '2026-03-29T03:00:00+02:00'.
 */
export function consumptionCsvWriter(dialect: CsvDialect) {
  const rules = DIALECTS[dialect];
  const sep = rules.separator;
  // A supply's point and unit repeat on each of its rows: quoted once, not 35,040 times.
  const memo = { point: '', pointCell: '', unit: '', unitCell: '' };
  return {
    head: (): string => rules.bom + csvLine(CONSUMPTION_CSV_COLUMNS[dialect], dialect),
    row: (r: ConsumptionCsvRow): string => {
      if (r.point !== memo.point) {
        memo.point = r.point;
        memo.pointCell = textCell(r.point);
      }
      if (r.unit !== memo.unit) {
        memo.unit = r.unit;
        memo.unitCell = textCell(r.unit);
      }
      const value = r.value === null ? '' : csvNumber(r.value, dialect);
      return (
        memo.pointCell +
        sep +
        romeIsoText(r.start) +
        sep +
        value +
        sep +
        memo.unitCell +
        sep +
        (r.band ?? '') +
        sep +
        (r.value === null ? '1' : '0') +
        CSV_LINE_END
      );
    },
  };
}

/** The head of a file in a dialect: its byte-order mark (it) and the line of column names. */
export function csvHead(columns: readonly string[], dialect: CsvDialect): string {
  return DIALECTS[dialect].bom + csvLine(columns, dialect);
}

/** The columns of an invoice list's export: in English for the standard dialect, Italian for it. */
export const INVOICE_CSV_COLUMNS: Record<CsvDialect, readonly string[]> = {
  standard: [
    'number',
    'issue_date',
    'due_date',
    'competence_from',
    'competence_to',
    'point',
    'amount',
    'to_pay',
    'payment_state',
    'payment_date',
  ],
  it: [
    'numero',
    'data_emissione',
    'data_scadenza',
    'competenza_dal',
    'competenza_al',
    'punto',
    'importo',
    'da_pagare',
    'stato_pagamento',
    'data_pagamento',
  ],
};

/** Reads back a CSV text of a dialect into rows of cells (quotes honoured); for tests and checks. */
export function parseCsv(text: string, dialect: CsvDialect): string[][] {
  const { separator, bom } = DIALECTS[dialect];
  const body = bom && text.startsWith(bom) ? text.slice(bom.length) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const ch = body[i] as string;
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === separator) {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && body[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** A number cell of a dialect read back. */
export function parseCsvNumber(cell: string, dialect: CsvDialect): number | null {
  if (cell === '') return null;
  return Number(dialect === 'it' ? cell.replace(',', '.') : cell);
}
