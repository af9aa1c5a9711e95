// forniture answers the annual consumption of every supply its filters select
// (totaleConsumoAnnuo, an extension documented in docs/upstream-contract.md), so the overview adds
// up a large customer's 2,000 supplies without reading them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDataApp, type DataApp } from './data-helpers.ts';

let app: DataApp;
beforeAll(async () => {
  app = await startDataApp();
});
afterAll(async () => {
  await app.close();
});

interface Answer {
  forniture: {
    totalCount: number;
    totaleConsumoAnnuo: number;
    nodes: Array<{ consumoAnnuo: number; statoFornitura: string }>;
  };
}

async function forniture(args: string): Promise<Answer['forniture']> {
  const r = await app.gql<Answer>(
    `{ forniture(${args}) { totalCount totaleConsumoAnnuo nodes { consumoAnnuo statoFornitura } } }`,
  );
  expect(r.errors).toBeUndefined();
  return r.data.forniture;
}

describe('forniture totaleConsumoAnnuo', () => {
  it('sums consumoAnnuo over every supply the filters select, not only the page', async () => {
    const all = await forniture('idanagrafica: [200001], codUtility: Power, first: 500');
    const sum = Math.round(all.nodes.reduce((n, f) => n + f.consumoAnnuo, 0));
    expect(all.totaleConsumoAnnuo).toBe(sum);
    expect(sum).toBeGreaterThan(0);
    const none = await forniture('idanagrafica: [200001], codUtility: Power, first: 0');
    expect(none).toMatchObject({ totalCount: all.totalCount, totaleConsumoAnnuo: sum, nodes: [] });
  });

  it('follows statoFornitura (§4 states): the active supplies’ consumption alone', async () => {
    const all = await forniture('idanagrafica: [200001], first: 500');
    const active = all.nodes.filter((f) => f.statoFornitura === 'Attiva');
    const answer = await forniture('idanagrafica: [200001], statoFornitura: "Attiva", first: 0');
    expect(answer.totalCount).toBe(active.length);
    expect(answer.totaleConsumoAnnuo).toBe(
      Math.round(active.reduce((n, f) => n + f.consumoAnnuo, 0)),
    );
  });
});
