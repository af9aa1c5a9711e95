// Costs and consumptions month by month against the year before,
// load curves compact and honest (gaps, peak, band totals, DST days), the CSV export streamed.
import { curveTotals } from '@portal/shared/bands';
import { parseCsv, parseCsvNumber } from '@portal/shared/csv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortal, type RunningPortal } from './helpers.ts';
import { gql, ok } from './graphql-support.ts';

let portal: RunningPortal;
let acme: string;
let anna: string;
let consorzio: string;

interface Curve {
  unit: string;
  quantityUnit: string;
  granularity: string;
  granularities: string[];
  start: string;
  stepMinutes: number;
  count: number;
  values: (number | null)[];
  gapCount: number;
  peak: { value: number; at: string } | null;
  total: number;
  bandTotals: { f1: number; f2: number; f3: number } | null;
}

const CURVE_FIELDS =
  'unit quantityUnit granularity granularities start stepMinutes count values gapCount peak { value at } total bandTotals { f1 f2 f3 }';

async function supplyIds(cookie: string, utility: 'POWER' | 'GAS'): Promise<string[]> {
  const data = ok(
    await gql<{ supplies: { nodes: Array<{ id: string }> } }>(
      portal,
      cookie,
      'query S($u: Utility) { supplies(utility: $u, first: 50) { nodes { id } } }',
      { u: utility },
    ),
  );
  return data.supplies.nodes.map((n) => n.id);
}

async function curve(
  cookie: string,
  supplyId: string,
  from: string,
  to: string,
  granularity?: string,
) {
  return gql<{ loadCurve: Curve }>(
    portal,
    cookie,
    `query L($s: ID!, $f: String!, $t: String!, $g: CurveGranularity) { loadCurve(supplyId: $s, from: $f, to: $t, granularity: $g) { ${CURVE_FIELDS} } }`,
    { s: supplyId, f: from, t: to, g: granularity ?? null },
  );
}

beforeAll(async () => {
  portal = await startPortal();
  acme = (await portal.signIn('acme@demo.it')).cookie;
  anna = (await portal.signIn('anna.huber@demo.it')).cookie;
  consorzio = (await portal.signIn('consorzio@demo.it')).cookie;
});
afterAll(async () => portal?.close());

describe('loadCurve', () => {
  it('a year of quarter hours: columnar, gaps as null and counted, the peak and the band totals', async () => {
    const [power] = await supplyIds(acme, 'POWER');
    const c = ok(await curve(acme, power!, '2025-01-01', '2025-12-31')).loadCurve;
    expect(c).toMatchObject({
      unit: 'kW',
      quantityUnit: 'kWh',
      granularity: 'QUARTER_HOUR',
      granularities: ['QUARTER_HOUR'],
      start: '2025-01-01T00:00:00+01:00',
      stepMinutes: 15,
      count: 35_040,
    });
    expect(c.values).toHaveLength(35_040);
    expect(c.gapCount).toBe(c.values.filter((v) => v === null).length);
    expect(c.gapCount).toBeGreaterThan(0);
    const present = c.values.filter((v): v is number => v !== null);
    expect(c.peak?.value).toBe(Math.max(...present));
    expect(c.peak?.at).toMatch(/^2025-\d{2}-\d{2}T\d{2}:\d{2}:00\+0[12]:00$/);
    const bands = c.bandTotals!;
    expect(Math.abs(bands.f1 + bands.f2 + bands.f3 - c.total)).toBeLessThan(0.01);
    expect(Math.abs(present.reduce((s, v) => s + v / 4, 0) - c.total)).toBeLessThan(0.01);
  });

  it('the days the clocks change: 92 quarter hours on 30 March 2025, 100 on 26 October 2025', async () => {
    const [power] = await supplyIds(acme, 'POWER');
    const march = ok(await curve(acme, power!, '2025-03-30', '2025-03-30')).loadCurve;
    expect(march.count).toBe(92);
    expect(march.start).toBe('2025-03-30T00:00:00+01:00');
    const october = ok(await curve(acme, power!, '2025-10-26', '2025-10-26')).loadCurve;
    expect(october.count).toBe(100);
    expect(october.start).toBe('2025-10-26T00:00:00+02:00');
  });

  it('gas: by day by default, by hour where the meter records hours, never in quarter hours', async () => {
    const [gas] = await supplyIds(acme, 'GAS');
    const daily = ok(await curve(acme, gas!, '2025-01-01', '2025-01-31')).loadCurve;
    expect(daily).toMatchObject({
      unit: 'Smc',
      granularity: 'DAY',
      granularities: ['HOUR', 'DAY'],
      stepMinutes: 1440,
      count: 31,
      bandTotals: null,
    });
    const hourly = ok(await curve(acme, gas!, '2025-10-26', '2025-10-26', 'HOUR')).loadCurve;
    expect(hourly.count).toBe(25);
    const quarter = await curve(acme, gas!, '2025-01-01', '2025-01-02', 'QUARTER_HOUR');
    expect(quarter.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'granularity',
    });
    // Anna's smart G4 meter is read daily.
    const [annaGas] = await supplyIds(anna, 'GAS');
    const noHours = await curve(anna, annaGas!, '2025-01-01', '2025-01-02', 'HOUR');
    expect(noHours.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      reason: 'granularityUnavailable',
    });
  });

  it('ranges: from ≤ to, real days, at most 366 days — BAD_USER_INPUT otherwise', async () => {
    const [power] = await supplyIds(acme, 'POWER');
    for (const [from, to, field] of [
      ['2025-02-01', '2025-01-31', 'to'],
      ['2025-01-01', '2026-01-02', 'to'],
      ['2025-02-30', '2025-03-01', 'from'],
      ['2025-1-1', '2025-03-01', 'from'],
    ] as const) {
      const answer = await curve(acme, power!, from, to);
      expect(answer.errors?.[0]?.extensions, `${from}…${to}`).toMatchObject({
        code: 'BAD_USER_INPUT',
        field,
      });
    }
    // 366 days is a year and a day: accepted.
    expect(ok(await curve(acme, power!, '2025-01-01', '2026-01-01')).loadCurve.count).toBe(
      366 * 96,
    );
  });
});

interface Figures {
  quantity: number;
  f1: number | null;
  f2: number | null;
  f3: number | null;
  cost: number;
  costWithVat: number;
}
const FIGURES = 'quantity f1 f2 f3 cost costWithVat';

describe('costsAndConsumptions', () => {
  const query = `query C($u: Utility!, $f: String!, $t: String!, $site: ID, $all: Boolean, $first: Int, $sort: SupplyCostsSort) {
    costsAndConsumptions(utility: $u, from: $f, to: $t, siteId: $site, allRegistries: $all, first: $first, sort: $sort) {
      utility unit from to previousFrom previousTo siteId supplyCount
      months { month current { ${FIGURES} supplyCount estimatedSupplyCount } previous { ${FIGURES} supplyCount } }
      total { ${FIGURES} } previousTotal { ${FIGURES} }
      supplies { totalCount nodes { supplyId pointId siteId siteName months ${FIGURES} share } }
    } }`;
  type Answer = {
    costsAndConsumptions: {
      unit: string;
      previousFrom: string;
      previousTo: string;
      supplyCount: number;
      months: Array<{
        month: string;
        current: Figures & { supplyCount: number };
        previous: Figures;
      }>;
      total: Figures;
      previousTotal: Figures;
      supplies: {
        totalCount: number;
        nodes: Array<Figures & { supplyId: string; siteId: string; share: number }>;
      };
    };
  };

  it('every power supply of acme month by month beside the year before, F1+F2+F3 = quantity, shares add up to 1', async () => {
    const c = ok(
      await gql<Answer>(portal, acme, query, {
        u: 'POWER',
        f: '2025-01',
        t: '2025-12',
        first: 500,
      }),
    ).costsAndConsumptions;
    expect(c).toMatchObject({ unit: 'kWh', previousFrom: '2024-01', previousTo: '2024-12' });
    expect(c.months.map((m) => m.month)).toEqual(
      Array.from({ length: 12 }, (_, i) => `2025-${String(i + 1).padStart(2, '0')}`),
    );
    for (const m of c.months) {
      expect((m.current.f1 ?? 0) + (m.current.f2 ?? 0) + (m.current.f3 ?? 0)).toBeCloseTo(
        m.current.quantity,
        2,
      );
      expect(m.current.costWithVat).toBeGreaterThan(m.current.cost);
    }
    const sum = c.months.reduce((s, m) => s + m.current.quantity, 0);
    expect(sum).toBeCloseTo(c.total.quantity, 2);
    expect(c.previousTotal.quantity).toBeCloseTo(
      c.months.reduce((s, m) => s + m.previous.quantity, 0),
      2,
    );
    expect(c.supplies.totalCount).toBe(c.supplyCount);
    expect(c.supplies.nodes.reduce((s, n) => s + n.share, 0)).toBeCloseTo(1, 4);
    const quantities = c.supplies.nodes.map((n) => n.quantity);
    expect(quantities).toEqual([...quantities].sort((a, b) => b - a));
  });

  it('one supply: its months equal consumptions, its share is of its commodity’s total', async () => {
    const [power] = await supplyIds(acme, 'POWER');
    const data = ok(
      await gql<{
        supplyCostsAndConsumptions: {
          supply: { id: string; pointId: string };
          months: Array<{ month: string; current: Figures }>;
          total: Figures;
          commodityTotal: Figures;
          share: number;
        };
        consumptions: { points: Array<{ period: string; quantity: number; costWithVat: number }> };
      }>(
        portal,
        acme,
        `query D($s: ID!) {
          supplyCostsAndConsumptions(supplyId: $s, from: "2025-01", to: "2025-06") {
            supply { id pointId } months { month current { ${FIGURES} } } total { ${FIGURES} } commodityTotal { ${FIGURES} } share }
          consumptions(supplyId: $s, from: "2025-01", to: "2025-06") { points { period quantity costWithVat } } }`,
        { s: power },
      ),
    );
    const detail = data.supplyCostsAndConsumptions;
    expect(detail.supply.id).toBe(power);
    expect(detail.months.map((m) => [m.month, m.current.quantity, m.current.costWithVat])).toEqual(
      data.consumptions.points.map((p) => [p.period, p.quantity, p.costWithVat]),
    );
    expect(detail.share).toBeCloseTo(detail.total.quantity / detail.commodityTotal.quantity, 5);
  });

  it('one site; a consortium sees the selected member, or all members with allRegistries', async () => {
    const site = ok(
      await gql<{ supplies: { nodes: Array<{ siteId: string }> } }>(
        portal,
        acme,
        '{ supplies(utility: GAS, first: 1) { nodes { siteId } } }',
      ),
    ).supplies.nodes[0]!.siteId;
    const bySite = ok(
      await gql<Answer>(portal, acme, query, { u: 'GAS', f: '2025-01', t: '2025-03', site }),
    ).costsAndConsumptions;
    expect(bySite.supplies.nodes.every((n) => n.siteId === site)).toBe(true);
    expect(bySite.months.every((m) => m.current.f1 === null)).toBe(true);
    const selected = ok(
      await gql<Answer>(portal, consorzio, query, { u: 'POWER', f: '2025-01', t: '2025-03' }),
    ).costsAndConsumptions;
    const all = ok(
      await gql<Answer>(portal, consorzio, query, {
        u: 'POWER',
        f: '2025-01',
        t: '2025-03',
        all: true,
      }),
    ).costsAndConsumptions;
    expect(all.supplyCount).toBeGreaterThan(selected.supplyCount);
  });

  it('months: YYYY-MM, from ≤ to, at most 60 — BAD_USER_INPUT otherwise', async () => {
    for (const [f, t, field] of [
      ['2025-13', '2025-12', 'from'],
      ['2025-06', '2025-01', 'to'],
      ['2020-01', '2025-01', 'to'],
    ] as const) {
      const answer = await gql(portal, acme, query, { u: 'POWER', f, t });
      expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    }
  });
});

describe('GET /api/files/consumption.csv', () => {
  const csv = (cookie: string, query: string) =>
    portal.api(cookie, `/api/files/consumption.csv?${query}`);

  it('a DST day of one supply: 92 rows, the offsets, the file name and the row count up front', async () => {
    const [power] = await supplyIds(acme, 'POWER');
    const response = await csv(acme, `supplyId=${power}&from=2025-03-30&to=2025-03-30`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="consumi-IT001E\d{8}-2025-03-30-2025-03-30\.csv"$/,
    );
    expect(response.headers.get('x-total-rows')).toBe('92');
    const rows = parseCsv(await response.text(), 'standard');
    expect(rows[0]).toEqual(['point', 'timestamp', 'value', 'unit', 'band', 'gap']);
    expect(rows).toHaveLength(93);
    expect(rows[8]?.[1]).toBe('2025-03-30T01:45:00+01:00');
    expect(rows[9]?.[1]).toBe('2025-03-30T03:00:00+02:00');
    expect(rows.slice(1).every((r) => r[4] === 'F3')).toBe(true); // a Sunday
  });

  it('the Italian dialect: BOM, semicolons, comma decimals; band totals and gaps equal the API’s', async () => {
    const [power] = await supplyIds(acme, 'POWER');
    // The first month of 2025 with a gap in this supply's curve.
    let month = '';
    let api: Curve | null = null;
    for (let m = 1; m <= 12 && !api; m++) {
      const mm = String(m).padStart(2, '0');
      const last = new Date(Date.UTC(2025, m, 0)).getUTCDate();
      const c = ok(await curve(acme, power!, `2025-${mm}-01`, `2025-${mm}-${last}`)).loadCurve;
      if (c.gapCount > 0) {
        month = `from=2025-${mm}-01&to=2025-${mm}-${last}`;
        api = c;
      }
    }
    expect(api).not.toBeNull();
    const response = await csv(acme, `supplyId=${power}&${month}&dialect=it`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.split('\r\n')[0]).toBe('\uFEFFpunto;data_ora;valore;unita;fascia;mancante');
    const rows = parseCsv(text, 'it').slice(1);
    expect(rows).toHaveLength(api!.count);
    expect(String(rows.length)).toBe(response.headers.get('x-total-rows'));
    const gaps = rows.filter((r) => r[5] === '1');
    expect(gaps).toHaveLength(api!.gapCount);
    expect(gaps.every((r) => r[2] === '')).toBe(true);
    const byBand = { F1: 0, F2: 0, F3: 0 } as Record<string, number>;
    for (const r of rows) {
      const kw = parseCsvNumber(r[2]!, 'it');
      if (kw !== null) byBand[r[4]!]! += kw / 4;
    }
    expect(byBand.F1).toBeCloseTo(api!.bandTotals!.f1, 2);
    expect(byBand.F2).toBeCloseTo(api!.bandTotals!.f2, 2);
    expect(byBand.F3).toBeCloseTo(api!.bandTotals!.f3, 2);
    // The shared totals read the same numbers the same way.
    const { totals } = curveTotals(
      { start: api!.start, stepMinutes: 15, values: api!.values },
      'power',
    );
    expect(totals.F1).toBeCloseTo(byBand.F1!, 6);
  });

  it('every gas supply of the commodity by day, no band; the rows the header announced', async () => {
    const response = await csv(acme, 'utility=GAS&from=2025-01-01&to=2025-01-31');
    expect(response.status).toBe(200);
    const rows = parseCsv(await response.text(), 'standard').slice(1);
    expect(String(rows.length)).toBe(response.headers.get('x-total-rows'));
    const points = new Set(rows.map((r) => r[0]));
    expect(points.size).toBe((await supplyIds(acme, 'GAS')).length);
    expect(rows.every((r) => r[3] === 'Smc' && r[4] === '')).toBe(true);
    expect(response.headers.get('content-disposition')).toContain(
      'consumi-gas-2025-01-01-2025-01-31.csv',
    );
  });

  it('gas by the hour for one supply whose meter records hours: 25 rows on 26 October 2025; refused otherwise', async () => {
    const [gas] = await supplyIds(acme, 'GAS');
    const hourly = await csv(
      acme,
      `supplyId=${gas}&from=2025-10-26&to=2025-10-26&granularity=HOUR`,
    );
    expect(hourly.status).toBe(200);
    expect(hourly.headers.get('x-total-rows')).toBe('25');
    const rows = parseCsv(await hourly.text(), 'standard').slice(1);
    expect(rows.map((r) => r[1]).slice(1, 4)).toEqual([
      '2025-10-26T01:00:00+02:00',
      '2025-10-26T02:00:00+02:00',
      '2025-10-26T02:00:00+01:00',
    ]);
    const [annaGas] = await supplyIds(anna, 'GAS');
    const daily = await csv(
      anna,
      `supplyId=${annaGas}&from=2025-01-01&to=2025-01-02&granularity=HOUR`,
    );
    expect(daily.status).toBe(400);
    expect(await daily.json()).toMatchObject({
      error: 'BAD_USER_INPUT',
      reason: 'granularityUnavailable',
    });
    const all = await csv(acme, 'utility=GAS&from=2025-01-01&to=2025-01-02&granularity=HOUR');
    expect(all.status).toBe(400);
  });

  it('the API’s validation: 400 with BAD_USER_INPUT for a bad range, a missing commodity or dialect', async () => {
    const [power] = await supplyIds(acme, 'POWER');
    for (const query of [
      `supplyId=${power}&from=2025-01-01&to=2026-01-02`,
      `supplyId=${power}&from=2025-02-01&to=2025-01-01`,
      'from=2025-01-01&to=2025-01-02',
      `supplyId=${power}&from=2025-01-01&to=2025-01-02&dialect=excel`,
      `supplyId=abc&from=2025-01-01&to=2025-01-02`,
    ]) {
      const response = await csv(acme, query);
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as { error: string }).error).toBe('BAD_USER_INPUT');
    }
    const anonymous = await portal.api(
      '',
      `/api/files/consumption.csv?supplyId=${power}&from=2025-01-01&to=2025-01-02`,
    );
    expect(anonymous.status).toBe(401);
  });
});
