// GET /api/files/documents/:id?language= (docs/api.md "Files"): a document of the downloads page
// as the supplier's PDF, in the language its list was asked in (the page's, §9; without one the
// session's), streamed from upstream once the id is proved to be one of the documents the session
// is offered in that language.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import { binary, callOf, FILE_REFUSALS, streamPdf } from '../../files/download.ts';
import type { PortalSession } from '../../session/types.ts';
import { ownedDocument } from './ownership.ts';
import { sessionLanguage } from './resolvers.ts';

const documentFiles: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/files/documents/:id',
    {
      schema: {
        params: Type.Object({ id: Type.String({ pattern: '^[a-z0-9-]{1,64}$' }) }),
        querystring: Type.Object(
          { language: Type.Optional(Type.Union([Type.Literal('it'), Type.Literal('de')])) },
          { additionalProperties: false },
        ),
        response: { 200: binary('application/pdf, streamed'), ...FILE_REFUSALS },
      },
    },
    async (request, reply) => {
      const authz = app.authorizer(callOf(request));
      // The list and the file in the language the documents query listed them in.
      const lingua =
        request.query.language ??
        sessionLanguage({ session: request.portalSession as PortalSession });
      await ownedDocument(authz, request.params.id, lingua);
      return streamPdf(
        reply,
        request,
        '/api/documenti/pdf',
        { iddocumento: request.params.id, lingua },
        request.params.id,
      );
    },
  );
};

/** Encapsulated (its prefix applies), with the services it needs declared rather than ordered. */
export const documentFileRoutes = fp(documentFiles, {
  name: 'document-file-routes',
  fastify: '5.x',
  encapsulate: true,
  dependencies: ['upstream', 'api-guard', 'authorization'],
});
