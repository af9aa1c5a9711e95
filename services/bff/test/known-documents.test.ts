// Persisted documents through the running BFF (docs/decisions/0009): with the
// production setting a signed-in browser session gets its web client's documents answered and
// anything else refused before it is parsed; in development any document within the limits of
// decision 0002 is answered, as before.
import { apiAccessToken } from '@portal/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RetailDashboardDocument } from '../../web/src/graphql/generated/graphql.ts';
import { UNKNOWN_DOCUMENT } from '../src/graphql/known-documents.ts';
import { startPortal, type RunningPortal } from './helpers.ts';

const EMAIL = 'mario.rossi@demo.it';
/** What lib/graphql.ts sends for the retail dashboard (the build inlines the same text). */
const WEB_DOCUMENT = String(RetailDashboardDocument);
const OTHER_DOCUMENT = 'query { __typename }';

function ask(portal: RunningPortal, cookie: string, query: string): Promise<Response> {
  return portal.api(cookie, '/api/graphql', {
    method: 'POST',
    body: JSON.stringify({ query, variables: {} }),
  });
}

describe('production: a browser session sends only the web client’s documents', () => {
  let portal: RunningPortal;
  let cookie: string;

  beforeAll(async () => {
    portal = await startPortal({ env: { GRAPHQL_KNOWN_DOCUMENTS_ONLY: 'on' } });
    ({ cookie } = await portal.signIn(EMAIL));
  });

  afterAll(async () => {
    await portal?.close();
  });

  it('the retail dashboard’s document, as the web client sends it, is answered', async () => {
    const response = await ask(portal, cookie, WEB_DOCUMENT);
    const body = (await response.json()) as {
      data?: { retailDashboard?: unknown };
      errors?: unknown;
    };
    expect(body.errors).toBeUndefined();
    expect(response.status).toBe(200);
    expect(body.data?.retailDashboard).toBeTruthy();
  });

  it('any other document, even the same one written differently, is 400 unknownDocument', async () => {
    for (const query of [OTHER_DOCUMENT, `${WEB_DOCUMENT}\n`, WEB_DOCUMENT.replace(/\s+/g, ' ')]) {
      const response = await ask(portal, cookie, query);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(UNKNOWN_DOCUMENT);
    }
  });

  it('a bearer client (another channel, decision 0008) keeps any document within the limits', async () => {
    const { access_token: token } = await apiAccessToken(portal.sandbox, EMAIL, { port: 61301 });
    const response = await fetch(`${portal.url}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: OTHER_DOCUMENT }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('the /api rules come first: no CSRF header 403, no session 401', async () => {
    const noCsrf = await fetch(`${portal.url}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query: OTHER_DOCUMENT }),
    });
    expect(noCsrf.status).toBe(403);
    const noSession = await ask(portal, '', OTHER_DOCUMENT);
    expect(noSession.status).toBe(401);
  });
});

describe('development: any document within the limits', () => {
  let portal: RunningPortal;
  let cookie: string;

  beforeAll(async () => {
    portal = await startPortal();
    ({ cookie } = await portal.signIn(EMAIL));
  });

  afterAll(async () => {
    await portal?.close();
  });

  it('a document the web client does not have is answered', async () => {
    expect(portal.app.config.graphqlKnownDocumentsOnly).toBe(false);
    const response = await ask(portal, cookie, OTHER_DOCUMENT);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { __typename: 'Query' } });
  });
});
