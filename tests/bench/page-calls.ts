// Upstream calls per page view (§7): one view of each page kind of each segment, counted at the
// sandbox. A sandbox and a BFF run in this process (as the BFF's tests start them); each segment's
// demo customer signs in once through the identity provider and opens its pages in turn, each page
// sending what the web client sent on its first load in a browser (page-views.json, recorded by
// page-views-record.ts): the document, then its API requests together, as the page fires them.
// The sandbox's counts are reset before each view; sign-in, the identity provider and the
// sandbox's administration are not counted. Prints the table page kind × segment → calls, the mean
// and the views above the limit; exits 1 with --assert when a target is missed.
//
// With --cold each view is the first of a new session (nothing kept from the pages before it).
//
//   pnpm --filter @portal/tests bench:calls [--cold] [--assert] [--json=<file>]
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { SEGMENTS, type Segment } from '@portal/shared/segment';
import { startPortal } from '../../services/bff/test/helpers.ts';
import { BENCH_DATA_NOW, SEGMENT_ACCOUNTS, type PageView } from './page-views.ts';

/** §7 budget of a page view: at most this many upstream calls, and this many on average. */
export const TARGETS = { maxPerView: 4, meanPerView: 3 };

const { values: args } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    assert: { type: 'boolean', default: false },
    json: { type: 'string' },
    cold: { type: 'boolean', default: false },
  },
});

const views = JSON.parse(
  readFileSync(fileURLToPath(new URL('./page-views.json', import.meta.url)), 'utf8'),
) as PageView[];
const webDist = fileURLToPath(new URL('../../services/web/dist/', import.meta.url));

/** Upstream calls counted by the sandbox, without its identity provider and administration. */
function upstreamCalls(calls: Record<string, number>): number {
  return Object.entries(calls)
    .filter(([key]) => !/ \/(oidc|__sandbox)\b/.test(key))
    .reduce((sum, [, n]) => sum + n, 0);
}

// A page's HTML document carries the session (routes/spa.ts), which reads upstream: without the
// built client the documents are not served and that read is not counted.
if (!existsSync(`${webDist}index.html`))
  process.stderr.write('services/web/dist is missing: the documents are not counted; build it\n');

const portal = await startPortal({
  env: existsSync(`${webDist}index.html`) ? { WEB_DIST: webDist } : {},
  sandbox: { dataNow: Date.parse(BENCH_DATA_NOW) },
});

// With BENCH_CALLS_DETAIL, the data-service operations of each view by name (the sandbox counts
// them by path only).
const operations = new Map<string, number>();
if (process.env.BENCH_CALLS_DETAIL) {
  const upstream = portal.app.upstream;
  const graphql = upstream.graphql.bind(upstream);
  upstream.graphql = (ctx, op) => {
    const name = op.operationName ?? '(unnamed)';
    operations.set(name, (operations.get(name) ?? 0) + 1);
    return graphql(ctx, op);
  };
}

interface Counted extends PageView {
  calls: number;
  byPath: Record<string, number>;
}

const counted: Counted[] = [];
try {
  for (const segment of SEGMENTS) {
    const signIn = async () => {
      const { cookie } = await portal.signIn(SEGMENT_ACCOUNTS[segment]);
      if (!cookie) throw new Error(`${SEGMENT_ACCOUNTS[segment]} did not sign in`);
      return cookie;
    };
    let cookie = await signIn();
    for (const view of views.filter((v) => v.segment === segment)) {
      // --cold: each view the first of a new session, nothing kept from the pages before it.
      if (args.cold) cookie = await signIn();
      await portal.sandbox.admin.resetCalls();
      operations.clear();
      const send = async (request: PageView['requests'][number]) => {
        const answer = await portal.api(cookie, request.path, {
          method: request.method,
          ...(request.body === undefined ? {} : { body: request.body }),
        });
        await answer.arrayBuffer();
        if (answer.status >= 400 && !request.document)
          throw new Error(
            `${view.path}: ${request.method} ${request.path} answered ${answer.status}`,
          );
      };
      const [documents, api] = [
        view.requests.filter((r) => r.document),
        view.requests.filter((r) => !r.document),
      ];
      for (const request of documents) await send(request);
      await Promise.all(api.map(send));
      const byPath = Object.fromEntries(
        Object.entries(await portal.sandbox.admin.calls()).filter(
          ([key]) => !/ \/(oidc|__sandbox)\b/.test(key),
        ),
      );
      counted.push({
        ...view,
        calls: upstreamCalls(byPath),
        byPath: { ...byPath, ...Object.fromEntries(operations) },
      });
    }
  }
} finally {
  await portal.close();
}

const kinds = [...new Set(counted.map((v) => v.kind))];
const cell = (kind: string, segment: Segment) => {
  const found = counted.find((v) => v.kind === kind && v.segment === segment);
  return found ? String(found.calls) : '—';
};
const head = ['page kind', ...SEGMENTS];
const rows = kinds.map((kind) => [kind, ...SEGMENTS.map((segment) => cell(kind, segment))]);
const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]?.length ?? 0)));
const line = (cells: string[]) =>
  `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join(' | ')} |`;
const total = counted.reduce((sum, v) => sum + v.calls, 0);
const mean = total / Math.max(1, counted.length);
const above = counted.filter((v) => v.calls > TARGETS.maxPerView);
const out = [
  `Upstream calls per page view, counted at the sandbox (${counted.length} views` +
    `${args.cold ? ', each the first of its session' : ', one session per segment'}; ` +
    `load ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')} on ${cpus().length} cores)`,
  '',
  line(head),
  `| ${widths.map((w, i) => (i === 0 ? '-'.repeat(w) : `${'-'.repeat(w - 1)}:`)).join(' | ')} |`,
  ...rows.map(line),
  '',
  `Mean: ${mean.toFixed(2)} (${total} calls for ${counted.length} views; target ≤ ${TARGETS.meanPerView})`,
  `Views above ${TARGETS.maxPerView}: ${above.length}${above.length ? ` — ${above.map((v) => `${v.segment} ${v.kind} ${v.calls}`).join(', ')}` : ''}`,
];
process.stdout.write(`${out.join('\n')}\n`);
if (process.env.BENCH_CALLS_DETAIL) {
  for (const view of counted)
    process.stdout.write(
      `${view.segment} ${view.kind} ${view.calls} ${JSON.stringify(view.byPath)}\n`,
    );
}
if (args.json)
  writeFileSync(
    args.json,
    JSON.stringify(
      counted.map(({ segment, kind, path, calls, byPath }) => ({
        segment,
        kind,
        path,
        calls,
        byPath,
      })),
      null,
      2,
    ),
  );
const met = mean <= TARGETS.meanPerView && above.length === 0;
process.stdout.write(
  `Targets (≤ ${TARGETS.maxPerView} per view, ≤ ${TARGETS.meanPerView} on average): ${met ? 'met' : 'not met'}\n`,
);
if (args.assert && !met) process.exitCode = 1;
