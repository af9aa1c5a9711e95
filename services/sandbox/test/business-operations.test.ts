// The data behind the business operations page — every business demo registry
// has operations of several types in every state, for each commodity it has supplies of, each
// with a history that ends in its state; operazioni filters them by type and by the day they were
// opened, and refuses a date that is not a day or a range that runs backwards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATION_OUTCOMES } from '../src/data/business-operations.ts';
import { OPERATION_FLOW } from '../src/data/extras.ts';
import { DEMO_NOW, startDataApp, type DataApp } from './data-helpers.ts';

let app: DataApp;

beforeAll(async () => {
  app = await startDataApp();
});
afterAll(async () => {
  await app.close();
});

const BUSINESS = [
  { email: 'acme@demo.it', id: 200001 },
  { email: 'comune.verona@demo.it', id: 300001 },
  { email: 'asl.trento@demo.it', id: 400001 },
  { email: 'consorzio@demo.it', id: 500001 },
  { email: 'consorzio@demo.it', id: 500002 },
  { email: 'consorzio@demo.it', id: 500003 },
] as const;

interface Op {
  idoperazione: number;
  idanagrafica: number;
  codUtility: number;
  tipo: string;
  stato: string;
  dataApertura: string;
  dataUltimoAggiornamento: string;
  storico: Array<{ stato: string; data: string; nota: string | null }>;
}

async function operations(args: string, email: string) {
  const r = await app.gql<{ operazioni: { totalCount: number; nodes: Op[] } }>(
    `{ operazioni(${args}) { totalCount nodes { idoperazione idanagrafica codUtility tipo stato dataApertura dataUltimoAggiornamento storico { stato data nota } } } }`,
    {},
    email,
  );
  return r;
}

const STATES = [...OPERATION_FLOW, ...Object.values(OPERATION_OUTCOMES)];

describe('operations of the business customers', () => {
  it.each(BUSINESS)(
    '$email ($id): each commodity has operations of several types in every state, each history ending in its state',
    async ({ email, id }) => {
      for (const codUtility of ['Gas', 'Power'] as const) {
        const r = await operations(
          `idanagrafica: [${id}], codUtility: ${codUtility}, first: 100`,
          email,
        );
        expect(r.errors).toBeUndefined();
        const nodes = r.data.operazioni.nodes;
        expect(nodes.length).toBeGreaterThanOrEqual(8);
        expect(new Set(nodes.map((o) => o.stato))).toEqual(new Set(STATES));
        expect(new Set(nodes.map((o) => o.tipo)).size).toBeGreaterThanOrEqual(5);
        const today = new Date(DEMO_NOW).toISOString().slice(0, 10);
        for (const op of nodes) {
          expect(op.idanagrafica).toBe(id);
          expect(op.storico[0]?.stato).toBe('Trasmessa');
          expect(op.storico.at(-1)?.stato).toBe(op.stato);
          expect(op.dataApertura).toBe(op.storico[0]?.data);
          expect(op.dataUltimoAggiornamento).toBe(op.storico.at(-1)?.data);
          const dates = op.storico.map((s) => s.data);
          expect([...dates].sort()).toEqual(dates);
          expect(op.dataUltimoAggiornamento.slice(0, 10) <= today).toBe(true);
          for (const step of op.storico) expect(step.nota).toBeTruthy();
        }
      }
    },
  );

  it('a de-DE consortium member reads its operations in German, the states stay upstream’s codes', async () => {
    const r = await operations('idanagrafica: [500001], first: 100', 'consorzio@demo.it');
    const nodes = r.data.operazioni.nodes;
    expect(
      nodes.some((o) => o.tipo === 'Beendigung der Lieferung' || o.tipo === 'Umschreibung'),
    ).toBe(true);
    expect(nodes.flatMap((o) => o.storico.map((s) => s.nota)).join(' ')).not.toMatch(/Richiesta/);
    for (const op of nodes) expect(STATES).toContain(op.stato);
  });

  it('tipo and the opening days (both included) narrow the list; stato and tipo ignore case', async () => {
    const all = (await operations('idanagrafica: [200001], first: 100', 'acme@demo.it')).data
      .operazioni.nodes;
    const sample = all[3] as Op;
    const byType = await operations(
      `idanagrafica: [200001], tipo: "${sample.tipo.toUpperCase()}", stato: "${sample.stato.toLowerCase()}", first: 100`,
      'acme@demo.it',
    );
    expect(byType.data.operazioni.nodes.map((o) => o.idoperazione).sort()).toEqual(
      all
        .filter((o) => o.tipo === sample.tipo && o.stato === sample.stato)
        .map((o) => o.idoperazione)
        .sort(),
    );
    // A type in each language (a consortium's members speak Italian and German).
    const mixed = await operations(
      'idanagrafica: [500001, 500002], tipo: ["Voltura", "Umschreibung"], first: 100',
      'consorzio@demo.it',
    );
    const members = new Set(mixed.data.operazioni.nodes.map((o) => o.idanagrafica));
    expect(members).toEqual(new Set([500001, 500002]));
    for (const op of mixed.data.operazioni.nodes) {
      expect(['Voltura', 'Umschreibung']).toContain(op.tipo);
    }
    const day = sample.dataApertura.slice(0, 10);
    const onDay = await operations(
      `idanagrafica: [200001], dataAperturaDal: "${day}", dataAperturaAl: "${day}", first: 100`,
      'acme@demo.it',
    );
    expect(onDay.data.operazioni.nodes.map((o) => o.idoperazione)).toContain(sample.idoperazione);
    expect(onDay.data.operazioni.nodes.every((o) => o.dataApertura.startsWith(day))).toBe(true);
    const since = await operations(
      `idanagrafica: [200001], dataAperturaDal: "${day}", first: 100`,
      'acme@demo.it',
    );
    expect(since.data.operazioni.totalCount).toBe(
      all.filter((o) => o.dataApertura.slice(0, 10) >= day).length,
    );
  });

  it('refuses an opening day that is not a date, and a range that runs backwards', async () => {
    for (const [args, field] of [
      ['dataAperturaDal: "2026-02-30"', 'dataAperturaDal'],
      ['dataAperturaAl: "22/11/2026"', 'dataAperturaAl'],
      ['dataAperturaDal: "2026-11-02", dataAperturaAl: "2026-11-01"', 'dataAperturaDal'],
    ] as const) {
      const r = await operations(`idanagrafica: [200001], ${args}`, 'acme@demo.it');
      expect(r.errors?.[0]?.extensions).toMatchObject({ code: 'badRequest', field });
    }
  });
});
