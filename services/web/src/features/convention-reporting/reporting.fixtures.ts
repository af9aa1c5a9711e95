// The reporting page's tests share these: a gas report of two points on two
// sites over three months, a fetch stand-in that answers conventionReport and the CSV file route
// and records what was asked, and comune.verona's session (a pa under both conventions).
import { vi } from 'vitest';
import { testSession } from '@/test/page.tsx';
import type { ConventionReport } from './api/useConventionReport.ts';

const row = (month: string, supplyId: string, consumption: number, spend: number) => ({
  month,
  supplyId,
  pointId: supplyId === '1' ? '00881000000001' : '00881000000002',
  site: supplyId === '1' ? 'Scuola Pindemonte' : 'Municipio',
  consumption,
  spend,
});

export function report(overrides: Partial<ConventionReport> = {}): ConventionReport {
  return {
    utility: 'GAS',
    fromMonth: '2026-08',
    toMonth: '2026-10',
    unit: 'SMC',
    unitText: 'Smc',
    rows: [
      row('2026-08', '1', 120.5, 110.2),
      row('2026-08', '2', 300, 250),
      row('2026-10', '1', 1000, 900.8),
      row('2026-10', '2', 2000.25, 1800),
    ],
    sites: [
      { name: 'Municipio', consumption: 2300.25, spend: 2050 },
      { name: 'Scuola Pindemonte', consumption: 1120.5, spend: 1011 },
    ],
    months: [
      { name: '2026-08', consumption: 420.5, spend: 360.2 },
      { name: '2026-10', consumption: 3000.25, spend: 2700.8 },
    ],
    totalConsumption: 3420.75,
    totalSpend: 3061,
    orderedQuantity: 4000,
    consumedShareOfOrdered: 0.8552,
    ...overrides,
  };
}

export type Call = { operation: string; variables: Record<string, unknown> };

export function api(answer: ConventionReport | { error: string } = report()) {
  const calls: Call[] = [];
  const files: string[] = [];
  const fetchMock = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    if (String(url).startsWith('/api/files/')) {
      files.push(String(url));
      return new Response('\uFEFFmese;punto;sede;consumo;unita;spesa_eur\r\n', {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition':
            'attachment; filename="report-convenzione-gas-2026-08-2026-10.csv"',
        },
      });
    }
    const body = JSON.parse(String(init?.body)) as {
      query: string;
      variables: Record<string, unknown>;
    };
    const operation = /(?:query|mutation) (\w+)/.exec(body.query)?.[1] ?? '';
    calls.push({ operation, variables: body.variables });
    if ('error' in answer) {
      return Response.json({
        data: null,
        errors: [{ message: 'refused', extensions: { code: answer.error } }],
      });
    }
    return Response.json({ data: { conventionReport: answer } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, files };
}

const CONVENTION_SECTIONS = {
  conventionPower: true,
  noConventionPower: true,
  conventionGas: true,
  noConventionGas: true,
};

const VERONA = {
  idAnagrafica: 700001,
  ragSoc: 'Comune di Verona',
  customerSegment: 'publicauthority',
  culture: 'it-IT',
};

export const comuneVerona = testSession({
  segment: 'pa',
  sections: CONVENTION_SECTIONS,
  registries: [VERONA],
  selectedRegistry: VERONA,
});
