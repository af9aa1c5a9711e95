import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfOf, pdfPages, startDataApp, type DataApp } from './data-helpers.ts';

let app: DataApp;
type Job = {
  idJob: number;
  tipo: string;
  status: number;
  createdAt: string;
  updatedAt: string;
  numeroFatture: number;
  codiceErrore: string | null;
  messaggioErrore: string | null;
};

beforeAll(async () => {
  app = await startDataApp({ exportStepSeconds: 10 });
});
afterAll(async () => {
  await app.close();
});

async function ownInvoiceIds(count: number, email = 'mario.rossi@demo.it'): Promise<number[]> {
  const r = await app.json<{ invoices: Array<{ idfattura: number }> }>('/api/invoices/browse', {
    body: {},
    email,
  });
  return r.body.invoices.slice(0, count).map((i) => i.idfattura);
}

async function jobs(email = 'mario.rossi@demo.it'): Promise<Job[]> {
  return (await app.json<{ jobs: Job[] }>('/api/invoices/export-pdf/list', { email })).body.jobs;
}

describe('§4 PDF export jobs', () => {
  it('§4 a job moves 0 → 1 → 2 → 3 → 4 → 5 every exportStepSeconds; download is 409 jobNotReady until 5, then a multi-invoice PDF', async () => {
    const ids = await ownInvoiceIds(3);
    const start = await app.json<{ idJob: number; status: number }>(
      '/api/invoices/export-pdf/start',
      { body: { idfatture: ids } },
    );
    expect(start.status).toBe(200);
    expect(start.body.status).toBe(0);
    const idJob = start.body.idJob;
    const seen: number[] = [];
    for (let step = 0; step <= 5; step++) {
      const job = (await jobs()).find((j) => j.idJob === idJob);
      seen.push(job?.status ?? -1);
      if (step < 5) {
        const early = await app.json<{ error: string }>(
          `/api/invoices/export-pdf/download?idJob=${idJob}`,
        );
        expect(early.status).toBe(409);
        expect(early.body.error).toBe('jobNotReady');
      }
      app.clock.now += 10_000;
    }
    expect(seen).toEqual([0, 1, 2, 3, 4, 5]);
    const listed = (await jobs()).find((j) => j.idJob === idJob);
    expect(listed).toMatchObject({ tipo: 'list', numeroFatture: 3 });
    expect(listed?.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    const pdf = await app.call(`/api/invoices/export-pdf/download?idJob=${idJob}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toBe(
      `attachment; filename="esportazione-${idJob}.pdf"`,
    );
    expect(pdfPages(await pdfOf(pdf))).toBe(3);
  });

  it('§4 no job faults unless the fault API says so; start-detail makes a detail job', async () => {
    const ids = await ownInvoiceIds(2);
    const created: number[] = [];
    for (let n = 0; n < 8; n++) {
      const path =
        n % 2 ? '/api/invoices/export-pdf/start-detail' : '/api/invoices/export-pdf/start';
      created.push(
        (await app.json<{ idJob: number }>(path, { body: { idfatture: ids } })).body.idJob,
      );
    }
    app.clock.now += 120_000;
    const mine = (await jobs()).filter((j) => created.includes(j.idJob));
    expect(mine.map((j) => [j.status, j.codiceErrore, j.messaggioErrore])).toEqual(
      created.map(() => [5, null, null]),
    );
    expect(mine.filter((j) => j.tipo === 'detail')).toHaveLength(4);
  });

  it('§4 a job the fault API faults ends faulted (7), says why and never becomes downloadable', async () => {
    const ids = await ownInvoiceIds(2);
    app.faults.add({
      method: 'POST',
      path: '^/api/invoices/export-pdf/start',
      times: 1,
      exportJob: 'documentUnavailable',
    });
    const start = () =>
      app.json<{ idJob: number }>('/api/invoices/export-pdf/start', { body: { idfatture: ids } });
    const faultedId = (await start()).body.idJob;
    const nextId = (await start()).body.idJob;
    app.clock.now += 120_000;
    const list = await jobs();
    expect(list.find((j) => j.idJob === faultedId)).toMatchObject({
      status: 7,
      codiceErrore: 'documentUnavailable',
      messaggioErrore: 'Il PDF di una delle fatture non è disponibile',
    });
    // The fault was used once: the next job runs to completion, without a reason.
    expect(list.find((j) => j.idJob === nextId)).toMatchObject({
      status: 5,
      codiceErrore: null,
      messaggioErrore: null,
    });
    const download = await app.json<{ error: string; status: number }>(
      `/api/invoices/export-pdf/download?idJob=${faultedId}`,
    );
    expect(download.status).toBe(409);
    expect(download.body).toMatchObject({ error: 'jobNotReady', status: 7 });
  });

  it('upstream contract: jobs are per customer; foreign invoices or jobs are 404; bad input is 400 naming the field', async () => {
    const foreignInvoice = (await ownInvoiceIds(1, 'acme@demo.it'))[0];
    expect(
      (await app.json('/api/invoices/export-pdf/start', { body: { idfatture: [foreignInvoice] } }))
        .status,
    ).toBe(404);
    const mine = (await jobs())[0]?.idJob;
    expect((await jobs('anna.huber@demo.it')).length).toBe(0);
    expect(
      (
        await app.json(`/api/invoices/export-pdf/download?idJob=${mine}`, {
          email: 'anna.huber@demo.it',
        })
      ).status,
    ).toBe(404);
    const cases: Array<[string, unknown, string]> = [
      ['/api/invoices/export-pdf/start', {}, 'idfatture'],
      ['/api/invoices/export-pdf/start', { idfatture: [] }, 'idfatture'],
      ['/api/invoices/export-pdf/start-detail', { idfatture: ['x'] }, 'idfatture'],
      [
        '/api/invoices/export-pdf/start-detail',
        { idfatture: Array.from({ length: 501 }, (_, i) => i + 1) },
        'idfatture',
      ],
    ];
    for (const [path, body, field] of cases) {
      const r = await app.json<{ error: string; message: string }>(path, { body });
      expect(r.status).toBe(400);
      expect(r.body.message).toContain(field);
    }
    const bad = await app.json<{ message: string }>('/api/invoices/export-pdf/download?idJob=abc');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('idJob');
    expect((await app.json('/api/invoices/export-pdf/list', { email: null })).status).toBe(401);
  });
});
