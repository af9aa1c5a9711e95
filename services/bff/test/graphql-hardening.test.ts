// Hardening of the stitched API: guard, bad inputs (wrong types, huge numbers,
// long strings), depth and cost limits, batching, introspection and GraphiQL off in production.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { graphql } from '../src/graphql/graphql-runtime.ts';
import type { PortalSession } from '../src/session/types.ts';
import { startPortal, type RunningPortal } from './helpers.ts';
import { codes, gql } from './graphql-support.ts';

let portal: RunningPortal;
let mario: string;

beforeAll(async () => {
  portal = await startPortal();
  mario = (await portal.signIn('mario.rossi@demo.it')).cookie;
});
afterAll(async () => portal?.close());

describe('the /api guard applies to the API (docs/api.md)', () => {
  it('no session → 401 unauthenticated; no CSRF header → 403 csrf', async () => {
    const anonymous = await portal.api('', '/api/graphql', {
      method: 'POST',
      body: JSON.stringify({ query: '{ registry { id } }' }),
    });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: 'UNAUTHENTICATED' });
    const noHeader = await fetch(`${portal.url}/api/graphql`, {
      method: 'POST',
      headers: { cookie: mario, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ registry { id } }' }),
    });
    expect(noHeader.status).toBe(403);
    const file = await fetch(`${portal.url}/api/files/invoices/1`, { headers: { cookie: mario } });
    expect(file.status).toBe(403);
  });
});

describe('bad inputs get BAD_USER_INPUT with a clear message', () => {
  it('wrong types are refused by the schema before any resolver runs', async () => {
    const literal = await gql(portal, mario, '{ invoices(first: "ten") { totalCount } }');
    expect(literal.status).toBe(400);
    expect(codes(literal)).toEqual(['BAD_USER_INPUT']);
    const variable = await gql(
      portal,
      mario,
      'query Q($f: Int) { invoices(first: $f) { totalCount } }',
      { f: 'ten' },
    );
    expect(variable.status).toBe(400);
    expect(variable.errors?.[0]?.message).toMatch(/\$f/);
  });

  it('huge numbers: beyond 32 bits by the schema, beyond the page limits by the API', async () => {
    const overflow = await gql(
      portal,
      mario,
      'query Q($f: Int) { invoices(first: $f) { totalCount } }',
      { f: 99_999_999_999 },
    );
    expect(overflow.status).toBe(400);
    expect(codes(overflow)).toEqual(['BAD_USER_INPUT']);
    const page = await gql(portal, mario, '{ invoices(first: 100000) { totalCount } }');
    expect(codes(page)).toEqual(['BAD_USER_INPUT']);
    expect(page.errors?.[0]?.message).toBe('first must be between 1 and 200');
    const offset = await gql(portal, mario, '{ invoices(offset: 2000000000) { totalCount } }');
    expect(offset.errors?.[0]?.extensions?.field).toBe('offset');
    const news = await gql(portal, mario, '{ news(page: 2147483647) { page } }');
    expect(news.errors?.[0]?.extensions?.field).toBe('page');
    const id = await gql(portal, mario, '{ supply(id: "99999999999999999999") { id } }');
    expect(id.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'id' });
  });

  it('long strings and malformed dates are refused with the field named', async () => {
    const long = await gql(
      portal,
      mario,
      'query Q($n: String) { invoices(filter: { documentNumber: $n }) { totalCount } }',
      { n: 'A'.repeat(20_000) },
    );
    expect(long.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'documentNumber',
    });
    const date = await gql(
      portal,
      mario,
      '{ invoices(filter: { issueDateFrom: "31/12/2024" }) { totalCount } }',
    );
    expect(date.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'issueDateFrom',
    });
    const order = await gql(
      portal,
      mario,
      '{ invoices(filter: { issueDateFrom: "2025-02-01", issueDateTo: "2025-01-01" }) { totalCount } }',
    );
    expect(order.errors?.[0]?.extensions?.field).toBe('issueDateTo');
    const curve = await gql(
      portal,
      mario,
      '{ loadCurve(supplyId: "1", from: "2024-01-01", to: "2025-06-30") { values } }',
    );
    expect(curve.errors?.[0]?.message).toBe('a load curve covers at most 366 days');
    const months = await gql(
      portal,
      mario,
      '{ consumptions(supplyId: "1", from: "2025-13", to: "2025-12") { totalCost } }',
    );
    expect(months.errors?.[0]?.extensions?.field).toBe('from');
  });

  it('a request body over the size limit is refused', async () => {
    const query = `{ registry { id } } # ${'x'.repeat(100_000)}`;
    const answer = await gql(portal, mario, query);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
  });
});

describe('depth, cost and batching limits', () => {
  it('a query deeper than the limit is refused', async () => {
    const deep =
      '{ __schema { types { fields { type { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } }';
    const answer = await gql(portal, mario, deep);
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0]?.message).toMatch(
      /query depth \(\d+\) exceeds the query depth limit of 8/,
    );
    expect(codes(answer)).toEqual(['BAD_USER_INPUT']);
  });

  it('a query whose cost exceeds the limit is refused with its cost named, before any upstream call', async () => {
    const fields =
      'id documentNumber issueDate dueDate paymentDate competenceFrom competenceTo amount amountToPay paid paymentState utility pointId';
    const aliases = Array.from(
      { length: 8 },
      (_, i) => `a${i}: invoices(first: 200) { nodes { ${fields} } }`,
    ).join(' ');
    await portal.sandbox.admin.resetCalls();
    const answer = await gql(portal, mario, `{ ${aliases} }`);
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0]?.message).toMatch(
      /^Query is too expensive: its cost exceeds the limit of 20000/,
    );
    expect((await portal.sandbox.admin.calls())['POST /ubik/graphql'] ?? 0).toBe(0);
  });

  it('batched queries are not accepted', async () => {
    const response = await portal.api(mario, '/api/graphql', {
      method: 'POST',
      body: JSON.stringify([{ query: '{ registry { id } }' }, { query: '{ registry { id } }' }]),
    });
    expect(response.status).toBe(400);
  });

  it('a mutation cannot be sent with GET', async () => {
    const response = await portal.api(
      mario,
      `/api/graphql?query=${encodeURIComponent('mutation { savePrivacyConsent(input: { marketing: true, profiling: true, thirdParties: true }) { caseId } }')}`,
    );
    expect(response.status).toBe(405);
  });
});

describe('production: introspection and GraphiQL off', () => {
  it('refuses introspection and serves no GraphiQL when config.production is set; allows both otherwise', async () => {
    const base = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_DIST: '/nonexistent-web-dist',
    });
    for (const production of [true, false]) {
      const app = await buildApp({ ...base, production, graphiql: true }, { logger: false });
      await app.ready();
      const session: PortalSession = {
        id: `hardening-${production}`,
        fingerprint: 'fp',
        tokens: { accessToken: 'a', refreshToken: 'r', accessTokenExpiresAt: Date.now() + 60_000 },
        idp: { accessToken: 'i' },
        user: {
          userInfo: { email: 'x@demo.it', businessConventions: [] },
          anagrafiche: [
            { idAnagrafica: 1, ragSoc: 'X', customerSegment: 'resident', culture: 'it-IT' },
          ],
        },
        profile: { name: 'X', locale: 'it' },
        selectedRegistryId: 1,
        sections: {
          conventionPower: false,
          noConventionPower: false,
          conventionGas: false,
          noConventionGas: false,
        },
        impersonation: null,
        qrPending: null,
        createdAt: Date.now(),
      };
      await app.sessions.set(session);
      const headers = {
        'x-portal-csrf': '1',
        cookie: `${base.session.cookieName}=${app.signCookie(session.id)}`,
        'content-type': 'application/json',
      };
      const introspection = await app.inject({
        method: 'POST',
        url: '/api/graphql',
        headers,
        payload: { query: '{ __schema { queryType { name } } }' },
      });
      const graphiql = app.registeredRoutes.some((r) => r.url.includes('graphiql'));
      if (production) {
        expect(introspection.statusCode).toBe(400);
        expect(introspection.json().errors[0].message).toMatch(/introspection/i);
        expect(graphiql).toBe(false);
      } else {
        expect(introspection.json().data.__schema.queryType.name).toBe('Query');
        expect(graphiql).toBe(true);
      }
      await app.close();
    }
  });
});

describe('documents that cost the BFF itself too much are refused before any work', () => {
  it('nested fragments, each spreading the one before twice, are refused as too expensive before any upstream call', async () => {
    const defs = ['fragment F0 on Supply { id }'];
    for (let i = 1; i <= 24; i++)
      defs.push(`fragment F${i} on Supply { ...F${i - 1} ...F${i - 1} }`);
    await portal.sandbox.admin.resetCalls();
    const answer = await gql(
      portal,
      mario,
      `query { supplies { nodes { ...F24 } } } ${defs.join(' ')}`,
    );
    expect(answer.status).toBe(400);
    expect(codes(answer)).toEqual(['BAD_USER_INPUT']);
    expect(answer.errors?.[0]?.message).toMatch(
      /^Query is too expensive: its cost exceeds the limit of 20000/,
    );
    expect((await portal.sandbox.admin.calls())['POST /ubik/graphql'] ?? 0).toBe(0);
  });

  it('3,000 aliases of one field (52 KB) are refused as too large, with no upstream call', async () => {
    const aliases = Array.from({ length: 3000 }, (_, i) => `a${i}:registry{id}`).join(' ');
    await portal.sandbox.admin.resetCalls();
    const started = performance.now();
    const answer = await gql(portal, mario, `{ ${aliases} }`);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(answer.status).toBe(400);
    expect(answer.errors).toHaveLength(1);
    expect(answer.errors?.[0]?.message).toBe(
      'Query is too large: more than 2000 tokens; ask for less at once',
    );
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      limit: 'tokens',
      max: 2000,
    });
    expect(await portal.sandbox.admin.calls()).toEqual({});
  });

  it('within the token limit, fields and aliases beyond 200 are refused before validation and any upstream call', async () => {
    const aliases = Array.from({ length: 150 }, (_, i) => `a${i}: registry { id }`).join(' ');
    await portal.sandbox.admin.resetCalls();
    const answer = await gql(portal, mario, `{ ${aliases} }`);
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0]?.message).toBe(
      'Query has too many fields: 300 fields and aliases exceed the limit of 200; ask for less at once',
    );
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      limit: 'fields',
      max: 200,
    });
    expect(await portal.sandbox.admin.calls()).toEqual({});
    const roots = Array.from({ length: 11 }, (_, i) => `a${i}: registry { id }`).join(' ');
    expect((await gql(portal, mario, `{ ${roots} }`)).errors?.[0]?.extensions).toMatchObject({
      limit: 'rootFields',
      max: 10,
    });
  });

  it("a deeply nested document is a 400 BAD_USER_INPUT, never the parser's stack overflow", async () => {
    for (const query of [`{${'a{'.repeat(30_000)}`, `{${'...{'.repeat(15_000)}`]) {
      const answer = await gql(portal, mario, query);
      expect(answer.status).toBe(400);
      expect(codes(answer)).toEqual(['BAD_USER_INPUT']);
      expect(JSON.stringify(answer.errors)).not.toMatch(/call stack|RangeError/i);
    }
  });

  it('a JSON "document" in place of the query text is refused, not executed', async () => {
    const ast = JSON.stringify(graphql.parse('{ registry { id } }', { noLocation: true }));
    for (const query of [ast, ` [${ast}]`, '"{ registry { id } }"', 'null']) {
      const answer = await gql(portal, mario, query);
      expect(answer.status).toBe(400);
      expect(answer.data).toBeNull();
      expect(codes(answer)).toEqual(['BAD_USER_INPUT']);
    }
  });
});
