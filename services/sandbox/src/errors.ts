// One error handler for the whole sandbox (conventions §5): validation failures become
// 400 { error: 'badRequest', message naming the field }, known client errors keep their status, and
// anything unexpected is logged and answered 500 without internals. Nothing reaches the process.
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';

export interface ErrorBody {
  error: string;
  message: string;
}

export function badRequest(reply: FastifyReply, message: string): FastifyReply {
  return reply.code(400).send({ error: 'badRequest', message } satisfies ErrorBody);
}

interface ValidationIssue {
  instancePath?: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** "body.username is required", "querystring.operation must be string", … */
export function describeValidation(context: string | undefined, issues: ValidationIssue[]): string {
  const where = context ?? 'request';
  const parts = issues.slice(0, 3).map((issue) => {
    const path = (issue.instancePath ?? '').split('/').filter(Boolean).join('.');
    // Ajv names one missing property, TypeBox's compiler lists them.
    const required = issue.params?.requiredProperties;
    const missing = Array.isArray(required)
      ? required.map(String)
      : [issue.params?.missingProperty];
    if (issue.keyword === 'required' && missing.every((m) => typeof m === 'string')) {
      return missing
        .map((m) => `${[where, path, m].filter(Boolean).join('.')} is required`)
        .join('; ');
    }
    return `${[where, path].filter(Boolean).join('.')} ${issue.message ?? 'is invalid'}`;
  });
  return parts.join('; ');
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      return badRequest(
        reply,
        describeValidation(error.validationContext, error.validation as ValidationIssue[]),
      );
    }
    const status = error.statusCode ?? 500;
    if (status === 415 || error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return badRequest(reply, 'body must be JSON (Content-Type: application/json)');
    }
    if (status >= 400 && status < 500) {
      if (status === 400) return badRequest(reply, `body ${error.message}`);
      return reply
        .code(status)
        .send({ error: error.code ?? 'clientError', message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .code(500)
      .send({ error: 'internalError', message: 'Internal error' } satisfies ErrorBody);
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? request.url;
    return reply
      .code(404)
      .send({ error: 'notFound', message: `No route for ${request.method} ${path}` });
  });
}
