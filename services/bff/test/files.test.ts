// GET /api/files/invoices/:id and /api/files/exports/:jobId (docs/api.md "Files"):
// the upstream PDF streamed with its type, length and a file name, after the id is authorised.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortal, type RunningPortal } from './helpers.ts';
import { gql, ok } from './graphql-support.ts';

let portal: RunningPortal;
let mario: string;
let invoices: Array<{ id: string; documentNumber: string; hasPdf: boolean; hasDetailPdf: boolean }>;

beforeAll(async () => {
  portal = await startPortal({ sandbox: { exportStepSeconds: 0 } });
  mario = (await portal.signIn('mario.rossi@demo.it')).cookie;
  invoices = ok(
    await gql<{ invoices: { nodes: typeof invoices } }>(
      portal,
      mario,
      '{ invoices(first: 50) { nodes { id documentNumber hasPdf hasDetailPdf } } }',
    ),
  ).invoices.nodes;
});
afterAll(async () => portal?.close());

async function download(path: string) {
  const response = await portal.api(mario, path);
  const body = Buffer.from(await response.arrayBuffer());
  return { response, body };
}

describe('invoice PDFs (§7 fattura/pdf and fattura/apccb/pdf)', () => {
  it('streams the PDF with its type, length and the document number as file name', async () => {
    const invoice = invoices.find((i) => i.hasPdf)!;
    const { response, body } = await download(`/api/files/invoices/${invoice.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/pdf/);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="${invoice.documentNumber.replace(/\//g, '_')}.pdf"`,
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    const length = response.headers.get('content-length');
    if (length !== null) expect(Number(length)).toBe(body.length);
  });

  it('?variant=detail streams the detail PDF, and is 404 when the invoice has none', async () => {
    const withDetail = invoices.find((i) => i.hasDetailPdf)!;
    const { response, body } = await download(
      `/api/files/invoices/${withDetail.id}?variant=detail`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('-dettaglio.pdf"');
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    const withoutDetail = invoices.find((i) => !i.hasDetailPdf)!;
    const missing = await portal.api(
      mario,
      `/api/files/invoices/${withoutDetail.id}?variant=detail`,
    );
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'NOT_FOUND' });
  });

  it('malformed ids and unknown variants are 400, unknown ids 404, before any download', async () => {
    await portal.sandbox.admin.resetCalls();
    for (const path of [
      '/api/files/invoices/abc',
      '/api/files/invoices/0',
      '/api/files/invoices/99999999999',
      `/api/files/invoices/${invoices[0]!.id}?variant=full`,
    ]) {
      expect((await portal.api(mario, path)).status, path).toBe(400);
    }
    expect((await portal.api(mario, '/api/files/invoices/123456789')).status).toBe(404);
    const calls = await portal.sandbox.admin.calls();
    expect(calls['GET /api/fattura/pdf'] ?? 0).toBe(0);
  });

  it('a second download of the same invoice skips the ownership lookup (per-session cache)', async () => {
    const invoice = invoices.find((i) => i.hasPdf)!;
    await download(`/api/files/invoices/${invoice.id}`);
    await portal.sandbox.admin.resetCalls();
    const { response } = await download(`/api/files/invoices/${invoice.id}`);
    expect(response.status).toBe(200);
    const calls = await portal.sandbox.admin.calls();
    expect(calls['GET /api/invoices/get-invoice'] ?? 0).toBe(0);
    expect(calls['GET /api/fattura/pdf']).toBe(1);
  });
});

describe('export PDFs (§7 export-pdf/download, §4 job states)', () => {
  const START = 'mutation E($ids: [ID!]!) { startInvoiceExport(invoiceIds: $ids) { id } }';

  it('streams a completed export and answers 409 for a job that did not complete', async () => {
    // Four different exports (the same one asked for again would answer its first job); the
    // sandbox's fault API faults the first.
    await portal.sandbox.admin.addFault({
      method: 'POST',
      path: '^/api/invoices/export-pdf/start',
      times: 1,
      exportJob: 'documentUnavailable',
    });
    const jobs: string[] = [];
    for (let i = 0; i < 4; i++) {
      const ids = [invoices[i]!.id];
      jobs.push(
        ok(await gql<{ startInvoiceExport: { id: string } }>(portal, mario, START, { ids }))
          .startInvoiceExport.id,
      );
    }
    const { exportJobs } = ok(
      await gql<{
        exportJobs: Array<{
          id: string;
          statusCode: number;
          ready: boolean;
          downloadUrl: string | null;
        }>;
      }>(portal, mario, '{ exportJobs { id statusCode ready downloadUrl } }'),
    );
    const ready = exportJobs.find((j) => j.ready)!;
    const failed = exportJobs.find((j) => !j.ready)!;
    expect(ready.downloadUrl).toBe(`/api/files/exports/${ready.id}`);
    const { response, body } = await download(ready.downloadUrl!);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/pdf/);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="fatture-${ready.id}.pdf"`,
    );
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(failed.statusCode).toBe(7);
    const notReady = await portal.api(mario, `/api/files/exports/${failed.id}`);
    expect(notReady.status).toBe(409);
    expect(await notReady.json()).toEqual({ error: 'CONFLICT', reason: 'jobNotReady' });
  });

  it('an unknown or malformed job id is 404 or 400', async () => {
    expect((await portal.api(mario, '/api/files/exports/424242')).status).toBe(404);
    expect((await portal.api(mario, '/api/files/exports/..%2F..%2Fetc')).status).toBe(400);
  });
});
