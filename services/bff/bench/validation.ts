// `pnpm --filter @portal/bff bench:validation` (tsx bench/validation.ts): the CPU time the BFF
// spends on one POST /api/graphql whose document is built to be expensive — nested fragments, many
// aliases, same-named fields, deep nesting, many fragments, variables, directives, arguments, JSON
// in place of GraphQL — at sizes up to the largest the 64 KB body limit allows, and whether the
// document was accepted or refused. Every request goes through app.inject on the built app with a
// signed-in session and a document text it has not seen (mercurius caches documents by text), so
// each pays for parsing, the document limits and validation. Upstream is gone by then: an accepted
// document's calls fail at once, and the figure is the BFF's own work. Figures: docs/benchmarks.md.
import type { AddressInfo } from 'node:net';
import { freePort, idpSignIn, startSandbox } from '@portal/sandbox/testing';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { DOCUMENT_LIMITS, documentLimitError } from '../src/graphql/document-limits.ts';
import { graphql } from '../src/graphql/graphql-runtime.ts';
import { schema as sdl } from '../src/api/schema.ts';

/** app.ts: request bodies are at most 64 KB. */
const BODY_LIMIT = 64 * 1024;
/** The CPU a refused (or accepted) document may cost one request. */
const TARGET_MS = 50;
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const schema = graphql.buildSchema(sdl);

interface Family {
  name: string;
  /** The document for size n (n ≥ 1); sizes double from `from` up to the largest that fits. */
  build: (n: number) => string;
  from: number;
}

const range = (n: number, item: (i: number) => string, sep = ' ') =>
  Array.from({ length: n }, (_, i) => item(i)).join(sep);

const FAMILIES: Family[] = [
  {
    name: "a page's document (invoices list)",
    build: () =>
      'query Invoices($offset: Int) { invoices(first: 10, offset: $offset, sort: ISSUE_DATE_DESC) { totalCount totalAmount totalToPay nodes { id documentNumber issueDate dueDate paymentDate amount amountToPay paid utility hasPdf } } }',
    from: 1,
  },
  {
    name: 'nested fragments, each spreading the one before twice (levels)',
    build: (n) =>
      `query { supplies { nodes { ...F${n} } } } fragment F0 on Supply { id } ${range(n, (i) => `fragment F${i + 1} on Supply { ...F${i} ...F${i} }`)}`,
    from: 4,
  },
  {
    name: 'aliases of one field',
    build: (n) => `{${range(n, (i) => `a${i}:registry{id}`)}}`,
    from: 8,
  },
  { name: 'same-named fields', build: (n) => `{${range(n, () => 'registry{id}')}}`, from: 8 },
  {
    name: 'same-named fields in a list',
    build: (n) => `{ supplies { nodes {${range(n, () => 'id')}} } }`,
    from: 8,
  },
  { name: 'deep nesting, unclosed {a{a{a… (levels)', build: (n) => `{${'a{'.repeat(n)}`, from: 8 },
  {
    name: 'deep nesting, closed (levels)',
    build: (n) => `{${'a{'.repeat(n)}b${'}'.repeat(n + 1)}`,
    from: 8,
  },
  {
    name: 'deep nesting of inline fragments (levels)',
    build: (n) => `{${'...{'.repeat(n)}__typename${'}'.repeat(n + 1)}`,
    from: 8,
  },
  {
    name: 'many fragments, each spread once',
    build: (n) =>
      `{ supplies { nodes { ${range(n, (i) => `...F${i}`)} } } } ${range(n, (i) => `fragment F${i} on Supply { id }`)}`,
    from: 8,
  },
  {
    name: 'many fragments spreading one fragment',
    build: (n) =>
      `{ supplies { nodes { ...F ${range(n, (i) => `...G${i}`)} } } } fragment F on Supply { id } ${range(n, (i) => `fragment G${i} on Supply { ...F }`)}`,
    from: 8,
  },
  {
    name: 'many variables',
    build: (n) => `query Q(${range(n, (i) => `$v${i}: Int`)}) { __typename }`,
    from: 8,
  },
  {
    name: 'many directives on one field',
    build: (n) => `{ __typename${' @skip(if: false)'.repeat(n)} }`,
    from: 8,
  },
  {
    name: 'many arguments on one field',
    build: (n) => `{ invoices(${range(n, () => 'first: 1')}) { totalCount } }`,
    from: 8,
  },
  {
    name: 'JSON "document" (aliases, as parsed)',
    build: (n) =>
      JSON.stringify(
        graphql.parse(`{${range(n, (i) => `a${i}:registry{id}`)}}`, { noLocation: true }),
      ),
    from: 1,
  },
  {
    name: 'JSON nested arrays (levels)',
    build: (n) => `${'['.repeat(n)}${']'.repeat(n)}`,
    from: 8,
  },
];

const bodyOf = (query: string) => JSON.stringify({ query });
/** Whether the body fits the limit, with the few bytes `unseen` adds. */
const fits = (query: string) => Buffer.byteLength(bodyOf(unseen(query, 999_999))) <= BODY_LIMIT;

/** Whether the document passes the limits checked before validation (the dearest accepted ones). */
function withinLimits(query: string): boolean {
  try {
    const document = graphql.parse(query, { maxTokens: DOCUMENT_LIMITS.maxTokens });
    return documentLimitError(schema, document) === null;
  } catch {
    return false;
  }
}

/** The largest n in [low, high) for which `ok` holds, given that it holds at low and not at high. */
function largest(low: number, high: number, ok: (n: number) => boolean): number {
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (ok(mid)) low = mid;
    else high = mid;
  }
  return low;
}

/**
 * Doubling sizes from `from`; the largest size within the document limits, where validation
 * has the most to do; and the largest size whose body fits the body limit.
 */
function sizes(family: Family): number[] {
  if (family.build(family.from) === family.build(family.from + 1)) return [family.from];
  const out: number[] = [];
  let n = family.from;
  while (fits(family.build(n))) {
    out.push(n);
    n *= 2;
  }
  const last = out.at(-1);
  if (last === undefined) return out;
  const accepted = out.filter((size) => withinLimits(family.build(size))).at(-1);
  if (accepted !== undefined) {
    const next = out.find((size) => size > accepted) ?? n;
    out.push(
      largest(
        accepted,
        next,
        (size) => fits(family.build(size)) && withinLimits(family.build(size)),
      ),
    );
  }
  out.push(largest(last, n, (size) => fits(family.build(size))));
  return [...new Set(out)].sort((x, y) => x - y);
}

/**
 * A text mercurius has not seen (it caches valid and invalid documents by text) with the same
 * tokens: a comment after GraphQL, JSON whitespace (the counter in base 4) before JSON.
 */
let texts = 0;
function unseen(query: string, count = ++texts): string {
  if (!query.startsWith('{"') && !query.startsWith('[')) return `${query}\n#${count}`;
  return [...count.toString(4)].map((digit) => ' \t\n\r'[Number(digit)]).join('') + query;
}

async function signIn(url: string, email: string): Promise<string> {
  const login = await fetch(`${url}/auth/login`, { redirect: 'manual' });
  const jar = login.headers
    .getSetCookie()
    .map((c) => c.split(';', 1)[0])
    .join('; ');
  const callback = new URL(await idpSignIn(login.headers.get('location') ?? '', email, 'demo'));
  const done = await fetch(`${url}${callback.pathname}${callback.search}`, {
    redirect: 'manual',
    headers: { cookie: jar },
  });
  await done.body?.cancel();
  const session = done.headers.getSetCookie().find((c) => c.startsWith('portal_session='));
  if (!session) throw new Error('sign-in gave no session cookie');
  return session.split(';', 1)[0] as string;
}

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
// Access tokens outlive the run: no renewal in the middle of a measurement.
const sandbox = await startSandbox({ portalOrigins: [origin], accessTokenTtl: 3600 });
const config = loadConfig({
  NODE_ENV: 'test',
  PORT: String(port),
  HOST: '127.0.0.1',
  PORTAL_ORIGIN: origin,
  UPSTREAM_API_URL: sandbox.url,
  OIDC_ISSUER: `${sandbox.url}/oidc`,
  LOG_LEVEL: 'silent',
  RATE_LIMIT_API_PER_MINUTE: '1000000',
  WEB_DIST: '/nonexistent-web-dist',
});
const app = await buildApp(config);
await app.listen({ host: '127.0.0.1', port });
const cookie = await signIn(
  `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
  'mario.rossi@demo.it',
);
// From here on nothing answers upstream: the process's CPU is the BFF's alone.
await sandbox.close();

interface Outcome {
  status: number;
  verdict: string;
}

async function request(query: string): Promise<{ cpuMs: number; outcome: Outcome }> {
  const before = process.cpuUsage();
  const response = await app.inject({
    method: 'POST',
    url: '/api/graphql',
    headers: { cookie, 'x-portal-csrf': '1', origin, 'content-type': 'application/json' },
    payload: bodyOf(query),
  });
  const used = process.cpuUsage(before);
  const body = response.json<{
    errors?: Array<{ message: string; extensions?: { code?: string; limit?: string } }>;
  }>();
  const first = body.errors?.[0];
  let verdict = 'accepted';
  if (response.statusCode !== 200) {
    const limit =
      first?.extensions?.limit ?? (/too expensive/.test(first?.message ?? '') ? 'cost' : undefined);
    verdict = `refused: ${limit ?? first?.message.slice(0, 48) ?? response.statusCode}`;
  }
  return {
    cpuMs: (used.user + used.system) / 1000,
    outcome: { status: response.statusCode, verdict },
  };
}

/** The table goes to stdout (the linter keeps console for warnings and errors). */
const print = (line: string) => process.stdout.write(`${line}\n`);

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const plan = FAMILIES.flatMap((family) =>
  sizes(family).map((n) => ({ family, n, query: family.build(n) })),
);
// Warm-up: every document once, so V8 has optimised the paths before anything is measured.
for (const item of plan) await request(unseen(item.query));

print(
  `GraphQL documents at the limits: ${RUNS} runs each, median (max) CPU ms of one request; Node ${process.version}\n`,
);
print('| document | n | body KB | answer | CPU ms median (max) |');
print('|---|---:|---:|---|---:|');
let worst = { ms: 0, what: '' };
for (const { family, n, query } of plan) {
  const cpu: number[] = [];
  let outcome: Outcome | null = null;
  for (let run = 0; run < RUNS; run++) {
    const measured = await request(unseen(query));
    cpu.push(measured.cpuMs);
    outcome = measured.outcome;
  }
  const max = Math.max(...cpu);
  if (max > worst.ms) worst = { ms: max, what: `${family.name}, n = ${n}` };
  const kb = (Buffer.byteLength(bodyOf(query)) / 1024).toFixed(1);
  print(
    `| ${family.name} | ${n} | ${kb} | ${outcome?.status} ${outcome?.verdict} | ${median(cpu).toFixed(2)} (${max.toFixed(2)}) |`,
  );
}
print(`\nDearest request: ${worst.ms.toFixed(2)} ms CPU (${worst.what}).`);
print(
  worst.ms < TARGET_MS
    ? `Every document is under ${TARGET_MS} ms of CPU: yes.`
    : `Every document is under ${TARGET_MS} ms of CPU: NO.`,
);
await app.close();
