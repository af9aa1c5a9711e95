// A household's load curve through the same loadCurve the business pages use: a retail session
// reads the curve of its own supply with an interval meter; its supply without one is refused
// before any call for a curve; another customer's supply answers as an unknown one (OWASP API1).
import { parseCsv } from '@portal/shared/csv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortal, type RunningPortal } from './helpers.ts';
import { gql, ok } from './graphql-support.ts';

let portal: RunningPortal;
let mario: string;
let anna: string;
let acme: string;

interface SupplyNode {
  id: string;
  utility: 'POWER' | 'GAS';
  intervalMeter: boolean;
}

async function suppliesOf(cookie: string): Promise<SupplyNode[]> {
  return ok(
    await gql<{ supplies: { nodes: SupplyNode[] } }>(
      portal,
      cookie,
      '{ supplies(first: 50) { nodes { id utility intervalMeter } } }',
    ),
  ).supplies.nodes;
}

const CURVE = `query L($s: ID!, $f: String!, $t: String!) {
  loadCurve(supplyId: $s, from: $f, to: $t) {
    supplyId granularity granularities stepMinutes count values total quantityUnit
    bandTotals { f1 f2 f3 }
  }
}`;

interface Curve {
  supplyId: string;
  granularity: string;
  granularities: string[];
  stepMinutes: number;
  count: number;
  values: (number | null)[];
  total: number;
  quantityUnit: string;
  bandTotals: { f1: number; f2: number; f3: number } | null;
}

const curve = (cookie: string, supplyId: string, from = '2026-10-05', to = '2026-10-11') =>
  gql<{ loadCurve: Curve }>(portal, cookie, CURVE, { s: supplyId, f: from, t: to });

const csv = (cookie: string, query: string) =>
  portal.api(cookie, `/api/files/consumption.csv?${query}`);

beforeAll(async () => {
  portal = await startPortal();
  mario = (await portal.signIn('mario.rossi@demo.it')).cookie;
  anna = (await portal.signIn('anna.huber@demo.it')).cookie;
  acme = (await portal.signIn('acme@demo.it')).cookie;
});
afterAll(async () => portal?.close());

describe('a household’s load curve (retail)', () => {
  it('a supply says whether its meter records intervals: Mario’s power does, his self-read gas does not', async () => {
    const supplies = await suppliesOf(mario);
    expect(supplies.find((s) => s.utility === 'POWER')?.intervalMeter).toBe(true);
    expect(supplies.find((s) => s.utility === 'GAS')?.intervalMeter).toBe(false);
    expect((await suppliesOf(acme)).every((s) => s.intervalMeter)).toBe(true);
  });

  it('his own smart power meter: a week of quarter hours with the F1/F2/F3 totals', async () => {
    const power = (await suppliesOf(mario)).find((s) => s.utility === 'POWER')!;
    const c = ok(await curve(mario, power.id)).loadCurve;
    expect(c).toMatchObject({
      supplyId: power.id,
      granularity: 'QUARTER_HOUR',
      granularities: ['QUARTER_HOUR'],
      stepMinutes: 15,
      count: 7 * 96,
      quantityUnit: 'kWh',
    });
    const bands = c.bandTotals!;
    expect(bands.f1 + bands.f2 + bands.f3).toBeCloseTo(c.total, 1);
    expect(bands.f3).toBeGreaterThan(0);
  });

  it('his supply without an interval meter: BAD_USER_INPUT noIntervalMeter, and no upstream call at all', async () => {
    const gas = (await suppliesOf(mario)).find((s) => s.utility === 'GAS')!;
    // The ownership lookup is remembered for the session: the refusal itself calls nothing.
    ok(await gql(portal, mario, 'query S($s: ID!) { supply(id: $s) { id } }', { s: gas.id }));
    await portal.sandbox.admin.resetCalls();
    const refused = await curve(mario, gas.id);
    expect(refused.data).toBeNull();
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'supplyId',
      reason: 'noIntervalMeter',
    });
    expect(await portal.sandbox.admin.calls()).toEqual({});
    const file = await csv(mario, `supplyId=${gas.id}&from=2026-10-05&to=2026-10-11`);
    expect(file.status).toBe(400);
    expect(await file.json()).toMatchObject({
      error: 'BAD_USER_INPUT',
      reason: 'noIntervalMeter',
    });
    expect(await portal.sandbox.admin.calls()).toEqual({});
  });

  it('another customer’s supply answers exactly as an unknown one, for the curve and its CSV', async () => {
    const acmePower = (await suppliesOf(acme)).find((s) => s.utility === 'POWER')!;
    const foreign = await curve(mario, acmePower.id);
    const unknown = await curve(mario, '999999992');
    expect(foreign.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
    expect(foreign.errors?.[0]?.extensions).toEqual(unknown.errors?.[0]?.extensions);
    expect(foreign.errors?.[0]?.message).toBe(unknown.errors?.[0]?.message);
    const foreignFile = await csv(mario, `supplyId=${acmePower.id}&from=2026-10-05&to=2026-10-11`);
    const unknownFile = await csv(mario, 'supplyId=999999992&from=2026-10-05&to=2026-10-11');
    expect(foreignFile.status).toBe(404);
    expect(await foreignFile.json()).toEqual(await unknownFile.json());
  });

  it('the CSV of his power in both dialects: the header and a row of each', async () => {
    const power = (await suppliesOf(mario)).find((s) => s.utility === 'POWER')!;
    const standard = await csv(mario, `supplyId=${power.id}&from=2026-10-05&to=2026-10-05`);
    expect(standard.status).toBe(200);
    const rows = parseCsv(await standard.text(), 'standard');
    expect(rows[0]).toEqual(['point', 'timestamp', 'value', 'unit', 'band', 'gap']);
    expect(rows).toHaveLength(97);
    // Monday 5 October 2026, 10:00: F1.
    expect(rows[41]?.slice(1, 2)).toEqual(['2026-10-05T10:00:00+02:00']);
    expect(rows[41]?.[4]).toBe('F1');
    const italian = await csv(
      mario,
      `supplyId=${power.id}&from=2026-10-05&to=2026-10-05&dialect=it`,
    );
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await italian.arrayBuffer());
    expect(text.split('\r\n')[0]).toBe('\uFEFFpunto;data_ora;valore;unita;fascia;mancante');
    const it = parseCsv(text, 'it');
    expect(it[41]?.[1]).toBe('2026-10-05T10:00:00+02:00');
    expect(it[41]?.[2]).toMatch(/^\d+,\d+$|^$/);
  });

  it('a smart gas meter (Anna’s): Smc by day; her power meter without intervals is refused', async () => {
    const supplies = await suppliesOf(anna);
    const gas = supplies.find((s) => s.utility === 'GAS')!;
    const power = supplies.find((s) => s.utility === 'POWER')!;
    expect(gas.intervalMeter).toBe(true);
    expect(power.intervalMeter).toBe(false);
    const c = ok(await curve(anna, gas.id, '2026-01-01', '2026-01-31')).loadCurve;
    expect(c).toMatchObject({
      granularity: 'DAY',
      stepMinutes: 1440,
      count: 31,
      quantityUnit: 'Smc',
    });
    expect(c.bandTotals).toBeNull();
    const refused = await curve(anna, power.id);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ reason: 'noIntervalMeter' });
  });
});
