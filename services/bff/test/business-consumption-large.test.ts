// Costs and consumptions at real size: SANDBOX_SCALE=large gives acme 1,400 light supplies. The monthly view of
// all of them pages through to its total; an export of all of them is refused past 36,600
// supply-days, before anything streams. How fast the monthly view answers is measured by
// `pnpm --filter @portal/bff bench:lists` ("costs and consumptions, light, every supply"), not here.
import { largeSandbox } from '@portal/sandbox/testing/large';
import { get } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, ok } from './graphql-support.ts';
import { startPortal, type RunningPortal } from './helpers.ts';

let portal: RunningPortal;
let acme: string;

beforeAll(async () => {
  portal = await startPortal({ shared: largeSandbox() });
  acme = (await portal.signIn('acme@demo.it')).cookie;
});
afterAll(async () => portal?.close());

const QUERY = `query C($offset: Int) { costsAndConsumptions(utility: POWER, from: "2025-01", to: "2025-12", first: 500, offset: $offset) {
  supplyCount total { quantity f1 f2 f3 costWithVat } months { current { quantity supplyCount } previous { quantity } }
  supplies { totalCount nodes { supplyId quantity share } } } }`;

interface Answer {
  costsAndConsumptions: {
    supplyCount: number;
    total: { quantity: number; f1: number; f2: number; f3: number; costWithVat: number };
    months: Array<{ current: { quantity: number; supplyCount: number } }>;
    supplies: {
      totalCount: number;
      nodes: Array<{ supplyId: string; quantity: number; share: number }>;
    };
  };
}

describe('costs and consumptions of 1,400 light supplies', () => {
  it('the monthly view of every light supply: its pages add up to the total', async () => {
    const first = ok(await gql<Answer>(portal, acme, QUERY, { offset: 0 })).costsAndConsumptions;
    expect(first.supplyCount).toBe(1400);
    expect(first.supplies.totalCount).toBe(1400);
    const nodes = [...first.supplies.nodes];
    for (const offset of [500, 1000])
      nodes.push(
        ...ok(await gql<Answer>(portal, acme, QUERY, { offset })).costsAndConsumptions.supplies
          .nodes,
      );
    expect(new Set(nodes.map((n) => n.supplyId)).size).toBe(1400);
    expect(nodes.reduce((s, n) => s + n.quantity, 0)).toBeCloseTo(first.total.quantity, 1);
    expect(nodes.reduce((s, n) => s + n.share, 0)).toBeCloseTo(1, 3);
    expect(first.total.f1 + first.total.f2 + first.total.f3).toBeCloseTo(first.total.quantity, 1);
    expect(first.months.reduce((s, m) => s + m.current.quantity, 0)).toBeCloseTo(
      first.total.quantity,
      1,
    );
  });

  it('an export of all 1,400: 26 days stream, 27 are refused as too large before anything streams', async () => {
    // The download is abandoned after its first chunk, as a browser's cancelled download: the
    // connection closes and the BFF stops the export (a connection of its own, outside fetch's pool).
    const first = await new Promise<{ status: number; rows: string | undefined; text: string }>(
      (resolve, reject) => {
        const request = get(
          `${portal.url}/api/files/consumption.csv?utility=POWER&from=2025-02-01&to=2025-02-26`,
          { agent: false, headers: { cookie: acme, 'x-portal-csrf': '1', origin: portal.origin } },
          (response) => {
            response.once('data', (chunk: Buffer) => {
              resolve({
                status: response.statusCode ?? 0,
                rows: response.headers['x-total-rows'] as string | undefined,
                text: chunk.toString('utf8'),
              });
              request.destroy();
            });
          },
        );
        request.on('error', (error) => {
          if (!request.destroyed) reject(error);
        });
      },
    );
    expect(first.status).toBe(200);
    expect(Number(first.rows)).toBe(1400 * 26 * 96);
    expect(first.text.startsWith('point,timestamp,value,unit,band,gap')).toBe(true);
    const tooLarge = await portal.api(
      acme,
      '/api/files/consumption.csv?utility=POWER&from=2025-02-01&to=2025-02-27',
    );
    expect(tooLarge.status).toBe(400);
    expect(await tooLarge.json()).toMatchObject({
      error: 'BAD_USER_INPUT',
      reason: 'exportTooLarge',
    });
  });
});
