// Every data endpoint (REST with a bearer token and the data service) answers bad
// input with 400 and a message naming what is wrong — never a 404 for an impossible id, never an
// internal error text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalTokens, startSandbox, type RunningSandbox } from '../src/testing.ts';

let sandbox: RunningSandbox;
let auth: Record<string, string>;

beforeAll(async () => {
  sandbox = await startSandbox();
  const tokens = await portalTokens(sandbox, 'mario.rossi@demo.it');
  auth = { authorization: `Bearer ${tokens.access_token}` };
});
afterAll(async () => {
  await sandbox.close();
});

const HUGE = '99999999999999999999';

const GETS: Array<[path: string, field: string]> = [
  [`/api/invoices/get-invoice?idfattura=${HUGE}`, 'idfattura'],
  ['/api/invoices/get-invoice?idfattura=abc', 'idfattura'],
  [`/api/invoices/get-invoice-rows?idfattura=${HUGE}`, 'idfattura'],
  ['/api/invoices/get-invoice-rows?idfattura=0', 'idfattura'],
  [`/api/fattura/pdf?idfattura=${HUGE}`, 'idfattura'],
  ['/api/fattura/apccb/pdf', 'idfattura'],
  [`/api/invoices/export-pdf/download?idJob=${HUGE}`, 'idJob'],
  ['/api/invoices/export-pdf/download?idJob=x', 'idJob'],
  [`/api/registrazione/anagrafica/get?codice=${HUGE}`, 'codice'],
  ['/api/registrazione/anagrafica/get?codice=abc', 'codice'],
  ['/wp-json/wp/v2/posts?page=abc', 'page'],
  ['/v1/Posts/List?size=-5', 'size'],
  ['/api/authorization/auth-operation-token', 'operation'],
];

const POSTS: Array<[path: string, body: string, field: string]> = [
  ['/api/invoices/browse', '[]', 'body'],
  ['/api/invoices/browse', '{"IssueDateFrom":"2024-02-30T00:00:00"}', 'IssueDateFrom'],
  ['/api/invoices/browse', `{"DocumentNumber":"${'9'.repeat(65)}"}`, 'DocumentNumber'],
  ['/api/invoices/export-pdf/start', `{"idfatture":[${HUGE}]}`, 'idfatture'],
  ['/api/invoices/export-pdf/start-detail', '{"idfatture":[]}', 'idfatture'],
  [
    '/api/Payment/invoice-checkout',
    `{"idfattura":${HUGE},"returnUrl":"http://localhost:3000/x"}`,
    'idfattura',
  ],
  ['/api/Payment/checkout-client-result', '{}', 'checkoutId'],
  ['/api/registrazione/contatto/save', 'null', 'body'],
  ['/api/lettura/apccb/gas/save', '{}', 'idanagrafica'],
  ['/api/customer-cases/privacy', '"x"', 'body'],
];

async function answer(
  path: string,
  init: RequestInit = {},
): Promise<{ status: number; text: string }> {
  const response = await fetch(`${sandbox.url}${path}`, init);
  return { status: response.status, text: await response.text() };
}

describe('bad input on the data endpoints (§7)', () => {
  it.each(GETS)('GET %s → 400 naming %s', async (path, field) => {
    const { status, text } = await answer(path, { headers: auth });
    expect(status).toBe(400);
    expect(JSON.parse(text)).toEqual({
      error: 'badRequest',
      message: expect.stringContaining(field),
    });
  });

  it.each(POSTS)('POST %s %s → 400 naming %s', async (path, body, field) => {
    const { status, text } = await answer(path, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body,
    });
    expect(status).toBe(400);
    expect(JSON.parse(text)).toEqual({
      error: 'badRequest',
      message: expect.stringContaining(field),
    });
  });

  it.each([
    ['{"query":5}', 'query'],
    ['{"query":"{ __typename }","variables":[1]}', 'variables'],
    ['{"query":"{ __typename }","operationName":{}}', 'operationName'],
  ])(
    'POST /ubik/graphql %s → 400 naming %s, no internal text (§7 data queries)',
    async (body, field) => {
      const { status, text } = await answer('/ubik/graphql', {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body,
      });
      expect(status).toBe(400);
      const parsed = JSON.parse(text) as { data: unknown; errors: Array<{ message: string }> };
      expect(parsed.data).toBeNull();
      expect(parsed.errors[0]?.message).toContain(field);
      expect(text).not.toContain('is not iterable');
    },
  );

  it('keeps serving after the burst of bad requests', async () => {
    const { status } = await answer('/api/configurations');
    expect(status).toBe(200);
  });
});
