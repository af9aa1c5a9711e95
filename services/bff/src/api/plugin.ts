// POST /api/graphql (mercurius, graphql-jit): the one API of the pages. Registered under the /api
// prefix, so the api-guard hook (CSRF header, origin, session) runs before anything here. Limits
// on the document (tokens, fields, depth; document-limits.ts) and its cost (cost.ts), introspection
// and GraphiQL only outside production, stable error codes.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ExecutionResult, GraphQLError as GraphQLErrorType, ValidationRule } from 'graphql';
import mercurius, { type IResolvers, type MercuriusContext } from 'mercurius';
import { ApiError } from '../errors/api-error.ts';
import type { ApiContext } from '../graphql/context.ts';
import { costLimitRule } from '../graphql/cost.ts';
import { EXPORT_START_FIELDS } from '../domains/exports/resolvers.ts';
import { checkDocumentLimits, DOCUMENT_LIMITS } from '../graphql/document-limits.ts';
import { refusedDocumentErrors, toClientError } from '../graphql/error-mapping.ts';
import { graphql } from '../graphql/graphql-runtime.ts';
import { knownDocumentsOnly } from '../graphql/known-documents.ts';
import { ReadBatch } from '../graphql/read-batch.ts';
import { RequestUpstream } from '../graphql/request-upstream.ts';
import { SubmissionRegistry } from '../session/submissions.ts';
import type { PortalSession } from '../session/types.ts';
import { enrol } from '../domains/alerts/recipients.ts';
import { SessionEndedError } from '../upstream/errors.ts';
import { resolvers, schema } from './schema.ts';

const { NoSchemaIntrospectionCustomRule } = graphql;

async function graphqlPlugin(app: FastifyInstance): Promise<void> {
  const config = app.config;
  const checkouts = app.checkouts;
  const cardRegistrations = app.cardRegistrations;
  const submissions = new SubmissionRegistry(app.sessions);
  const alerts = {
    store: app.store,
    inUse: () => app.storeInUse(),
    enrol: (session: PortalSession, log: FastifyBaseLogger) => enrol(app, session, log),
  };

  const validationRules: ValidationRule[] = [costLimitRule()];
  if (config.production) validationRules.push(NoSchemaIntrospectionCustomRule);

  await app.register(
    async (api) => {
      // Production: a browser session sends only the web client's documents (decision 0009).
      if (config.graphqlKnownDocumentsOnly) api.addHook('preHandler', knownDocumentsOnly());
      await api.register(mercurius, {
        schema,
        resolvers: resolvers as unknown as IResolvers,
        path: '/graphql',
        jit: 1,
        // The depth as it unfolds through fragments; the depth as written, the fields and the
        // tokens are checked before validation (document-limits.ts). Parsing must keep its
        // locations (no noLocation): they tell a parsed document from a JSON one.
        queryDepth: DOCUMENT_LIMITS.maxDepth,
        graphql: { parseOptions: { maxTokens: DOCUMENT_LIMITS.maxTokens } },
        validationRules,
        graphiql: !config.production && config.graphiql,
        allowBatchedQueries: false,
        context: (request) => {
          const session = request.portalSession;
          // The api-guard hook answered 401 already; this is the belt to its braces.
          if (!session) throw new ApiError('UNAUTHENTICATED', 'Sign in first');
          const call = { session, log: request.log };
          // One for the resolvers and the authorization lookups: shared reads, one call budget.
          // Behind it, the reads the session keeps between page views (session/reads.ts), then
          // the reads asked together sent as one data-service call (read-batch.ts).
          const upstream = new RequestUpstream(app.sessionReads.over(new ReadBatch(app.upstream)));
          return {
            session,
            call,
            upstream,
            authz: app.authorizer(call, upstream),
            checkouts,
            cardRegistrations,
            config,
            submissions,
            alerts,
          } satisfies Omit<ApiContext, keyof MercuriusContext>;
        },
        errorFormatter: (
          execution: ExecutionResult & { errors: readonly GraphQLErrorType[] },
          context: MercuriusContext,
        ) => {
          const log = context.reply?.log ?? app.log;
          let unauthenticated = false;
          const errors = refusedDocumentErrors(execution.errors).map((raw) => {
            const { error, failure } = toClientError(raw);
            if (failure.status >= 500)
              log.error(
                { err: raw.originalError ?? raw, path: raw.path },
                'GraphQL resolver failed',
              );
            if (failure.code === 'UNAUTHENTICATED') unauthenticated = true;
            if (raw.originalError instanceof SessionEndedError) unauthenticated = true;
            return error;
          });
          if (unauthenticated && context.reply) {
            context.reply.request.portalSession = null;
            context.reply.clearSessionCookie();
          }
          // A session that ended mid-request answers 401 like every other /api route; a document
          // refused before execution (syntax, validation, depth, cost) 400; execution errors 200
          // with the partial data, as GraphQL over HTTP expects.
          const framework = (
            execution.errors[0]?.originalError as { statusCode?: unknown } | undefined
          )?.statusCode;
          const refused =
            typeof framework === 'number' && framework >= 400 && framework < 500 ? framework : 400;
          const statusCode = unauthenticated ? 401 : 'data' in execution ? 200 : refused;
          return { statusCode, response: { data: execution.data ?? null, errors } };
        },
      });
      // One export start per request: each puts up to 500 PDFs on the supplier's export service.
      api.graphql.addHook(
        'preValidation',
        checkDocumentLimits({ ...DOCUMENT_LIMITS, oncePerDocument: EXPORT_START_FIELDS }),
      );
    },
    { prefix: '/api' },
  );
}

export default fp(graphqlPlugin, {
  name: 'graphql-api',
  fastify: '5.x',
  dependencies: ['session', 'upstream', 'api-guard', 'authorization'],
});
