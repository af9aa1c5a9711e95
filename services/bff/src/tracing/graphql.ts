// The GraphQL operation's span: around mercurius' handler of the API route, so that the upstream
// calls of the resolvers are its children, and named by the parsed operation ("query Bills"), as
// OpenTelemetry's GraphQL conventions name it. No document and no variable is recorded: either
// may hold a customer's data. graphql-js' own instrumentation would see only the first execution
// of a document: mercurius runs the later ones compiled (graphql-jit).
import { context, SpanStatusCode, trace, type Context, type Span } from '@opentelemetry/api';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { DocumentNode, OperationDefinitionNode } from 'graphql';
import type { MercuriusContext } from 'mercurius';

/** OpenTelemetry's name for an operation not yet (or never) parsed. */
export const UNNAMED_OPERATION = 'GraphQL Operation';

const tracer = trace.getTracer('portal-bff-graphql');

/** The hooks of the mercurius instance that serves a route (its `graphql` decoration). */
interface GraphqlHooks {
  addHook(name: 'preExecution', hook: (...args: PreExecutionArgs) => void): void;
  addHook(
    name: 'onResolution',
    hook: (execution: { errors?: readonly unknown[] }, ctx: MercuriusContext) => void,
  ): void;
}
type PreExecutionArgs = [schema: unknown, document: DocumentNode, ctx: MercuriusContext];

const spans = new WeakMap<FastifyRequest, Span>();

/** The operation a request runs: the one named by operationName, or the document's only one. */
export function operationOf(
  document: DocumentNode,
  operationName: unknown,
): OperationDefinitionNode | undefined {
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === 'OperationDefinition',
  );
  if (typeof operationName === 'string' && operationName !== '') {
    return operations.find((operation) => operation.name?.value === operationName);
  }
  return operations.length === 1 ? operations[0] : undefined;
}

/** "query Bills", or the type alone for an anonymous operation (OpenTelemetry's GraphQL span name). */
export function operationSpanName(operation: OperationDefinitionNode): string {
  return operation.name ? `${operation.operation} ${operation.name.value}` : operation.operation;
}

function operationNameOf(request: FastifyRequest): unknown {
  const source = request.method === 'GET' ? request.query : request.body;
  return typeof source === 'object' && source !== null
    ? (source as { operationName?: unknown }).operationName
    : undefined;
}

function nameOperation(_schema: unknown, document: DocumentNode, ctx: MercuriusContext): void {
  const request = ctx.reply?.request;
  const span = request && spans.get(request);
  if (!span) return;
  const operation = operationOf(document, operationNameOf(request));
  if (!operation) return;
  span.updateName(operationSpanName(operation));
  span.setAttribute('graphql.operation.type', operation.operation);
  if (operation.name) span.setAttribute('graphql.operation.name', operation.name.value);
}

function markErrors(execution: { errors?: readonly unknown[] }, ctx: MercuriusContext): void {
  const request = ctx.reply?.request;
  if (execution.errors?.length && request)
    spans.get(request)?.setStatus({ code: SpanStatusCode.ERROR });
}

/** The request's span from the Fastify instrumentation, else whatever is active. */
function parentOf(request: FastifyRequest): Context {
  return request.opentelemetry?.().context ?? context.active();
}

/**
 * Wraps the handler of every route that mercurius serves at a path ending in /graphql (the API's
 * GET and POST) in an operation span, and names the span from mercurius' parsed document.
 */
export function graphqlOperationSpans(app: FastifyInstance): void {
  const hooked = new WeakSet<GraphqlHooks>();
  app.addHook('onRoute', function wrapGraphqlRoute(this: FastifyInstance, route: RouteOptions) {
    const graphql = (this as FastifyInstance & { graphql?: GraphqlHooks }).graphql;
    if (!graphql || !route.url.endsWith('/graphql')) return;
    if (!hooked.has(graphql)) {
      hooked.add(graphql);
      graphql.addHook('preExecution', nameOperation);
      graphql.addHook('onResolution', markErrors);
    }
    const handler = route.handler;
    route.handler = function tracedOperation(
      this: FastifyInstance,
      request: FastifyRequest,
      reply: FastifyReply,
    ) {
      const parent = parentOf(request);
      const span = tracer.startSpan(UNNAMED_OPERATION, {}, parent);
      spans.set(request, span);
      return context.with(trace.setSpan(parent, span), async () => {
        try {
          return await handler.call(this, request, reply);
        } catch (error) {
          span.setStatus({ code: SpanStatusCode.ERROR });
          throw error;
        } finally {
          span.end();
        }
      });
    };
  });
}
