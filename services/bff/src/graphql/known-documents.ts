// Persisted (allow-listed) documents (docs/decisions/0009-persisted-documents.md):
// in production the browser's session may send only the documents of the web client — the
// manifest `pnpm codegen` writes from the client's typed documents
// (services/web/scripts/persisted-documents.ts), bundled into the BFF's build. The web client sends
// the text as before; the BFF recognises it by its GraphQL-over-HTTP document identifier (the
// SHA-256 of the text), before mercurius parses anything, so an unknown document costs one hash.
// Another channel's bearer session (decision 0008) may send any document within the limits of
// decision 0002.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import manifest from '../generated/persisted-documents.json' with { type: 'json' };

/** The route of the API (api/plugin.ts: mercurius' '/graphql' under the '/api' prefix). */
export const GRAPHQL_ROUTE = '/api/graphql';

/** The web client's operations: document identifier → text. */
export const PERSISTED_DOCUMENTS: Readonly<Record<string, string>> = manifest;

/** The GraphQL-over-HTTP persisted document identifier of a text (Appendix A: "sha256:" + hex). */
export function documentIdOf(text: string): string {
  return `sha256:${createHash('sha256').update(text, 'utf8').digest('hex')}`;
}

/** Answered for a document the web client does not have (GraphQL's error shape, like 0002's refusals). */
export const UNKNOWN_DOCUMENT = {
  data: null,
  errors: [
    {
      message: 'Unknown document: this API accepts only the web client’s own operations',
      extensions: { code: 'BAD_USER_INPUT', reason: 'unknownDocument' },
    },
  ],
} as const;

/** The document text of a GraphQL request: POST's body (JSON or application/graphql) or GET's query. */
function documentOf(request: FastifyRequest): unknown {
  const source = request.method === 'GET' ? request.query : request.body;
  return typeof source === 'object' && source !== null && !Array.isArray(source)
    ? (source as { query?: unknown }).query
    : undefined;
}

/**
 * A preHandler for the GraphQL route: a request of a browser session whose document is not in
 * `known` is answered 400 unknownDocument. A bearer session (session.bearer, set only from a
 * verified access token) passes; so does a request without a session, which the api guard has
 * answered already.
 */
export function knownDocumentsOnly(
  known: ReadonlySet<string> = new Set(Object.keys(PERSISTED_DOCUMENTS)),
): preHandlerAsyncHookHandler {
  return async function knownDocumentsOnlyHook(request: FastifyRequest, reply: FastifyReply) {
    // The hook sits in the GraphQL plugin's context, which also holds GraphiQL's files (never on
    // in production, but the flag may be set anywhere).
    if (request.routeOptions.url !== GRAPHQL_ROUTE) return;
    const session = request.portalSession;
    if (!session || session.bearer) return;
    const text = documentOf(request);
    if (typeof text === 'string' && known.has(documentIdOf(text))) return;
    request.log.warn(
      { reason: 'unknownDocument' },
      'GraphQL document refused: not the web client’s',
    );
    await reply.code(400).send(UNKNOWN_DOCUMENT);
  };
}
