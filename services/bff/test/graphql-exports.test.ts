// The invoice exports of the downloads page (§4 export job states, §7
// export-pdf): starting one by filter (the BFF resolves the session's matching invoices, up to the
// upstream limit, and says when the filter matched more) or by a selection (each id proved), the
// jobs' §4 code, key and tone with a faulted job's reason, and a start never repeated.
import { EXPORT_MAX_INVOICES } from '@portal/shared/constants';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startPortal, type RunningPortal } from './helpers.ts';
import { BY_FILTER, type Started } from './exports-support.ts';
import { codes, gql, ok, type GraphQLAnswer } from './graphql-support.ts';

let portal: RunningPortal;
let acme: string;
let consorzio: string;

beforeAll(async () => {
  portal = await startPortal({ sandbox: { exportStepSeconds: 0 } });
  acme = (await portal.signIn('acme@demo.it')).cookie;
  consorzio = (await portal.signIn('consorzio@demo.it')).cookie;
});
afterEach(async () => portal.sandbox.admin.clearFaults());
afterAll(async () => portal?.close());

const count = async (key: string) => (await portal.sandbox.admin.calls())[key] ?? 0;
const START = 'POST /api/invoices/export-pdf/start';

async function matching(cookie: string, filter: Record<string, unknown>): Promise<number> {
  return ok(
    await gql<{ invoices: { totalCount: number } }>(
      portal,
      cookie,
      'query Q($filter: InvoiceFilter) { invoices(filter: $filter) { totalCount } }',
      { filter },
    ),
  ).invoices.totalCount;
}

function reasonOf(answer: GraphQLAnswer<unknown>): unknown {
  return answer.errors?.[0]?.extensions?.reason;
}

describe('startInvoiceExportByFilter (§7 export-pdf start / start-detail)', () => {
  it('exports every invoice the filter selects when they fit, as the invoices list counts them', async () => {
    const filter = { utility: 'POWER', paymentStates: ['PAID'], issueDateFrom: '2025-01-01' };
    const expected = await matching(acme, filter);
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThanOrEqual(EXPORT_MAX_INVOICES);
    const { startInvoiceExportByFilter: started } = ok(
      await gql<Started>(portal, acme, BY_FILTER, { filter, detail: true }),
    );
    expect(started).toMatchObject({ matchedCount: expected, truncated: false });
    expect(started.job).toMatchObject({
      kind: 'detail',
      invoiceCount: expected,
      statusCode: 0,
      status: 'created',
      tone: 'orange',
      failureReason: null,
    });
    // Started and listed on the same clock (upstream's Rome time), so the job does not jump.
    const { exportJobs } = ok(
      await gql<{ exportJobs: Array<{ id: string; createdAt: string }> }>(
        portal,
        acme,
        '{ exportJobs { id createdAt } }',
      ),
    );
    const listed = exportJobs.find((j) => j.id === started.job.id);
    expect(
      Math.abs(Date.parse(listed!.createdAt) - Date.parse(started.job.createdAt)),
    ).toBeLessThanOrEqual(2000);
  });

  it('a pa exports the invoices under its convention only, as the invoices list counts them', async () => {
    const verona = (await portal.signIn('comune.verona@demo.it')).cookie;
    for (const utility of ['GAS', 'POWER']) {
      const all = await matching(verona, { utility });
      const filter = { utility, underConvention: true };
      const expected = await matching(verona, filter);
      expect(expected).toBeGreaterThan(0);
      expect(expected, utility).toBeLessThan(all);
      const { startInvoiceExportByFilter: started } = ok(
        await gql<Started>(portal, verona, BY_FILTER, { filter }),
      );
      expect(started, utility).toMatchObject({ matchedCount: expected, truncated: false });
      expect(started.job.invoiceCount, utility).toBe(expected);
    }
  });

  it('§1 a consortium exports its selected member registry, or all its members when asked', async () => {
    const selected = await matching(consorzio, {});
    const all = await matching(consorzio, { allRegistries: true });
    expect(all).toBeGreaterThan(selected);
    for (const [filter, expected] of [
      [{}, selected],
      [{ allRegistries: true }, all],
    ] as const) {
      const { startInvoiceExportByFilter: started } = ok(
        await gql<Started>(portal, consorzio, BY_FILTER, { filter }),
      );
      expect(started.matchedCount).toBe(expected);
      expect(started.job.invoiceCount).toBe(Math.min(expected, EXPORT_MAX_INVOICES));
    }
  });

  it('a filter that selects nothing is BAD_USER_INPUT noInvoices, and nothing is started', async () => {
    const before = await count(START);
    const answer = await gql(portal, acme, BY_FILTER, {
      filter: { issueDateFrom: '1990-01-01', issueDateTo: '1990-01-31' },
    });
    expect(codes(answer)).toEqual(['BAD_USER_INPUT']);
    expect(reasonOf(answer)).toBe('noInvoices');
    expect(await count(START)).toBe(before);
  });

  it('refuses a document number and a bad period with the field named', async () => {
    const doc = await gql(portal, acme, BY_FILTER, { filter: { documentNumber: 'FT1' } });
    expect(doc.errors?.[0]?.extensions?.field).toBe('filter.documentNumber');
    const period = await gql(portal, acme, BY_FILTER, {
      filter: { issueDateFrom: '2025-02-30' },
    });
    expect(codes(period)).toEqual(['BAD_USER_INPUT']);
    expect(period.errors?.[0]?.extensions?.field).toBe('issueDateFrom');
  });

  it('§7 the start is never repeated: a 503 upstream fails the mutation after one call', async () => {
    await portal.sandbox.admin.addFault({
      method: 'POST',
      path: '^/api/invoices/export-pdf/start$',
      status: 503,
      times: 1,
    });
    const before = await count(START);
    const answer = await gql(portal, acme, BY_FILTER, { filter: { paymentStates: ['TO_PAY'] } });
    expect(codes(answer)).toEqual(['UPSTREAM_UNAVAILABLE']);
    expect(await count(START)).toBe(before + 1);
  });
});

describe('startInvoiceExport by selection', () => {
  it('more than 100 ids is BAD_USER_INPUT tooManyInvoices on invoiceIds', async () => {
    const answer = await gql(
      portal,
      acme,
      'mutation E($ids: [ID!]!) { startInvoiceExport(invoiceIds: $ids) { id } }',
      { ids: Array.from({ length: 101 }, (_, i) => String(i + 1)) },
    );
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'invoiceIds',
      reason: 'tooManyInvoices',
    });
  });
});

describe('exportJobs (§4 export job states)', () => {
  it('a faulted job (7, red) says why; a finished one (5, green) is downloadable and has no reason', async () => {
    const { invoices } = ok(
      await gql<{ invoices: { nodes: Array<{ id: string }> } }>(
        portal,
        acme,
        '{ invoices(first: 4) { nodes { id } } }',
      ),
    );
    // The fault API faults the first of four jobs, and only that one. Four different exports: the
    // same one asked for again would answer its first job.
    await portal.sandbox.admin.addFault({
      method: 'POST',
      path: '^/api/invoices/export-pdf/start',
      times: 1,
      exportJob: 'timeout',
    });
    for (let n = 0; n < 4; n++) {
      ok(
        await gql(
          portal,
          acme,
          'mutation E($ids: [ID!]!) { startInvoiceExport(invoiceIds: $ids) { id } }',
          { ids: [invoices.nodes[n]!.id] },
        ),
      );
    }
    const { exportJobs } = ok(
      await gql<{
        exportJobs: Array<{
          statusCode: number;
          status: string;
          tone: string;
          ready: boolean;
          failureReason: string | null;
        }>;
      }>(portal, acme, '{ exportJobs { statusCode status tone ready failureReason } }'),
    );
    const faulted = exportJobs.filter((j) => j.statusCode === 7);
    expect(faulted).toHaveLength(1);
    for (const job of faulted) {
      expect(job).toMatchObject({ status: 'faulted', tone: 'red', ready: false });
      expect(job.failureReason).toBe('TIMEOUT');
    }
    const done = exportJobs.filter((j) => j.statusCode === 5);
    expect(done.length).toBeGreaterThanOrEqual(3);
    for (const job of done)
      expect(job).toMatchObject({
        status: 'ranToCompletion',
        tone: 'green',
        ready: true,
        failureReason: null,
      });
  });
});
