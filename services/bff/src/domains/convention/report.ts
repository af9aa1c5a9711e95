// The periodic report of a convention: consumption and spend per point and month,
// the totals per site and per month, the quantity consumed against the one ordered. One function
// for the API and the CSV file, so the file's totals are the page's.
import { csvLine, type CsvDialect } from '@portal/shared/csv';
import type { Authorizer } from '../../authz/authorizer.ts';
import { badInput } from '../../errors/api-error.ts';
import { unitOf } from '../../graphql/mapping.ts';
import type { ConventionScope } from './access.ts';
import { REPORT_QUERY, type RigaReportRecord } from './upstream.ts';

/** A report spans at most this many months (the data service's limit). */
export const MAX_REPORT_MONTHS = 36;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const monthIndex = (m: RegExpExecArray) => Number(m[1]) * 12 + Number(m[2]) - 1;

export function reportRange(from: string, to: string): { from: string; to: string } {
  const a = MONTH.exec(from);
  if (!a) throw badInput('fromMonth', 'fromMonth must be a month YYYY-MM');
  const b = MONTH.exec(to);
  if (!b) throw badInput('toMonth', 'toMonth must be a month YYYY-MM');
  const span = monthIndex(b) - monthIndex(a) + 1;
  if (span < 1) throw badInput('fromMonth', 'fromMonth must not be after toMonth');
  if (span > MAX_REPORT_MONTHS)
    throw badInput('toMonth', `a report covers at most ${MAX_REPORT_MONTHS} months`);
  return { from, to };
}

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

export async function conventionReport(
  authz: Authorizer,
  scope: ConventionScope,
  fromMonth: string,
  toMonth: string,
) {
  const range = reportRange(fromMonth, toMonth);
  const data = await authz.upstream.graphql<{ reportConvenzione: RigaReportRecord[] }>(authz.call, {
    query: REPORT_QUERY,
    operationName: 'ReportConvenzione',
    variables: {
      idanagrafica: [scope.idanagrafica],
      codUtility: scope.codUtility,
      meseDal: range.from,
      meseAl: range.to,
    },
  });
  const rows = data.reportConvenzione.map((r) => ({
    month: r.mese,
    supplyId: String(r.idfornitura),
    pointId: r.podPdr,
    site: r.descrizioneSede,
    consumption: r.consumo,
    spend: r.spesa,
  }));
  const sum = <K extends 'consumption' | 'spend'>(list: typeof rows, key: K) =>
    list.reduce((s, r) => s + r[key], 0);
  const group = (key: 'site' | 'month') => {
    const by = new Map<string, typeof rows>();
    for (const r of rows) by.set(r[key], [...(by.get(r[key]) ?? []), r]);
    return [...by].map(([name, list]) => ({
      name,
      consumption: round(sum(list, 'consumption'), 3),
      spend: round(sum(list, 'spend'), 2),
    }));
  };
  const totalConsumption = round(sum(rows, 'consumption'), 3);
  const ordered = scope.convention.quantitaOrdinata;
  return {
    utility: scope.utility,
    fromMonth: range.from,
    toMonth: range.to,
    ...unitOf(scope.convention.unitaMisura),
    rows,
    sites: group('site').sort((a, b) => a.name.localeCompare(b.name)),
    months: group('month').sort((a, b) => a.name.localeCompare(b.name)),
    totalConsumption,
    totalSpend: round(sum(rows, 'spend'), 2),
    orderedQuantity: ordered,
    consumedShareOfOrdered: ordered > 0 ? round(totalConsumption / ordered, 4) : null,
  };
}

export type ConventionReport = Awaited<ReturnType<typeof conventionReport>>;

/** Columns of the report's file: English for the standard dialect, Italian for it. */
export const REPORT_CSV_COLUMNS: Record<CsvDialect, readonly string[]> = {
  standard: ['month', 'point', 'site', 'consumption', 'unit', 'spend_eur'],
  it: ['mese', 'punto', 'sede', 'consumo', 'unita', 'spesa_eur'],
};

const TOTAL_LABEL: Record<CsvDialect, string> = { standard: 'total', it: 'totale' };

/** The report as CSV: a line per point and month, then the total line (the API's totals); numbers in the dialect's decimal mark. */
export function reportCsv(report: ConventionReport, dialect: CsvDialect): string {
  const unit = report.unitText ?? '';
  const lines = [
    (dialect === 'it' ? '\uFEFF' : '') + csvLine(REPORT_CSV_COLUMNS[dialect], dialect),
    ...report.rows.map((r) =>
      csvLine([r.month, r.pointId, r.site, r.consumption, unit, r.spend], dialect),
    ),
    csvLine(
      [TOTAL_LABEL[dialect], '', '', report.totalConsumption, unit, report.totalSpend],
      dialect,
    ),
  ];
  return lines.join('');
}
