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

  it('§4 every fourth job ends faulted (7) and never becomes downloadable; start-detail makes a detail job', async () => {
    const ids = await ownInvoiceIds(2);
    const created: number[] = [];
    for (let n = 0; n < 4; n++) {
      const path =
        n % 2 ? '/api/invoices/export-pdf/start-detail' : '/api/invoices/export-pdf/start';
      created.push(
        (await app.json<{ idJob: number }>(path, { body: { idfatture: ids } })).body.idJob,
      );
    }
    app.clock.now += 120_000;
    const list = await jobs();
    const faulted = list.filter((j) => created.includes(j.idJob) && j.status === 7);
    expect(faulted.map((j) => j.idJob % 4)).toEqual([0]);
    // A faulted job says why; the others carry no reason.
    expect(faulted[0]?.codiceErrore).toMatch(/^(timeout|documentUnavailable)$/);
    expect(faulted[0]?.messaggioErrore).toMatch(/\S/);
    for (const job of list.filter((j) => created.includes(j.idJob) && j.status !== 7))
      expect(job).toMatchObject({ codiceErrore: null, messaggioErrore: null });
    expect(list.filter((j) => created.includes(j.idJob) && j.tipo === 'detail')).toHaveLength(2);
    const download = await app.json<{ error: string; status: number }>(
      `/api/invoices/export-pdf/download?idJob=${faulted[0]?.idJob}`,
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
