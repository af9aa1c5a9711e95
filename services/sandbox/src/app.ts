// Composes the sandbox (conventions §1): fault injection and call counting over every path, the
// identity provider under /oidc, the authentication API, the data side (registerDataApi), the
// /__sandbox administration when enabled, and one error handler.
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { registerAuthApi } from './api/auth.ts';
import { dataStores, registerDataApi } from './api/index.ts';
import type { SandboxContext, SandboxOptions } from './context.ts';
import { installErrorHandling } from './errors.ts';
import { InputError } from './data/query.ts';
import { registerAdminApi } from './faults/admin.ts';
import { advanceRequest } from './graphql/requests.ts';
import { registerAlertControls } from './faults/alert-controls.ts';
import { ADMIN_PREFIX } from './faults/admin.ts';
import { MailSink, mailRoutes } from './mail/sink.ts';
import { FaultInjector } from './faults/faults.ts';
import { createIdp } from './idp/provider.ts';
import { mountIdp } from './idp/routes.ts';
import { ImpersonationTokens } from './tokens/impersonation.ts';
import { PortalTokens } from './tokens/portal-tokens.ts';

export interface BuildOptions {
  /** Fastify logger setting; off unless given (tests stay quiet, server.ts turns it on). */
  logger?: FastifyServerOptions['logger'];
}

/** A JSON parser that reads an empty body as "no body", since every upstream call sends the JSON content type. */
function tolerantJson(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      const error = Object.assign(new Error('is not valid JSON'), { statusCode: 400 });
      done(error, undefined);
    }
  });
}

export async function buildSandbox(
  options: SandboxOptions,
  build: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: build.logger ?? false,
    bodyLimit: 10 * 1024 * 1024,
    // The portal's request id (X-Request-ID) is this request's id in the log, so
    // one customer request is found on both sides.
    requestIdHeader: 'x-request-id',
  });
  installErrorHandling(app);
  tolerantJson(app);

  const faults = new FaultInjector();
  faults.install(app);

  const tokens = new PortalTokens({
    access: options.accessTokenTtl,
    refresh: options.refreshTokenTtl,
  });
  const impersonation = new ImpersonationTokens();
  const idp = await createIdp(options, (error) =>
    app.log.error({ err: error }, 'identity provider error'),
  );
  const ctx: SandboxContext = {
    options,
    tokens,
    resetHooks: [],
    resolveIdpToken: (token) => idp.resolveAccessToken(token),
  };

  await mountIdp(app, idp, options.portalOrigins);
  await registerAuthApi(app, {
    ctx,
    tokens,
    impersonation,
    resolveIdpToken: (token) => idp.resolveAccessToken(token),
  });
  const dataNow = options.dataNow;
  await registerDataApi(app, ctx, dataNow === undefined ? {} : { now: () => dataNow });

  let mailSink: MailSink | undefined;
  if (options.admin && options.smtp) {
    mailSink = new MailSink();
    await mailSink.listen(options.smtp.port, options.smtp.host);
    const sink = mailSink;
    app.addHook('onClose', async () => sink.close());
    mailRoutes(app, sink, ADMIN_PREFIX);
  }
  app.decorate('mailSink', mailSink ?? null);
  if (options.admin) {
    await registerAlertControls(app, () => dataStores.get(app));
    await registerAdminApi(app, {
      faults,
      tokens,
      impersonation,
      advanceRequest: (idrichiesta, refuse) => {
        const store = dataStores.get(app);
        if (!store) return 'notFound';
        try {
          return advanceRequest(store, idrichiesta, refuse);
        } catch (error) {
          if (error instanceof InputError) return error.code === 'notFound' ? 'notFound' : 'closed';
          throw error;
        }
      },
      reset: () => {
        mailSink?.clear();
        faults.reset();
        tokens.reset();
        impersonation.reset();
        idp.reset();
        for (const hook of ctx.resetHooks) hook();
      },
    });
  }

  await app.ready();
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The SMTP sink, when the sandbox runs one (options.smtp). */
    mailSink: MailSink | null;
  }
}
