// Persisted documents (docs/decisions/0009): the manifest, the hook that keeps a
// browser session to it, and the flag that turns it on in production.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import type { PortalSession } from '../session/types.ts';
import {
  documentIdOf,
  GRAPHQL_ROUTE,
  knownDocumentsOnly,
  PERSISTED_DOCUMENTS,
  UNKNOWN_DOCUMENT,
} from './known-documents.ts';

const KNOWN = 'query Known { session { id } }';
const UNKNOWN = 'query Other { everything { id } }';

let app: FastifyInstance | undefined;

afterEach(async () => {
  await app?.close();
  app = undefined;
});

/**
 * A GraphQL route behind the hook; `x-test-session` says whose session the request carries (a
 * browser's, a bearer client's, none), as session.ts and the bearer plugin would have set it.
 */
async function guardedRoute(): Promise<FastifyInstance> {
  const server = Fastify();
  server.decorateRequest('portalSession', null);
  server.addHook('onRequest', async (request) => {
    const kind = request.headers['x-test-session'];
    if (kind === 'browser') request.portalSession = { id: 'b' } as PortalSession;
    if (kind === 'bearer')
      request.portalSession = {
        id: 'bearer:x',
        bearer: { clientId: 'portal-cli', expiresAt: Date.now() + 60_000 },
      } as PortalSession;
  });
  server.addContentTypeParser('application/graphql', { parseAs: 'string' }, (_r, body, done) =>
    done(null, { query: body }),
  );
  server.addHook('preHandler', knownDocumentsOnly(new Set([documentIdOf(KNOWN)])));
  server.post(GRAPHQL_ROUTE, async () => ({ data: { executed: true } }));
  server.get(GRAPHQL_ROUTE, async () => ({ data: { executed: true } }));
  server.get('/api/graphiql', async () => 'page');
  await server.ready();
  app = server;
  return server;
}

function post(server: FastifyInstance, session: string, query: unknown) {
  return server.inject({
    method: 'POST',
    url: GRAPHQL_ROUTE,
    headers: { 'x-test-session': session },
    payload: { query },
  });
}

describe('the web client’s documents only (decision 0009)', () => {
  it('the manifest holds operations keyed by the SHA-256 of their exact text', () => {
    const entries = Object.entries(PERSISTED_DOCUMENTS);
    expect(entries.length).toBeGreaterThan(10);
    for (const [id, text] of entries) {
      expect(id).toBe(documentIdOf(text));
      expect(text).toMatch(/^\s*(query|mutation) [A-Za-z]\w*/);
    }
    expect(documentIdOf('abc')).toBe(
      'sha256:ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('a browser session’s known document passes, any other text is refused 400 unknownDocument', async () => {
    const server = await guardedRoute();
    const known = await post(server, 'browser', KNOWN);
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ data: { executed: true } });

    for (const query of [UNKNOWN, `${KNOWN} `, KNOWN.replace('id', 'id id'), undefined, 42]) {
      const refused = await post(server, 'browser', query);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual(UNKNOWN_DOCUMENT);
    }
    expect(UNKNOWN_DOCUMENT.errors[0].extensions).toEqual({
      code: 'BAD_USER_INPUT',
      reason: 'unknownDocument',
    });
  });

  it('the refusal does not depend on how the document travels (GET, application/graphql)', async () => {
    const server = await guardedRoute();
    const asGet = (query: string) =>
      server.inject({
        method: 'GET',
        url: `${GRAPHQL_ROUTE}?query=${encodeURIComponent(query)}`,
        headers: { 'x-test-session': 'browser' },
      });
    expect((await asGet(UNKNOWN)).statusCode).toBe(400);
    expect((await asGet(KNOWN)).statusCode).toBe(200);
    const raw = await server.inject({
      method: 'POST',
      url: GRAPHQL_ROUTE,
      headers: { 'x-test-session': 'browser', 'content-type': 'application/graphql' },
      payload: UNKNOWN,
    });
    expect(raw.statusCode).toBe(400);
  });

  it('a bearer client keeps any document (the limits of 0002 still apply downstream)', async () => {
    const server = await guardedRoute();
    expect((await post(server, 'bearer', UNKNOWN)).statusCode).toBe(200);
  });

  it('a request without a session and the other routes of the plugin are not its business', async () => {
    const server = await guardedRoute();
    // The api guard answers 401 before this hook for a request without a session.
    expect((await post(server, 'none', UNKNOWN)).statusCode).toBe(200);
    const page = await server.inject({
      method: 'GET',
      url: '/api/graphiql',
      headers: { 'x-test-session': 'browser' },
    });
    expect(page.statusCode).toBe(200);
  });

  it('is on in production and off in development unless GRAPHQL_KNOWN_DOCUMENTS_ONLY says otherwise', () => {
    const production = {
      NODE_ENV: 'production',
      PORTAL_ORIGIN: 'https://portale.example.it',
      OIDC_ISSUER: 'https://idp.example.it/oidc',
      OIDC_CLIENT_SECRET: 'the-real-client-secret',
      SESSION_SECRET: 's'.repeat(40),
      WEB_DIST: '/nonexistent',
    };
    expect(loadConfig(production).graphqlKnownDocumentsOnly).toBe(true);
    expect(
      loadConfig({ ...production, GRAPHQL_KNOWN_DOCUMENTS_ONLY: 'off' }).graphqlKnownDocumentsOnly,
    ).toBe(false);
    expect(loadConfig({ WEB_DIST: '/nonexistent' }).graphqlKnownDocumentsOnly).toBe(false);
    expect(
      loadConfig({ WEB_DIST: '/nonexistent', GRAPHQL_KNOWN_DOCUMENTS_ONLY: 'on' })
        .graphqlKnownDocumentsOnly,
    ).toBe(true);
  });
});
