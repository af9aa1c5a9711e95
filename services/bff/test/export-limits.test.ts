// The limits on invoice PDF exports (docs/api.md "Invoice exports"): each start puts up to 500
// PDFs on the supplier's export service, so one request starts at most one export, a customer
// has a few jobs not yet finished and so many starts an hour, the same export asked for again
// answers the job it started, and the job list is read a page at a time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortal, type RunningPortal } from './helpers.ts';
import { gql, ok, type GraphQLAnswer } from './graphql-support.ts';

const START = 'POST /api/invoices/export-pdf/start';
const BY_IDS =
  'mutation E($ids: [ID!]!) { startInvoiceExport(invoiceIds: $ids) { id statusCode } }';

interface StartedJob {
  startInvoiceExport: { id: string; statusCode: number };
}

function errorOf(answer: GraphQLAnswer<unknown>): Record<string, unknown> | undefined {
  return answer.errors?.[0]?.extensions;
}

async function invoiceIds(portal: RunningPortal, cookie: string, first: number) {
  const { invoices } = ok(
    await gql<{ invoices: { nodes: Array<{ id: string }> } }>(
      portal,
      cookie,
      `{ invoices(first: ${first}) { nodes { id } } }`,
    ),
  );
  expect(invoices.nodes.length).toBe(first);
  return invoices.nodes.map((n) => n.id);
}

describe('export jobs that stay open (the supplier takes its time)', () => {
  let portal: RunningPortal;
  let acme: string;
  const starts = async () => (await portal.sandbox.admin.calls())[START] ?? 0;

  beforeAll(async () => {
    portal = await startPortal({
      sandbox: { exportStepSeconds: 3600 },
      env: { EXPORT_OPEN_JOBS_MAX: '3' },
    });
    acme = (await portal.signIn('acme@demo.it')).cookie;
  });
  afterAll(async () => portal?.close());

  it('one request starts at most one export: ten aliased starts are refused, none started', async () => {
    await portal.sandbox.admin.resetCalls();
    const filter = '{ utility: POWER }';
    const aliased = Array.from(
      { length: 10 },
      (_, n) => `e${n}: startInvoiceExportByFilter(filter: ${filter}) { job { id } }`,
    ).join('\n');
    const flood = await gql(portal, acme, `mutation { ${aliased} }`);
    expect(flood.status).toBe(400);
    expect(errorOf(flood)).toMatchObject({
      code: 'BAD_USER_INPUT',
      limit: 'oncePerRequest',
      max: 1,
    });
    // Two different export fields, or one hidden in a fragment on the mutation type, likewise.
    const mixed = await gql(
      portal,
      acme,
      `mutation { a: startInvoiceExport(invoiceIds: ["1"]) { id } ...F }
       fragment F on Mutation { b: startInvoiceExportByFilter(filter: ${filter}) { job { id } } }`,
    );
    expect(errorOf(mixed)).toMatchObject({ code: 'BAD_USER_INPUT', limit: 'oncePerRequest' });
    expect(await starts()).toBe(0);
  });

  it('a customer has at most EXPORT_OPEN_JOBS_MAX open jobs, even when the starts come at once', async () => {
    await portal.sandbox.admin.resetCalls();
    const ids = await invoiceIds(portal, acme, 6);
    const answers = await Promise.all(
      ids.map((id) => gql<StartedJob>(portal, acme, BY_IDS, { ids: [id] })),
    );
    const started = answers.filter((a) => a.data?.startInvoiceExport);
    const refused = answers.filter((a) => a.errors);
    expect(started).toHaveLength(3);
    expect(refused).toHaveLength(3);
    for (const answer of refused)
      expect(errorOf(answer)).toMatchObject({
        code: 'RATE_LIMITED',
        reason: 'tooManyOpenExports',
        max: 3,
      });
    expect(await starts()).toBe(3);
  });

  it('the same export asked for again within minutes answers the job it started', async () => {
    const mario = (await portal.signIn('mario.rossi@demo.it')).cookie;
    await portal.sandbox.admin.resetCalls();
    const [first, second] = await invoiceIds(portal, mario, 2);
    const once = ok(await gql<StartedJob>(portal, mario, BY_IDS, { ids: [first, second] }));
    // The same invoices in another order are the same export.
    const again = ok(await gql<StartedJob>(portal, mario, BY_IDS, { ids: [second, first] }));
    expect(again.startInvoiceExport).toEqual(once.startInvoiceExport);
    expect(await starts()).toBe(1);
    // Their detail copies are another export.
    const detail = ok(
      await gql<{ startInvoiceExport: { id: string } }>(
        portal,
        mario,
        'mutation E($ids: [ID!]!) { startInvoiceExport(invoiceIds: $ids, detail: true) { id } }',
        { ids: [first, second] },
      ),
    );
    expect(detail.startInvoiceExport.id).not.toBe(once.startInvoiceExport.id);
  });

  it('the job list is read a page at a time, the newest first', async () => {
    const list = async (args: string) =>
      ok(
        await gql<{ exportJobs: Array<{ id: string }> }>(
          portal,
          acme,
          `{ exportJobs${args} { id } }`,
        ),
      ).exportJobs.map((j) => j.id);
    const all = await list('');
    expect(all.length).toBeGreaterThanOrEqual(3);
    expect(await list('(first: 2, offset: 1)')).toEqual(all.slice(1, 3));
    const tooMany = await gql(portal, acme, '{ exportJobs(first: 101) { id } }');
    expect(errorOf(tooMany)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'first' });
  });
});

describe('export starts an hour (the jobs finish at once)', () => {
  let portal: RunningPortal;

  beforeAll(async () => {
    portal = await startPortal({
      sandbox: { exportStepSeconds: 0 },
      env: { EXPORT_STARTS_PER_HOUR: '3' },
    });
  });
  afterAll(async () => portal?.close());

  it('a customer starts at most EXPORT_STARTS_PER_HOUR exports; a repeat is not a start, another customer is not limited', async () => {
    const acme = (await portal.signIn('acme@demo.it')).cookie;
    const ids = await invoiceIds(portal, acme, 4);
    const jobs = [];
    for (const id of ids.slice(0, 3))
      jobs.push(ok(await gql<StartedJob>(portal, acme, BY_IDS, { ids: [id] })));
    const over = await gql(portal, acme, BY_IDS, { ids: [ids[3]] });
    expect(errorOf(over)).toMatchObject({
      code: 'RATE_LIMITED',
      reason: 'tooManyExportStarts',
      max: 3,
    });
    expect(errorOf(over)?.retryAfterSeconds).toBeGreaterThan(0);
    // The same export as the first (finished by now) still answers its job.
    const repeat = ok(await gql<StartedJob>(portal, acme, BY_IDS, { ids: [ids[0]] }));
    expect(repeat.startInvoiceExport.id).toBe(jobs[0]?.startInvoiceExport.id);
    const mario = (await portal.signIn('mario.rossi@demo.it')).cookie;
    const [own] = await invoiceIds(portal, mario, 1);
    ok(await gql<StartedJob>(portal, mario, BY_IDS, { ids: [own] }));
  });
});
